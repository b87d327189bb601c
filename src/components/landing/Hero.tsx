import styles from './Landing.module.scss'

export function Hero({
  title,
  subtitle,
  cta,
  h1 = true,
}: {
  title: string
  subtitle: string
  cta: string
  h1?: boolean
}) {
  const Heading = h1 ? 'h1' : 'h2'
  return (
    <section className={styles.hero}>
      <div className={styles.heroInner}>
        <Heading className={styles.heroTitle}>{title}</Heading>
        <p className={styles.heroSubtitle}>{subtitle}</p>
        <a href="#planos" className={styles.heroCta}>
          {cta}
        </a>
      </div>
    </section>
  )
}
