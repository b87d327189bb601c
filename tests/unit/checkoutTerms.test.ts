// Which edits leave open checkout sessions at terms the site no longer sells (src/lib/checkoutTerms.ts).
import { describe, expect, it } from 'vitest'
import {
  planOptionsChanged,
  promoTermsChanged,
  type PlanRow,
  type PromoRow,
} from '@/lib/checkoutTerms.ts'

const now = new Date('2026-11-28T10:00:00Z')
const code: PromoRow = {
  code: 'bf40',
  discountPercent: 40,
  active: true,
  monthlyOnly: true,
  isDefault: false,
  validUntil: '2026-11-30T00:00:00.000Z',
  _status: 'published',
  deletedAt: null,
}

describe('promoTermsChanged', () => {
  it('is true when a published code is withdrawn or charges differently', () => {
    expect(promoTermsChanged(code, { ...code, active: false }, now)).toBe(true)
    expect(promoTermsChanged(code, { ...code, _status: 'draft' }, now)).toBe(true)
    expect(promoTermsChanged(code, { ...code, deletedAt: now.toISOString() }, now)).toBe(true)
    expect(promoTermsChanged(code, null, now)).toBe(true)
    expect(promoTermsChanged(code, { ...code, discountPercent: 30 }, now)).toBe(true)
    expect(promoTermsChanged(code, { ...code, monthlyOnly: false }, now)).toBe(true)
    expect(promoTermsChanged(code, { ...code, validUntil: '2026-11-28T12:00:00Z' }, now)).toBe(true)
    expect(promoTermsChanged(code, { ...code, validFrom: '2026-11-29T00:00:00Z' }, now)).toBe(true)
  })

  it('is false for texts, a longer window, or a code that was not published', () => {
    expect(promoTermsChanged(code, { ...code, title: 'Novo título' }, now)).toBe(false)
    expect(promoTermsChanged(code, { ...code, validUntil: null }, now)).toBe(false)
    expect(promoTermsChanged({ ...code, _status: 'draft' }, { ...code, active: false }, now)).toBe(
      false,
    )
  })
})

describe('planOptionsChanged', () => {
  const plan: PlanRow = {
    planId: 'elite_nivel_1',
    active: true,
    _status: 'published',
    prices: { mensal: { price: 19790 }, anual: { price: 190000 }, trimestral: null },
  }

  it('names the options whose price changed, or all when the plan leaves sale', () => {
    const cheaper = { ...plan, prices: { ...plan.prices, mensal: { price: 17790 } } }
    expect(planOptionsChanged(plan, cheaper)).toEqual(['mensal'])
    expect(planOptionsChanged(plan, { ...plan, active: false })).toEqual(['mensal', 'anual'])
    expect(planOptionsChanged(plan, { ...plan, _status: 'draft' })).toEqual(['mensal', 'anual'])
    expect(planOptionsChanged(plan, null)).toEqual(['mensal', 'anual'])
  })

  it('is empty when nothing charged changes or the plan was not on sale', () => {
    expect(planOptionsChanged(plan, { ...plan })).toEqual([])
    expect(planOptionsChanged({ ...plan, active: false }, plan)).toEqual([])
  })
})
