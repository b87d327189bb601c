import { SiteRichText } from '@/components/ui/SiteRichText.tsx'
import type { Faq } from '@/payload-types.ts'
import styles from './Landing.module.scss'

/** FAQ accordion: native <details>, keyboard and screen-reader friendly without JavaScript. */
export function FaqSection({
  title,
  items,
  footer,
}: {
  title: string
  items: Faq[]
  footer?: React.ReactNode
}) {
  return (
    <section className={styles.section} aria-labelledby="faq-titulo">
      <div className={styles.narrow}>
        <h2 id="faq-titulo" className={styles.heading}>
          {title}
        </h2>
        <div className={styles.faq}>
          {items.map((f) => (
            <details key={f.id} className={styles.faqItem}>
              <summary>{f.question}</summary>
              <div className={styles.faqAnswer}>
                <SiteRichText data={f.answer} />
              </div>
            </details>
          ))}
        </div>
        {footer}
      </div>
    </section>
  )
}
