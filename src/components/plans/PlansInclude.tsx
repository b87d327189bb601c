import styles from './Plans.module.scss'

export function PlansInclude({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null
  return (
    <section className={styles.include} aria-labelledby="incluem-titulo">
      <h2 id="incluem-titulo" className={styles.includeTitle}>
        {title}
      </h2>
      <ul className={styles.includeList}>
        {items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
    </section>
  )
}
