import { describe, expect, it } from 'vitest'
import {
  applyDiscount,
  couponIdForInterval,
  findPromoRecord,
  firstPaymentCents,
  discountedSessionExpiry,
  monthlySelection,
  nextPromoChange,
  overlappingDefault,
  pagePromo,
  promoAppliesTo,
  PROMO_CODE_MAX_LENGTH,
  promoCodeFromQuery,
  promoRecordsForBrowser,
  resolvePromo,
  stripeDiscountFor,
  type PromoCodeRecord,
  uncollectableFirstPayments,
} from '@/lib/promo.ts'
import { formatBRL, formatDecimalBR } from '@/lib/money.ts'

const now = new Date('2026-11-22T12:00:00Z')
const records: PromoCodeRecord[] = [
  {
    code: 'novo',
    discountPercent: 10,
    couponCode: 'BUSQYNOVO10',
    stripeCouponId: 'coupon_novo',
    promoMessage: 'Cupom novo',
  },
  {
    code: 'blackfriday',
    discountPercent: 40,
    couponCode: 'BF40',
    validUntil: '2026-11-30T23:59:59Z',
  },
  {
    code: 'expirado',
    discountPercent: 50,
    couponCode: 'OLD50',
    validUntil: '2026-01-01T00:00:00Z',
  },
  { code: 'futuro', discountPercent: 50, validFrom: '2027-01-01T00:00:00Z' },
  { code: 'pausado', discountPercent: 30, active: false },
  { code: 'semcupom', discountPercent: 15, couponCode: '' },
  { code: 'default', discountPercent: 10, isDefault: true, promoMessage: 'Oferta especial' },
]

describe('promoRecordsForBrowser', () => {
  it('leaves out a code-less record, which no reader can match (saved blank before codes were required)', () => {
    // A row published blank from an autosaved draft: as the default it would be applied to every
    // unknown code, and the page's lookup called .trim() on its null code.
    const blank = [
      { code: null, discountPercent: 30 },
      { code: '', discountPercent: 30, isDefault: true },
    ] as unknown as PromoCodeRecord[]
    const withBlank = [...blank, ...records]
    expect(promoRecordsForBrowser(withBlank, now)).toEqual(promoRecordsForBrowser(records, now))
    for (const code of ['novo', 'qualquer', 'blackfriday'])
      expect(findPromoRecord(code, withBlank, now)).toEqual(findPromoRecord(code, records, now))
    expect(resolvePromo('desconhecido', blank, now)).toBeNull()
  })

  it('resolves every code as the full records do, without the codes and fields that cannot matter', () => {
    const cms = records.map((r, i) => ({
      ...r,
      id: i + 1,
      campaign: `campanha-${i}`,
      updatedAt: '2026-11-01T00:00:00Z',
    }))
    const shipped = promoRecordsForBrowser(cms, now)
    expect(shipped.map((r) => r.code)).toEqual(['novo', 'blackfriday', 'semcupom', 'default'])
    for (const r of shipped)
      expect(
        Object.keys(r).filter((k) => ['id', 'campaign', 'updatedAt', 'active'].includes(k)),
      ).toEqual([])
    for (const code of [...records.map((r) => r.code), 'desconhecido'])
      expect(resolvePromo(code, shipped, now), code).toEqual(resolvePromo(code, cms, now))
  })

  it('leaves out a code that has not started: its name, percent, coupon and texts stay secret until then', () => {
    const scheduled: PromoCodeRecord = {
      code: 'semana-que-vem',
      discountPercent: 40,
      couponCode: 'SEGREDO40',
      stripeCouponId: 'coupon_segredo',
      promoMessage: 'Use SEGREDO40',
      validFrom: '2026-11-29T12:00:00Z',
    }
    const shipped = promoRecordsForBrowser([...records, scheduled], now)
    expect(shipped.map((r) => r.code)).not.toContain('semana-que-vem')
    expect(shipped.map((r) => r.code)).not.toContain('futuro')
    expect(JSON.stringify(shipped)).not.toMatch(/SEGREDO40|coupon_segredo/)
    // From its start (inclusive) it is shipped like any other code.
    const atStart = new Date('2026-11-29T12:00:00Z')
    expect(promoRecordsForBrowser([scheduled], atStart).map((r) => r.code)).toEqual([
      'semana-que-vem',
    ])
  })
})

describe('resolvePromo', () => {
  it('matches codes case-insensitively and trims', () => {
    const p = resolvePromo('  NoVo ', records, now)
    expect(p).toMatchObject({
      known: true,
      discountPercent: 10,
      couponCode: 'BUSQYNOVO10',
      couponId: 'coupon_novo',
      promoMessage: 'Cupom novo',
    })
  })

  it('gives unknown codes the default 10 %, the uppercased code and no coupon id', () => {
    expect(resolvePromo('parceiroX', records, now)).toMatchObject({
      known: false,
      discountPercent: 10,
      couponCode: 'PARCEIROX',
      couponId: null,
      promoMessage: 'Oferta especial',
    })
    // The default record is the one place that discount is set: without one, unknown codes get none.
    expect(resolvePromo('parceiroX', [], now)).toBeNull()
  })

  it('picks the same default code whatever order the list comes in', () => {
    // The pages read codes sorted by code, checkout newest first: two defaults in force once gave
    // the card one discount and Stripe the other.
    const later = { code: 'padrao-bf', discountPercent: 40, isDefault: true }
    const sorted = [...records, later].sort((a, b) => a.code.localeCompare(b.code))
    for (const list of [sorted, [...sorted].reverse()])
      expect(resolvePromo('qualquer', list, now)?.discountPercent).toBe(10)
  })

  it('treats inactive, expired and not-yet-valid codes as unknown', () => {
    for (const code of ['expirado', 'futuro', 'pausado']) {
      expect(resolvePromo(code, records, now), code).toMatchObject({
        known: false,
        discountPercent: 10,
        couponCode: code.toUpperCase(),
        couponId: null,
      })
    }
    expect(resolvePromo('blackfriday', records, now)).toMatchObject({
      known: true,
      discountPercent: 40,
      couponCode: 'BF40',
    })
  })

  it('treats validFrom and validUntil as inclusive bounds', () => {
    const window: PromoCodeRecord[] = [
      {
        code: 'janela',
        discountPercent: 25,
        validFrom: '2026-11-01T00:00:00Z',
        validUntil: '2026-11-30T23:59:59Z',
      },
      { code: 'default', discountPercent: 10, isDefault: true },
    ]
    expect(resolvePromo('janela', window, new Date('2026-11-01T00:00:00Z'))?.known).toBe(true)
    expect(resolvePromo('janela', window, new Date('2026-11-30T23:59:59Z'))?.known).toBe(true)
    expect(resolvePromo('janela', window, new Date('2026-11-30T23:59:59.001Z'))?.known).toBe(false)
    expect(resolvePromo('janela', window, new Date('2026-10-31T23:59:59.999Z'))?.known).toBe(false)
  })

  it("carries the resolved record's validUntil, for the countdown to stop there", () => {
    const r: PromoCodeRecord[] = [
      { code: 'janela', discountPercent: 25, validUntil: '2026-11-22T15:00:00Z' },
      { code: 'default', discountPercent: 10, isDefault: true, validUntil: '2026-12-01T00:00:00Z' },
    ]
    expect(resolvePromo('janela', r, now)?.validUntil).toBe('2026-11-22T15:00:00Z')
    expect(resolvePromo('outro', r, now)?.validUntil).toBe('2026-12-01T00:00:00Z')
    expect(resolvePromo('novo', records, now)?.validUntil).toBeNull()
  })

  it('returns the full config shape for a known code', () => {
    const withTexts: PromoCodeRecord[] = [
      {
        code: 'Aniversario',
        discountPercent: 15,
        couponCode: 'ANIV15',
        stripeCouponId: ' co_aniv ',
        title: 'Aniversário',
        subtitle: 'Sub',
        specialOffer: 'Oferta',
        promoMessage: 'Msg',
        subtext: 'no 1º mês',
        showCountdown: true,
        monthlyOnly: false,
      },
    ]
    expect(resolvePromo('ANIVERSARIO', withTexts, now)).toEqual({
      code: 'aniversario',
      title: 'Aniversário',
      subtitle: 'Sub',
      discountPercent: 15,
      specialOffer: 'Oferta',
      promoMessage: 'Msg',
      couponCode: 'ANIV15',
      couponId: 'co_aniv',
      showCountdown: true,
      subtextNew: 'no 1º mês',
      monthlyOnly: false,
      validUntil: null,
      known: true,
    })
  })

  it('ignores an inactive or expired default record', () => {
    const r: PromoCodeRecord[] = [
      { code: 'default', discountPercent: 20, isDefault: true, active: false },
    ]
    expect(resolvePromo('x', r, now)).toBeNull()
  })

  it('fills {desconto} and {cupom} in every text, so a changed discount changes its banner too', () => {
    const texts = {
      title: 'Black {desconto}',
      subtitle: '{desconto}% para você',
      promoMessage: 'Use o cupom {cupom} e ganhe {desconto}% de desconto no 1º mês',
      specialOffer: '{desconto}% OFF no 1º mês',
      subtext: 'Só {desconto}% no 1º mês',
    }
    const r: PromoCodeRecord[] = [
      { code: 'bf', discountPercent: 45, couponCode: 'BF45', ...texts },
      { code: 'default', discountPercent: 12, isDefault: true, ...texts },
    ]
    expect(resolvePromo('bf', r, now)).toMatchObject({
      title: 'Black 45',
      subtitle: '45% para você',
      promoMessage: 'Use o cupom BF45 e ganhe 45% de desconto no 1º mês',
      specialOffer: '45% OFF no 1º mês',
      subtextNew: 'Só 45% no 1º mês',
    })
    expect(resolvePromo('parceiro', r, now)).toMatchObject({
      promoMessage: 'Use o cupom PARCEIRO e ganhe 12% de desconto no 1º mês',
      specialOffer: '12% OFF no 1º mês',
    })
  })

  it('falls back to the uppercased code when a known record has no coupon text', () => {
    expect(resolvePromo('semcupom', records, now)?.couponCode).toBe('SEMCUPOM')
  })

  it('returns null without a code, and never matches the default record by name', () => {
    expect(resolvePromo('', records, now)).toBeNull()
    expect(resolvePromo(null, records, now)).toBeNull()
    expect(resolvePromo(undefined, records, now)).toBeNull()
    expect(resolvePromo('   ', records, now)).toBeNull()
    expect(resolvePromo('default', records, now)?.known).toBe(false)
  })
})

describe('pagePromo', () => {
  it("a promo page's own code applies while it is in force", () => {
    expect(pagePromo(null, 'blackfriday', records, now)).toMatchObject({
      code: 'blackfriday',
      discountPercent: 40,
      couponCode: 'BF40',
    })
  })
  it('once that campaign has ended, paused or not begun, the page shows the normal prices', () => {
    expect(pagePromo(null, 'expirado', records, now)).toBeNull()
    expect(pagePromo(null, 'pausado', records, now)).toBeNull()
    expect(pagePromo(null, 'futuro', records, now)).toBeNull()
    expect(pagePromo(null, 'apagado', records, now)).toBeNull()
  })
  it("the URL's code wins, an unknown one with the default discount", () => {
    expect(pagePromo('novo', 'blackfriday', records, now)).toMatchObject({ code: 'novo' })
    expect(pagePromo('qualquer', 'blackfriday', records, now)).toMatchObject({
      couponCode: 'QUALQUER',
      discountPercent: 10,
      known: false,
    })
    expect(pagePromo('  ', 'blackfriday', records, now)).toMatchObject({ code: 'blackfriday' })
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
    expect(() => applyDiscount(9790, Number.NaN)).toThrow(RangeError)
  })

  it('rounds exact half cents up, free of floating-point drift', () => {
    // 45 × (1 − 0.30) is 31.499… in floating point; the exact value 31.5 rounds to 32
    expect(applyDiscount(45, 30)).toBe(32)
    expect(applyDiscount(35500, 30)).toBe(24850)
    expect(applyDiscount(355, 30)).toBe(249)
    expect(applyDiscount(1, 50)).toBe(1)
    expect(applyDiscount(3, 50)).toBe(2)
  })

  it('reads promo, then parceiro, then afiliado from the query', () => {
    expect(promoCodeFromQuery(new URLSearchParams('promo=novo&parceiro=x'))).toBe('novo')
    expect(promoCodeFromQuery(new URLSearchParams('parceiro=papo'))).toBe('papo')
    expect(promoCodeFromQuery({ afiliado: ['ana', 'b'] })).toBe('ana')
    expect(promoCodeFromQuery(new URLSearchParams('promo=&afiliado=ana'))).toBe('ana') // empty values are skipped
    expect(promoCodeFromQuery({ parceiro: '  papo ' })).toBe('papo')
    expect(promoCodeFromQuery({ promo: undefined, parceiro: 'p' })).toBe('p')
    expect(promoCodeFromQuery({ campaign: 'x' })).toBeNull()
    expect(promoCodeFromQuery(new URLSearchParams())).toBeNull()
  })

  it('ignores a code longer than checkout accepts: the card shows no default discount checkout would refuse', () => {
    expect(PROMO_CODE_MAX_LENGTH).toBe(100)
    const longest = 'a'.repeat(PROMO_CODE_MAX_LENGTH)
    expect(promoCodeFromQuery({ promo: longest })).toBe(longest)
    expect(promoCodeFromQuery({ promo: `  ${longest}  ` })).toBe(longest) // measured once trimmed, as sent
    expect(promoCodeFromQuery({ promo: `${longest}b` })).toBeNull()
    expect(promoCodeFromQuery(new URLSearchParams(`promo=${longest}b&parceiro=papo`))).toBe('papo')
  })

  it('drops the coupon id for any interval but monthly', () => {
    expect(couponIdForInterval('c1', 'month')).toBe('c1')
    expect(couponIdForInterval('c1', 'monthly')).toBe('c1')
    expect(couponIdForInterval('c1', 'mensal')).toBe('c1')
    expect(couponIdForInterval('c1', 'year')).toBeUndefined()
    expect(couponIdForInterval('c1', 'semestral')).toBeUndefined()
    expect(couponIdForInterval('c1', 'Month')).toBe('c1')
    expect(couponIdForInterval('c1', 'quarter')).toBeUndefined()
    expect(couponIdForInterval('c1', '')).toBeUndefined()
    expect(couponIdForInterval(null, 'month')).toBeUndefined()
    expect(couponIdForInterval('', 'month')).toBeUndefined()
  })
})

describe('first payments and the coupon that charges them', () => {
  const monthlyOnly = { discountPercent: 40, monthlyOnly: true }
  const anyInterval = { discountPercent: 40, monthlyOnly: false }

  it('a promo discounts the monthly first payment; a longer period only when the code is not monthly-only', () => {
    expect(firstPaymentCents(9790, monthlyOnly, 'month')).toBe(5874)
    expect(firstPaymentCents(9790, monthlyOnly, 'year')).toBe(9790)
    expect(firstPaymentCents(58740, anyInterval, 'year')).toBe(35244)
    expect(firstPaymentCents(9790, null, 'month')).toBe(9790)
    expect(promoAppliesTo(monthlyOnly, 'monthly')).toBe(true)
    expect(promoAppliesTo(monthlyOnly, 'quarter')).toBe(false)
    expect(promoAppliesTo(anyInterval, 'weekly')).toBe(false) // not an interval on sale
  })

  it('uses a percent coupon when the percent is a whole number of centavos, else the exact amount off', () => {
    expect(stripeDiscountFor(9790, 40)).toEqual({ kind: 'percent', amountOff: 3916 })
    expect(stripeDiscountFor(9790, 10)).toEqual({ kind: 'percent', amountOff: 979 })
    // 15 % of R$ 97,90 is R$ 14,685: the card shows R$ 83,22, so exactly R$ 14,68 comes off.
    expect(stripeDiscountFor(9790, 15)).toEqual({
      kind: 'amount',
      amountOff: 9790 - applyDiscount(9790, 15),
    })
    expect(9790 - 1468).toBe(applyDiscount(9790, 15))
    expect(stripeDiscountFor(9790, 0)).toBeNull()
  })

  it('finds the record a code resolves to, the default one for unknown or expired codes', () => {
    expect(findPromoRecord('NOVO', records, now)).toMatchObject({
      known: true,
      record: { code: 'novo' },
      lower: 'novo',
      upper: 'NOVO',
    })
    expect(findPromoRecord('expirado', records, now)).toMatchObject({
      known: false,
      record: { code: 'default' },
    })
    expect(findPromoRecord('  ', records, now)).toBeNull()
  })
})

describe('uncollectableFirstPayments', () => {
  const plans = [
    { name: 'Top Afiliado', prices: { mensal: { price: 4790 }, anual: { price: 47900 } } },
    { name: 'Elite Nível 1', prices: { mensal: { price: 9790 }, trimestral: { price: null } } },
  ]

  it('finds a first payment over nothing and under R$ 0,50, which Stripe would not charge', () => {
    // 1 % of R$ 47,90 is R$ 0,48; of R$ 97,90 it is R$ 0,98, which Stripe charges.
    expect(uncollectableFirstPayments({ discountPercent: 99, monthlyOnly: true }, plans)).toEqual([
      { plan: 'Top Afiliado', priceKey: 'mensal', cents: 48 },
    ])
    expect(uncollectableFirstPayments({ discountPercent: 98, monthlyOnly: true }, plans)).toEqual(
      [],
    )
  })

  it('takes a free first payment (100 %) and the codes that leave R$ 0,50 or more', () => {
    expect(uncollectableFirstPayments({ discountPercent: 100, monthlyOnly: false }, plans)).toEqual(
      [],
    )
    expect(
      uncollectableFirstPayments({ discountPercent: 99, monthlyOnly: true }, [
        { name: 'X', prices: { mensal: { price: 5000 } } },
      ]),
    ).toEqual([])
  })

  it('checks the longer periods only when the code applies to them', () => {
    const cheapYear = [
      { name: 'Anual barato', prices: { mensal: { price: 9000 }, anual: { price: 4000 } } },
    ]
    expect(
      uncollectableFirstPayments({ discountPercent: 99, monthlyOnly: true }, cheapYear),
    ).toEqual([])
    expect(
      uncollectableFirstPayments({ discountPercent: 99, monthlyOnly: false }, cheapYear),
    ).toEqual([{ plan: 'Anual barato', priceKey: 'anual', cents: 40 }])
  })
})

describe('monthlySelection', () => {
  const plan = {
    planId: 'elite_nivel_1',
    name: 'Elite Nível 1',
    monthlyCents: 19790,
    period: '/mês',
  }

  it('stores the CMS monthly price, with the promo only on the first month', () => {
    expect(monthlySelection(plan, null)).toEqual({
      planId: 'elite_nivel_1',
      name: 'Elite Nível 1',
      price: formatBRL(19790),
      period: '/mês',
      priceRaw: '197.90',
      recurringRaw: '197.90',
      interval: 'month',
    })
    const bf = resolvePromo('BlackFriday', records, now)
    // "R$ 118,74 no 1º mês. Depois, R$ 197,90/mês": checkout checks both.
    expect(monthlySelection(plan, bf)).toMatchObject({
      priceRaw: '118.74',
      recurringRaw: '197.90',
      interval: 'month',
      promoCode: 'blackfriday',
      couponCode: 'BF40',
    })
    expect(monthlySelection(plan, resolvePromo('novo', records, now))).toMatchObject({
      priceRaw: '178.11',
      couponId: 'coupon_novo',
    })
  })
})

describe('overlappingDefault', () => {
  const base = { code: 'default', isDefault: true, active: true }
  const now = new Date('2026-11-27T12:00:00Z')
  it('finds another active default whose window overlaps from now on', () => {
    const others = [
      { code: 'default', isDefault: true }, // the code itself
      { code: 'natal', isDefault: true, validFrom: '2026-12-20T00:00:00Z' },
    ]
    expect(overlappingDefault(base, others, now)?.code).toBe('natal')
    expect(
      overlappingDefault({ ...base, validUntil: '2026-12-19T23:59:59Z' }, others, now),
    ).toBeUndefined()
  })
  it('ignores codes that are not defaults, not active, or already ended', () => {
    const others = [
      { code: 'natal', isDefault: false },
      { code: 'pausado', isDefault: true, active: false },
      // Last year's Black Friday default: over, so not in the way of a new default.
      {
        code: 'bf2025',
        isDefault: true,
        validFrom: '2025-11-20T00:00:00Z',
        validUntil: '2025-11-30T23:59:59Z',
      },
    ]
    expect(overlappingDefault(base, others, now)).toBeUndefined()
    const live = [{ code: 'natal', isDefault: true }]
    expect(overlappingDefault({ ...base, isDefault: false }, live, now)).toBeUndefined()
    expect(overlappingDefault({ ...base, active: false }, live, now)).toBeUndefined()
    expect(
      overlappingDefault({ ...base, validUntil: '2026-01-01T00:00:00Z' }, live, now),
    ).toBeUndefined()
  })
  it('treats touching windows as overlapping (both in force at that instant)', () => {
    const others = [{ code: 'natal', isDefault: true, validFrom: '2026-12-20T00:00:00Z' }]
    expect(
      overlappingDefault({ ...base, validUntil: '2026-12-20T00:00:00Z' }, others, now)?.code,
    ).toBe('natal')
  })
})

describe('discountedSessionExpiry', () => {
  const at = new Date('2026-11-27T20:00:00Z')
  const sec = (iso: string) => Date.parse(iso) / 1000
  it("ends a discounted session when its code ends, within Stripe's 30 min to 24 h", () => {
    expect(discountedSessionExpiry('2026-11-27T23:59:59Z', at)).toBe(sec('2026-11-27T23:59:59Z'))
  })
  it("keeps Stripe's default when the code lasts longer than a day, or has no end", () => {
    expect(discountedSessionExpiry('2026-11-30T23:59:59Z', at)).toBeUndefined()
    expect(discountedSessionExpiry(null, at)).toBeUndefined()
    expect(discountedSessionExpiry('not a date', at)).toBeUndefined()
  })
  it('gives a code ending within 30 minutes the next half-hour slot, the same on a retry', () => {
    const first = discountedSessionExpiry('2026-11-27T20:10:00Z', at)
    expect(first).toBe(sec('2026-11-27T21:00:00Z'))
    expect(discountedSessionExpiry('2026-11-27T20:10:00Z', new Date(at.getTime() + 5_000))).toBe(
      first,
    )
  })
})

describe('nextPromoChange', () => {
  const at = (iso: string) => Date.parse(iso)
  it('is the earliest future start, or the moment after an end, of an active code', () => {
    const list: PromoCodeRecord[] = [
      { code: 'a', discountPercent: 10, validUntil: '2026-11-22T18:00:00.000Z' },
      { code: 'b', discountPercent: 20, validFrom: '2026-11-22T15:00:00.000Z' },
      { code: 'c', discountPercent: 30, validFrom: '2026-11-22T13:00:00.000Z', active: false },
    ]
    expect(nextPromoChange(list, now)).toBe(at('2026-11-22T15:00:00.000Z'))
    expect(nextPromoChange(list, new Date('2026-11-22T15:00:00.000Z'))).toBe(
      at('2026-11-22T18:00:00.001Z'),
    )
  })

  it('resolves differently on each side of the edge it names', () => {
    const list: PromoCodeRecord[] = [
      { code: 'flash', discountPercent: 30, validUntil: '2026-11-22T12:30:00.000Z' },
    ]
    const edge = nextPromoChange(list, now)!
    expect(resolvePromo('flash', list, new Date(edge - 1))?.discountPercent).toBe(30)
    expect(resolvePromo('flash', list, new Date(edge))).toBeNull()
  })

  it('is null when no window starts or ends after now', () => {
    expect(nextPromoChange(records, new Date('2030-01-01T00:00:00Z'))).toBeNull()
    expect(
      nextPromoChange(
        [{ code: 'x', discountPercent: 5, validFrom: '2026-01-01T00:00:00.000Z' }],
        now,
      ),
    ).toBeNull()
  })
})
