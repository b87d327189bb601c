// What a price block shows around the price: the struck-through "was" price, and the price that
// follows when a promo discounts only the first payment (so a one-time amount never reads as recurring).
import { firstPaymentCents, type PromoConfig } from './promo.ts'

/**
 * The struck-through price, or null when there is none to show: 'Preço original' is optional in the
 * CMS, and a reference not above the price would strike the price next to itself (0 % off).
 */
export function struckPrice(
  reference: number | null | undefined,
  shownCents: number,
): number | null {
  return reference != null && reference > shownCents ? reference : null
}

/** first: what this payment costs; recurring: what later payments cost, when a promo makes them differ. */
export type PriceTerms = { first: number; recurring: number | null }

export function priceTerms(
  priceCents: number,
  promo: Pick<PromoConfig, 'monthlyOnly' | 'discountPercent'> | null | undefined,
  interval: string,
): PriceTerms {
  const first = firstPaymentCents(priceCents, promo, interval)
  return { first, recurring: first < priceCents ? priceCents : null }
}
