// Upsell maths (spec section 9): longer periods of the chosen plan, their discount, per-month
// saving and the extra amount over the chosen monthly price.
import { MONTHS, priceKeyToInterval, type Interval, type PriceKey } from './intervals.ts'
import { firstPaymentCents, type PromoConfig } from './promo.ts'

type PeriodKey = 'trimestral' | 'semestral' | 'anual'
type PricePair = { price: number; originalPrice: number }

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
  originalPrice: number
  price: number
  discount: number
  savingsAmount: number
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
    if (!p || p.price == null || p.originalPrice == null) continue
    const months = MONTHS[s.priceKey]
    const interval = priceKeyToInterval(s.priceKey)
    const price = firstPaymentCents(p.price, promo, interval)
    options.push({
      id: `${plan.planId}-${s.priceKey}`,
      title: s.title,
      description: s.description ?? '',
      extraAmount: Math.max(0, price - chosenPriceCents),
      originalPrice: p.originalPrice,
      price,
      discount: discountPercent(p.originalPrice, price),
      savingsAmount: Math.round((p.originalPrice - price) / months),
      months,
      periodLabel: s.periodLabel,
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
export function periodPricesFromMonthly(monthlyCents: number): Record<PeriodKey, PricePair> {
  const pair = (months: number, factor: number): PricePair => {
    const originalPrice = monthlyCents * months
    return { price: Math.round(originalPrice * factor), originalPrice }
  }
  return { trimestral: pair(3, 0.8), semestral: pair(6, 2 / 3), anual: pair(12, 0.5) }
}
