import { describe, expect, it } from 'vitest'
import {
  clearStaleCouponId,
  clearStalePriceIds,
  stripeAmountCouponId,
  stripeLookupKey,
  stripePercentCouponId,
  stripeProductId,
} from '@/lib/stripeCatalog.ts'

describe('Stripe catalogue keys', () => {
  it('names one product per plan and one lookup key per option and amount', () => {
    expect(stripeProductId('elite_nivel_1')).toBe('busqy_plan_elite_nivel_1')
    expect(stripeProductId('top afiliado/x')).toBe('busqy_plan_top_afiliado_x')
    expect(stripeLookupKey('elite_nivel_1', 'semestral', 94980)).toBe(
      'busqy:elite_nivel_1:semestral:94980',
    )
    expect(stripeLookupKey('elite_nivel_1', 'semestral', 94980)).not.toBe(
      stripeLookupKey('elite_nivel_1', 'semestral', 94990),
    )
  })
})

describe('clearStalePriceIds', () => {
  const before = {
    mensal: { price: 9790, stripePriceId: 'price_a' },
    anual: { price: 58740, stripePriceId: 'price_b' },
  }

  it('clears the id of an option whose amount changed', () => {
    const next = clearStalePriceIds(before, {
      mensal: { price: 8990, stripePriceId: 'price_a' },
      anual: { price: 58740, stripePriceId: 'price_b' },
    })
    expect(next.mensal?.stripePriceId).toBeNull()
    expect(next.anual?.stripePriceId).toBe('price_b')
  })

  it('keeps an id set in the same edit, and ids of unchanged amounts', () => {
    const next = clearStalePriceIds(before, {
      mensal: { price: 8990, stripePriceId: 'price_new' },
      anual: { price: 58740, stripePriceId: 'price_b' },
    })
    expect(next.mensal?.stripePriceId).toBe('price_new')
    expect(clearStalePriceIds(before, before)).toEqual(before)
  })

  it('handles a new plan and missing options', () => {
    expect(clearStalePriceIds(undefined, { mensal: { price: 1, stripePriceId: 'p' } })).toEqual({
      mensal: { price: 1, stripePriceId: 'p' },
    })
    expect(clearStalePriceIds(before, null)).toBeNull()
  })
})

describe('Stripe coupons of promo codes', () => {
  it('names one coupon per code and percent, so a new percent is a new coupon', () => {
    expect(stripePercentCouponId('BlackFriday', 40)).toBe('busqy_promo_blackfriday_40pct')
    expect(stripePercentCouponId('blackfriday', 45)).not.toBe(
      stripePercentCouponId('blackfriday', 40),
    )
    expect(stripePercentCouponId('a b/c', 12.5)).toBe('busqy_promo_a_b_c_12_5pct')
    expect(stripeAmountCouponId(1469)).toBe('busqy_off_brl_1469')
  })

  it('clears a stored coupon id when the percent changes, unless the same edit set a new id', () => {
    const before = { discountPercent: 40, stripeCouponId: 'busqy_promo_bf_40pct' }
    expect(
      clearStaleCouponId(before, { discountPercent: 45, stripeCouponId: 'busqy_promo_bf_40pct' })
        .stripeCouponId,
    ).toBeNull()
    expect(
      clearStaleCouponId(before, { discountPercent: 45, stripeCouponId: 'busqy_promo_bf_45pct' })
        .stripeCouponId,
    ).toBe('busqy_promo_bf_45pct')
    expect(
      clearStaleCouponId(before, { discountPercent: 40, stripeCouponId: 'busqy_promo_bf_40pct' })
        .stripeCouponId,
    ).toBe('busqy_promo_bf_40pct')
    // A partial update that leaves the percent out keeps the id.
    expect(
      clearStaleCouponId(before, { stripeCouponId: 'busqy_promo_bf_40pct' }).stripeCouponId,
    ).toBe('busqy_promo_bf_40pct')
    expect(
      clearStaleCouponId(null, { discountPercent: 10, stripeCouponId: 'x' }).stripeCouponId,
    ).toBe('x')
  })
})
