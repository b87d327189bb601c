'use client'
import { useId, useState, useTransition } from 'react'
import { fill, type Template } from '@/i18n/template.ts'
import { formatBRL } from '@/lib/money.ts'
import { struckPrice } from '@/lib/priceDisplay.ts'
import { firstPaymentCents, monthlySelection, type PromoConfig } from '@/lib/promo.ts'
import type { SelectedPlan } from '@/lib/storageKeys.ts'
import { tabKeyTarget } from '@/lib/tabKeys.ts'
import type { PlanCardData } from './planData.ts'
import styles from './Plans.module.scss'

export type PlanCardMessages = {
  choose: Template
  firstMonth: string
  from: Template
  perMonthNote: Template
  variants: Template
}

type Props = {
  variants: PlanCardData[]
  promo: PromoConfig | null
  onChoose: (plan: SelectedPlan) => Promise<void>
  messages: PlanCardMessages
}

/** One plan card; Elite and Elite PRO show their levels as tabs, the first selected. */
export function PlanCard({ variants, promo, onChoose, messages }: Props) {
  const [index, setIndex] = useState(0)
  // Busy from the click until the choice is settled, through the navigation it starts (React keeps
  // a transition started inside this action pending with it).
  const [busy, startChoice] = useTransition()
  const baseId = useId()
  const plan = variants[index] ?? variants[0]!
  const monthly = plan.monthly!
  // Plan cards show the monthly option: a promo code always applies to it (spec section 9, 'no 1º mês').
  const discounted = promo ? firstPaymentCents(monthly.price, promo, 'month') : null
  const shown = discounted ?? monthly.price
  // Under a promo the regular price is struck; else the CMS original price, when it is above the price.
  const struck = struckPrice(discounted !== null ? monthly.price : monthly.originalPrice, shown)

  const choose = () => {
    if (busy) return
    startChoice(() =>
      onChoose(
        monthlySelection(
          {
            planId: plan.planId,
            name: plan.name,
            monthlyCents: monthly.price,
            period: monthly.period,
          },
          promo,
        ),
      ),
    )
  }

  const onTabKey = (e: React.KeyboardEvent) => {
    const next = tabKeyTarget(e.key, index, variants.length)
    if (next === null) return
    e.preventDefault()
    setIndex(next)
    document.getElementById(`${baseId}-tab-${next}`)?.focus()
  }

  return (
    <article
      className={`${styles.card} ${plan.highlight ? styles.highlight : ''}`}
      aria-labelledby={`${baseId}-name`}
    >
      {plan.badge ? <p className={styles.badge}>{plan.badge}</p> : null}
      <h3 id={`${baseId}-name`} className={styles.name}>
        {plan.name}
      </h3>
      {variants.length > 1 ? (
        <div
          role="tablist"
          aria-label={fill(messages.variants, variants[0]!.name)}
          className={styles.tabs}
        >
          {variants.map((v, i) => (
            <button
              key={v.planId}
              id={`${baseId}-tab-${i}`}
              role="tab"
              type="button"
              aria-selected={i === index}
              aria-controls={`${baseId}-panel`}
              tabIndex={i === index ? 0 : -1}
              className={styles.tab}
              onClick={() => setIndex(i)}
              onKeyDown={onTabKey}
            >
              {v.tabLabel}
            </button>
          ))}
        </div>
      ) : null}
      <div
        id={`${baseId}-panel`}
        role={variants.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={variants.length > 1 ? `${baseId}-tab-${index}` : undefined}
        className={styles.panel}
      >
        <p className={styles.description}>{plan.description}</p>
        <div className={styles.price} data-testid="plan-price">
          {struck !== null ? (
            <s className={styles.original}>{fill(messages.from, formatBRL(struck))}</s>
          ) : null}
          <p className={styles.amount}>
            <strong>{formatBRL(shown)}</strong>
            <span>{discounted !== null ? ` ${messages.firstMonth}` : monthly.period}</span>
          </p>
          <p className={styles.subtext}>
            {discounted !== null
              ? fill(messages.perMonthNote, `${formatBRL(monthly.price)}${monthly.period}`)
              : monthly.subtext}
          </p>
          {discounted !== null && promo?.subtextNew ? (
            <p className={styles.subtext}>{promo.subtextNew}</p>
          ) : null}
        </div>
        {plan.mainFeature ? <p className={styles.main}>{plan.mainFeature}</p> : null}
        <ul className={styles.features}>
          {plan.features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
        {/* aria-disabled, not disabled: the button keeps focus, where the active-subscriber toast returns it. */}
        <button
          type="button"
          className={styles.choose}
          onClick={choose}
          aria-busy={busy}
          aria-disabled={busy}
        >
          {plan.buttonText || fill(messages.choose, plan.name)}
          <span className="visually-hidden"> — {plan.name}</span>
        </button>
      </div>
    </article>
  )
}
