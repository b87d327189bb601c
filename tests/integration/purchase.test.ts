// Checkout, session status and billing portal against the offline Stripe stand-in: prices and
// coupons come from the CMS, and a user reaches only their own customer and sessions.
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { stripeProductId } from '@/lib/stripeCatalog.ts'
import { errorBody } from '@/server/apiErrors.ts'
import { emulatorSignUp, type EmulatorUser } from '../support/emulator.ts'
import { checkoutAs, login, rest, viaRootPath } from '../support/rest.ts'
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
  await payload.update({
    collection: 'promo-codes',
    where: { code: { equals: 'novo' } },
    data: { stripeCouponId: 'coupon_novo10' },
    overrideAccess: true,
  })
})
afterAll(async () => standIn?.stop())

const checkout = checkoutAs
/**
 * Checkouts opened at once by one account: at least one opens, and each other one is told another
 * tab holds the account's payable checkout (409 checkout_elsewhere).
 */
async function expectOnePayable(results: Response[]): Promise<void> {
  const answers = await Promise.all(
    results.map(async (x) => ({
      status: x.status,
      code: ((await x.json()) as { code?: string }).code,
    })),
  )
  expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1)
  for (const a of answers.filter((a) => a.status !== 200))
    expect(a).toEqual({ status: 409, code: 'checkout_elsewhere' })
}
// The fields these tests read of the last checkout session sent to Stripe (form-decoded by the stand-in).
type SentSession = {
  ui_mode: string
  mode: string
  customer: string
  return_url: string
  metadata: Record<string, string>
  line_items: Array<{ price_data: { unit_amount: string } }>
  discounts?: Array<{ coupon: string }>
}
const lastSession = () =>
  standIn.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!
    .body as unknown as SentSession
const status = (u: EmulatorUser | null, id: string) =>
  viaRootPath(
    new Request(`http://localhost:3000/session-status?session_id=${encodeURIComponent(id)}`, {
      headers: u ? { authorization: `Bearer ${u.idToken}` } : {},
    }),
  )

describe('embedded checkout session', () => {
  it('creates a subscription session with the CMS price of the plan and interval', async () => {
    const res = await checkout(a, { email: a.email, planName: 'Top Afiliado', interval: 'quarter' })
    expect(res.status).toBe(200)
    const { clientSecret } = (await res.json()) as { clientSecret: string }
    expect(clientSecret).toMatch(/^cs_test_.+_secret_/)
    const sent = lastSession()
    expect(sent.ui_mode).toBe('embedded_page')
    expect(sent.mode).toBe('subscription')
    expect(sent.line_items[0].price_data).toMatchObject({
      currency: 'brl',
      unit_amount: '23496',
      recurring: { interval: 'month', interval_count: '3' },
    })
    expect(sent.metadata).toMatchObject({ uid: a.uid, planId: 'top_afiliado', interval: 'quarter' })
    expect(sent.return_url).toBe(
      `${process.env.NEXT_PUBLIC_SERVER_URL}/checkout-return?session_id={CHECKOUT_SESSION_ID}`,
    )
    const sub = (
      await payload.find({
        collection: 'subscribers',
        where: { uid: { equals: a.uid } },
        overrideAccess: true,
      })
    ).docs[0]!
    expect(sub.stripeCustomerId).toBe(sent.customer)
  })

  it('applies the coupon the CMS gives a code only to the monthly price, and refuses unknown coupons', async () => {
    // The spec's couponId names the code whose coupon it is; the server applies the coupon it owns for that code.
    expect(
      (
        await checkout(a, {
          email: a.email,
          planName: 'Elite Nível 1',
          interval: 'month',
          couponId: 'coupon_novo10',
        })
      ).status,
    ).toBe(200)
    const monthly = lastSession()
    expect(monthly.discounts).toEqual([{ coupon: 'busqy_promo_novo_10pct' }])
    expect(monthly.line_items[0].price_data.unit_amount).toBe('19790')
    expect(
      (
        await checkout(a, {
          email: a.email,
          planName: 'Elite Nível 1',
          interval: 'year',
          couponId: 'coupon_novo10',
        })
      ).status,
    ).toBe(200)
    const yearly = lastSession()
    expect(yearly.discounts).toBeUndefined()
    const forged = await checkout(a, {
      email: a.email,
      planName: 'Elite Nível 1',
      interval: 'month',
      couponId: 'coupon_100_off',
    })
    expect(forged.status).toBe(400)
    expect(await forged.json()).toEqual(errorBody('Cupom inválido ou expirado.'))
  })

  it('refuses signed-out callers, tampered plans and another user’s email', async () => {
    const before = standIn.requests.length
    expect(
      (await checkout(null, { email: a.email, planName: 'Top Afiliado', interval: 'month' }))
        .status,
    ).toBe(401)
    expect(
      (
        await checkout(a, {
          email: a.email,
          planName: 'Plano Secreto',
          interval: 'month',
          price: 1,
        })
      ).status,
    ).toBe(400)
    expect(
      (await checkout(a, { email: a.email, planName: 'Top Afiliado', interval: 'weekly' })).status,
    ).toBe(400)
    expect(
      (await checkout(a, { email: a.email, planName: 'Admin', interval: 'month' })).status,
    ).toBe(400)
    expect(
      (await checkout(a, { email: b.email, planName: 'Top Afiliado', interval: 'month' })).status,
    ).toBe(403)
    expect(
      (
        await checkout(
          a,
          { email: a.email, planName: 'Top Afiliado', interval: 'month' },
          { origin: 'https://evil.example', host: 'localhost:3000' },
        )
      ).status,
    ).toBe(403)
    expect(
      standIn.requests.slice(before).filter((r) => r.path === '/v1/checkout/sessions'),
    ).toHaveLength(0)
  })
})

describe('session status', () => {
  it('answers the status of the caller’s own session only', async () => {
    // Its own account: the paid status below makes the account a paying one, refused new checkouts.
    const s = await emulatorSignUp(`status${stamp}@example.com`)
    const res = await checkout(s, { email: s.email, planName: 'Top Afiliado', interval: 'month' })
    const secret = ((await res.json()) as { clientSecret: string }).clientSecret
    const id = secret.split('_secret_')[0]!
    expect(await (await status(s, id)).json()).toMatchObject({
      status: 'open',
      customer_email: s.email,
      payment_status: 'unpaid',
      plan: 'top_afiliado',
    })
    standIn.complete(id, 'paid')
    expect(await (await status(s, id)).json()).toMatchObject({
      status: 'complete',
      customer_email: s.email,
      payment_status: 'paid',
      amount_total: 9790,
    })
    await checkout(b, { email: b.email, planName: 'Top Afiliado', interval: 'month' }) // b gets a customer too
    expect((await status(b, id)).status).toBe(404)
    expect((await status(null, id)).status).toBe(401)
    expect((await status(a, 'not-a-session')).status).toBe(400)
  })
})

describe('billing portal', () => {
  it('opens only the caller’s own customer portal', async () => {
    const own = await rest('POST', '/create-customer-portal-session', {
      headers: { authorization: `Bearer ${a.idToken}` },
      body: { email: a.email },
    })
    expect(own.status).toBe(200)
    expect((own.body as { url: string }).url).toMatch(/^https:\/\/billing\.stripe\.com\//)
    const sub = (
      await payload.find({
        collection: 'subscribers',
        where: { uid: { equals: a.uid } },
        overrideAccess: true,
      })
    ).docs[0]!
    expect(
      standIn.requests.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1)!.body
        .customer,
    ).toBe(sub.stripeCustomerId)
    expect(
      (
        await rest('POST', '/create-customer-portal-session', {
          headers: { authorization: `Bearer ${a.idToken}` },
          body: { email: b.email },
        })
      ).status,
    ).toBe(403)
    expect(
      (await rest('POST', '/create-customer-portal-session', { body: { email: a.email } })).status,
    ).toBe(401)
    const noEmail = await rest('POST', '/create-customer-portal-session', {
      headers: { authorization: `Bearer ${a.idToken}` },
      body: {},
    })
    expect(noEmail.body).toEqual(errorBody('Email não encontrado'))
  })
})

describe('stripe webhook', () => {
  const secret = () => process.env.STRIPE_WEBHOOK_SECRET!
  let eventSeq = 0
  const deliver = async (
    type: string,
    object: Record<string, unknown>,
    opts: { id?: string; sign?: boolean } = {},
  ) => {
    const { POST } = await import('@/app/stripe/webhook/route.ts')
    const Stripe = (await import('stripe')).default
    const event = {
      id: opts.id ?? `evt_test_${stamp}_${eventSeq++}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object },
    }
    const body = JSON.stringify(event)
    const signature =
      opts.sign === false
        ? 't=1,v1=bad'
        : Stripe.webhooks.generateTestHeaderString({ payload: body, secret: secret() })
    const res = await POST(
      new Request('http://localhost:3000/stripe/webhook', {
        method: 'POST',
        headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
        body,
      }),
    )
    return { status: res.status, body: (await res.json()) as Record<string, unknown>, id: event.id }
  }
  const subscriberOf = async (u: EmulatorUser) =>
    (
      await payload.find({
        collection: 'subscribers',
        where: { uid: { equals: u.uid } },
        overrideAccess: true,
      })
    ).docs[0]!

  it('refuses a bad signature and ignores event types it does not use', async () => {
    expect((await deliver('invoice.paid', {}, { sign: false })).status).toBe(400)
    expect((await deliver('charge.refunded', { id: 'ch_1' })).body).toMatchObject({
      received: true,
      ignored: 'charge.refunded',
    })
  })

  it('activates a card subscription, converging on duplicate and out-of-order events', async () => {
    const c = await emulatorSignUp(`webhook-c${stamp}@example.com`)
    const res = await checkout(c, { email: c.email, planName: 'Elite Nível 2', interval: 'month' })
    const id = ((await res.json()) as { clientSecret: string }).clientSecret.split('_secret_')[0]!
    const sub = standIn.complete(id, 'paid')
    // The later event arrives first, then the earlier one, then a duplicate.
    const updated = await deliver('customer.subscription.updated', {
      id: sub.id,
      object: 'subscription',
    })
    expect(updated.body).toMatchObject({ outcome: 'updated' })
    await deliver('checkout.session.completed', {
      id,
      object: 'checkout.session',
      subscription: sub.id,
    })
    const dup = await deliver('customer.subscription.updated', { id: sub.id }, { id: updated.id })
    expect(dup.body).toMatchObject({ duplicate: true })
    const record = await subscriberOf(c)
    expect(record).toMatchObject({
      subscription_plan: 'elite_nivel_2',
      subscription_interval: 'month',
      subscription_active: true,
      subscription_status: 'active',
      stripeSubscriptionId: sub.id,
    })
    expect(record.subscription_end! - record.subscription_start!).toBe(30 * 86_400)
  })

  it('answers 503 when an event cannot be applied, so Stripe retries it, and applies the retry', async () => {
    const f = await emulatorSignUp(`webhook-f${stamp}@example.com`)
    const res = await checkout(f, { email: f.email, planName: 'Elite Nível 1', interval: 'month' })
    const id = ((await res.json()) as { clientSecret: string }).clientSecret.split('_secret_')[0]!
    const sub = standIn.complete(id, 'paid')
    const object = { id: sub.id, object: 'subscription' }
    // Stripe cannot be reached while the event is applied (it re-reads the subscription).
    await fetch(`${standIn.url}/__control/outage/start`, { method: 'POST' })
    let failed: Awaited<ReturnType<typeof deliver>>
    try {
      failed = await deliver('customer.subscription.updated', object)
    } finally {
      await fetch(`${standIn.url}/__control/outage/end`, { method: 'POST' })
    }
    expect(failed.status).toBe(503)
    expect(failed.body).toEqual(errorBody('Falha temporária ao processar o evento.'))
    expect((await subscriberOf(f)).subscription_active).toBe(false)
    // Stripe's retry of the same event is applied, not taken for a duplicate.
    const retried = await deliver('customer.subscription.updated', object, { id: failed.id })
    expect(retried).toMatchObject({ status: 200, body: { outcome: 'updated' } })
    expect(await subscriberOf(f)).toMatchObject({
      subscription_active: true,
      subscription_plan: 'elite_nivel_1',
    })
  })

  // Review: the webhook left paid access on once Stripe said it had ended.
  for (const how of ['the customer is deleted', 'Stripe lists no subscription'] as const) {
    it(`ends access when ${how}, keeping the plan as history`, async () => {
      const u = await emulatorSignUp(`webhook-fim-${how.split(' ')[1]}${stamp}@example.com`)
      const res = await checkout(u, {
        email: u.email,
        planName: 'Elite Nível 1',
        interval: 'month',
      })
      const id = ((await res.json()) as { clientSecret: string }).clientSecret.split('_secret_')[0]!
      const sub = standIn.complete(id, 'paid')
      const customer = String(sub.customer)
      await deliver('customer.subscription.updated', {
        id: sub.id,
        object: 'subscription',
        customer,
      })
      const record = () =>
        rest('GET', `/users/${u.uid}`, { headers: { authorization: `Bearer ${u.idToken}` } })
      expect((await record()).body).toMatchObject({ subscription_active: true })

      if (how === 'the customer is deleted') standIn.deleteCustomer(customer)
      else standIn.subscriptions.delete(String(sub.id))
      const deleted = await deliver('customer.subscription.deleted', {
        id: sub.id,
        object: 'subscription',
        customer,
      })
      expect(deleted).toMatchObject({ status: 200, body: { outcome: 'updated' } })
      expect((await record()).body).toMatchObject({
        subscription_active: false,
        subscription_status: 'canceled',
        subscription_plan: 'elite_nivel_1',
      })
      // Recorded with its effects: a redelivery is a duplicate.
      const again = await deliver(
        'customer.subscription.deleted',
        { id: sub.id, customer },
        { id: deleted.id },
      )
      expect(again.body).toMatchObject({ duplicate: true })
    })
  }

  // Review: after a plan switch in the billing portal the record kept the checkout's plan.
  it('follows a plan switched in the billing portal: the plan and interval Stripe charges', async () => {
    const u = await emulatorSignUp(`webhook-troca${stamp}@example.com`)
    const res = await checkout(u, { email: u.email, planName: 'Elite Nível 1', interval: 'month' })
    const id = ((await res.json()) as { clientSecret: string }).clientSecret.split('_secret_')[0]!
    const sub = standIn.complete(id, 'paid')
    const subId = String(sub.id)
    await deliver('checkout.session.completed', {
      id,
      object: 'checkout.session',
      subscription: subId,
    })
    expect(await subscriberOf(u)).toMatchObject({
      subscription_plan: 'elite_nivel_1',
      subscription_interval: 'month',
      subscription_active: true,
    })

    // Another plan's semiannual price, its product naming the plan as the price sync's do.
    const { stripe } = await import('@/server/stripe.ts')
    const pro = await stripe().products.create({
      name: 'Elite PRO 1',
      metadata: { planId: 'elite_pro_1' },
    })
    const semiannual = await stripe().prices.create({
      product: pro.id,
      currency: 'brl',
      unit_amount: 99_700,
      recurring: { interval: 'month', interval_count: 6 },
    })
    standIn.switchSubscriptionPrice(subId, semiannual.id)
    const productReads = () =>
      standIn.requests.filter((r) => r.path.startsWith('/v1/products/')).length
    const readsBefore = productReads()
    const switched = await deliver('customer.subscription.updated', {
      id: subId,
      object: 'subscription',
      customer: sub.customer,
    })
    expect(switched.body).toMatchObject({ outcome: 'updated' })
    const record = await subscriberOf(u)
    expect(record).toMatchObject({
      subscription_plan: 'elite_pro_1',
      subscription_interval: 'semester',
      subscription_active: true,
      stripeSubscriptionId: subId,
    })
    expect(record.subscription_end! - record.subscription_start!).toBe(6 * 30 * 86_400)
    expect(productReads() - readsBefore).toBe(1)
    // The portal left the checkout's metadata as it was.
    expect(standIn.subscriptions.get(subId)!.metadata).toMatchObject({
      planId: 'elite_nivel_1',
      interval: 'month',
    })

    // A yearly price on a product made in the Dashboard (no planId): the plan falls back to the
    // checkout's, the interval is still the price's.
    const bare = await stripe().products.create({ name: 'Plano do Dashboard' })
    const yearly = await stripe().prices.create({
      product: bare.id,
      currency: 'brl',
      unit_amount: 199_700,
      recurring: { interval: 'year' },
    })
    standIn.switchSubscriptionPrice(subId, yearly.id)
    await deliver('customer.subscription.updated', {
      id: subId,
      object: 'subscription',
      customer: sub.customer,
    })
    expect(await subscriberOf(u)).toMatchObject({
      subscription_plan: 'elite_nivel_1',
      subscription_interval: 'year',
      subscription_active: true,
    })
  })

  it('does not activate a boleto subscription until the voucher is paid', async () => {
    const d = await emulatorSignUp(`webhook-d${stamp}@example.com`)
    const res = await checkout(d, { email: d.email, planName: 'Top Afiliado', interval: 'year' })
    const id = ((await res.json()) as { clientSecret: string }).clientSecret.split('_secret_')[0]!
    const sub = standIn.complete(id, 'unpaid')
    await deliver('checkout.session.completed', {
      id,
      object: 'checkout.session',
      subscription: sub.id,
      payment_status: 'unpaid',
    })
    expect(await subscriberOf(d)).toMatchObject({
      subscription_active: false,
      subscription_status: 'incomplete',
      subscription_plan: 'top_afiliado',
    })
    // The account API answers access as unknown while the voucher is unpaid: the user area shows
    // 'Aguardando pagamento', not a red 'Inativa' (spec §4's third status case).
    const record = () =>
      rest('GET', `/users/${d.uid}`, { headers: { authorization: `Bearer ${d.idToken}` } })
    expect((await record()).body).toMatchObject({
      subscription_active: null,
      subscription_status: 'incomplete',
    })
    standIn.setSubscriptionStatus(String(sub.id), 'active')
    await deliver('invoice.paid', {
      id: 'in_1',
      object: 'invoice',
      parent: { subscription_details: { subscription: sub.id } },
    })
    expect(await subscriberOf(d)).toMatchObject({
      subscription_active: true,
      subscription_status: 'active',
      subscription_interval: 'year',
    })
    expect((await record()).body).toMatchObject({ subscription_active: true })
  })

  // Review: a customer could be billed twice. A boleto left unpaid (or a renewal Stripe retries)
  // stayed chargeable after the customer paid a new checkout by card; once paid, both billed every period.
  describe('superseded subscriptions', () => {
    const sessionOf = async (u: EmulatorUser, body: Record<string, unknown>) => {
      const res = await checkout(u, { email: u.email, ...body })
      expect(res.status).toBe(200)
      return ((await res.json()) as { clientSecret: string }).clientSecret.split('_secret_')[0]!
    }
    const completed = (id: string, sub: Record<string, unknown>) =>
      deliver('checkout.session.completed', {
        id,
        object: 'checkout.session',
        customer: sub.customer,
        subscription: sub.id,
      })
    const openInvoicesOf = (subId: string) =>
      [...standIn.invoices.values()].filter(
        (x) =>
          (x.parent as { subscription_details: { subscription: string } }).subscription_details
            .subscription === subId && x.status === 'open',
      )
    const cancelsOf = (subId: string) =>
      standIn.requests.filter(
        (r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subId}`,
      )

    /** A boleto checkout left unpaid: an 'incomplete' subscription with an open invoice (the voucher). */
    async function unpaidBoleto(label: string) {
      const u = await emulatorSignUp(`${label}${stamp}@example.com`)
      const id = await sessionOf(u, { planName: 'Top Afiliado', interval: 'year' })
      const boleto = standIn.complete(id, 'unpaid')
      const voucher = String(boleto.latest_invoice)
      expect((await completed(id, boleto)).body).toMatchObject({ outcome: 'updated' })
      return { u, boleto: String(boleto.id), voucher }
    }

    it('a boleto left unpaid is cancelled, its voucher voided, once a card checkout pays', async () => {
      const { u, boleto, voucher } = await unpaidBoleto('supera-boleto')
      // Alone, the pending boleto is the customer's way in: nothing is cancelled.
      expect(await subscriberOf(u)).toMatchObject({
        subscription_active: false,
        subscription_status: 'incomplete',
        stripeSubscriptionId: boleto,
      })
      expect(standIn.subscriptions.get(boleto)!.status).toBe('incomplete')
      expect(standIn.invoices.get(voucher)!.status).toBe('open')
      expect(cancelsOf(boleto)).toHaveLength(0)

      // The visitor goes back and pays a new checkout by card.
      const id = await sessionOf(u, { planName: 'Elite Nível 1', interval: 'month' })
      const card = standIn.complete(id, 'paid')
      const logged = vi.spyOn(payload.logger, 'info')
      try {
        expect((await completed(id, card)).body).toMatchObject({ outcome: 'updated' })
        // The business sees each cancellation.
        expect(logged).toHaveBeenCalledWith(
          expect.objectContaining({
            msg: 'superseded subscription cancelled',
            customer: card.customer,
            subscription: boleto,
            status: 'incomplete',
            supersededBy: card.id,
            voidedInvoices: [voucher],
          }),
        )
      } finally {
        logged.mockRestore()
      }
      expect(await subscriberOf(u)).toMatchObject({
        subscription_active: true,
        subscription_status: 'active',
        subscription_plan: 'elite_nivel_1',
        stripeSubscriptionId: card.id,
      })
      expect(standIn.subscriptions.get(boleto)!.status).toBe('canceled')
      expect(standIn.invoices.get(voucher)!.status).toBe('void')
      // Cancelled outright: no proration credit, no final invoice.
      expect(cancelsOf(boleto)).toHaveLength(1)
      expect(cancelsOf(boleto)[0]!.body).toMatchObject({ prorate: 'false', invoice_now: 'false' })
      // The voucher paid late cannot charge: Stripe takes no payment on a void invoice.
      expect(() => standIn.payInvoice(voucher)).toThrow(/void/)
      // The card subscription is untouched, and its cancellation's own event changes nothing.
      expect(standIn.subscriptions.get(String(card.id))!.status).toBe('active')
      const after = await deliver('customer.subscription.deleted', {
        id: boleto,
        object: 'subscription',
        customer: card.customer,
      })
      expect(after.body).toMatchObject({ outcome: 'updated' })
      expect(cancelsOf(boleto)).toHaveLength(1)
      expect(await subscriberOf(u)).toMatchObject({
        subscription_active: true,
        stripeSubscriptionId: card.id,
      })
    })

    it('a renewal Stripe retries is cancelled, its invoice voided, once the customer buys again', async () => {
      const u = await emulatorSignUp(`supera-renovacao${stamp}@example.com`)
      const first = await sessionOf(u, { planName: 'Elite Nível 1', interval: 'month' })
      const old = standIn.complete(first, 'paid')
      const oldId = String(old.id)
      const firstInvoice = String(old.latest_invoice)
      await completed(first, old)
      expect((await subscriberOf(u)).subscription_active).toBe(true)

      // The renewal fails: past due, its invoice open while Stripe retries it.
      const renewal = String(standIn.failRenewal(oldId).id)
      const failed = await deliver('invoice.payment_failed', {
        id: renewal,
        object: 'invoice',
        customer: old.customer,
        parent: { subscription_details: { subscription: oldId } },
      })
      expect(failed.body).toMatchObject({ outcome: 'updated' })
      expect(await subscriberOf(u)).toMatchObject({
        subscription_active: false,
        subscription_status: 'past_due',
      })
      // Without access nothing is cancelled: the retry is the customer's way back.
      expect(standIn.subscriptions.get(oldId)!.status).toBe('past_due')
      expect(openInvoicesOf(oldId).map((x) => x.id)).toEqual([renewal])
      expect(cancelsOf(oldId)).toHaveLength(0)

      // The user area says 'Inativa'; the user buys a plan again.
      const second = await sessionOf(u, { planName: 'Elite Nível 2', interval: 'month' })
      const now = standIn.complete(second, 'paid')
      expect((await completed(second, now)).body).toMatchObject({ outcome: 'updated' })
      expect(await subscriberOf(u)).toMatchObject({
        subscription_active: true,
        subscription_plan: 'elite_nivel_2',
        stripeSubscriptionId: now.id,
      })
      expect(standIn.subscriptions.get(oldId)!.status).toBe('canceled')
      expect(standIn.invoices.get(renewal)!.status).toBe('void')
      expect(standIn.invoices.get(firstInvoice)!.status).toBe('paid')
      // Stripe's retry of the old renewal finds nothing to charge.
      expect(() => standIn.payInvoice(renewal)).toThrow(/void/)
      expect(standIn.subscriptions.get(String(now.id))!.status).toBe('active')
    })

    it('a voucher paid before the card checkout’s webhook: two paying subscriptions, neither cancelled, a warning logged', async () => {
      const { u, boleto, voucher } = await unpaidBoleto('supera-duas')
      const id = await sessionOf(u, { planName: 'Elite Nível 1', interval: 'month' })
      const card = standIn.complete(id, 'paid')
      standIn.payInvoice(voucher)
      const warned = vi.spyOn(payload.logger, 'warn')
      try {
        expect((await completed(id, card)).body).toMatchObject({ outcome: 'updated' })
        expect(warned).toHaveBeenCalledWith(
          expect.objectContaining({
            msg: 'customer has more than one paying subscription (refund?)',
            customer: card.customer,
          }),
        )
      } finally {
        warned.mockRestore()
      }
      // A refund is a person's decision: both stay as Stripe has them.
      expect(standIn.subscriptions.get(boleto)!.status).toBe('active')
      expect(standIn.subscriptions.get(String(card.id))!.status).toBe('active')
      expect(cancelsOf(boleto)).toHaveLength(0)
      expect((await subscriberOf(u)).subscription_active).toBe(true)
    })

    it('a voucher paid while the webhook voids it: left paying, not cancelled, a warning logged', async () => {
      const { u, boleto, voucher } = await unpaidBoleto('supera-corrida')
      const id = await sessionOf(u, { planName: 'Elite Nível 1', interval: 'month' })
      const card = standIn.complete(id, 'paid')
      // Stripe was read with the boleto incomplete; the voucher is paid before the void arrives.
      standIn.beforeRequest = (method, url) => {
        if (method === 'POST' && url === `/v1/invoices/${voucher}/void`) standIn.payInvoice(voucher)
        return undefined
      }
      const warned = vi.spyOn(payload.logger, 'warn')
      try {
        expect((await completed(id, card)).body).toMatchObject({ outcome: 'updated' })
        expect(warned).toHaveBeenCalledWith(
          expect.objectContaining({
            msg: 'superseded subscription paid before it could be cancelled; left as is (refund?)',
            subscription: boleto,
            invoice: voucher,
          }),
        )
      } finally {
        standIn.beforeRequest = undefined
        warned.mockRestore()
      }
      expect(standIn.subscriptions.get(boleto)!.status).toBe('active')
      expect(cancelsOf(boleto)).toHaveLength(0)
      expect((await subscriberOf(u)).subscription_active).toBe(true)
    })

    it('a Stripe failure while cancelling leaves the event to the retry; one cancelled meanwhile counts as done', async () => {
      const { u, boleto, voucher } = await unpaidBoleto('supera-falha')
      const id = await sessionOf(u, { planName: 'Elite Nível 1', interval: 'month' })
      const card = standIn.complete(id, 'paid')
      standIn.beforeRequest = (method, url) =>
        method === 'DELETE' && url.startsWith(`/v1/subscriptions/${boleto}`)
          ? Promise.reject(new Error('Stripe failed to cancel'))
          : undefined
      let failed: Awaited<ReturnType<typeof deliver>>
      try {
        failed = await completed(id, card)
      } finally {
        standIn.beforeRequest = undefined
      }
      expect(failed.status).toBe(503)
      // Nothing committed: the subscriber is not yet active, and the event is not recorded.
      expect((await subscriberOf(u)).subscription_active).toBe(false)
      expect(
        (
          await payload.count({
            collection: 'stripe-events',
            where: { eventId: { equals: failed.id } },
            overrideAccess: true,
          })
        ).totalDocs,
      ).toBe(0)
      expect(standIn.subscriptions.get(boleto)!.status).toBe('incomplete')

      // Before the retry reaches Stripe, the boleto is cancelled elsewhere (the Dashboard, another
      // delivery): Stripe answers the cancel "No such subscription", which is done, not a failure.
      standIn.beforeRequest = (method, url) => {
        if (method === 'DELETE' && url.startsWith(`/v1/subscriptions/${boleto}`))
          standIn.setSubscriptionStatus(boleto, 'canceled')
        return undefined
      }
      let retried: Awaited<ReturnType<typeof deliver>>
      try {
        retried = await deliver(
          'checkout.session.completed',
          { id, object: 'checkout.session', customer: card.customer, subscription: card.id },
          { id: failed.id },
        )
      } finally {
        standIn.beforeRequest = undefined
      }
      expect(retried).toMatchObject({ status: 200, body: { outcome: 'updated' } })
      expect(await subscriberOf(u)).toMatchObject({
        subscription_active: true,
        stripeSubscriptionId: card.id,
      })
      expect(standIn.subscriptions.get(boleto)!.status).toBe('canceled')
      expect(standIn.invoices.get(voucher)!.status).toBe('void')
    })

    it('an invoice voided meanwhile counts as done', async () => {
      const { u, boleto, voucher } = await unpaidBoleto('supera-anulada')
      const id = await sessionOf(u, { planName: 'Elite Nível 1', interval: 'month' })
      const card = standIn.complete(id, 'paid')
      // Listed open, voided by someone else before the webhook's own void reaches Stripe.
      standIn.beforeRequest = (method, url) => {
        if (method === 'POST' && url === `/v1/invoices/${voucher}/void`)
          standIn.invoices.get(voucher)!.status = 'void'
        return undefined
      }
      let delivered: Awaited<ReturnType<typeof deliver>>
      try {
        delivered = await completed(id, card)
      } finally {
        standIn.beforeRequest = undefined
      }
      expect(delivered).toMatchObject({ status: 200, body: { outcome: 'updated' } })
      expect((await subscriberOf(u)).subscription_active).toBe(true)
      expect(standIn.subscriptions.get(boleto)!.status).toBe('canceled')
      expect(standIn.invoices.get(voucher)!.status).toBe('void')
    })
  })
})

describe('idempotent checkout attempts', () => {
  const sessionsMade = () =>
    standIn.requests.filter((r) => r.path === '/v1/checkout/sessions').length

  it('one attempt id makes one Stripe session, however often it is sent', async () => {
    const body = {
      email: a.email,
      planName: 'Top Afiliado',
      interval: 'month',
      attemptId: `attempt-${stamp}`,
    }
    const first = (await (await checkout(a, body)).json()) as { clientSecret: string }
    const count = sessionsMade()
    const again = (await (await checkout(a, body)).json()) as { clientSecret: string }
    expect(again.clientSecret).toBe(first.clientSecret)
    expect(sessionsMade()).toBe(count + 1)
    expect(standIn.requests.at(-1)!.idempotencyKey).toMatch(
      new RegExp(`^checkout:${a.uid}:attempt-${stamp}:`),
    )
    const other = (await (
      await checkout(a, { ...body, attemptId: `attempt-${stamp}-2` })
    ).json()) as { clientSecret: string }
    expect(other.clientSecret).not.toBe(first.clientSecret)
    // Without an attempt id every call is its own attempt.
    const { attemptId: _, ...plain } = body
    const p1 = (await (await checkout(a, plain)).json()) as { clientSecret: string }
    const p2 = (await (await checkout(a, plain)).json()) as { clientSecret: string }
    expect(p1.clientSecret).not.toBe(p2.clientSecret)
  })

  it('a new subscriber gets one Stripe customer even when checkouts race', async () => {
    const r = await emulatorSignUp(`race${stamp}@example.com`)
    const results = await Promise.all(
      [1, 2, 3].map((i) =>
        checkout(r, {
          email: r.email,
          planName: 'Top Afiliado',
          interval: 'month',
          attemptId: `race-${stamp}-${i}`,
        }),
      ),
    )
    // Three tabs at once: whichever way the race for the account's one payable checkout goes, one
    // customer is made.
    await expectOnePayable(results)
    const customers = [...standIn.customers.values()].filter((c) => c.email === r.email)
    expect(customers).toHaveLength(1)
  })

  // Review: a customer deleted in the Stripe Dashboard stayed on the subscriber, so every later
  // checkout failed ("No such customer") and the portal answered a 502.
  it('a subscriber whose Stripe customer was deleted gets a new one, in checkout and not before', async () => {
    const u = await emulatorSignUp(`cliente-apagado${stamp}@example.com`)
    const body = { email: u.email, planName: 'Top Afiliado', interval: 'month' }
    expect((await checkout(u, body)).status).toBe(200)
    const subscriber = async () =>
      (
        await payload.find({
          collection: 'subscribers',
          where: { uid: { equals: u.uid } },
          overrideAccess: true,
        })
      ).docs[0]!
    const old = (await subscriber()).stripeCustomerId!
    standIn.deleteCustomer(old)

    const portal = await rest('POST', '/create-customer-portal-session', {
      headers: { authorization: `Bearer ${u.idToken}` },
      body: { email: u.email },
    })
    expect(portal.status).toBe(404)
    expect(portal.body).toEqual(errorBody('Nenhuma assinatura encontrada para esta conta.'))

    // Two tabs at once still make one new customer.
    const again = await Promise.all(
      [1, 2].map((i) => checkout(u, { ...body, attemptId: `apagado-${stamp}-${i}` })),
    )
    await expectOnePayable(again)
    const fresh = (await subscriber()).stripeCustomerId!
    expect(fresh).not.toBe(old)
    expect(standIn.customers.has(fresh)).toBe(true)
    expect([...standIn.customers.values()].filter((c) => c.email === u.email)).toHaveLength(1)
    expect(lastSession().customer).toBe(fresh)
    const reopened = await rest('POST', '/create-customer-portal-session', {
      headers: { authorization: `Bearer ${u.idToken}` },
      body: { email: u.email },
    })
    expect(reopened.status).toBe(200)
  })
})

describe('price sync (CMS → Stripe)', () => {
  type Prices = Record<
    'mensal' | 'trimestral' | 'semestral' | 'anual',
    { price?: number | null; stripePriceId?: string | null } | null
  >
  let adminToken: string
  let editorToken: string
  let originalTopMensal: number

  beforeAll(async () => {
    await payload.create({
      collection: 'admins',
      overrideAccess: true,
      data: { email: `sync-admin${stamp}@example.com`, password: 'admin-pass-1', role: 'admin' },
    })
    await payload.create({
      collection: 'admins',
      overrideAccess: true,
      data: { email: `sync-editor${stamp}@example.com`, password: 'editor-pass-1', role: 'editor' },
    })
    adminToken = await login(`sync-admin${stamp}@example.com`, 'admin-pass-1')
    editorToken = await login(`sync-editor${stamp}@example.com`, 'editor-pass-1')
    originalTopMensal = (await topPlan()).prices!.mensal!.price!
  })
  afterAll(async () => {
    // Back to the catalogue the migrations made: the original price and no Stripe ids (they name
    // prices in this file's stand-in, which other test files do not share).
    const plans = await payload.find({ collection: 'plans', limit: 100, overrideAccess: true })
    for (const p of plans.docs) {
      const prices = Object.fromEntries(
        Object.entries(p.prices ?? {}).map(([k, o]) => [k, o ? { ...o, stripePriceId: null } : o]),
      )
      if (p.planId === 'top_afiliado')
        prices.mensal = { ...prices.mensal, price: originalTopMensal }
      await payload.update({
        collection: 'plans',
        id: p.id,
        data: { prices },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    }
  })
  const topPlan = async () =>
    (
      await payload.find({
        collection: 'plans',
        where: { planId: { equals: 'top_afiliado' } },
        overrideAccess: true,
      })
    ).docs[0]!
  const sync = (token?: string, headers?: Record<string, string>) =>
    rest('POST', '/plans/sync-stripe', { token, headers })

  it('is refused to anonymous callers and subscribers', async () => {
    const before = standIn.requests.length
    expect((await sync()).status).toBe(403)
    expect((await sync(undefined, { authorization: `Bearer ${a.idToken}` })).status).toBe(403)
    expect(standIn.requests.slice(before).some((r) => r.path === '/v1/prices')).toBe(false)
  })

  it('creates one product per plan and one price per option, stores the ids, and finds them again on a re-run', async () => {
    const first = await sync(adminToken)
    expect(first.status).toBe(200)
    const rows = (
      first.body as {
        rows: Array<{
          plan: string
          option: string
          amount: number
          priceId: string
          action: string
        }>
      }
    ).rows
    const active = await payload.find({
      collection: 'plans',
      where: { active: { equals: true } },
      limit: 100,
      overrideAccess: true,
    })
    const options = active.docs.flatMap((p) =>
      Object.entries(p.prices ?? {})
        .filter(([, o]) => typeof o?.price === 'number')
        .map(([k, o]) => ({ plan: p.name, k, o: o! })),
    )
    expect(rows).toHaveLength(options.length)
    expect(rows.every((r) => r.action === 'created')).toBe(true)
    for (const { plan, k, o } of options) {
      const row = rows.find((r) => r.plan === plan && r.option === k)!
      expect(o.stripePriceId).toBe(row.priceId)
      const price = standIn.prices.get(row.priceId)!
      expect(price).toMatchObject({ unit_amount: o.price, currency: 'brl' })
    }
    const top = await topPlan()
    expect(standIn.prices.get(top.prices!.semestral!.stripePriceId!)).toMatchObject({
      unit_amount: top.prices!.semestral!.price,
      recurring: { interval: 'month', interval_count: 6 },
      product: 'busqy_plan_top_afiliado',
    })
    expect(standIn.prices.get(top.prices!.anual!.stripePriceId!)).toMatchObject({
      recurring: { interval: 'year', interval_count: 1 },
    })

    const pricesBefore = standIn.prices.size
    const again = await sync(editorToken)
    expect(again.status).toBe(200)
    // Every option again, none created: an empty list is not "all unchanged".
    const againRows = (again.body as { rows: Array<{ action: string }> }).rows
    expect(againRows).toHaveLength(options.length)
    expect(againRows.every((r) => r.action === 'unchanged')).toBe(true)
    expect(standIn.prices.size).toBe(pricesBefore)
  })

  it('checkout uses the synced Stripe price; a price edit clears it until the next sync', async () => {
    const top = await topPlan()
    await checkout(a, { email: a.email, planName: 'Top Afiliado', interval: 'month' })
    const sent = standIn.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!
      .body as { line_items: Array<{ price?: string; price_data?: unknown }> }
    expect(sent.line_items[0]).toEqual({ price: top.prices!.mensal!.stripePriceId, quantity: '1' })

    const edited = await rest('PATCH', `/plans/${top.id}`, {
      token: editorToken,
      body: {
        prices: {
          ...(top.prices as Prices),
          mensal: { ...top.prices!.mensal, price: originalTopMensal - 100 },
        },
      },
    })
    expect(edited.status).toBe(200)
    const after = await topPlan()
    expect(after.prices!.mensal!.stripePriceId ?? null).toBeNull()
    expect(after.prices!.anual!.stripePriceId).toBe(top.prices!.anual!.stripePriceId)
    await checkout(a, { email: a.email, planName: 'Top Afiliado', interval: 'month' })
    const fallback = standIn.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!
      .body as { line_items: Array<{ price_data?: { unit_amount: string } }> }
    expect(fallback.line_items[0]!.price_data!.unit_amount).toBe(String(originalTopMensal - 100))

    const resync = (await sync(adminToken)).body as {
      rows: Array<{ plan: string; option: string; action: string }>
    }
    expect(resync.rows.filter((r) => r.action === 'created')).toEqual([
      expect.objectContaining({ plan: 'Top Afiliado', option: 'mensal' }),
    ])
    const synced = await topPlan()
    expect(standIn.prices.get(synced.prices!.mensal!.stripePriceId!)).toMatchObject({
      unit_amount: originalTopMensal - 100,
    })
  })

  it('a Stripe price id typed by hand that does not match the CMS price is not charged', async () => {
    const top = await topPlan()
    const mensal = top.prices!.mensal!
    // An admin pastes the annual price's id into the monthly option (another amount and period).
    const typed = await rest('PATCH', `/plans/${top.id}`, {
      token: adminToken,
      body: {
        prices: {
          ...(top.prices as Prices),
          mensal: { ...mensal, stripePriceId: top.prices!.anual!.stripePriceId },
        },
      },
    })
    expect(typed.status).toBe(200)
    expect((await topPlan()).prices!.mensal!.stripePriceId).toBe(top.prices!.anual!.stripePriceId)
    await checkout(a, { email: a.email, planName: 'Top Afiliado', interval: 'month' })
    const sent = standIn.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!
      .body as {
      line_items: Array<{
        price?: string
        price_data?: { unit_amount: string; recurring: unknown }
      }>
    }
    expect(sent.line_items[0]!.price).toBeUndefined()
    expect(sent.line_items[0]!.price_data).toMatchObject({
      unit_amount: String(mensal.price),
      recurring: { interval: 'month', interval_count: '1' },
    })

    // An id Stripe does not know is not charged either; the synced id is used again once restored.
    await payload.update({
      collection: 'plans',
      id: top.id,
      data: { prices: { ...top.prices, mensal: { ...mensal, stripePriceId: 'price_gone' } } },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    await checkout(a, { email: a.email, planName: 'Top Afiliado', interval: 'month' })
    const missing = standIn.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!
      .body as { line_items: Array<{ price?: string; price_data?: { unit_amount: string } }> }
    expect(missing.line_items[0]!.price_data!.unit_amount).toBe(String(mensal.price))
    await payload.update({
      collection: 'plans',
      id: top.id,
      data: { prices: top.prices },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    await checkout(a, { email: a.email, planName: 'Top Afiliado', interval: 'month' })
    const synced = standIn.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!
      .body as { line_items: Array<{ price?: string }> }
    expect(synced.line_items[0]).toEqual({ price: mensal.stripePriceId, quantity: '1' })
  })

  // Review: only amount, currency and period were compared, so another plan's price at the same
  // amount (Elite Nível 5 and Elite PRO 1 both cost R$ 297,90 a month) typed into a plan charged the
  // right amount and made the subscription that other plan (its product names the plan).
  it('a Stripe price id of another plan at the same amount and period is not charged; a Dashboard product naming no plan is', async () => {
    expect((await sync(adminToken)).status).toBe(200)
    const top = await topPlan()
    const mensal = top.prices!.mensal!
    const priceOn = (id: string, product: string) => {
      standIn.prices.set(id, {
        id,
        object: 'price',
        active: true,
        currency: 'brl',
        product,
        unit_amount: mensal.price,
        recurring: { interval: 'month', interval_count: 1, usage_type: 'licensed' },
        lookup_key: null,
        metadata: {},
      })
      return id
    }
    const useId = (stripePriceId: string | null | undefined) =>
      payload.update({
        collection: 'plans',
        id: top.id,
        data: { prices: { ...top.prices, mensal: { ...mensal, stripePriceId } } },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    const charged = async () => {
      await checkout(a, { email: a.email, planId: 'top_afiliado', interval: 'month' })
      return standIn.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!.body as {
        line_items: Array<{
          price?: string
          price_data?: { unit_amount: string; product_data: { metadata: { planId: string } } }
        }>
      }
    }
    const otherPlans = await payload.find({
      collection: 'plans',
      where: { planId: { not_equals: 'top_afiliado' } },
      limit: 1,
      overrideAccess: true,
    })
    const otherPlanProduct = standIn.products.get(stripeProductId(otherPlans.docs[0]!.planId))
    expect(otherPlanProduct).toBeDefined()
    const dashboardProduct = `prod_painel_${stamp}`
    standIn.products.set(dashboardProduct, {
      id: dashboardProduct,
      object: 'product',
      name: 'Feito no Dashboard',
      active: true,
      metadata: {},
    })
    try {
      await useId(priceOn(`price_outro_plano_${stamp}`, String(otherPlanProduct!.id)))
      const other = (await charged()).line_items[0]!
      expect(other.price).toBeUndefined()
      expect(other.price_data).toMatchObject({
        unit_amount: String(mensal.price),
        product_data: { metadata: { planId: 'top_afiliado' } },
      })

      const byHand = priceOn(`price_painel_${stamp}`, dashboardProduct)
      await useId(byHand)
      expect((await charged()).line_items[0]).toEqual({ price: byHand, quantity: '1' })
    } finally {
      await useId(mensal.stripePriceId)
    }
  })

  it('a synced price archived in the Stripe Dashboard: the next checkouts charge the CMS amount instead of failing', async () => {
    expect((await sync(adminToken)).status).toBe(200)
    const top = await topPlan()
    const mensal = top.prices!.mensal!
    const sent = () =>
      standIn.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!.body as {
        line_items: Array<{ price?: string; price_data?: { unit_amount: string } }>
      }
    const first = await checkout(a, { email: a.email, planId: 'top_afiliado', interval: 'month' })
    expect(first.status).toBe(200)
    expect(sent().line_items[0]).toEqual({ price: mensal.stripePriceId, quantity: '1' })

    standIn.prices.get(mensal.stripePriceId!)!.active = false
    for (const attempt of ['after the archive', 'once more']) {
      const res = await checkout(a, { email: a.email, planId: 'top_afiliado', interval: 'month' })
      const body = (await res.json()) as { error?: string; amountCents?: number }
      expect(res.status, `${attempt}: ${body.error}`).toBe(200)
      expect(body.amountCents).toBe(mensal.price)
      expect(sent().line_items[0]!.price, attempt).toBeUndefined()
      expect(sent().line_items[0]!.price_data!.unit_amount, attempt).toBe(String(mensal.price))
    }
    standIn.prices.get(mensal.stripePriceId!)!.active = true
  })

  it('a price published while the sync runs stays: the sync stores ids, never the prices it read', async () => {
    const top = await topPlan()
    const published = originalTopMensal - 300
    // Every option of Top Afiliado needs an id again, so the sync will write to it.
    await payload.update({
      collection: 'plans',
      id: top.id,
      data: {
        prices: Object.fromEntries(
          Object.entries(top.prices ?? {}).map(([k, o]) => [
            k,
            o ? { ...o, stripePriceId: null } : o,
          ]),
        ),
      },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    // An editor publishes a new monthly price right after the sync read the plans.
    let edited = false
    standIn.beforeRequest = async (_method, url) => {
      if (edited || !url.startsWith('/v1/')) return
      edited = true
      const fresh = await topPlan()
      await payload.update({
        collection: 'plans',
        id: top.id,
        data: {
          prices: { ...fresh.prices, mensal: { ...fresh.prices!.mensal, price: published } },
        },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    }
    try {
      expect((await sync(adminToken)).status).toBe(200)
    } finally {
      standIn.beforeRequest = undefined
    }
    expect(edited).toBe(true)
    const after = await topPlan()
    expect(after.prices!.mensal!.price).toBe(published)
    // The id the sync found was for the old amount: not stored with the new one (the next sync
    // finds the new amount's).
    expect(after.prices!.mensal!.stripePriceId ?? null).toBeNull()
    // The options nobody edited got their ids.
    expect(standIn.prices.get(after.prices!.anual!.stripePriceId!)).toMatchObject({
      unit_amount: top.prices!.anual!.price,
    })
  })
})
