'use client'
import { useId, useState } from 'react'
import styles from './Landing.module.scss'

export type StoreName = { name: string; network: boolean }

/** The collapsible list of every partner store under the carousel; the affiliate network's stores apart. */
export function StoresList({
  stores,
  showLabel,
  hideLabel,
  networkLabel,
}: {
  stores: StoreName[]
  showLabel: string
  hideLabel: string
  networkLabel: string
}) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const own = stores.filter((s) => !s.network)
  const network = stores.filter((s) => s.network)
  return (
    <div className={styles.storesList}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? hideLabel : showLabel}
      </button>
      <div id={id} hidden={!open}>
        <ul className={styles.storeNames}>
          {own.map((s) => (
            <li key={s.name}>{s.name}</li>
          ))}
        </ul>
        {network.length > 0 ? (
          <>
            <h3 className={styles.storeNetwork}>{networkLabel}</h3>
            <ul className={styles.storeNames} data-testid="network-stores">
              {network.map((s) => (
                <li key={s.name}>{s.name}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </div>
  )
}
