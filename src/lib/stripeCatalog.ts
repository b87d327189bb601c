// How CMS plan prices map onto Stripe's catalogue: one product per plan, one recurring price per
// price option and amount. The lookup key carries the amount, so a new amount gets a new Stripe
// price (existing subscriptions keep theirs) and an unchanged one is found again, not duplicated.
import { PRICE_KEYS, type PriceKey } from './intervals.ts'

const safe = (s: string) => s.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 60)

export function stripeProductId(planId: string): string {
  return `busqy_plan_${safe(planId)}`
}

export function stripeLookupKey(planId: string, key: PriceKey, cents: number): string {
  return `busqy:${safe(planId)}:${key}:${cents}`
}

type PriceOption = { price?: number | null; stripePriceId?: string | null } | null | undefined
type Prices = Partial<Record<PriceKey, PriceOption>> | null | undefined

/**
 * A stored Stripe price id stops being true when its option's amount changes; unless the same
 * edit also set a new id, it is cleared, and checkout uses the CMS amount until the next sync.
 */
export function clearStalePriceIds<T extends Prices>(previous: Prices, next: T): T {
  if (!next) return next
  const out = { ...next } as Record<PriceKey, PriceOption>
  for (const key of PRICE_KEYS) {
    const before = previous?.[key]
    const after = out[key]
    if (!after?.stripePriceId || !before) continue
    const amountChanged = (before.price ?? null) !== (after.price ?? null)
    const idKept = after.stripePriceId === before.stripePriceId
    if (amountChanged && idKept) out[key] = { ...after, stripePriceId: null }
  }
  return out as T
}

// Coupons. Stripe coupons cannot change their discount, so the id carries it: a promo code whose
// percent changes maps to a new coupon, and the old one stays with the subscriptions that used it.

/** The percent-off coupon of a promo code: first payment only (`duration: once`, the spec's 'no 1º mês'). */
export function stripePercentCouponId(code: string, percent: number): string {
  return `busqy_promo_${safe(code.toLowerCase())}_${safe(String(percent))}pct`
}

/** An amount-off coupon for a first payment whose percent discount is not a whole number of centavos. */
export function stripeAmountCouponId(amountOffCents: number): string {
  return `busqy_off_brl_${amountOffCents}`
}

type CouponFields = { discountPercent?: number | null; stripeCouponId?: string | null }

/** A stored coupon id stops being true when the code's percent changes; unless the edit set a new id, it is cleared. */
export function clearStaleCouponId<T extends CouponFields>(
  previous: CouponFields | null | undefined,
  next: T,
): T {
  if (!previous || !next.stripeCouponId) return next
  const percentChanged =
    next.discountPercent !== undefined &&
    (previous.discountPercent ?? null) !== (next.discountPercent ?? null)
  if (percentChanged && next.stripeCouponId === previous.stripeCouponId)
    return { ...next, stripeCouponId: null }
  return next
}
