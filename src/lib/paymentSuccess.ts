// The value reported for a confirmed payment (spec section 7): the stored plan's priceRaw wins,
// then the page's ?price=, then the default of 1.0 BRL.
import type { SelectedPlan } from './storageKeys.ts'

/** A plain decimal amount ('97.90', '97,90', '50'); Number() alone would also take '0x10' or '1e3'. */
const amount = (v: string | null | undefined): number | null => {
  const s = v?.trim().replace(',', '.')
  if (!s || !/^\d+(\.\d+)?$/.test(s)) return null
  const n = Number(s)
  return Number.isFinite(n) ? n : null
}

export function paymentValue(
  query: { price?: string | null },
  stored: SelectedPlan | null,
  defaultPrice = 1.0,
): number {
  return amount(stored?.priceRaw) ?? amount(query.price) ?? defaultPrice
}
