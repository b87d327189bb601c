// The value reported for a confirmed payment (spec section 7): the stored plan's priceRaw wins,
// then the page's ?price=, then the default of 1.0 BRL.
import type { SelectedPlan } from './storageKeys.ts'

const positive = (v: string | null | undefined): number | null => {
  if (v === null || v === undefined || v.trim() === '') return null
  const n = Number(v)
  return Number.isFinite(n) && n >= 0 ? n : null
}

export function paymentValue(query: { price?: string | null }, stored: SelectedPlan | null, defaultPrice = 1.0): number {
  return positive(stored?.priceRaw) ?? positive(query.price) ?? defaultPrice
}
