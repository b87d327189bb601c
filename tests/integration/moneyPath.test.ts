// Issue 15: what the page promises is what Stripe charges, and what Stripe says is what the site
// shows. Against the offline Stripe stand-in, which computes each session's amount from its price and
// coupon as Stripe does.
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import type { Pool } from 'pg'
import type Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstPaymentCents, promoRecordsForBrowser, resolvePromo } from '@/lib/promo.ts'
import { stripePercentCouponId } from '@/lib/stripeCatalog.ts'
import type { Plan } from '@/payload-types.ts'
import { processStripeEvent } from '@/server/subscriptionSync.ts'
import { emulatorSignUp, type EmulatorUser } from '../support/emulator.ts'
import { checkoutAs, login, rest, viaRootPath } from '../support/rest.ts'
import { startStripeStandIn, type StripeStandIn } from '../support/stripeStandIn.ts'

let standIn: StripeStandIn
let payload: Payload
let buyer: EmulatorUser
const stamp = Date.now()
const day = 86_400_000

beforeAll(async () => {
  standIn = await startStripeStandIn()
  Object.assign(process.env, standIn.env)
  payload = await getPayload({ config })
  buyer = await emulatorSignUp(`dinheiro${stamp}@example.com`)
  // Codes this file needs besides the seeded catalogue: one expired, one valid for every interval.
  await payload.create({
    collection: 'promo-codes',
    overrideAccess: true,
    data: {
      code: `expirou${stamp}`,
      discountPercent: 50,
      couponCode: 'OLD50',
      validUntil: new Date(Date.now() - day).toISOString(),
      _status: 'published',
    },
  })
  // A code still in draft: neither the page nor checkout knows it (it resolves as unknown).
  await payload.create({
    collection: 'promo-codes',
    overrideAccess: true,
    data: { code: `rascunho${stamp}`, discountPercent: 40, couponCode: 'RASC40' },
  })
  await payload.create({
    collection: 'promo-codes',
    overrideAccess: true,
    data: {
      code: `todos${stamp}`,
      discountPercent: 20,
      couponCode: 'TODOS20',
      monthlyOnly: false,
      campaign: 'teste-todos',
      _status: 'published',
    },
  })
})
afterAll(async () => standIn?.stop())

const checkout = (u: EmulatorUser, body: Record<string, unknown>) =>
  checkoutAs(u, { email: u.email, ...body })
/**
 * How many sessions wait for the customer's lock (src/server/subscriptionSync.ts lockCustomer: a
 * transaction-level advisory lock on one bigint key, which pg_locks shows as its low 32 bits in
 * objid, its high ones in classid, and objsubid 1).
 */
async function waitingOnCustomerLock(customer: string): Promise<number> {
  const pool = (payload.db as { pool?: Pool }).pool
  if (!pool) throw new Error('no database pool')
  const res = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_locks
      WHERE locktype = 'advisory' AND NOT granted AND objsubid = 1
        AND objid = (hashtext($1)::bigint & 4294967295)::oid
        AND classid = ((hashtext($1)::bigint >> 32) & 4294967295)::oid`,
    [`stripe-customer:${customer}`],
  )
  return res.rows[0]!.n
}
/** Opens a checkout and returns the session the stand-in made for it. */
async function session(u: EmulatorUser, body: Record<string, unknown>) {
  const res = await checkout(u, body)
  const answer = (await res.json()) as { clientSecret?: string; sessionId?: string; error?: string }
  expect(res.status, answer.error).toBe(200)
  return standIn.sessions.get(answer.sessionId!)! as {
    id: string
    customer: string
    amount_total: number
    amount_subtotal: number
    discounts: Array<{ coupon: string }>
    metadata: Record<string, string>
  }
}
const planById = async (planId: string) =>
  (
    await payload.find({
      collection: 'plans',
      where: { planId: { equals: planId } },
      overrideAccess: true,
    })
  ).docs[0]! as Plan

/** What a plan card shows for the first month: the plans page's own rules on the records it ships. */
async function cardPrice(planId: string, code: string): Promise<number> {
  const [plan, records] = await Promise.all([
    planById(planId),
    // As the plans page reads them (src/server/cms.ts): published codes only.
    payload.find({
      collection: 'promo-codes',
      where: { _status: { equals: 'published' } },
      limit: 500,
      overrideAccess: true,
      pagination: false,
    }),
  ])
  const now = new Date()
  const promo = resolvePromo(code, promoRecordsForBrowser(records.docs, now), now)
  return firstPaymentCents(plan.prices!.mensal!.price!, promo, 'month')
}

describe('advertised discounts are charged', () => {
  it('the first payment Stripe computes equals the plan card: BF40, an unknown code, an expired code, 15 %', async () => {
    const cases: Array<[string, number]> = [
      ['blackfriday', 5874], // 40 % of R$ 97,90
      ['BlackFriday', 5874], // case-insensitive
      [`parceiro-desconhecido-${stamp}`, 8811], // unknown: the default 10 %
      [`expirou${stamp}`, 8811], // expired: the default, not its 50 %
      [`rascunho${stamp}`, 8811], // a draft: the default, not its 40 %
      ['aniversario', 8322], // 15 %: half a centavo, charged exactly as shown
    ]
    for (const [code, expected] of cases) {
      const shown = await cardPrice('top_afiliado', code)
      expect(shown, code).toBe(expected)
      const s = await session(buyer, {
        planId: 'top_afiliado',
        planName: 'Top Afiliado',
        interval: 'month',
        promoCode: code,
      })
      expect(s.amount_subtotal, code).toBe(9790)
      expect(s.amount_total, code).toBe(shown)
      expect(s.discounts, code).toHaveLength(1)
    }
  })

  it('a monthly-only code does not discount a longer period; a code for every interval does, as the upsell shows', async () => {
    const yearly = await session(buyer, {
      planId: 'top_afiliado',
      interval: 'year',
      promoCode: 'blackfriday',
      couponId: stripePercentCouponId('blackfriday', 40),
    })
    expect(yearly.amount_total).toBe(58740)
    expect(yearly.discounts).toEqual([])
    const all = await session(buyer, {
      planId: 'top_afiliado',
      interval: 'year',
      promoCode: `todos${stamp}`,
    })
    expect(all.amount_total).toBe(
      firstPaymentCents(58740, { discountPercent: 20, monthlyOnly: false }, 'year'),
    )
    expect(all.metadata).toMatchObject({
      promoCode: `todos${stamp}`,
      campaign: 'teste-todos',
      interval: 'year',
    })
  })

  it('the coupon is the one the CMS gives the code: never one the browser names for another code', async () => {
    const final = stripePercentCouponId('final', 50)
    const s = await session(buyer, {
      planId: 'top_afiliado',
      interval: 'month',
      promoCode: 'blackfriday',
      couponId: final,
    })
    expect(s.discounts).toEqual([{ coupon: stripePercentCouponId('blackfriday', 40) }])
    expect(s.amount_total).toBe(5874)
    // The spec's couponId alone names a code by its coupon; one no current code owns is refused.
    const forged = await checkout(buyer, {
      planId: 'top_afiliado',
      interval: 'month',
      couponId: 'coupon_100_off',
    })
    expect(forged.status).toBe(400)
    expect(((await forged.json()) as { error: string }).error).toBe('Cupom inválido ou expirado.')
    const byCoupon = await session(buyer, {
      planId: 'elite_nivel_1',
      interval: 'month',
      couponId: stripePercentCouponId('blackfriday', 40),
    })
    expect(byCoupon.amount_total).toBe(
      firstPaymentCents(19790, { discountPercent: 40, monthlyOnly: true }, 'month'),
    )
  })

  it('a discounted session ends when its code ends: not payable at the discount afterwards', async () => {
    const validUntil = new Date(Date.now() + 2 * 60 * 60_000)
    validUntil.setMilliseconds(0)
    await payload.create({
      collection: 'promo-codes',
      overrideAccess: true,
      data: {
        code: `acaba${stamp}`,
        discountPercent: 25,
        validUntil: validUntil.toISOString(),
        _status: 'published',
      },
    })
    const sent = () =>
      standIn.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!.body
    const ending = await session(buyer, {
      planId: 'top_afiliado',
      interval: 'month',
      promoCode: `acaba${stamp}`,
    })
    expect(ending.amount_total).toBe(
      firstPaymentCents(9790, { discountPercent: 25, monthlyOnly: true }, 'month'),
    )
    expect(sent().expires_at).toBe(String(validUntil.getTime() / 1000))
    // A code with no end keeps Stripe's 24 hours.
    await session(buyer, { planId: 'top_afiliado', interval: 'year', promoCode: `todos${stamp}` })
    expect(sent().expires_at).toBeUndefined()
  })

  // Review: with Adaptive Pricing on in the Stripe Dashboard, Stripe converts a subscription to the
  // visitor's currency (plus a fee, renewals moving with the rate): shown R$ 97,90, charged otherwise.
  it('charges in BRL whatever the Dashboard says: Adaptive Pricing is off for every session', async () => {
    await session(buyer, { planId: 'top_afiliado', interval: 'month' })
    const sent = standIn.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!.body
    expect(sent.adaptive_pricing).toEqual({ enabled: 'false' })
  })

  it('records what each session charges, for the owner and the sales team', async () => {
    const s = await session(buyer, {
      planId: 'elite_nivel_2',
      interval: 'month',
      promoCode: 'comeback',
    })
    const record = (
      await payload.find({
        collection: 'checkout-sessions',
        where: { sessionId: { equals: s.id } },
        overrideAccess: true,
      })
    ).docs[0]!
    expect(record).toMatchObject({
      uid: buyer.uid,
      planId: 'elite_nivel_2',
      interval: 'month',
      amountCents: s.amount_total,
      promoCode: 'comeback',
      campaign: 'reativacao',
      status: 'open',
      paymentStatus: 'unpaid',
    })
  })
})

describe('the amount the page showed is the amount checkout charges, or no checkout', () => {
  const sessionRequests = () =>
    standIn.requests.filter((r) => r.path === '/v1/checkout/sessions').length
  const storedSessions = async (u: EmulatorUser) =>
    (
      await payload.count({
        collection: 'checkout-sessions',
        where: { uid: { equals: u.uid } },
        overrideAccess: true,
      })
    ).totalDocs
  type Answer = { amountCents?: number; sessionId?: string; error?: string; code?: string }

  it('a different expected amount is refused with the current one, before Stripe is asked; the right one is charged', async () => {
    const u = await emulatorSignUp(`esperado${stamp}@example.com`)
    const before = sessionRequests()
    const wrong = await checkout(u, {
      planId: 'top_afiliado',
      interval: 'month',
      expectedAmountCents: 8790, // an older price, still on an open page
    })
    expect(wrong.status).toBe(409)
    const asked = Date.now()
    expect(await wrong.json()).toMatchObject({
      error: 'O preço desta oferta mudou. Volte aos planos para ver o valor atual.',
      code: 'price_changed',
      amountCents: 9790,
      // The server's clock, so a browser whose clock is off prices at the server's time next.
      serverTime: expect.toSatisfy((t: number) => Math.abs(t - asked) < 5000),
    })
    expect(sessionRequests()).toBe(before)
    expect(await storedSessions(u)).toBe(0)

    const right = await checkout(u, {
      planId: 'top_afiliado',
      interval: 'month',
      promoCode: 'blackfriday',
      expectedAmountCents: 5874,
    })
    const answer = (await right.json()) as Answer
    expect(right.status, answer.error).toBe(200)
    expect(answer.amountCents).toBe(5874)
    expect(standIn.sessions.get(answer.sessionId!)!.amount_total).toBe(5874)
    // Without the field (an API client, or the default plan) nothing is compared; the amount is said.
    const unchecked = await checkout(u, { planId: 'top_afiliado', interval: 'year' })
    expect(unchecked.status).toBe(200)
    expect(((await unchecked.json()) as Answer).amountCents).toBe(58740)
  })

  // Review: only the first payment was compared, so under a code that takes it all (or nearly: 99 %
  // of R$ 97,90 and of R$ 98,00 are both R$ 0,98) a page still showing "Depois, R$ 97,90/mês" after
  // the price went up opened a checkout whose renewals charge the new price.
  it('the renewal price the page showed is checked too: a different one is refused, the right one charged', async () => {
    const u = await emulatorSignUp(`renovacao${stamp}@example.com`)
    const before = sessionRequests()
    const wrong = await checkout(u, {
      planId: 'top_afiliado',
      interval: 'month',
      promoCode: 'blackfriday',
      expectedAmountCents: 5874,
      expectedRecurringCents: 8790, // "Depois, R$ 87,90/mês": an older price, still on an open page
    })
    expect(wrong.status).toBe(409)
    expect(await wrong.json()).toMatchObject({ code: 'price_changed', amountCents: 5874 })
    expect(sessionRequests()).toBe(before)
    expect(await storedSessions(u)).toBe(0)
    for (const expectedRecurringCents of [-1, 97.9, '9790', true]) {
      const res = await checkout(u, {
        planId: 'top_afiliado',
        interval: 'month',
        expectedRecurringCents,
      })
      expect(res.status, String(expectedRecurringCents)).toBe(400)
    }

    const right = await checkout(u, {
      planId: 'top_afiliado',
      interval: 'month',
      promoCode: 'blackfriday',
      expectedAmountCents: 5874,
      expectedRecurringCents: 9790,
    })
    const answer = (await right.json()) as Answer
    expect(right.status, answer.error).toBe(200)
    expect(standIn.sessions.get(answer.sessionId!)!.amount_total).toBe(5874)
  })

  it('refuses an expected amount that is not whole centavos within what Stripe charges', async () => {
    const u = await emulatorSignUp(`esperado-invalido${stamp}@example.com`)
    for (const expectedAmountCents of [-1, 97.9, '9790', 100_000_000, true]) {
      const res = await checkout(u, {
        planId: 'top_afiliado',
        interval: 'month',
        expectedAmountCents,
      })
      expect(res.status, String(expectedAmountCents)).toBe(400)
      expect(((await res.json()) as Answer).error).toBe('Valor esperado inválido.')
    }
    expect(await storedSessions(u)).toBe(0)
  })

  it('a promo window read with another clock than the server’s is refused, not charged', async () => {
    const u = await emulatorSignUp(`relogio${stamp}@example.com`)
    // Started a minute ago on the server; a page whose clock is behind still showed the full price.
    await payload.create({
      collection: 'promo-codes',
      overrideAccess: true,
      data: {
        code: `comecou${stamp}`,
        discountPercent: 40,
        validFrom: new Date(Date.now() - 60_000).toISOString(),
        _status: 'published',
      },
    })
    const behind = await checkout(u, {
      planId: 'top_afiliado',
      interval: 'month',
      promoCode: `comecou${stamp}`,
      expectedAmountCents: 9790,
    })
    expect(behind.status).toBe(409)
    expect(await behind.json()).toMatchObject({ code: 'price_changed', amountCents: 5874 })
    // Starts in five minutes; a page whose clock is ahead already showed the 40 %: checkout would
    // charge the default 10 %.
    await payload.create({
      collection: 'promo-codes',
      overrideAccess: true,
      data: {
        code: `comeca${stamp}`,
        discountPercent: 40,
        validFrom: new Date(Date.now() + 5 * 60_000).toISOString(),
        _status: 'published',
      },
    })
    const ahead = await checkout(u, {
      planId: 'top_afiliado',
      interval: 'month',
      promoCode: `comeca${stamp}`,
      expectedAmountCents: 5874,
    })
    expect(ahead.status).toBe(409)
    expect(await ahead.json()).toMatchObject({ code: 'price_changed', amountCents: 8811 })
    expect(await storedSessions(u)).toBe(0)
  })
})

describe('the price sync makes the coupons', () => {
  let adminToken: string
  beforeAll(async () => {
    await payload.create({
      collection: 'admins',
      overrideAccess: true,
      data: { email: `cupons${stamp}@example.com`, password: 'admin-pass-1', role: 'admin' },
    })
    adminToken = await login(`cupons${stamp}@example.com`, 'admin-pass-1')
  })
  afterAll(async () => {
    // The sync stored ids of this file's stand-in, which other test files do not share.
    const plans = await payload.find({ collection: 'plans', limit: 100, overrideAccess: true })
    for (const p of plans.docs) {
      const prices = Object.fromEntries(
        Object.entries(p.prices ?? {}).map(([k, o]) => [k, o ? { ...o, stripePriceId: null } : o]),
      )
      await payload.update({
        collection: 'plans',
        id: p.id,
        data: { prices },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    }
  })

  it('one first-payment coupon per current promo code and the default, stored on the records; a new percent gets a new coupon', async () => {
    const res = await rest('POST', '/plans/sync-stripe', { token: adminToken })
    expect(res.status).toBe(200)
    const rows = (res.body as { coupons: Array<{ code: string; couponId: string }> }).coupons
    const current = await payload.find({
      collection: 'promo-codes',
      where: { _status: { equals: 'published' } },
      overrideAccess: true,
      limit: 500,
      pagination: false,
    })
    const now = Date.now()
    const live = current.docs.filter(
      (p) => p.active !== false && !(p.validUntil && new Date(p.validUntil).getTime() < now),
    )
    expect(rows.map((r) => r.code).sort()).toEqual(live.map((p) => p.code).sort())
    expect(rows.map((r) => r.code)).toContain('default')
    for (const p of live) {
      expect(p.stripeCouponId, p.code).toBe(stripePercentCouponId(p.code, p.discountPercent))
      expect(standIn.coupons.get(p.stripeCouponId!), p.code).toMatchObject({
        percent_off: p.discountPercent,
        duration: 'once',
      })
    }
    expect(rows.some((r) => r.code === `expirou${stamp}`)).toBe(false)

    // Stripe coupons cannot change: a new percent drops the stored id, and the next sync makes a new coupon.
    const bf = live.find((p) => p.code === 'blackfriday')!
    await rest('PATCH', `/promo-codes/${bf.id}`, {
      token: adminToken,
      body: { discountPercent: 45 },
    })
    const edited = await payload.findByID({
      collection: 'promo-codes',
      id: bf.id,
      overrideAccess: true,
    })
    expect(edited.stripeCouponId ?? null).toBeNull()
    await rest('POST', '/plans/sync-stripe', { token: adminToken })
    const resynced = await payload.findByID({
      collection: 'promo-codes',
      id: bf.id,
      overrideAccess: true,
    })
    expect(resynced.stripeCouponId).toBe(stripePercentCouponId('blackfriday', 45))
    expect(standIn.coupons.get(stripePercentCouponId('blackfriday', 45))).toMatchObject({
      percent_off: 45,
      duration: 'once',
    })
    expect(standIn.coupons.get(stripePercentCouponId('blackfriday', 40))).toMatchObject({
      percent_off: 40,
    }) // kept for its subscriptions
    await payload.update({
      collection: 'promo-codes',
      id: bf.id,
      data: { discountPercent: 40 },
      overrideAccess: true,
    })
  })
})

describe('plans are identified by id, not by name', () => {
  it('renaming Top Afiliado changes neither the plan charged nor its price', async () => {
    const top = await planById('top_afiliado')
    await payload.update({
      collection: 'plans',
      id: top.id,
      data: { name: 'Afiliado Top' },
      overrideAccess: true,
    })
    try {
      const s = await session(buyer, {
        planId: 'top_afiliado',
        planName: 'Top Afiliado',
        interval: 'month',
      })
      expect(s.amount_total).toBe(9790)
      expect(s.metadata.planId).toBe('top_afiliado')
      // A name that now belongs to no plan finds nothing when no id is sent.
      expect((await checkout(buyer, { planName: 'Top Afiliado', interval: 'month' })).status).toBe(
        400,
      )
    } finally {
      await payload.update({
        collection: 'plans',
        id: top.id,
        data: { name: 'Top Afiliado' },
        overrideAccess: true,
      })
    }
  })

  it('the default plan is one on sale: checkout with it works, and the admin refuses one that is not', async () => {
    const constants = await payload.findGlobal({
      slug: 'business-constants',
      depth: 1,
      overrideAccess: true,
    })
    const plan = constants.defaultPlan as Plan
    expect(plan).toMatchObject({ planId: 'top_afiliado', active: true })
    expect(
      (await session(buyer, { planId: plan.planId, interval: constants.defaultInterval }))
        .amount_total,
    ).toBe(9790)
    // The admin's field message, in Portuguese.
    const refusal = (id: number) =>
      payload
        .updateGlobal({
          slug: 'business-constants',
          data: { defaultPlan: id },
          overrideAccess: true,
        })
        .then(
          () => 'saved',
          (err: { data?: { errors?: Array<{ message: string }> } }) =>
            err.data?.errors?.[0]?.message,
        )
    expect(await refusal((await planById('profissional')).id)).toBe(
      'O plano padrão precisa estar ativo (à venda).',
    )
    expect(await refusal((await planById('elite_nivel_4')).id)).toBe(
      'O plano padrão precisa estar ativo (à venda).',
    )
    expect(
      (await payload.findGlobal({ slug: 'business-constants', depth: 0, overrideAccess: true }))
        .defaultPlan,
    ).toBe(plan.id)
  })
})

describe('subscription state is the customer’s', () => {
  let seq = 0
  const event = (type: string, object: Record<string, unknown>) =>
    ({
      id: `evt_money_${stamp}_${seq++}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object },
    }) as unknown as Stripe.Event
  const subscriberOf = async (u: EmulatorUser) =>
    (
      await payload.find({
        collection: 'subscribers',
        where: { uid: { equals: u.uid } },
        overrideAccess: true,
      })
    ).docs[0]!

  async function payingCustomer(label: string) {
    const u = await emulatorSignUp(`${label}${stamp}@example.com`)
    const s = await session(u, { planId: 'elite_nivel_1', interval: 'month' })
    const paying = standIn.complete(s.id, 'paid')
    const customer = String(paying.customer)
    const t = Math.floor(Date.now() / 1000)
    // An older subscription the customer cancelled, and a later boleto that expired unpaid.
    const old = {
      id: `sub_old_${label}_${stamp}`,
      object: 'subscription',
      customer,
      status: 'canceled',
      created: t - 90 * 86_400,
      start_date: t - 90 * 86_400,
      metadata: { uid: u.uid, planId: 'top_afiliado', interval: 'month' },
      items: {
        data: [{ current_period_start: t - 90 * 86_400, current_period_end: t - 60 * 86_400 }],
      },
    }
    const boleto = {
      id: `sub_boleto_${label}_${stamp}`,
      object: 'subscription',
      customer,
      status: 'incomplete_expired',
      created: t + 100,
      start_date: t,
      metadata: { uid: u.uid, planId: 'top_afiliado', interval: 'year' },
      items: { data: [{ current_period_start: t, current_period_end: t + 365 * 86_400 }] },
    }
    standIn.subscriptions.set(old.id, old)
    standIn.subscriptions.set(boleto.id, boleto)
    return { u, paying: String(paying.id), old: old.id, boleto: boleto.id, customer }
  }

  for (const order of ['paying first', 'paying last'] as const) {
    it(`an expired unpaid boleto and a cancelled older subscription do not make a paying customer inactive (${order})`, async () => {
      const c = await payingCustomer(order === 'paying first' ? 'ordem-a' : 'ordem-b')
      const events = [
        event('customer.subscription.updated', { id: c.paying, customer: c.customer }),
        event('customer.subscription.deleted', { id: c.old, customer: c.customer }),
        event('customer.subscription.updated', { id: c.boleto, customer: c.customer }),
      ]
      if (order === 'paying last') events.reverse()
      for (const e of events) expect((await processStripeEvent(payload, e)).outcome).toBe('updated')
      expect(await subscriberOf(c.u)).toMatchObject({
        subscription_active: true,
        subscription_status: 'active',
        subscription_plan: 'elite_nivel_1',
        subscription_interval: 'month',
        stripeSubscriptionId: c.paying,
      })
    })
  }

  it('a second checkout for a customer whose subscription is active is refused, before Stripe is asked', async () => {
    const c = await payingCustomer('ativo')
    await processStripeEvent(
      payload,
      event('checkout.session.completed', {
        id: (
          await payload.find({
            collection: 'checkout-sessions',
            where: { uid: { equals: c.u.uid } },
            overrideAccess: true,
          })
        ).docs[0]!.sessionId,
        customer: c.customer,
      }),
    )
    expect((await subscriberOf(c.u)).subscription_active).toBe(true)
    const before = standIn.requests.filter((r) => r.path === '/v1/checkout/sessions').length
    const res = await checkout(c.u, { planId: 'elite_pro_1', interval: 'month' })
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({
      error: 'Você já tem uma assinatura ativa!',
      code: 'subscription_active',
    })
    expect(standIn.requests.filter((r) => r.path === '/v1/checkout/sessions').length).toBe(before)
  })

  it('one payable checkout per account: a new one expires the earlier open ones, and one paid before its webhook arrived refuses it', async () => {
    const u = await emulatorSignUp(`duas-abas${stamp}@example.com`)
    const first = await session(u, {
      planId: 'top_afiliado',
      interval: 'month',
      attemptId: 'aba-00001',
    })
    const second = await session(u, {
      planId: 'elite_nivel_1',
      interval: 'month',
      attemptId: 'aba-00002',
    })
    expect(standIn.sessions.get(first.id)!.status).toBe('expired')
    expect(standIn.sessions.get(second.id)!.status).toBe('open')
    // The same attempt again (a retried request) is the same session, still payable.
    expect(
      (await session(u, { planId: 'elite_nivel_1', interval: 'month', attemptId: 'aba-00002' })).id,
    ).toBe(second.id)
    expect(standIn.sessions.get(second.id)!.status).toBe('open')

    // Paid in its tab; the webhook has not arrived, so the record still says open.
    standIn.complete(second.id, 'paid')
    const res = await checkout(u, {
      planId: 'top_afiliado',
      interval: 'month',
      attemptId: 'aba-00003',
    })
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ code: 'subscription_active' })
    const open = [...standIn.sessions.values()].filter(
      (s) => s.customer === second.customer && s.status === 'open',
    )
    expect(open).toEqual([])

    // A boleto issued and not yet paid does not block paying by card instead.
    const v = await emulatorSignUp(`boleto-cartao${stamp}@example.com`)
    const boleto = await session(v, {
      planId: 'top_afiliado',
      interval: 'month',
      attemptId: 'boleto-0001',
    })
    standIn.complete(boleto.id, 'unpaid')
    expect(
      (await checkout(v, { planId: 'top_afiliado', interval: 'month', attemptId: 'boleto-0002' }))
        .status,
    ).toBe(200)
  })

  // Review: two tabs of one account opening their checkouts at the same moment each expired the
  // other's session, leaving nothing payable. The newer one (recorded last) must stay payable.
  it('two checkouts of one account opened at the same moment leave exactly one payable', async () => {
    // Both requests reach Stripe before either is answered, so both are recorded together. One
    // left alone is let through after 5 s rather than hang the test, and counted: that round did
    // not overlap, and proves nothing.
    const barrier = () => {
      let waiting: Array<() => void> = []
      const seen = { together: 0, alone: 0 }
      const hook = async (method: string, url: string) => {
        if (method !== 'POST' || new URL(url, 'http://x').pathname !== '/v1/checkout/sessions')
          return
        await new Promise<void>((release) => {
          waiting.push(release)
          if (waiting.length >= 2) {
            for (const go of waiting) go()
            seen.together += waiting.length
            waiting = []
          } else
            setTimeout(() => {
              if (!waiting.includes(release)) return
              waiting = waiting.filter((go) => go !== release)
              seen.alone++
              release()
            }, 5000)
        })
      }
      return { hook, seen }
    }
    let elsewhere = 0
    for (const round of [1, 2, 3, 4, 5]) {
      const u = await emulatorSignUp(`abas-juntas${round}-${stamp}@example.com`)
      // The customer exists first: the two requests race only over their sessions.
      await session(u, {
        planId: 'top_afiliado',
        interval: 'month',
        attemptId: `juntas-${round}-0`,
      })
      const gate = barrier()
      standIn.beforeRequest = gate.hook
      try {
        const answers = await Promise.all(
          [1, 2].map(async (tab) => {
            const res = await checkout(u, {
              planId: 'top_afiliado',
              interval: 'month',
              attemptId: `juntas-${round}-${tab}`,
            })
            return {
              status: res.status,
              body: (await res.json()) as { sessionId?: string; code?: string; error?: string },
            }
          }),
        )
        expect(gate.seen, `round ${round}: both requests held at Stripe together`).toEqual({
          together: 2,
          alone: 0,
        })
        const open = [...standIn.sessions.values()].filter(
          (s) => (s.metadata as { uid?: string }).uid === u.uid && s.status === 'open',
        )
        expect(open, `round ${round}`).toHaveLength(1)
        // The payable session went to a tab; a tab whose request saw the other's recorded after its
        // own is told where its checkout went, rather than handed a session Stripe already expired.
        // (One that finished before the other was recorded got 200, as a tab opened a minute
        // earlier would: its form then shows the session expired.)
        expect(answers.map((a) => a.body.sessionId)).toContain(open[0]!.id)
        for (const a of answers.filter((a) => a.status !== 200)) {
          expect(a.status, `round ${round}`).toBe(409)
          expect(a.body).toMatchObject({
            error: 'O checkout foi aberto em outra aba.',
            code: 'checkout_elsewhere',
          })
        }
        elsewhere += answers.filter((a) => a.status === 409).length
        // The record agrees with Stripe.
        const records = await payload.find({
          collection: 'checkout-sessions',
          where: { uid: { equals: u.uid }, status: { equals: 'open' } },
          overrideAccess: true,
        })
        expect(records.docs.map((d) => d.sessionId)).toEqual([open[0]!.id])
      } finally {
        standIn.beforeRequest = undefined
      }
    }
    // Most rounds overlap that closely (4 of 5 on this machine): the refusal is what a tab sees.
    expect(elsewhere).toBeGreaterThan(0)
  })

  // Review: the paid check after recording looked at open records only, so a session marked paid
  // (by its tab's status check or its webhook) while this request was asking Stripe for another one
  // was missed, and the account was left with a second payable checkout.
  it('a checkout paid while another is being opened refuses the new one and leaves nothing payable', async () => {
    const u = await emulatorSignUp(`pago-durante${stamp}@example.com`)
    const first = await session(u, {
      planId: 'top_afiliado',
      interval: 'month',
      attemptId: 'durante-0001',
    })
    let marked = false
    standIn.beforeRequest = async (method, url) => {
      if (
        marked ||
        method !== 'POST' ||
        new URL(url, 'http://x').pathname !== '/v1/checkout/sessions'
      )
        return
      marked = true
      // Paid in the first tab, and recorded so, after this request checked the account.
      standIn.complete(first.id, 'paid')
      await payload.update({
        collection: 'checkout-sessions',
        where: { sessionId: { equals: first.id } },
        data: { status: 'complete', paymentStatus: 'paid' },
        overrideAccess: true,
      })
    }
    try {
      const res = await checkout(u, {
        planId: 'elite_nivel_1',
        interval: 'month',
        attemptId: 'durante-0002',
      })
      expect(marked).toBe(true)
      expect(res.status).toBe(409)
      expect(await res.json()).toMatchObject({ code: 'subscription_active' })
    } finally {
      standIn.beforeRequest = undefined
    }
    const open = [...standIn.sessions.values()].filter(
      (s) => (s.metadata as { uid?: string }).uid === u.uid && s.status === 'open',
    )
    expect(open).toEqual([])
  })

  // Review: an open record of a session this Stripe account does not know (kept across a change of
  // Stripe keys) failed every later checkout of the account with a 502.
  it('a leftover open record Stripe does not know is closed, not a reason to refuse the checkout', async () => {
    const u = await emulatorSignUp(`sessao-antiga${stamp}@example.com`)
    const leftover = await payload.create({
      collection: 'checkout-sessions',
      overrideAccess: true,
      data: {
        sessionId: `cs_test_outra_conta_${stamp}`,
        uid: u.uid,
        email: u.email,
        planId: 'top_afiliado',
        planName: 'Top Afiliado',
        interval: 'month',
        amountCents: 9790,
        status: 'open',
        paymentStatus: 'unpaid',
      },
    })
    await session(u, { planId: 'top_afiliado', interval: 'month', attemptId: 'antiga-0001' })
    expect(
      (
        await payload.findByID({
          collection: 'checkout-sessions',
          id: leftover.id,
          overrideAccess: true,
        })
      ).status,
    ).toBe('expired')
  })

  // Review: the tab's status check marks the record paid, so the open-session guard above no longer
  // saw it, and until the webhook came the account could open (and pay) a second subscription.
  it('paid in its tab and checked there before the webhook: the account reads as paying at once, and a second checkout is refused', async () => {
    const statusOf = (u: EmulatorUser, id: string) =>
      viaRootPath(
        new Request(`http://localhost:3000/session-status?session_id=${id}`, {
          headers: { authorization: `Bearer ${u.idToken}` },
        }),
      )
    const record = async (u: EmulatorUser) =>
      (await rest('GET', `/users/${u.uid}`, { headers: { authorization: `Bearer ${u.idToken}` } }))
        .body as { subscription_active?: boolean; subscription_plan?: string }

    const u = await emulatorSignUp(`pago-sem-webhook${stamp}@example.com`)
    const paid = await session(u, {
      planId: 'elite_nivel_1',
      interval: 'month',
      attemptId: 'pago-0001',
    })
    standIn.complete(paid.id, 'paid')
    expect(await (await statusOf(u, paid.id)).json()).toMatchObject({ payment_status: 'paid' })
    expect(await record(u)).toMatchObject({
      subscription_active: true,
      subscription_plan: 'elite_nivel_1',
    })
    const again = await checkout(u, {
      planId: 'top_afiliado',
      interval: 'month',
      attemptId: 'pago-0002',
    })
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ code: 'subscription_active' })

    // The same when Stripe could not be read to update the account during that status check.
    const w = await emulatorSignUp(`pago-sem-webhook-2${stamp}@example.com`)
    const paid2 = await session(w, {
      planId: 'top_afiliado',
      interval: 'month',
      attemptId: 'pago-0003',
    })
    standIn.complete(paid2.id, 'paid')
    standIn.beforeRequest = async (_method, url) => {
      if (url.startsWith('/v1/subscriptions')) throw new Error('stand-in: outage')
    }
    try {
      expect(await (await statusOf(w, paid2.id)).json()).toMatchObject({ payment_status: 'paid' })
    } finally {
      standIn.beforeRequest = undefined
    }
    const before = standIn.requests.filter((r) => r.path === '/v1/checkout/sessions').length
    const again2 = await checkout(w, {
      planId: 'top_afiliado',
      interval: 'month',
      attemptId: 'pago-0004',
    })
    expect(again2.status).toBe(409)
    expect(standIn.requests.filter((r) => r.path === '/v1/checkout/sessions').length).toBe(before)
    expect(await record(w)).toMatchObject({ subscription_active: true })
  })

  it('an event counts as processed only once its effects are committed: a failure after the dedupe record leaves it to the retry', async () => {
    const u = await emulatorSignUp(`duravel${stamp}@example.com`)
    const s = await session(u, { planId: 'top_afiliado', interval: 'month' })
    const sub = standIn.complete(s.id, 'paid')
    const e = event('checkout.session.completed', {
      id: s.id,
      customer: sub.customer,
      subscription: sub.id,
    })
    await expect(
      processStripeEvent(payload, e, {
        afterDedupeRecord: () => Promise.reject(new Error('the process died here')),
      }),
    ).rejects.toThrow('the process died here')
    expect(
      (
        await payload.count({
          collection: 'stripe-events',
          where: { eventId: { equals: e.id } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
    expect((await subscriberOf(u)).subscription_active).toBe(false)
    // Stripe's retry of the same event applies it, and a further delivery is a duplicate.
    expect(await processStripeEvent(payload, e)).toEqual({ outcome: 'updated' })
    expect(await subscriberOf(u)).toMatchObject({
      subscription_active: true,
      subscription_plan: 'top_afiliado',
    })
    expect(
      (
        await payload.find({
          collection: 'checkout-sessions',
          where: { sessionId: { equals: s.id } },
          overrideAccess: true,
        })
      ).docs[0],
    ).toMatchObject({ status: 'complete', paymentStatus: 'paid' })
    expect(await processStripeEvent(payload, e)).toEqual({ outcome: 'duplicate' })
  })

  it('two events for one customer at once: the later reading of Stripe is the one that stays', async () => {
    const u = await emulatorSignUp(`corrida${stamp}@example.com`)
    const s = await session(u, { planId: 'top_afiliado', interval: 'month' })
    const sub = standIn.complete(s.id, 'paid')
    const customer = String(sub.customer)
    let reached!: () => void
    let release!: () => void
    const atSnapshot = new Promise<void>((r) => (reached = r))
    const gate = new Promise<void>((r) => (release = r))
    // The first instance has read Stripe (paying) and is slow to write it.
    const first = processStripeEvent(
      payload,
      event('checkout.session.completed', { id: s.id, customer, subscription: sub.id }),
      {
        afterSnapshot: async () => {
          reached()
          await gate
        },
      },
    )
    await atSnapshot
    // Meanwhile the subscription is cancelled, and a second instance gets that event.
    standIn.setSubscriptionStatus(String(sub.id), 'canceled')
    const second = processStripeEvent(
      payload,
      event('customer.subscription.deleted', { id: sub.id, customer }),
    )
    try {
      // The first is released only once the second waits on the customer's lock: without the lock
      // the second would not wait, and this fails instead of passing by luck of timing.
      await expect
        .poll(() => waitingOnCustomerLock(customer), {
          timeout: 10_000,
          interval: 20,
          message: 'the second event never waited on the customer lock',
        })
        .toBe(1)
    } finally {
      release()
    }
    await Promise.all([first, second])
    expect((await subscriberOf(u)).subscription_active).toBe(false)
  })

  it('a boleto stays inactive until it is paid, and the session status says it awaits payment', async () => {
    const u = await emulatorSignUp(`boleto${stamp}@example.com`)
    const s = await session(u, { planId: 'top_afiliado', interval: 'month' })
    const sub = standIn.complete(s.id, 'unpaid')
    await processStripeEvent(
      payload,
      event('checkout.session.completed', {
        id: s.id,
        customer: sub.customer,
        subscription: sub.id,
      }),
    )
    expect(await subscriberOf(u)).toMatchObject({
      subscription_active: false,
      subscription_status: 'incomplete',
    })
    const status = await viaRootPath(
      new Request(`http://localhost:3000/session-status?session_id=${s.id}`, {
        headers: { authorization: `Bearer ${u.idToken}` },
      }),
    )
    expect(await status.json()).toMatchObject({ status: 'complete', payment_status: 'unpaid' })
  })
})
