'use client'
import { useId, useState } from 'react'
import styles from './Landing.module.scss'

/** The collapsible list of every partner store under the carousel. */
export function StoresList({ names, showLabel, hideLabel }: { names: string[]; showLabel: string; hideLabel: string }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <div className={styles.storesList}>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {open ? hideLabel : showLabel}
      </button>
      <ul id={id} hidden={!open} className={styles.storeNames}>
        {names.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </div>
  )
}
