// Upsell maths (spec section 9): longer periods of the chosen plan, their discount, per-month
// saving and the extra amount over the chosen monthly price.
import { MONTHS, priceKeyToInterval, type Interval, type PriceKey } from './intervals.ts'
import { priceTerms, struckPrice } from './priceDisplay.ts'
import type { PromoConfig } from './promo.ts'

type PeriodKey = 'trimestral' | 'semestral' | 'anual'
/** originalPrice: 'Preço original', optional in the CMS (null when empty). */
type PricePair = { price: number; originalPrice: number | null }

export type UpsellPlan = {
  name: string
  planId: string
  prices: Partial<Record<PriceKey, PricePair | null | undefined>>
}
export type UpsellOptionSetting = {
  priceKey: PeriodKey
  title: string
  badge: string
  periodLabel: string
  highlight: boolean
  description?: string
}
export type UpsellOption = {
  id: string
  title: string
  description: string
  extraAmount: number
  /** null (with discount and savingsAmount) when there is no original price above the price. */
  originalPrice: number | null
  /** The first payment: under a promo for longer periods, a one-time discounted amount. */
  price: number
  /** What each later period costs when `price` is a promo's first payment only; else null. */
  recurringPrice: number | null
  discount: number | null
  savingsAmount: number | null
  months: number
  periodLabel: string
  features: string[]
  featuresTitle: string
  planName: string
  interval: Interval
  priceKey: PriceKey
  highlight: boolean
  badge: string
}

/** Spec section 9: the label after a period's price when the admin leaves it empty. */
export const PERIOD_LABELS: Record<PeriodKey, string> = {
  trimestral: '/3 meses',
  semestral: '/6 meses',
  anual: '/ano',
}

export function discountPercent(originalPrice: number, price: number): number {
  return originalPrice > 0 ? Math.round(((originalPrice - price) / originalPrice) * 100) : 0
}

/**
 * The upsell offers for the chosen plan. A promo code whose record is not monthly-only discounts
 * the first payment of a longer period too, so its offer shows (and checkout charges) that price.
 */
export function buildUpsellOptions(
  plan: UpsellPlan,
  chosenPriceCents: number,
  settings: UpsellOptionSetting[],
  featureLines: string[],
  featuresTitle: string,
  promo: Pick<PromoConfig, 'discountPercent' | 'monthlyOnly'> | null = null,
): UpsellOption[] {
  const options: UpsellOption[] = []
  for (const s of settings) {
    const p = plan.prices[s.priceKey]
    if (!p || p.price == null) continue
    // One card per period: its id is plan and period (React key, heading ids). The admin refuses a
    // second one; settings saved before that keep the first.
    if (options.some((o) => o.priceKey === s.priceKey)) continue
    const months = MONTHS[s.priceKey]
    const interval = priceKeyToInterval(s.priceKey)
    const { first: price, recurring } = priceTerms(p.price, promo, interval)
    const originalPrice = struckPrice(p.originalPrice, price)
    options.push({
      id: `${plan.planId}-${s.priceKey}`,
      title: s.title,
      description: s.description ?? '',
      extraAmount: Math.max(0, price - chosenPriceCents),
      originalPrice,
      price,
      recurringPrice: recurring,
      discount: originalPrice === null ? null : discountPercent(originalPrice, price),
      savingsAmount: originalPrice === null ? null : Math.round((originalPrice - price) / months),
      months,
      periodLabel: s.periodLabel.trim() || PERIOD_LABELS[s.priceKey],
      features: featureLines,
      featuresTitle,
      planName: plan.name,
      interval,
      priceKey: s.priceKey,
      highlight: s.highlight,
      badge: s.badge,
    })
  }
  return options
}

/** The rule behind Top Afiliado's period prices: 80 %, 2/3 and 50 % of the monthly price × months. */
export function periodPricesFromMonthly(
  monthlyCents: number,
): Record<PeriodKey, { price: number; originalPrice: number }> {
  const pair = (months: number, factor: number) => {
    const originalPrice = monthlyCents * months
    return { price: Math.round(originalPrice * factor), originalPrice }
  }
  return { trimestral: pair(3, 0.8), semestral: pair(6, 2 / 3), anual: pair(12, 0.5) }
}

/**
 * What the upsell page shows (spec section 4, "Upsell"): nothing until storage and the sign-in state
 * are known; without a chosen plan, the plans; a signed-in subscriber already paying is sent to the
 * user area (a stored plan must not sell them a second subscription). `subscriptionActive` is
 * undefined while that check runs. A signed-out visitor gets the offers (choosing leads to sign-up).
 */
export function upsellView(state: {
  chosen: 'unknown' | 'none' | 'chosen'
  authLoading: boolean
  signedIn: boolean
  subscriptionActive: boolean | undefined
}): 'wait' | 'offers' | '/planos' | '/area-usuario' {
  if (state.chosen === 'unknown') return 'wait'
  if (state.chosen === 'none') return '/planos'
  if (state.authLoading) return 'wait'
  if (!state.signedIn) return 'offers'
  if (state.subscriptionActive === undefined) return 'wait'
  return state.subscriptionActive ? '/area-usuario' : 'offers'
}
