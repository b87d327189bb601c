'use client'
import { useIntl } from 'react-intl'
import { formatBRL } from '@/lib/money.ts'
import type { UpsellOption } from '@/lib/upsell.ts'
import styles from './Purchase.module.scss'

/**
 * One longer-period offer. A promo's discounted first payment is labelled as such, with what each
 * later period costs; without an original price above the price, no struck price, percent or saving.
 */
export function UpsellOfferCard({
  option: o,
  onChoose,
}: {
  option: UpsellOption
  onChoose: (option: UpsellOption) => void
}) {
  const intl = useIntl()
  return (
    <article
      className={`${styles.offer} ${o.highlight ? styles.highlight : ''}`}
      aria-labelledby={`${o.id}-title`}
    >
      {o.badge ? <p className={styles.badge}>{o.badge}</p> : null}
      <h2 id={`${o.id}-title`}>{o.title}</h2>
      {o.description ? <p className={styles.description}>{o.description}</p> : null}
      <p className={styles.extra}>
        {intl.formatMessage({ id: 'upsell.extra' }, { amount: formatBRL(o.extraAmount) })}
      </p>
      {o.originalPrice !== null ? (
        <s className={styles.original}>{formatBRL(o.originalPrice)}</s>
      ) : null}
      <p className={styles.price}>
        <strong>{formatBRL(o.price)}</strong>{' '}
        <span>
          {o.recurringPrice !== null
            ? intl.formatMessage({ id: 'upsell.firstPayment' })
            : o.periodLabel}
        </span>
      </p>
      {o.recurringPrice !== null ? (
        <p className={styles.recurring}>
          {intl.formatMessage(
            { id: 'upsell.thenPrice' },
            { price: formatBRL(o.recurringPrice), period: o.periodLabel },
          )}
        </p>
      ) : null}
      {o.discount !== null ? (
        <p className={styles.discount}>
          {intl.formatMessage({ id: 'upsell.discount' }, { percent: o.discount })}
        </p>
      ) : null}
      {o.savingsAmount !== null ? (
        <p className={styles.savings}>
          {intl.formatMessage({ id: 'upsell.savings' }, { amount: formatBRL(o.savingsAmount) })}
        </p>
      ) : null}
      {o.featuresTitle ? <p className={styles.featuresTitle}>{o.featuresTitle}</p> : null}
      <ul className={styles.features}>
        {o.features.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      <button type="button" className={styles.cta} onClick={() => onChoose(o)}>
        {intl.formatMessage({ id: 'upsell.cta' })}
      </button>
    </article>
  )
}
