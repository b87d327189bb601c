// Checkout, session status and billing portal against the offline Stripe stand-in: prices and
// coupons come from the CMS, and a user reaches only their own customer and sessions.
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST as createCheckout } from '../../src/app/create-embedded-checkout-session/route.ts'
import { GET as sessionStatus } from '../../src/app/session-status/route.ts'
import { emulatorSignUp, type EmulatorUser } from '../support/emulator.ts'
import { rest } from '../support/rest.ts'
import { startStripeStandIn, type StripeStandIn } from '../support/stripeStandIn.ts'

let standIn: StripeStandIn
let payload: Payload
let a: EmulatorUser
let b: EmulatorUser
const stamp = Date.now()

beforeAll(async () => {
  standIn = await startStripeStandIn()
  Object.assign(process.env, standIn.env)
  payload = await getPayload({ config })
  a = await emulatorSignUp(`compra-a${stamp}@example.com`)
  b = await emulatorSignUp(`compra-b${stamp}@example.com`)
  await payload.update({ collection: 'promo-codes', where: { code: { equals: 'novo' } }, data: { stripeCouponId: 'coupon_novo10' }, overrideAccess: true })
})
afterAll(async () => standIn?.stop())

const checkout = (u: EmulatorUser | null, body: unknown, headers: Record<string, string> = {}) =>
  createCheckout(
    new Request('http://localhost:3000/create-embedded-checkout-session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(u ? { authorization: `Bearer ${u.idToken}` } : {}), ...headers },
      body: JSON.stringify(body),
    }),
  )
const status = (u: EmulatorUser | null, id: string) =>
  sessionStatus(new Request(`http://localhost:3000/session-status?session_id=${encodeURIComponent(id)}`, { headers: u ? { authorization: `Bearer ${u.idToken}` } : {} }))

describe('embedded checkout session', () => {
  it('creates a subscription session with the CMS price of the plan and interval', async () => {
    const res = await checkout(a, { email: a.email, planName: 'Top Afiliado', interval: 'quarter' })
    expect(res.status).toBe(200)
    const { clientSecret } = (await res.json()) as { clientSecret: string }
    expect(clientSecret).toMatch(/^cs_test_.+_secret_/)
    const sent = standIn.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!.body as Record<string, any>
    expect(sent.ui_mode).toBe('embedded_page')
    expect(sent.mode).toBe('subscription')
    expect(sent.line_items[0].price_data).toMatchObject({ currency: 'brl', unit_amount: '23496', recurring: { interval: 'month', interval_count: '3' } })
    expect(sent.metadata).toMatchObject({ uid: a.uid, planId: 'top_afiliado', interval: 'quarter' })
    expect(sent.return_url).toBe(`${process.env.NEXT_PUBLIC_SERVER_URL}/checkout-return?session_id={CHECKOUT_SESSION_ID}`)
    const sub = (await payload.find({ collection: 'subscribers', where: { uid: { equals: a.uid } }, overrideAccess: true })).docs[0]!
    expect(sub.stripeCustomerId).toBe(sent.customer)
  })

  it('applies a CMS coupon only to the monthly price, and refuses unknown coupons', async () => {
    expect((await checkout(a, { email: a.email, planName: 'Elite Nível 1', interval: 'month', couponId: 'coupon_novo10' })).status).toBe(200)
    const monthly = standIn.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!.body as Record<string, any>
    expect(monthly.discounts).toEqual([{ coupon: 'coupon_novo10' }])
    expect(monthly.line_items[0].price_data.unit_amount).toBe('19790')
    expect((await checkout(a, { email: a.email, planName: 'Elite Nível 1', interval: 'year', couponId: 'coupon_novo10' })).status).toBe(200)
    const yearly = standIn.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!.body as Record<string, any>
    expect(yearly.discounts).toBeUndefined()
    const forged = await checkout(a, { email: a.email, planName: 'Elite Nível 1', interval: 'month', couponId: 'coupon_100_off' })
    expect(forged.status).toBe(400)
    expect(await forged.json()).toEqual({ error: 'Cupom inválido ou expirado.' })
  })

  it('refuses signed-out callers, tampered plans and another user’s email', async () => {
    const before = standIn.requests.length
    expect((await checkout(null, { email: a.email, planName: 'Top Afiliado', interval: 'month' })).status).toBe(401)
    expect((await checkout(a, { email: a.email, planName: 'Plano Secreto', interval: 'month', price: 1 })).status).toBe(400)
    expect((await checkout(a, { email: a.email, planName: 'Top Afiliado', interval: 'weekly' })).status).toBe(400)
    expect((await checkout(a, { email: a.email, planName: 'Admin', interval: 'month' })).status).toBe(400)
    expect((await checkout(a, { email: b.email, planName: 'Top Afiliado', interval: 'month' })).status).toBe(403)
    expect((await checkout(a, { email: a.email, planName: 'Top Afiliado', interval: 'month' }, { origin: 'https://evil.example', host: 'localhost:3000' })).status).toBe(403)
    expect(standIn.requests.slice(before).filter((r) => r.path === '/v1/checkout/sessions')).toHaveLength(0)
  })
})

describe('session status', () => {
  it('answers the status of the caller’s own session only', async () => {
    const res = await checkout(a, { email: a.email, planName: 'Top Afiliado', interval: 'month' })
    const secret = ((await res.json()) as { clientSecret: string }).clientSecret
    const id = secret.split('_secret_')[0]!
    expect(await (await status(a, id)).json()).toEqual({ status: 'open', customer_email: a.email })
    standIn.complete(id, 'paid')
    expect(await (await status(a, id)).json()).toEqual({ status: 'complete', customer_email: a.email })
    await checkout(b, { email: b.email, planName: 'Top Afiliado', interval: 'month' }) // b gets a customer too
    expect((await status(b, id)).status).toBe(404)
    expect((await status(null, id)).status).toBe(401)
    expect((await status(a, 'not-a-session')).status).toBe(400)
  })
})

describe('billing portal', () => {
  it('opens only the caller’s own customer portal', async () => {
    const own = await rest('POST', '/create-customer-portal-session', { headers: { authorization: `Bearer ${a.idToken}` }, body: { email: a.email } })
    expect(own.status).toBe(200)
    expect((own.body as { url: string }).url).toMatch(/^https:\/\/billing\.stripe\.com\//)
    const sub = (await payload.find({ collection: 'subscribers', where: { uid: { equals: a.uid } }, overrideAccess: true })).docs[0]!
    expect(standIn.requests.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1)!.body.customer).toBe(sub.stripeCustomerId)
    expect((await rest('POST', '/create-customer-portal-session', { headers: { authorization: `Bearer ${a.idToken}` }, body: { email: b.email } })).status).toBe(403)
    expect((await rest('POST', '/create-customer-portal-session', { body: { email: a.email } })).status).toBe(401)
    const noEmail = await rest('POST', '/create-customer-portal-session', { headers: { authorization: `Bearer ${a.idToken}` }, body: {} })
    expect(noEmail.body).toEqual({ error: 'Email não encontrado' })
  })
})

describe('stripe webhook', () => {
  const secret = () => process.env.STRIPE_WEBHOOK_SECRET!
  let eventSeq = 0
  const deliver = async (type: string, object: Record<string, unknown>, opts: { id?: string; sign?: boolean } = {}) => {
    const { POST } = await import('../../src/app/stripe/webhook/route.ts')
    const Stripe = (await import('stripe')).default
    const event = { id: opts.id ?? `evt_test_${stamp}_${eventSeq++}`, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } }
    const body = JSON.stringify(event)
    const signature = opts.sign === false ? 't=1,v1=bad' : Stripe.webhooks.generateTestHeaderString({ payload: body, secret: secret() })
    const res = await POST(new Request('http://localhost:3000/stripe/webhook', { method: 'POST', headers: { 'stripe-signature': signature, 'content-type': 'application/json' }, body }))
    return { status: res.status, body: (await res.json()) as Record<string, unknown>, id: event.id }
  }
  const subscriberOf = async (u: EmulatorUser) => (await payload.find({ collection: 'subscribers', where: { uid: { equals: u.uid } }, overrideAccess: true })).docs[0]!

  it('refuses a bad signature and ignores event types it does not use', async () => {
    expect((await deliver('invoice.paid', {}, { sign: false })).status).toBe(400)
    expect((await deliver('charge.refunded', { id: 'ch_1' })).body).toMatchObject({ received: true, ignored: 'charge.refunded' })
  })

  it('activates a card subscription, converging on duplicate and out-of-order events', async () => {
    const c = await emulatorSignUp(`webhook-c${stamp}@example.com`)
    const res = await checkout(c, { email: c.email, planName: 'Elite Nível 2', interval: 'month' })
    const id = ((await res.json()) as { clientSecret: string }).clientSecret.split('_secret_')[0]!
    const sub = standIn.complete(id, 'paid')
    // The later event arrives first, then the earlier one, then a duplicate.
    const updated = await deliver('customer.subscription.updated', { id: sub.id, object: 'subscription' })
    expect(updated.body).toMatchObject({ outcome: 'updated' })
    await deliver('checkout.session.completed', { id, object: 'checkout.session', subscription: sub.id })
    const dup = await deliver('customer.subscription.updated', { id: sub.id }, { id: updated.id })
    expect(dup.body).toMatchObject({ duplicate: true })
    const record = await subscriberOf(c)
    expect(record).toMatchObject({ subscription_plan: 'elite_nivel_2', subscription_interval: 'month', subscription_active: true, subscription_status: 'active', stripeSubscriptionId: sub.id })
    expect(record.subscription_end! - record.subscription_start!).toBe(30 * 86_400)
  })

  it('does not activate a boleto subscription until the voucher is paid', async () => {
    const d = await emulatorSignUp(`webhook-d${stamp}@example.com`)
    const res = await checkout(d, { email: d.email, planName: 'Top Afiliado', interval: 'year' })
    const id = ((await res.json()) as { clientSecret: string }).clientSecret.split('_secret_')[0]!
    const sub = standIn.complete(id, 'unpaid')
    await deliver('checkout.session.completed', { id, object: 'checkout.session', subscription: sub.id, payment_status: 'unpaid' })
    expect(await subscriberOf(d)).toMatchObject({ subscription_active: false, subscription_status: 'incomplete', subscription_plan: 'top_afiliado' })
    standIn.setSubscriptionStatus(String(sub.id), 'active')
    await deliver('invoice.paid', { id: 'in_1', object: 'invoice', parent: { subscription_details: { subscription: sub.id } } })
    expect(await subscriberOf(d)).toMatchObject({ subscription_active: true, subscription_status: 'active', subscription_interval: 'year' })
  })
})
