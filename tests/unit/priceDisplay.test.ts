import { describe, expect, it } from 'vitest'
import { priceTerms, struckPrice } from '@/lib/priceDisplay.ts'

describe('struckPrice', () => {
  it("strikes the reference only when it is above the price ('Preço original' may be empty)", () => {
    expect(struckPrice(11990, 9790)).toBe(11990)
    expect(struckPrice(null, 9790)).toBeNull()
    expect(struckPrice(undefined, 9790)).toBeNull()
    expect(struckPrice(9790, 9790)).toBeNull() // would read "De R$ 97,90" next to R$ 97,90
    expect(struckPrice(5000, 9790)).toBeNull()
  })
})

describe('priceTerms', () => {
  it('a promo first payment carries the price that follows it', () => {
    expect(priceTerms(9790, { discountPercent: 15, monthlyOnly: true }, 'month')).toEqual({
      first: 8322,
      recurring: 9790,
    })
    expect(priceTerms(23496, { discountPercent: 40, monthlyOnly: false }, 'quarter')).toEqual({
      first: 14098,
      recurring: 23496,
    })
  })

  it('without a discount on this interval the price is the recurring one', () => {
    expect(priceTerms(9790, null, 'month')).toEqual({ first: 9790, recurring: null })
    expect(priceTerms(23496, { discountPercent: 40, monthlyOnly: true }, 'quarter')).toEqual({
      first: 23496,
      recurring: null,
    })
    expect(priceTerms(9790, { discountPercent: 0, monthlyOnly: true }, 'month')).toEqual({
      first: 9790,
      recurring: null,
    })
  })
})
