import { describe, expect, it } from 'vitest'
import { applyDiscount, couponIdForInterval, promoCodeFromQuery, resolvePromo, type PromoCodeRecord } from '../../src/lib/promo.ts'
import { formatDecimalBR } from '../../src/lib/money.ts'

const now = new Date('2026-11-22T12:00:00Z')
const records: PromoCodeRecord[] = [
  { code: 'novo', discountPercent: 10, couponCode: 'BUSQYNOVO10', stripeCouponId: 'coupon_novo', promoMessage: 'Cupom novo' },
  { code: 'blackfriday', discountPercent: 40, couponCode: 'BF40', validUntil: '2026-11-30T23:59:59Z' },
  { code: 'expirado', discountPercent: 50, couponCode: 'OLD50', validUntil: '2026-01-01T00:00:00Z' },
  { code: 'futuro', discountPercent: 50, validFrom: '2027-01-01T00:00:00Z' },
  { code: 'pausado', discountPercent: 30, active: false },
  { code: 'semcupom', discountPercent: 15, couponCode: '' },
  { code: 'default', discountPercent: 10, isDefault: true, promoMessage: 'Oferta especial' },
]

describe('resolvePromo', () => {
  it('matches codes case-insensitively and trims', () => {
    const p = resolvePromo('  NoVo ', records, now)
    expect(p).toMatchObject({ known: true, discountPercent: 10, couponCode: 'BUSQYNOVO10', couponId: 'coupon_novo', promoMessage: 'Cupom novo' })
  })

  it('gives unknown codes the default 10 %, the uppercased code and no coupon id', () => {
    expect(resolvePromo('parceiroX', records, now)).toMatchObject({ known: false, discountPercent: 10, couponCode: 'PARCEIROX', couponId: null, promoMessage: 'Oferta especial' })
    expect(resolvePromo('parceiroX', [], now, 12)).toMatchObject({ discountPercent: 12, couponCode: 'PARCEIROX' })
  })

  it('treats inactive, expired and not-yet-valid codes as unknown', () => {
    for (const code of ['expirado', 'futuro', 'pausado']) {
      expect(resolvePromo(code, records, now), code).toMatchObject({ known: false, discountPercent: 10, couponCode: code.toUpperCase(), couponId: null })
    }
    expect(resolvePromo('blackfriday', records, now)).toMatchObject({ known: true, discountPercent: 40, couponCode: 'BF40' })
  })

  it('falls back to the uppercased code when a known record has no coupon text', () => {
    expect(resolvePromo('semcupom', records, now)?.couponCode).toBe('SEMCUPOM')
  })

  it('returns null without a code, and never matches the default record by name', () => {
    expect(resolvePromo('', records, now)).toBeNull()
    expect(resolvePromo(null, records, now)).toBeNull()
    expect(resolvePromo('default', records, now)?.known).toBe(false)
  })
})

describe('promo maths', () => {
  it('subtracts the percent and rounds to cents', () => {
    expect(applyDiscount(9790, 10)).toBe(8811)
    expect(formatDecimalBR(applyDiscount(9790, 10))).toBe('88,11')
    expect(applyDiscount(9790, 15)).toBe(8322) // 83.215 → 83.22
    expect(applyDiscount(19790, 50)).toBe(9895)
    expect(applyDiscount(44790, 40)).toBe(26874)
    expect(applyDiscount(9790, 0)).toBe(9790)
    expect(applyDiscount(9790, 100)).toBe(0)
    expect(() => applyDiscount(9790, 101)).toThrow(RangeError)
    expect(() => applyDiscount(9790, -1)).toThrow(RangeError)
  })

  it('reads promo, then parceiro, then afiliado from the query', () => {
    expect(promoCodeFromQuery(new URLSearchParams('promo=novo&parceiro=x'))).toBe('novo')
    expect(promoCodeFromQuery(new URLSearchParams('parceiro=papo'))).toBe('papo')
    expect(promoCodeFromQuery({ afiliado: ['ana', 'b'] })).toBe('ana')
    expect(promoCodeFromQuery({ campaign: 'x' })).toBeNull()
  })

  it('drops the coupon id for any interval but monthly', () => {
    expect(couponIdForInterval('c1', 'month')).toBe('c1')
    expect(couponIdForInterval('c1', 'monthly')).toBe('c1')
    expect(couponIdForInterval('c1', 'mensal')).toBe('c1')
    expect(couponIdForInterval('c1', 'year')).toBeUndefined()
    expect(couponIdForInterval('c1', 'semestral')).toBeUndefined()
    expect(couponIdForInterval(null, 'month')).toBeUndefined()
  })
})
