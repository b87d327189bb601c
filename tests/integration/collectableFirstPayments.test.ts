// A first payment Stripe would not charge (more than nothing, under R$ 0,50: Stripe carries it to the
// next invoice) never goes on sale: the admin refuses the code or the price that would make one, and
// checkout refuses one that got through, before Stripe is asked.
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import type { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Plan } from '@/payload-types.ts'
import { FIRST_PAYMENT_MESSAGES } from '../../hooks/collectableFirstPayments.ts'
import { FIRST_PAYMENT_UNCOLLECTABLE_MESSAGE } from '@/server/checkout.ts'
import { emulatorSignUp } from '../support/emulator.ts'
import { checkoutAs, newStaffToken, rest } from '../support/rest.ts'
import { startStripeStandIn, type StripeStandIn } from '../support/stripeStandIn.ts'

let standIn: StripeStandIn
let payload: Payload
let token: string
let planDoc: number
const stamp = Date.now()
const planName = `Barato ${stamp}`
const planId = `barato_${stamp}`
const codes: string[] = []

beforeAll(async () => {
  standIn = await startStripeStandIn()
  Object.assign(process.env, standIn.env)
  payload = await getPayload({ config })
  token = await newStaffToken(payload, 'first-payment')
  const plan = await payload.create({
    collection: 'plans',
    overrideAccess: true,
    context: { disableRevalidate: true },
    data: {
      name: planName,
      planId,
      displayName: planName,
      group: 'single',
      active: true,
      prices: { mensal: { price: 4000, originalPrice: 5000 } },
      _status: 'published',
    },
  })
  planDoc = plan.id
})
afterAll(async () => {
  for (const code of codes)
    await payload
      .delete({
        collection: 'promo-codes',
        where: { code: { equals: code } },
        overrideAccess: true,
      })
      .catch(() => undefined)
  await payload
    .delete({ collection: 'plans', id: planDoc, overrideAccess: true })
    .catch(() => undefined)
  await standIn?.stop()
})

const newCode = (name: string, discountPercent: number, query = '') => {
  const code = `${name}${stamp}`
  codes.push(code)
  return rest('POST', `/promo-codes${query}`, {
    token,
    body: { code, discountPercent, couponCode: 'X', _status: query ? undefined : 'published' },
  })
}
/** Every text in an error answer (Payload nests field errors under `data`). */
const texts = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(texts) : []

describe('the admin keeps a first payment Stripe would not charge off sale', () => {
  it('refuses publishing a code that leaves a plan on sale a first payment under R$ 0,50; a draft, 100 % and 98 % are saved', async () => {
    // 99 % of R$ 40,00 is R$ 0,40.
    const refused = await newCode('quasetudo', 99)
    expect(refused.status).toBe(400)
    expect(texts(refused.body)).toContain(FIRST_PAYMENT_MESSAGES.promo(99, planName, 'mensal', 40))
    expect(
      (await payload.count({ collection: 'promo-codes', where: { code: { equals: codes[0] } } }))
        .totalDocs,
    ).toBe(0)

    // A draft is not on sale; publishing it is refused the same way.
    const draft = await newCode('rascunho', 99, '?draft=true')
    expect(draft.status).toBe(201)
    const id = (draft.body as { doc: { id: number } }).doc.id
    const publish = await rest('PATCH', `/promo-codes/${id}`, {
      token,
      body: { _status: 'published' },
    })
    expect(publish.status).toBe(400)
    expect(texts(publish.body)).toContain(FIRST_PAYMENT_MESSAGES.promo(99, planName, 'mensal', 40))

    expect((await newCode('gratis', 100)).status).toBe(201) // R$ 0,00: nothing to charge
    expect((await newCode('noventaeoito', 98)).status).toBe(201) // R$ 0,80
  })

  it('refuses a plan price that a live code would take under R$ 0,50; a save that changes no price passes', async () => {
    // Under the live 98 % code, R$ 20,00 would start at R$ 0,40; R$ 25,00 at R$ 0,50.
    const lower = await rest('PATCH', `/plans/${planDoc}`, {
      token,
      body: { prices: { mensal: { price: 2000 } } },
    })
    expect(lower.status).toBe(400)
    expect(texts(lower.body)).toContain(
      FIRST_PAYMENT_MESSAGES.plan(`noventaeoito${stamp}`, 98, 'mensal', 40),
    )
    const ok = await rest('PATCH', `/plans/${planDoc}`, {
      token,
      body: { prices: { mensal: { price: 2500 } } },
    })
    expect(ok.status).toBe(200)

    // A combination saved before this rule does not block other edits. Written past the hooks, in
    // the row and in its versions (an edit starts from the latest version).
    const pool = (payload.db as { pool?: Pool }).pool!
    await pool.query('UPDATE plans SET prices_mensal_price = 2000 WHERE id = $1', [planDoc])
    await pool.query(
      'UPDATE _plans_v SET version_prices_mensal_price = 2000 WHERE parent_id = $1',
      [planDoc],
    )
    const text = await rest('PATCH', `/plans/${planDoc}`, {
      token,
      body: { description: 'Um plano barato.' },
    })
    expect(text.status).toBe(200)
    expect((text.body as { doc: Plan }).doc.prices?.mensal?.price).toBe(2000)
  })

  it('checkout refuses a first payment under R$ 0,50 that got through, before Stripe is asked', async () => {
    // The plan now costs R$ 20,00 (written past the hooks above): 98 % leaves R$ 0,40.
    const buyer = await emulatorSignUp(`centavos${stamp}@example.com`)
    const sessions = () => standIn.requests.filter((r) => r.path === '/v1/checkout/sessions').length
    const before = sessions()
    const res = await checkoutAs(buyer, {
      email: buyer.email,
      planId,
      interval: 'month',
      promoCode: `noventaeoito${stamp}`,
    })
    // 400: the checkout page shows the reason under its error card (a refusal, not a retry).
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: FIRST_PAYMENT_UNCOLLECTABLE_MESSAGE })
    expect(sessions()).toBe(before)

    // Without the code the plan is charged as shown.
    const full = await checkoutAs(buyer, { email: buyer.email, planId, interval: 'month' })
    expect(full.status).toBe(200)
    expect(await full.json()).toMatchObject({ amountCents: 2000 })
  })
})
