// Checkout on Stripe with prices and coupons owned by the CMS: the browser names a plan and an
// interval, the server looks the price up itself, so a tampered price never reaches Stripe.
import crypto from 'node:crypto'
import type { Payload } from 'payload'
import type { Plan, Subscriber } from '../payload-types.ts'
import { intervalToPriceKey, priceKeyToInterval, stripeRecurring, type PriceKey } from '../lib/intervals.ts'
import { couponIdForInterval } from '../lib/promo.ts'
import { publishedOnly } from './published.ts'
import { stripe } from './stripe.ts'
import { findOrCreateSubscriber, updateSubscriber } from './subscribers.ts'

export class CheckoutError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

const PERIOD_LABEL: Record<PriceKey, string> = { mensal: 'mensal', trimestral: 'trimestral', semestral: 'semestral', anual: 'anual' }

export type CheckoutRequest = { uid: string; email: string; planName: unknown; interval: unknown; couponId: unknown; attemptId?: unknown; returnUrlBase: string }

/**
 * One checkout attempt (one opening of the checkout tab) makes one Stripe session: a retried or
 * doubled request with the same attempt id gets the same session back. The parameters are part of
 * the key because Stripe refuses a reused key with different parameters.
 */
export function checkoutIdempotencyKey(uid: string, attemptId: unknown, params: unknown): string {
  const attempt = typeof attemptId === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(attemptId) ? attemptId : crypto.randomUUID()
  const digest = crypto.createHash('sha256').update(JSON.stringify(params)).digest('hex').slice(0, 16)
  return `checkout:${uid}:${attempt}:${digest}`
}

async function findPlan(payload: Payload, name: string): Promise<Plan | null> {
  // Published only: a draft price never reaches checkout.
  const res = await payload.find({ collection: 'plans', where: publishedOnly({ and: [{ name: { equals: name } }, { active: { equals: true } }] }), limit: 1, depth: 0, overrideAccess: true })
  return res.docs[0] ?? null
}

async function validCoupon(payload: Payload, couponId: string): Promise<boolean> {
  const now = new Date().toISOString()
  const res = await payload.find({
    collection: 'promo-codes',
    where: publishedOnly({
      and: [
        { stripeCouponId: { equals: couponId } },
        { active: { not_equals: false } },
        { or: [{ validFrom: { exists: false } }, { validFrom: { less_than_equal: now } }] },
        { or: [{ validUntil: { exists: false } }, { validUntil: { greater_than_equal: now } }] },
      ],
    }),
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return res.docs.length > 0
}

/** The subscriber's Stripe customer, created on first checkout and remembered. */
export async function ensureCustomer(payload: Payload, sub: Subscriber): Promise<string> {
  if (sub.stripeCustomerId) return sub.stripeCustomerId
  // Keyed by uid: two checkouts racing for a new subscriber still make one customer.
  const customer = await stripe().customers.create({ email: sub.email, metadata: { uid: sub.uid } }, { idempotencyKey: `customer:${sub.uid}` })
  await updateSubscriber(payload, sub.id, { stripeCustomerId: customer.id })
  return customer.id
}

export async function createEmbeddedCheckout(payload: Payload, req: CheckoutRequest): Promise<{ clientSecret: string; sessionId: string }> {
  if (typeof req.planName !== 'string' || req.planName.length > 120 || typeof req.interval !== 'string' || req.interval.length > 20) {
    throw new CheckoutError(400, 'Informe o plano e a periodicidade.')
  }
  if (req.couponId !== undefined && req.couponId !== null && (typeof req.couponId !== 'string' || req.couponId.length > 100)) {
    throw new CheckoutError(400, 'Cupom inválido.')
  }
  const priceKey = intervalToPriceKey(req.interval)
  const plan = await findPlan(payload, req.planName)
  const option = plan && priceKey ? plan.prices?.[priceKey] : null
  if (!plan || !priceKey || !option || option.price == null) throw new CheckoutError(400, 'Plano ou periodicidade indisponível.')

  const coupon = couponIdForInterval(req.couponId as string | null | undefined, req.interval)
  if (coupon && !(await validCoupon(payload, coupon))) throw new CheckoutError(400, 'Cupom inválido ou expirado.')

  const { doc: sub } = await findOrCreateSubscriber(payload, { uid: req.uid, email: req.email })
  const customer = await ensureCustomer(payload, sub)
  const interval = priceKeyToInterval(priceKey)
  const metadata = { uid: req.uid, planId: plan.planId, interval }
  const params = {
    ui_mode: 'embedded_page' as never, // API 2026-03-25+: the types still name the old value
    mode: 'subscription',
    customer,
    line_items: [
      option.stripePriceId
        ? { price: option.stripePriceId, quantity: 1 }
        : {
            price_data: {
              currency: 'brl',
              unit_amount: option.price,
              recurring: stripeRecurring(priceKey),
              product_data: { name: `${plan.name} (${PERIOD_LABEL[priceKey]})`, metadata: { planId: plan.planId } },
            },
            quantity: 1,
          },
    ],
    ...(coupon ? { discounts: [{ coupon }] } : {}),
    // Card and boleto are enabled in the Stripe Dashboard's payment method settings (dynamic payment methods).
    locale: 'pt-BR',
    return_url: `${req.returnUrlBase}/checkout-return?session_id={CHECKOUT_SESSION_ID}`,
    redirect_on_completion: 'if_required',
    metadata,
    subscription_data: { metadata },
  }
  const idempotencyKey = checkoutIdempotencyKey(req.uid, req.attemptId, params)
  const session = await stripe().checkout.sessions.create(params, { idempotencyKey })
  if (!session.client_secret) throw new CheckoutError(502, 'O provedor de pagamento não retornou a sessão.')
  return { clientSecret: session.client_secret, sessionId: session.id }
}
