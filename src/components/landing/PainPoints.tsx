import type { PainPoint } from '@/payload-types.ts'
import styles from './Landing.module.scss'

/** `eyebrow`: the small line above the title (Textos das páginas de venda), none when empty. */
export function PainPoints({
  eyebrow,
  title,
  items,
}: {
  eyebrow?: string | null
  title: string
  items: PainPoint[]
}) {
  return (
    <section className={styles.section} aria-labelledby="dores-titulo">
      <div className={styles.inner}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h2 id="dores-titulo" className={styles.heading}>
          {title}
        </h2>
        <ul className={styles.painGrid}>
          {items.map((p) => (
            <li key={p.id} className={styles.pain}>
              <h3>{p.title}</h3>
              {p.description ? <p>{p.description}</p> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
