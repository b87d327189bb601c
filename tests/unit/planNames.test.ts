import { describe, expect, it } from 'vitest'
import { afterSignUpPath, findChosenPlan, groupPlans, planDisplayName } from '@/lib/planNames.ts'

const labels = [
  { planId: 'free', displayName: 'Iniciante Free' },
  { planId: 'top_afiliado', displayName: 'Top Afiliado' },
  { planId: 'elite_nivel_2', displayName: 'Elite Nível 2' },
]

describe('planDisplayName', () => {
  it('maps known ids, case-insensitively and trimmed', () => {
    expect(planDisplayName('free', labels)).toBe('Iniciante Free')
    expect(planDisplayName('ELITE_NIVEL_2', labels)).toBe('Elite Nível 2')
    expect(planDisplayName(' Top_Afiliado ', labels)).toBe('Top Afiliado')
  })

  it('shows unknown ids raw', () => {
    expect(planDisplayName('plano_legado_x', labels)).toBe('plano_legado_x')
    expect(planDisplayName('free', [])).toBe('free')
  })

  it('skips a plan saved without an identifier (before it was required)', () => {
    const withBlank = [{ planId: null, displayName: 'Sem id' }, ...labels]
    expect(planDisplayName('free', withBlank)).toBe('Iniciante Free')
    expect(planDisplayName('plano_x', withBlank)).toBe('plano_x')
  })

  it('shows N/A when the id is missing or blank', () => {
    expect(planDisplayName(null, labels)).toBe('N/A')
    expect(planDisplayName(undefined, labels)).toBe('N/A')
    expect(planDisplayName('', labels)).toBe('N/A')
    expect(planDisplayName('  ', labels)).toBe('N/A')
  })
})

describe('groupPlans', () => {
  it('gives single plans a card each and groups Elite and Elite PRO into tabbed cards, in the given order', () => {
    const plans = [
      { id: 'top', group: 'single' },
      { id: 'e1', group: 'elite' },
      { id: 'e2', group: 'elite' },
      { id: 'pro1', group: 'elite_pro' },
      { id: 'e3', group: 'elite' },
      { id: 'pro2', group: 'elite_pro' },
      { id: 'pro3', group: 'elite_pro' },
    ]
    const cards = groupPlans(plans)
    expect(cards.map((c) => [c.group, c.variants.map((v) => v.id)])).toEqual([
      ['single', ['top']],
      ['elite', ['e1', 'e2', 'e3']],
      ['elite_pro', ['pro1', 'pro2', 'pro3']],
    ])
    expect(cards[1]!.variants[0]!.id).toBe('e1') // the default tab
  })

  it('keeps consecutive singles and plans without a group as separate cards with distinct keys', () => {
    const cards = groupPlans([
      { id: 'a', group: 'single' },
      { id: 'b', group: null },
      { id: 'c' },
      { id: 'd', group: '' },
    ])
    expect(cards.map((c) => c.variants.map((v) => v.id))).toEqual([['a'], ['b'], ['c'], ['d']])
    expect(cards.every((c) => c.group === 'single')).toBe(true)
    expect(new Set(cards.map((c) => c.key)).size).toBe(4)
    expect(groupPlans([])).toEqual([])
  })

  it("places a group's card at its first member, even when other plans sit between members", () => {
    const cards = groupPlans([
      { id: 'free', group: 'single' },
      { id: 'e1', group: 'elite' },
      { id: 'top', group: 'single' },
      { id: 'e2', group: 'elite' },
    ])
    expect(cards.map((c) => c.variants.map((v) => v.id))).toEqual([['free'], ['e1', 'e2'], ['top']])
  })
})

describe('afterSignUpPath', () => {
  const confirming = [{ planId: 'top_afiliado', name: 'Top Afiliado' }]

  it('no plan, or a plan whose record asks for it, goes to the account confirmation; any other to the upsell', () => {
    expect(afterSignUpPath(null, confirming)).toBe('/account-confirmation')
    expect(afterSignUpPath({ planId: 'top_afiliado', name: 'Top Afiliado' }, confirming)).toBe(
      '/account-confirmation',
    )
    expect(afterSignUpPath({ planId: 'elite_nivel_1', name: 'Elite Nível 1' }, confirming)).toBe(
      '/upsell',
    )
    expect(
      afterSignUpPath({ planId: 'elite_nivel_1', name: 'Elite Nível 1' }, [
        ...confirming,
        { planId: 'elite_nivel_1', name: 'Elite Nível 1' },
      ]),
    ).toBe('/account-confirmation')
  })

  it('goes by the plan id: a renamed plan routes as before, a name alone does not match another id', () => {
    const renamed = [{ planId: 'top_afiliado', name: 'Afiliado Top 2027' }]
    expect(afterSignUpPath({ planId: 'top_afiliado', name: 'Top Afiliado' }, renamed)).toBe(
      '/account-confirmation',
    )
    expect(afterSignUpPath({ planId: 'elite_nivel_1', name: 'Top Afiliado' }, confirming)).toBe(
      '/upsell',
    )
    // A plan stored before ids existed (name only) is matched by its name.
    expect(afterSignUpPath({ name: 'Top Afiliado' }, confirming)).toBe('/account-confirmation')
  })
})

describe('findChosenPlan (the upsell offers of the chosen plan)', () => {
  const onSale = [
    { planId: 'top_afiliado', name: 'Top Afiliado' },
    { planId: 'elite_nivel_1', name: 'Elite Um' }, // renamed in the admin after it was chosen
  ]

  it('finds the chosen plan by its id, whatever it is called now', () => {
    expect(findChosenPlan({ planId: 'elite_nivel_1', name: 'Elite Nível 1' }, onSale)).toBe(
      onSale[1],
    )
  })

  it('never takes a plan of the same name under another id', () => {
    expect(findChosenPlan({ planId: 'elite_pro_1', name: 'Top Afiliado' }, onSale)).toBeUndefined()
  })

  it('matches a choice stored before plans had ids by its name', () => {
    expect(findChosenPlan({ name: 'Top Afiliado' }, onSale)).toBe(onSale[0])
  })
})
