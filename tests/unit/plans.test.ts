import { describe, expect, it } from 'vitest'
import { groupPlans, planDisplayName } from '../../src/lib/planNames.ts'
import { intervalToPriceKey, priceKeyToInterval, stripeRecurring } from '../../src/lib/intervals.ts'

const labels = [
  { planId: 'free', displayName: 'Iniciante Free' },
  { planId: 'elite_nivel_2', displayName: 'Elite Nível 2' },
]

describe('plan display names', () => {
  it('maps known ids (case-insensitively), shows unknown ids raw and missing as N/A', () => {
    expect(planDisplayName('free', labels)).toBe('Iniciante Free')
    expect(planDisplayName('ELITE_NIVEL_2', labels)).toBe('Elite Nível 2')
    expect(planDisplayName('plano_legado_x', labels)).toBe('plano_legado_x')
    expect(planDisplayName(null, labels)).toBe('N/A')
    expect(planDisplayName('  ', labels)).toBe('N/A')
  })
})

describe('plan card grouping', () => {
  it('gives single plans a card each and groups Elite and Elite PRO into tabbed cards, first tab first', () => {
    const plans = [
      { id: 'pro2', group: 'elite_pro', sortOrder: 8 },
      { id: 'e1', group: 'elite', sortOrder: 2 },
      { id: 'top', group: 'single', sortOrder: 1 },
      { id: 'pro1', group: 'elite_pro', sortOrder: 7 },
      { id: 'e3', group: 'elite', sortOrder: 4 },
      { id: 'e2', group: 'elite', sortOrder: 3 },
      { id: 'pro3', group: 'elite_pro', sortOrder: 9 },
    ]
    const cards = groupPlans(plans)
    expect(cards.map((c) => [c.group, c.variants.map((v) => v.id)])).toEqual([
      ['single', ['top']],
      ['elite', ['e1', 'e2', 'e3']],
      ['elite_pro', ['pro1', 'pro2', 'pro3']],
    ])
  })
})

describe('intervals', () => {
  it('maps the spellings used by pages, storage and Stripe', () => {
    expect(['month', 'monthly', 'Mensal'].map(intervalToPriceKey)).toEqual(['mensal', 'mensal', 'mensal'])
    expect(['quarter', 'trimestral', 'semester', 'semestral', 'year', 'yearly', 'anual'].map(intervalToPriceKey)).toEqual(['trimestral', 'trimestral', 'semestral', 'semestral', 'anual', 'anual', 'anual'])
    expect(intervalToPriceKey('weekly')).toBeNull()
    expect(priceKeyToInterval('semestral')).toBe('semester')
    expect(stripeRecurring('trimestral')).toEqual({ interval: 'month', interval_count: 3 })
    expect(stripeRecurring('anual')).toEqual({ interval: 'year', interval_count: 1 })
  })
})
