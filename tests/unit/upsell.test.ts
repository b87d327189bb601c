import { describe, expect, it } from 'vitest'
import {
  buildUpsellOptions,
  discountPercent,
  periodPricesFromMonthly,
  upsellView,
  type UpsellOptionSetting,
} from '@/lib/upsell.ts'

const settings: UpsellOptionSetting[] = [
  {
    priceKey: 'trimestral',
    title: 'Plano Trimestral',
    badge: 'Economia',
    periodLabel: '/3 meses',
    highlight: false,
  },
  {
    priceKey: 'semestral',
    title: 'Plano Semestral',
    badge: 'Mais Popular',
    periodLabel: '/6 meses',
    highlight: true,
  },
  {
    priceKey: 'anual',
    title: 'Plano Anual',
    badge: 'Melhor Valor',
    periodLabel: '/ano',
    highlight: false,
  },
]
const lines = ['a', 'b', 'c', 'd']

describe('upsell maths', () => {
  it("derives Top Afiliado's period prices from the monthly price", () => {
    expect(periodPricesFromMonthly(9790)).toEqual({
      trimestral: { price: 23496, originalPrice: 29370 },
      semestral: { price: 39160, originalPrice: 58740 },
      anual: { price: 58740, originalPrice: 117480 },
    })
  })

  it('computes discount, per-month saving and extra amount for each longer period', () => {
    const plan = {
      name: 'Top Afiliado',
      planId: 'top_afiliado',
      prices: { mensal: { price: 9790, originalPrice: 11990 }, ...periodPricesFromMonthly(9790) },
    }
    const [tri, sem, anu] = buildUpsellOptions(plan, 9790, settings, lines, 'Tudo do plano')
    expect(tri).toMatchObject({
      discount: 20,
      savingsAmount: 1958,
      extraAmount: 13706,
      interval: 'quarter',
      months: 3,
      badge: 'Economia',
      highlight: false,
      planName: 'Top Afiliado',
    })
    expect(sem).toMatchObject({
      discount: 33,
      savingsAmount: 3263,
      extraAmount: 29370,
      interval: 'semester',
      highlight: true,
      badge: 'Mais Popular',
    })
    expect(anu).toMatchObject({
      discount: 50,
      savingsAmount: 4895,
      extraAmount: 48950,
      interval: 'year',
      periodLabel: '/ano',
    })
    expect(tri!.features).toEqual(lines)
    expect(tri).toEqual({
      id: 'top_afiliado-trimestral',
      title: 'Plano Trimestral',
      description: '',
      extraAmount: 13706,
      originalPrice: 29370,
      price: 23496,
      recurringPrice: null,
      discount: 20,
      savingsAmount: 1958,
      months: 3,
      periodLabel: '/3 meses',
      features: lines,
      featuresTitle: 'Tudo do plano',
      planName: 'Top Afiliado',
      interval: 'quarter',
      priceKey: 'trimestral',
      highlight: false,
      badge: 'Economia',
    })
  })

  it('follows the order of the settings and carries their description', () => {
    const plan = { name: 'Top Afiliado', planId: 'top', prices: periodPricesFromMonthly(9790) }
    const reversed = [...settings]
      .reverse()
      .map((s) => ({ ...s, description: `Pague ${s.periodLabel}` }))
    const opts = buildUpsellOptions(plan, 9790, reversed, lines, 'T')
    expect(opts.map((o) => o.priceKey)).toEqual(['anual', 'semestral', 'trimestral'])
    expect(opts[0]!.description).toBe('Pague /ano')
    expect(opts.map((o) => o.id)).toEqual(['top-anual', 'top-semestral', 'top-trimestral'])
  })

  // An empty label showed a bare price on the card and "por R$ 391,60." in the dialog.
  it('labels a period the admin left without a label as the spec does', () => {
    const plan = { name: 'Top Afiliado', planId: 'top', prices: periodPricesFromMonthly(9790) }
    const unlabelled = settings.map((s) => ({ ...s, periodLabel: ' ' }))
    const opts = buildUpsellOptions(plan, 9790, unlabelled, lines, 'T')
    expect(opts.map((o) => o.periodLabel)).toEqual(['/3 meses', '/6 meses', '/ano'])
  })

  // Two cards of one period had the same id: duplicate React keys and heading ids.
  it('offers each period once, the first of settings saved with a period twice', () => {
    const plan = { name: 'Top Afiliado', planId: 'top', prices: periodPricesFromMonthly(9790) }
    const twice = [settings[1]!, settings[0]!, { ...settings[1]!, title: 'De novo' }]
    const opts = buildUpsellOptions(plan, 9790, twice, lines, 'T')
    expect(opts.map((o) => o.id)).toEqual(['top-semestral', 'top-trimestral'])
    expect(opts[0]!.title).toBe('Plano Semestral')
  })

  it('skips periods without a price and never asks a negative extra amount', () => {
    const plan = {
      name: 'X',
      planId: 'x',
      prices: {
        trimestral: null,
        semestral: undefined,
        anual: { price: 1000, originalPrice: 2000 },
      },
    }
    const opts = buildUpsellOptions(plan, 5000, settings, lines, '')
    expect(opts).toHaveLength(1)
    expect(opts[0]!.extraAmount).toBe(0)
  })

  it('offers a period with an empty or not-higher original price without struck price, percent or saving', () => {
    const plan = {
      name: 'X',
      planId: 'x',
      prices: {
        trimestral: { price: 23496, originalPrice: null },
        semestral: { price: 39160, originalPrice: 39160 },
        anual: { price: 58740, originalPrice: 117480 },
      },
    }
    const [tri, sem, anu] = buildUpsellOptions(plan, 9790, settings, lines, '')
    const none = { originalPrice: null, discount: null, savingsAmount: null }
    expect(tri).toMatchObject({ price: 23496, ...none })
    expect(sem).toMatchObject({ price: 39160, ...none })
    expect(anu).toMatchObject({ originalPrice: 117480, discount: 50, savingsAmount: 4895 })
  })

  it('rounds the discount percent', () => {
    expect(discountPercent(58740, 39160)).toBe(33)
    expect(discountPercent(29370, 23496)).toBe(20)
    expect(discountPercent(117480, 58740)).toBe(50)
    expect(discountPercent(1000, 995)).toBe(1) // 0.5 % rounds up
    expect(discountPercent(0, 0)).toBe(0) // no division by zero
  })

  it('holds the 20/33/50 % ladder for every seeded monthly price', () => {
    for (const monthly of [9790, 19790, 21790, 24790, 23790, 29790, 40790, 44790, 59790]) {
      const p = periodPricesFromMonthly(monthly)
      expect([
        discountPercent(p.trimestral.originalPrice, p.trimestral.price),
        discountPercent(p.semestral.originalPrice, p.semestral.price),
        discountPercent(p.anual.originalPrice, p.anual.price),
      ]).toEqual([20, 33, 50])
    }
  })
})

describe('upsell offers under a promo code', () => {
  const plan = {
    name: 'Top Afiliado',
    planId: 'top_afiliado',
    prices: { mensal: { price: 9790, originalPrice: 11990 }, ...periodPricesFromMonthly(9790) },
  }

  it('a monthly-only code leaves the longer periods at their price', () => {
    const plain = buildUpsellOptions(plan, 5874, settings, lines, '')
    const promo = buildUpsellOptions(plan, 5874, settings, lines, '', {
      discountPercent: 40,
      monthlyOnly: true,
    })
    expect(promo).toEqual(plain)
    expect(promo.map((o) => o.recurringPrice)).toEqual([null, null, null])
  })

  it('a code for every interval discounts the first payment the offer shows, and its maths follow', () => {
    const [tri, , anu] = buildUpsellOptions(plan, 5874, settings, lines, '', {
      discountPercent: 40,
      monthlyOnly: false,
    })
    expect(tri).toMatchObject({
      price: 14098,
      recurringPrice: 23496, // the first payment only: later quarters cost the regular price
      originalPrice: 29370,
      discount: 52,
      extraAmount: 14098 - 5874,
    })
    expect(anu).toMatchObject({
      price: 35244,
      discount: 70,
      savingsAmount: Math.round((117480 - 35244) / 12),
    })
  })
})

describe('upsellView', () => {
  const base = {
    chosen: 'chosen',
    authLoading: false,
    signedIn: true,
    subscriptionActive: false,
  } as const

  it('sends a signed-in subscriber already paying to the user area, not to the offers', () => {
    expect(upsellView({ ...base, subscriptionActive: true })).toBe('/area-usuario')
  })

  it('shows no offer before the subscription is known (no flash of offers)', () => {
    expect(upsellView({ ...base, subscriptionActive: undefined })).toBe('wait')
    expect(upsellView({ ...base, authLoading: true, signedIn: false })).toBe('wait')
    expect(upsellView({ ...base, chosen: 'unknown' })).toBe('wait')
  })

  it('offers to a signed-in visitor without an active subscription and to a signed-out one', () => {
    expect(upsellView(base)).toBe('offers')
    expect(upsellView({ ...base, signedIn: false, subscriptionActive: undefined })).toBe('offers')
  })

  it('without a chosen plan goes to the plans, whoever the visitor is', () => {
    expect(upsellView({ ...base, chosen: 'none', authLoading: true })).toBe('/planos')
    expect(upsellView({ ...base, chosen: 'none', subscriptionActive: true })).toBe('/planos')
  })
})
