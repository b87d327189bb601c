import { describe, expect, it } from 'vitest'
import { parseSelectedPlan, STORAGE_KEYS, UTM_KEYS } from '@/lib/storageKeys.ts'

describe('storage keys', () => {
  // The spec's keys, and one the site adds: how far the server's clock is from the browser's, learnt
  // from a refused checkout, so a browser whose clock is off prices promo codes at the server's time.
  it('holds exactly the browser storage keys of the spec, and the clock offset', () => {
    expect(Object.values(STORAGE_KEYS).sort()).toEqual(
      [
        'selectedPlan',
        'upsellEndTime',
        'loginRedirectUrl',
        'campaign_id',
        'referral',
        'userName',
        'userPhone',
        'uid',
        'userEmail',
        'registrationDate',
        'userWhatsapp',
        'checkoutClientSecret',
        'utm_source',
        'utm_medium',
        'utm_campaign',
        'utm_term',
        'utm_content',
        'clockOffsetMs',
      ].sort(),
    )
  })

  it('lists the five UTM keys, each of them a storage key', () => {
    expect(UTM_KEYS).toEqual([
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_term',
      'utm_content',
    ])
    const values: string[] = Object.values(STORAGE_KEYS)
    for (const k of UTM_KEYS) expect(values).toContain(k)
  })
})

describe('parseSelectedPlan', () => {
  const stored = {
    name: 'Top Afiliado',
    price: 'R$ 97,90',
    period: '/mês',
    priceRaw: '97.90',
    interval: 'month',
  }

  it('parses a well-formed stored plan, with or without coupon fields', () => {
    expect(parseSelectedPlan(JSON.stringify(stored))).toEqual(stored)
    const withCoupon = { ...stored, couponCode: 'BUSQYNOVO10', couponId: 'co_1' }
    expect(parseSelectedPlan(JSON.stringify(withCoupon))).toEqual(withCoupon)
    const withRenewal = { ...stored, priceRaw: '58.74', recurringRaw: '97.90' }
    expect(parseSelectedPlan(JSON.stringify(withRenewal))).toEqual(withRenewal)
    expect(parseSelectedPlan(JSON.stringify({ ...stored, recurringRaw: 9790 }))).toBeNull()
  })

  it('treats null or empty coupon fields as absent', () => {
    const p = parseSelectedPlan(JSON.stringify({ ...stored, couponCode: null, couponId: '' }))
    expect(p).toEqual(stored)
    expect(p && 'couponId' in p).toBe(false)
  })

  it('keeps the plan id and the promo code the plans page resolved', () => {
    const full = { ...stored, planId: 'top_afiliado', promoCode: 'blackfriday', couponCode: 'BF40' }
    expect(parseSelectedPlan(JSON.stringify(full))).toEqual(full)
    expect(parseSelectedPlan(JSON.stringify({ ...stored, planId: 7 }))).toBeNull()
    expect(parseSelectedPlan(JSON.stringify({ ...stored, promoCode: ['x'] }))).toBeNull()
  })

  it('drops unknown properties', () => {
    expect(parseSelectedPlan(JSON.stringify({ ...stored, extra: { a: 1 } }))).toEqual(stored)
  })

  it('returns null for missing, malformed or wrongly shaped entries', () => {
    expect(parseSelectedPlan(null)).toBeNull()
    expect(parseSelectedPlan('')).toBeNull()
    expect(parseSelectedPlan('{bad json')).toBeNull()
    expect(parseSelectedPlan('null')).toBeNull()
    expect(parseSelectedPlan('"Top Afiliado"')).toBeNull()
    expect(parseSelectedPlan('[]')).toBeNull()
    expect(parseSelectedPlan(JSON.stringify({ name: 'x' }))).toBeNull()
    expect(parseSelectedPlan(JSON.stringify({ ...stored, priceRaw: 97.9 }))).toBeNull()
    expect(parseSelectedPlan(JSON.stringify({ ...stored, couponId: 5 }))).toBeNull()
    expect(parseSelectedPlan(JSON.stringify({ ...stored, couponCode: {} }))).toBeNull()
  })
})
