import type { Feature } from '@/payload-types.ts'
import { FeatureIcon } from './FeatureIcon.tsx'
import styles from './Landing.module.scss'

export function FeatureCards({ items }: { items: Feature[] }) {
  return (
    <ul className={styles.featureGrid}>
      {items.map((f) => (
        <li key={f.id} className={styles.feature}>
          <FeatureIcon name={f.icon} />
          <h3>{f.title}</h3>
          {f.description ? <p>{f.description}</p> : null}
          {f.bullets?.length ? (
            <ul>
              {f.bullets.map((b) => (
                <li key={b.id ?? b.text}>{b.text}</li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
