import { describe, expect, it } from 'vitest'
import { findPromoRecord, promoRecordsForBrowser, type PromoCodeRecord } from '@/lib/promo.ts'
import {
  checkedPlan,
  isValidPercent,
  promoCodeProblem,
  upsellOptionProblem,
} from '@/lib/recordChecks.ts'

const now = new Date('2026-12-03T12:00:00Z')

describe('promo codes a page can apply', () => {
  it('takes 0–100 %, including a fraction saved before whole percents were required', () => {
    for (const p of [0, 1, 12.5, 100]) expect(isValidPercent(p), String(p)).toBe(true)
    for (const p of [-1, 100.5, 150, Number.NaN, Infinity, '15', null])
      expect(isValidPercent(p), String(p)).toBe(false)
    expect(promoCodeProblem({ discountPercent: 150 })).toContain('150')
    expect(promoCodeProblem({ discountPercent: 15 })).toBeNull()
  })

  it('a 150 % code never applies: its own link gets the default discount, and it is not shipped', () => {
    const records: PromoCodeRecord[] = [
      { code: 'quebrado', discountPercent: 150 },
      { code: 'default', discountPercent: 10, isDefault: true },
    ]
    expect(findPromoRecord('quebrado', records, now)).toMatchObject({
      known: false,
      record: { code: 'default' },
    })
    expect(promoRecordsForBrowser(records, now).map((r) => r.code)).toEqual(['default'])
  })
})

describe('plans a page can show', () => {
  const plan = {
    name: 'Elite Nível 1',
    displayName: 'Elite Nível 1',
    prices: {
      mensal: { price: 19790, originalPrice: 23790 },
      anual: { price: 118740, originalPrice: null },
    },
  }

  it('keeps a valid plan as it is', () => {
    expect(checkedPlan(plan)).toEqual({ plan, problems: [] })
  })

  it('leaves out a plan without a name', () => {
    expect(checkedPlan({ ...plan, name: '  ' }).plan).toBeNull()
  })

  it('clears prices that are not a chargeable amount, keeping the others', () => {
    const { plan: kept, problems } = checkedPlan({
      ...plan,
      prices: {
        mensal: { price: -500, originalPrice: 23790 },
        anual: { price: 118740, originalPrice: 1.5 },
      },
    })
    expect(kept?.prices).toEqual({
      mensal: { price: null, originalPrice: 23790 },
      anual: { price: 118740, originalPrice: null },
    })
    expect(problems).toEqual([
      'mensal.price inválido (-500): ignorado',
      'anual.originalPrice inválido (1.5): ignorado',
    ])
  })

  it('names an account plan by its name when the display name is blank', () => {
    expect(checkedPlan({ ...plan, displayName: '' }).plan?.displayName).toBe('Elite Nível 1')
  })
})

describe('upsell options', () => {
  it('offers the three longer periods only', () => {
    for (const priceKey of ['trimestral', 'semestral', 'anual'])
      expect(upsellOptionProblem({ priceKey })).toBeNull()
    for (const priceKey of ['bimestral', 'mensal', null])
      expect(upsellOptionProblem({ priceKey })).toContain('período desconhecido')
  })
})
