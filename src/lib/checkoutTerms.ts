// Which open checkout sessions an edit of a promo code or a plan leaves at terms the site no longer
// sells (src/server/jobs/expireCheckouts.ts expires them). Compares the published row before and
// after the edit: a draft never reaches checkout, so only what is published counts.
import { PRICE_KEYS, type PriceKey } from './intervals.ts'
import { usable, type PromoCodeRecord } from './promo.ts'

type Published = { _status?: 'draft' | 'published' | null; deletedAt?: string | null }
export type PromoRow = PromoCodeRecord & Published
export type PlanRow = Published & {
  planId: string
  active?: boolean | null
  prices?: Partial<Record<PriceKey, { price?: number | null } | null>> | null
}

const live = (r: Published | null | undefined): r is Published =>
  r?._status === 'published' && !r.deletedAt

// What resolvePromo and firstPaymentCents read of a code (texts and display fields do not charge).
const PROMO_TERMS = ['code', 'discountPercent', 'monthlyOnly', 'isDefault', 'active'] as const

/**
 * Whether sessions made with the published code `before` would no longer be made as they are:
 * the code left the site (unpublished, trashed, deleted), its discount or reach changed, it stopped
 * being in force now, or it now ends earlier (sessions made before could outlive the new end).
 */
export function promoTermsChanged(
  before: PromoRow | null | undefined,
  after: PromoRow | null | undefined,
  now: Date,
): boolean {
  if (!live(before)) return false
  if (!after || !live(after)) return true
  if (PROMO_TERMS.some((f) => (before[f] ?? null) !== (after[f] ?? null))) return true
  if (usable(before, now) !== usable(after, now)) return true
  const end = (r: PromoRow) => (r.validUntil ? new Date(r.validUntil).getTime() : Infinity)
  return end(after) < end(before)
}

/** The price options of the published plan `before` whose sessions no longer match the plan on sale. */
export function planOptionsChanged(
  before: PlanRow | null | undefined,
  after: PlanRow | null | undefined,
): PriceKey[] {
  const onSale = (p: PlanRow | null | undefined): p is PlanRow => live(p) && p.active === true
  if (!onSale(before)) return []
  return PRICE_KEYS.filter((k) => {
    const was = before.prices?.[k]?.price
    if (was == null) return false
    return !onSale(after) || after.planId !== before.planId || after.prices?.[k]?.price !== was
  })
}
