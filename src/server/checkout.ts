// Checkout on Stripe with prices and discounts owned by the CMS. The browser names a plan (by its
// stable id), an interval and the promo code the page resolved; the server looks up the price and
// resolves the code itself, so the first payment Stripe charges is the one the plan card showed and a
// tampered price or coupon never reaches Stripe.
import crypto from 'node:crypto'
import type { Payload, RequiredDataFromCollectionSlug, Where } from 'payload'
import type Stripe from 'stripe'
import type { Plan, PromoCode, Subscriber } from '@/payload-types.ts'
import {
  intervalToPriceKey,
  priceKeyToInterval,
  stripeRecurring,
  type Interval,
  type PriceKey,
} from '@/lib/intervals.ts'
import {
  couponIdForInterval,
  discountedSessionExpiry,
  findPromoRecord,
  firstPaymentCents,
  PROMO_CODE_MAX_LENGTH,
  promoAppliesTo,
  resolvePromo,
  stripeDiscountFor,
  type PromoConfig,
} from '@/lib/promo.ts'
import {
  CHECKOUT_ELSEWHERE,
  isSettled,
  PRICE_CHANGED,
  SETTLED,
  SUBSCRIPTION_ACTIVE,
} from '@/lib/checkoutState.ts'
import { isChargeableCents, STRIPE_MIN_CENTS } from '@/lib/money.ts'
import { stripeProductId } from '@/lib/stripeCatalog.ts'
import { ensureAmountCoupon, ensurePromoCoupon } from './priceSync.ts'
import { publishedOnly } from './published.ts'
import { expireCheckout, refreshCheckoutSession } from './checkoutSessions.ts'
import { isStripeError, refusedCustomer, stripe } from './stripe.ts'
import { findOrCreateSubscriber, findSubscriber, updateSubscriber } from './subscribers.ts'
import { syncCustomer } from './subscriptionSync.ts'

export class CheckoutError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message)
  }
}

/**
 * The first payment differs from the amount the page showed (its clock or prices were not the
 * server's): refused rather than charged, with the current amount.
 */
export class PriceChangedError extends CheckoutError {
  constructor(readonly amountCents: number) {
    super(409, PRICE_CHANGED_MESSAGE, PRICE_CHANGED)
  }
}
export const PRICE_CHANGED_MESSAGE =
  'O preço desta oferta mudou. Volte aos planos para ver o valor atual.'

export const FIRST_PAYMENT_UNCOLLECTABLE_MESSAGE =
  'Este desconto não pode ser usado neste plano. Escolha outro plano ou período.'

export const SUBSCRIPTION_ACTIVE_MESSAGE = 'Você já tem uma assinatura ativa!'

export const CHECKOUT_ELSEWHERE_MESSAGE = 'O checkout foi aberto em outra aba.'

const PERIOD_LABEL: Record<PriceKey, string> = {
  mensal: 'mensal',
  trimestral: 'trimestral',
  semestral: 'semestral',
  anual: 'anual',
}

export type CheckoutRequest = {
  uid: string
  email: string
  planId: unknown
  /** The spec's field; used only by a browser that predates plan ids. */
  planName: unknown
  interval: unknown
  promoCode: unknown
  /** The spec's field; names a promo code by its Stripe coupon when no promo code is sent. */
  couponId: unknown
  attemptId?: unknown
  /** The first payment the page showed, in centavos; when sent, a different amount is refused. */
  expectedAmountCents?: unknown
  /** What each later period costs as the page showed it ("Depois, R$ X/mês"); likewise. */
  expectedRecurringCents?: unknown
  returnUrlBase: string
}

/**
 * One checkout attempt (one opening of the checkout tab) makes one Stripe session: a retried or
 * doubled request with the same attempt id gets the same session back. The parameters are part of
 * the key because Stripe refuses a reused key with different parameters.
 */
export function checkoutIdempotencyKey(uid: string, attemptId: unknown, params: unknown): string {
  const attempt =
    typeof attemptId === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(attemptId)
      ? attemptId
      : crypto.randomUUID()
  const digest = crypto
    .createHash('sha256')
    .update(JSON.stringify(params))
    .digest('hex')
    .slice(0, 16)
  return `checkout:${uid}:${attempt}:${digest}`
}

const optionalString = (v: unknown, max: number): v is string | null | undefined =>
  v === undefined || v === null || (typeof v === 'string' && v.length <= max)

/**
 * A Stripe price's amount, currency, period and product never change once created; only `active`
 * does, so an entry is dropped when Stripe refuses the price at checkout (an archive in the
 * Dashboard). The plan its product names is kept with them: products are the price sync's own.
 */
const stripePriceTerms = new Map<string, { terms: string; planId: string | null } | 'missing'>()
const terms = (amount: number | null | undefined, currency: string, recurring: object | null) =>
  JSON.stringify([amount, currency, recurring])

/** The plan a Stripe product names (the price sync writes `metadata.planId`), or null. */
async function productPlanId(product: string | Stripe.Product | Stripe.DeletedProduct) {
  const found = typeof product === 'string' ? await stripe().products.retrieve(product) : product
  return ('metadata' in found && found.metadata?.planId) || null
}

/**
 * Whether the stored Stripe price charges the CMS amount for this period, on a product of this plan
 * (or of none: one made in the Dashboard). The price sync writes ids that do, but an admin may type
 * one by hand: another period's, or another plan's at the same amount, whose product would make the
 * subscription that plan (src/server/subscriptionSync.ts reads the plan off the product). The
 * session then carries the CMS amount and plan itself, and the log says which id to fix.
 */
async function stripePriceCharges(
  payload: Payload,
  id: string,
  plan: Plan,
  amount: number,
  priceKey: PriceKey,
): Promise<boolean> {
  const want = terms(amount, 'brl', stripeRecurring(priceKey))
  let known = stripePriceTerms.get(id)
  if (known === undefined) {
    try {
      const price = await stripe().prices.retrieve(id)
      if (!price.active) return false // archived: Stripe would refuse it
      const r = price.recurring
      known = {
        terms: terms(
          price.unit_amount,
          price.currency,
          r && { interval: r.interval, interval_count: r.interval_count },
        ),
        planId:
          price.product === stripeProductId(plan.planId)
            ? plan.planId
            : await productPlanId(price.product),
      }
      stripePriceTerms.set(id, known)
    } catch (err) {
      if (!isStripeError(err) || err.statusCode !== 404) throw err
      known = 'missing'
    }
  }
  if (known !== 'missing' && known.terms === want && (known.planId ?? plan.planId) === plan.planId)
    return true
  payload.logger.warn({
    msg: 'stored Stripe price does not match the CMS price; charging the CMS amount',
    stripePriceId: id,
    cms: { terms: want, planId: plan.planId },
    stripe: known,
  })
  return false
}

/** A plan on sale, by its stable id (or, for an old browser that sends none, by its name). */
async function findPlan(
  payload: Payload,
  ref: { planId?: string | null; planName?: string | null },
): Promise<Plan | null> {
  const key: Where | null = ref.planId
    ? { planId: { equals: ref.planId } }
    : ref.planName
      ? { name: { equals: ref.planName } }
      : null
  if (!key) return null
  // Published only: a draft price never reaches checkout.
  const res = await payload.find({
    collection: 'plans',
    where: publishedOnly({ and: [key, { active: { equals: true } }] }),
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  // A plan without an identifier (saved before the admin required one) is not sold.
  return res.docs[0]?.planId ? res.docs[0] : null
}

type ResolvedPromo = { config: PromoConfig; record: PromoCode | undefined }

/**
 * The promo code of a checkout, resolved from the CMS as the plans page resolves it (case-insensitive,
 * active, within its window, unknown → the default record's discount). An old browser may name it by
 * the Stripe coupon id instead (the spec's couponId); an id no current code owns is refused.
 */
async function resolveCheckoutPromo(
  payload: Payload,
  promoCode: string | null | undefined,
  couponId: string | null | undefined,
  now: Date,
): Promise<ResolvedPromo | null> {
  if (!promoCode && !couponId) return null
  // Published only, as the plans page reads them: a draft discount never reaches checkout.
  const records = await payload.find({
    collection: 'promo-codes',
    where: publishedOnly(),
    sort: 'code', // as the pages list them (src/server/cms.ts)
    limit: 500,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  let code = promoCode?.trim() || null
  if (!code && couponId) {
    const owner = records.docs.find((r) => !r.isDefault && r.stripeCouponId === couponId)
    const found = owner ? findPromoRecord(owner.code, records.docs, now) : null
    if (!found?.known) throw new CheckoutError(400, 'Cupom inválido ou expirado.')
    code = owner!.code
  }
  const config = resolvePromo(code, records.docs, now)
  if (!config) return null
  return { config, record: findPromoRecord(code, records.docs, now)?.record }
}

/** The first payment of a plan option with the checkout's code, as a checkout opened at `now` charges it. */
async function quote(
  payload: Payload,
  priceCents: number,
  priceKey: PriceKey,
  code: { promoCode?: string | null; couponId?: string | null },
  now: Date,
): Promise<{ interval: Interval; promo: ResolvedPromo | null; amountCents: number }> {
  const interval = priceKeyToInterval(priceKey)
  // Spec section 5: a coupon id is dropped unless the interval is monthly (a promo code is not: its record decides).
  const couponId = couponIdForInterval(code.couponId, interval)
  const resolved = await resolveCheckoutPromo(payload, code.promoCode, couponId, now)
  const promo = resolved && promoAppliesTo(resolved.config, interval) ? resolved : null
  return { interval, promo, amountCents: firstPaymentCents(priceCents, promo?.config, interval) }
}

export type CurrentTerms = { amountCents: number; recurringCents: number }

/**
 * What a checkout opened now would charge for a plan option and code (the first payment and each
 * later period), or null when the option no longer sells. Checkout asks again once its session is
 * recorded, and the expiry job (src/server/jobs/expireCheckouts.ts) keeps a session opened after an
 * edit only at exactly these terms.
 */
export async function currentTerms(
  payload: Payload,
  terms: { planId: string; interval: string; promoCode?: string | null },
): Promise<CurrentTerms | null> {
  const priceKey = intervalToPriceKey(terms.interval)
  const plan = await findPlan(payload, { planId: terms.planId })
  const option = plan && priceKey ? plan.prices?.[priceKey] : null
  if (!priceKey || !option || option.price == null) return null
  const { amountCents } = await quote(payload, option.price, priceKey, terms, new Date())
  return { amountCents, recurringCents: option.price }
}

/** The Stripe coupon that takes exactly the promo's discount off this first payment, if any. */
async function couponFor(
  payload: Payload,
  promo: ResolvedPromo,
  priceCents: number,
): Promise<string | null> {
  const discount = stripeDiscountFor(priceCents, promo.config.discountPercent)
  if (!discount) return null
  // Half a centavo to round: the exact amount off.
  if (discount.kind === 'amount' || !promo.record) return ensureAmountCoupon(discount.amountOff)
  return (await ensurePromoCoupon(payload, promo.record)).id
}

/**
 * The subscriber's Stripe customer, created on first checkout and remembered. `replacing` names a
 * remembered customer Stripe no longer has (deleted in the Dashboard): a new one takes its place.
 */
export async function ensureCustomer(
  payload: Payload,
  sub: Subscriber,
  replacing?: string,
): Promise<string> {
  if (sub.stripeCustomerId && sub.stripeCustomerId !== replacing) return sub.stripeCustomerId
  // Keyed by uid (and the customer replaced): checkouts racing for it still make one customer.
  const customer = await stripe().customers.create(
    { email: sub.email, metadata: { uid: sub.uid } },
    {
      idempotencyKey: replacing
        ? `customer:${sub.uid}:replaces:${replacing}`
        : `customer:${sub.uid}`,
    },
  )
  await updateSubscriber(payload, sub.id, { stripeCustomerId: customer.id })
  return customer.id
}

export type CheckoutResult = { clientSecret: string; sessionId: string; amountCents: number }

export async function createEmbeddedCheckout(
  payload: Payload,
  req: CheckoutRequest,
): Promise<CheckoutResult> {
  if (
    !optionalString(req.planId, 120) ||
    !optionalString(req.planName, 120) ||
    (!req.planId && !req.planName) ||
    typeof req.interval !== 'string' ||
    req.interval.length > 20
  ) {
    throw new CheckoutError(400, 'Informe o plano e a periodicidade.')
  }
  if (!optionalString(req.couponId, 100) || !optionalString(req.promoCode, PROMO_CODE_MAX_LENGTH))
    throw new CheckoutError(400, 'Cupom inválido.')
  const expected = req.expectedAmountCents ?? null
  const expectedRecurring = req.expectedRecurringCents ?? null
  if (
    (expected !== null && !isChargeableCents(expected)) ||
    (expectedRecurring !== null && !isChargeableCents(expectedRecurring))
  )
    throw new CheckoutError(400, 'Valor esperado inválido.')
  const priceKey = intervalToPriceKey(req.interval)
  const plan = await findPlan(payload, { planId: req.planId, planName: req.planName })
  const option = plan && priceKey ? plan.prices?.[priceKey] : null
  if (!plan || !priceKey || !option || option.price == null)
    throw new CheckoutError(400, 'Plano ou periodicidade indisponível.')

  let { doc: sub } = await findOrCreateSubscriber(payload, { uid: req.uid, email: req.email })
  // Counted again once this checkout is recorded: one paid in between means the account now pays.
  const paidBefore = await countPaidCheckouts(payload, req.uid)
  // A checkout seen paid whose webhook may not have come: Stripe says whether the account pays.
  if (!sub.subscription_active && sub.stripeCustomerId && paidBefore > 0) {
    await syncCustomer(payload, sub.stripeCustomerId)
    sub = (await findSubscriber(payload, req.uid)) ?? sub
  } else if (sub.subscription_active && sub.stripeCustomerId) {
    // The record says it pays, but it is only as fresh as the last webhook: one that ended the
    // subscription may never have come. Stripe is asked once (the webhook's sync, under the
    // customer's lock) before the account is refused. Should Stripe not answer, the record's word
    // stands: never a second paying subscription on a guess.
    try {
      await syncCustomer(payload, sub.stripeCustomerId)
      sub = (await findSubscriber(payload, req.uid)) ?? sub
    } catch (err) {
      payload.logger.warn({
        msg: 'checkout: subscription not re-read from Stripe; the record says active',
        uid: req.uid,
        customer: sub.stripeCustomerId,
        err: (err as Error).message,
      })
    }
  }
  // One paying subscription per customer: a change of plan goes through the billing portal.
  if (sub.subscription_active)
    throw new CheckoutError(409, SUBSCRIPTION_ACTIVE_MESSAGE, SUBSCRIPTION_ACTIVE)

  const { interval, promo, amountCents } = await quote(
    payload,
    option.price,
    priceKey,
    { promoCode: req.promoCode, couponId: req.couponId },
    new Date(),
  )
  // Before anything reaches Stripe: the charge must be the price the visitor was shown.
  // Both amounts the page showed: under a code that takes (nearly) all the first payment, the renewal
  // price is the one that can differ.
  if (
    (expected !== null && expected !== amountCents) ||
    (expectedRecurring !== null && expectedRecurring !== option.price)
  )
    throw new PriceChangedError(amountCents)
  // Stripe would not charge it but carry it to the next invoice (hooks/collectableFirstPayments.ts
  // keeps such a code and plan from going on sale together; this refuses one that got through).
  if (amountCents > 0 && amountCents < STRIPE_MIN_CENTS)
    throw new CheckoutError(400, FIRST_PAYMENT_UNCOLLECTABLE_MESSAGE)
  const coupon = promo ? await couponFor(payload, promo, option.price) : null
  // A discounted session is not payable after its code ends (or 30 minutes on, Stripe's minimum).
  const expiresAt = coupon
    ? discountedSessionExpiry(promo?.record?.validUntil, new Date())
    : undefined

  const customer = await ensureCustomer(payload, sub)
  const storedPrice =
    option.stripePriceId &&
    (await stripePriceCharges(payload, option.stripePriceId, plan, option.price, priceKey))
      ? option.stripePriceId
      : null
  const priceData = {
    price_data: {
      currency: 'brl',
      unit_amount: option.price,
      recurring: stripeRecurring(priceKey),
      product_data: {
        name: `${plan.name} (${PERIOD_LABEL[priceKey]})`,
        metadata: { planId: plan.planId },
      },
    },
    quantity: 1,
  }
  const metadata: Record<string, string> = {
    uid: req.uid,
    planId: plan.planId,
    interval,
    ...(promo ? { promoCode: promo.config.code } : {}),
    ...(promo?.record?.campaign ? { campaign: promo.record.campaign } : {}),
  }
  const params = {
    ui_mode: 'embedded_page' as never, // API 2026-03-25+: the types still name the old value
    mode: 'subscription',
    customer,
    line_items: [storedPrice ? { price: storedPrice, quantity: 1 } : priceData],
    ...(coupon ? { discounts: [{ coupon }] } : {}),
    ...(expiresAt ? { expires_at: expiresAt } : {}),
    // Card and boleto are enabled in the Stripe Dashboard's payment method settings (dynamic payment methods).
    locale: 'pt-BR',
    // The price shown is charged in BRL: the Dashboard's Adaptive Pricing would convert it to the
    // visitor's currency, with a fee, renewals moving with the rate.
    adaptive_pricing: { enabled: false },
    return_url: `${req.returnUrlBase}/checkout-return?session_id={CHECKOUT_SESSION_ID}`,
    redirect_on_completion: 'if_required',
    metadata,
    subscription_data: { metadata },
  }
  const create = (p: typeof params) =>
    stripe().checkout.sessions.create(p, {
      idempotencyKey: checkoutIdempotencyKey(req.uid, req.attemptId, p),
    })
  let session: Awaited<ReturnType<typeof create>> | null = null
  // Each refusal below is mended once, then the session is asked for again.
  for (let attempt = params; !session;) {
    try {
      session = await create(attempt)
    } catch (err) {
      if (storedPrice && attempt.line_items[0] !== priceData && refusedPrice(err)) {
        // Archived or deleted in the Dashboard since it was checked: forget it, charge the CMS amount.
        stripePriceTerms.delete(storedPrice)
        payload.logger.warn({
          msg: 'Stripe refused the stored price; charging the CMS amount',
          stripePriceId: storedPrice,
          err: (err as Error).message,
        })
        attempt = { ...attempt, line_items: [priceData] }
      } else if (attempt.customer === customer && refusedCustomer(err)) {
        payload.logger.warn({
          msg: 'Stripe no longer has the customer; making a new one',
          customer,
        })
        attempt = { ...attempt, customer: await ensureCustomer(payload, sub, customer) }
      } else throw err
    }
  }
  if (!session.client_secret)
    throw new CheckoutError(502, 'O provedor de pagamento não retornou a sessão.')
  const recordId = await recordCheckoutSession(payload, {
    sessionId: session.id,
    uid: req.uid,
    email: req.email,
    planId: plan.planId,
    planName: plan.name,
    interval,
    amountCents,
    recurringCents: option.price,
    promoCode: promo?.config.code ?? null,
    campaign: promo?.record?.campaign ?? null,
    couponId: coupon,
    status: 'open',
    paymentStatus: 'unpaid',
  })
  // The price was read before Stripe was asked (up to a minute with its timeouts and retries): an
  // edit published meanwhile may have expired its open sessions before this one was recorded (the
  // expiry job looks only IN_FLIGHT_MS past the edit). Asked again now that the record is there: a
  // later edit's job sees the record, and an earlier one is seen here. The visitor's code as sent
  // (withdrawn, it resolves as the page would now); a coupon id, by the code it named.
  let now: CurrentTerms | null
  try {
    now = await currentTerms(payload, {
      planId: plan.planId,
      interval,
      promoCode: req.promoCode || promo?.config.code,
    })
  } catch (err) {
    await expireCheckout(payload, session.id) // not left payable at terms it could not confirm
    throw err
  }
  if (!now || now.amountCents !== amountCents || now.recurringCents !== option.price) {
    await expireCheckout(payload, session.id)
    if (!now) throw new CheckoutError(400, 'Plano ou periodicidade indisponível.')
    throw new PriceChangedError(now.amountCents)
  }
  const others = await closeOtherCheckouts(payload, req.uid, recordId)
  // Another tab's session was paid before its webhook arrived (still open in the records), or was
  // recorded paid while this request was asking Stripe: this one must not be paid too.
  if (others.paid || (await countPaidCheckouts(payload, req.uid)) > paidBefore) {
    await expireCheckout(payload, session.id)
    throw new CheckoutError(409, SUBSCRIPTION_ACTIVE_MESSAGE, SUBSCRIPTION_ACTIVE)
  }
  // Another tab opened a checkout at the same moment and was recorded after this one: that one is
  // the account's payable checkout, as it would be had it come a minute later. This tab is told so
  // rather than handed a session Stripe has already expired.
  if (others.newer) {
    await expireCheckout(payload, session.id)
    throw new CheckoutError(409, CHECKOUT_ELSEWHERE_MESSAGE, CHECKOUT_ELSEWHERE)
  }
  return { clientSecret: session.client_secret, sessionId: session.id, amountCents }
}

/**
 * Stripe refused the line item's price itself (archived, deleted), not the rest of the session. Read
 * from the parameter Stripe names and, should it name none, the message: a wrong guess costs only
 * one retry with price_data.
 */
function refusedPrice(err: unknown): boolean {
  if (!isStripeError(err) || err.statusCode !== 400) return false
  return (
    err.param === 'line_items[0][price]' ||
    /price specified is inactive|no such price/i.test(err.message)
  )
}

/** How many of the account's checkouts were seen paid (by a status check or a webhook). */
async function countPaidCheckouts(payload: Payload, uid: string): Promise<number> {
  const paid = await payload.count({
    collection: 'checkout-sessions',
    where: {
      uid: { equals: uid },
      status: { equals: 'complete' },
      paymentStatus: { in: SETTLED },
    },
    overrideAccess: true,
  })
  return paid.totalDocs
}

/**
 * One payable checkout per account, the one recorded last: the account's open sessions recorded
 * before this one (another tab, an earlier visit) are expired, so two of them cannot both be paid.
 * `paid`: one of them turns out to be paid already (its webhook still on the way). A boleto issued
 * but unpaid does not count: the customer may pay by card instead, and the webhook keeps the paying
 * subscription. `newer`: an open session was recorded after this one (two tabs at the same moment),
 * so this one is to be expired. Each request sees at least the record committed before its own
 * (each records, then looks), so of two racing checkouts exactly one stays open.
 */
async function closeOtherCheckouts(
  payload: Payload,
  uid: string,
  mine: number,
): Promise<{ paid: boolean; newer: boolean }> {
  const others = await payload.find({
    collection: 'checkout-sessions',
    where: { uid: { equals: uid }, status: { equals: 'open' }, id: { not_equals: mine } },
    depth: 0,
    limit: 50,
    pagination: false,
    overrideAccess: true,
  })
  let paid = false
  let newer = false
  for (const record of others.docs) {
    if (record.id > mine) {
      newer = true
      continue
    }
    if (await expireCheckout(payload, record.sessionId)) continue
    const live = await refreshCheckoutSession(payload, record)
    if (live.status === 'complete' && isSettled(live.paymentStatus)) paid = true
  }
  return { paid, newer }
}

type NewCheckoutSession = RequiredDataFromCollectionSlug<'checkout-sessions'>

/** Records the session and returns the record's id; a replayed attempt (same Stripe session) is recorded once. */
async function recordCheckoutSession(payload: Payload, data: NewCheckoutSession): Promise<number> {
  try {
    return (await payload.create({ collection: 'checkout-sessions', data, overrideAccess: true }))
      .id
  } catch (err) {
    const existing = await payload.find({
      collection: 'checkout-sessions',
      where: { sessionId: { equals: data.sessionId } },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
    const doc = existing.docs[0]
    if (!doc) throw err
    return doc.id
  }
}
