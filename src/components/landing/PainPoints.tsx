import type { PainPoint } from '@/payload-types.ts'
import { t } from '@/i18n/server.ts'
import styles from './Landing.module.scss'

export function PainPoints({ title, items }: { title: string; items: PainPoint[] }) {
  return (
    <section className={styles.section} aria-labelledby="dores-titulo">
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{t('landing.painEyebrow')}</p>
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
