// Keeps a subscriber's subscription fields true to Stripe. Webhook events arrive late, twice or out
// of order, and may be about any of a customer's subscriptions (an older cancelled one, a boleto
// that expired unpaid), so each event is only a trigger: all of the customer's subscriptions are
// fetched from Stripe and the best current one is written (src/lib/subscriptionState.ts). Its plan
// and interval are what it charges (the first item's price), not its checkout metadata: the billing
// portal switches the price and leaves the metadata as it was. Once that one gives access, the
// customer's other subscriptions Stripe could still charge (a boleto left unpaid, a renewal being
// retried) are cancelled and their open invoices voided, so the customer is never billed twice.
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'
import type Stripe from 'stripe'
import { priceKeyToInterval, recurringToPriceKey } from '@/lib/intervals.ts'
import {
  ACCESS_STATUSES,
  bestSubscription,
  subscriptionState,
  supersededSubscriptions,
  type StripeSubscriptionView,
} from '@/lib/subscriptionState.ts'
import { stripe } from './stripe.ts'
import { holdTransactionLock } from './transactionLock.ts'
import { findSubscriberForStripe, updateSubscriber } from './subscribers.ts'

const idOf = (v: unknown): string | null =>
  typeof v === 'string'
    ? v
    : v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'string'
      ? (v as { id: string }).id
      : null

/** What an event is about: its customer, subscription and checkout session, whichever it names. */
export function eventSubject(
  event: Stripe.Event,
): { customer: string | null; subscription: string | null; checkoutSession: string | null } | null {
  // Signed does not mean well-formed: read every level defensively.
  if (!event || typeof event !== 'object') return null
  const data: unknown = (event as { data?: unknown }).data
  const inner: unknown =
    data && typeof data === 'object' ? (data as { object?: unknown }).object : null
  if (!inner || typeof inner !== 'object') return null
  const obj = inner as Record<string, unknown>
  const customer = idOf(obj.customer)
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return { customer, subscription: idOf(obj.subscription), checkoutSession: idOf(obj.id) }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { customer, subscription: idOf(obj.id), checkoutSession: null }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const parent =
        obj.parent && typeof obj.parent === 'object'
          ? (obj.parent as { subscription_details?: unknown })
          : null
      const details =
        parent?.subscription_details && typeof parent.subscription_details === 'object'
          ? (parent.subscription_details as { subscription?: unknown })
          : null
      return { customer, subscription: idOf(details?.subscription), checkoutSession: null }
    }
    default:
      return null
  }
}

/**
 * A subscription as the state needs it. The interval is the price's period; the plan is the
 * checkout's metadata until chargedPlanId reads the price's product (a Stripe call, made for the
 * subscription written only).
 */
function view(sub: Stripe.Subscription): StripeSubscriptionView {
  const item = sub.items?.data?.[0]
  const key = recurringToPriceKey(item?.price?.recurring)
  return {
    id: sub.id,
    status: sub.status,
    created: sub.created,
    startDate: sub.start_date,
    currentPeriodStart: item?.current_period_start ?? null,
    currentPeriodEnd: item?.current_period_end ?? null,
    planId: sub.metadata?.planId || null,
    // A period the site does not sell (a Dashboard price): the checkout's interval.
    interval: (key && priceKeyToInterval(key)) || sub.metadata?.interval || null,
  }
}

/**
 * The plan the subscription charges: its price's product's `planId` (the price sync writes it on
 * products, checkout's price_data on the product it makes), or null for a product without one (made
 * in the Dashboard) or deleted. The product is read on its own: Stripe expands at most 4 levels, and
 * `data.items.data.price.product` on the list is 5.
 */
async function chargedPlanId(sub: Stripe.Subscription): Promise<string | null> {
  const product = sub.items?.data?.[0]?.price?.product
  if (!product) return null
  try {
    const found = typeof product === 'string' ? await stripe().products.retrieve(product) : product
    return ('metadata' in found && found.metadata?.planId) || null
  } catch (err) {
    // Only the product is gone, not the subscription: the checkout's metadata names the plan.
    if (isMissing(err)) return null
    throw err
  }
}

/** The status written when Stripe has no subscription left for the customer (Stripe's own word). */
const ENDED_STATUS = 'canceled'

type CustomerSnapshot = {
  customer: string
  uid: string | null
  subscriptions: StripeSubscriptionView[]
  session: Stripe.Checkout.Session | null
}

/** Reads from Stripe everything an event's writes need. */
async function snapshot(
  subject: NonNullable<ReturnType<typeof eventSubject>>,
): Promise<CustomerSnapshot | null> {
  const session = subject.checkoutSession
    ? await stripe().checkout.sessions.retrieve(subject.checkoutSession)
    : null
  let customer = subject.customer ?? idOf(session?.customer)
  let uid: string | null = session?.metadata?.uid ?? null
  if (!customer && subject.subscription) {
    const sub = await stripe().subscriptions.retrieve(subject.subscription)
    customer = idOf(sub.customer)
    uid ??= sub.metadata?.uid ?? null
  }
  if (!customer) return null
  const listed: Stripe.Subscription[] = []
  for await (const sub of stripe().subscriptions.list({ customer, status: 'all', limit: 100 })) {
    listed.push(sub)
    uid ??= sub.metadata?.uid ?? null
  }
  const subscriptions = listed.map(view)
  // Only the best subscription is written, so only its product is read: one Stripe call, however
  // many older subscriptions (each price_data checkout has its own product) the customer has.
  const best = bestSubscription(subscriptions)
  if (best) {
    const i = subscriptions.indexOf(best)
    const planId = await chargedPlanId(listed[i]!)
    if (planId) subscriptions[i] = { ...best, planId }
  }
  return { customer, uid, subscriptions, session }
}

/** Subscription statuses Stripe never charges again. */
const ENDED = new Set(['canceled', 'incomplete_expired'])

/** Whether Stripe has ended the subscription (or no longer knows it). */
async function subscriptionEnded(subscription: string): Promise<boolean> {
  try {
    return ENDED.has((await stripe().subscriptions.retrieve(subscription)).status)
  } catch (err) {
    if (isMissing(err)) return true
    throw err
  }
}

/** An invoice's status as Stripe has it now, or null when Stripe no longer knows it. */
async function invoiceStatus(invoice: string): Promise<string | null> {
  try {
    return (await stripe().invoices.retrieve(invoice)).status
  } catch (err) {
    if (isMissing(err)) return null
    throw err
  }
}

/**
 * Cancels the subscriptions another one supersedes (supersededSubscriptions): first their open
 * invoices are voided (a boleto voucher paid late, or Stripe's retry of a renewal, then charges
 * nothing), then the subscription is cancelled outright (no proration credit, no final invoice).
 * Called inside the event's transaction, before it commits: should Stripe fail, the event is not
 * recorded and Stripe's retry does it again. What another request already did (the subscription
 * cancelled, an invoice voided) is done, not a failure: Stripe answers a cancel of a cancelled
 * subscription "No such subscription".
 */
async function cancelSuperseded(payload: Payload, snap: CustomerSnapshot): Promise<void> {
  // Two that give access (a voucher paid before the card's webhook came) are left alone: someone
  // has to refund one. Logged at every event of the customer's until then.
  const paying = snap.subscriptions.filter((s) => ACCESS_STATUSES.has(s.status))
  if (paying.length > 1)
    payload.logger.warn({
      msg: 'customer has more than one paying subscription (refund?)',
      customer: snap.customer,
      subscriptions: paying.map((s) => `${s.id} (${s.status})`),
    })
  const superseded = supersededSubscriptions(snap.subscriptions)
  if (!superseded.length) return
  const supersededBy = bestSubscription(snap.subscriptions)!.id
  for (const sub of superseded) {
    const voided: string[] = []
    let paidMeanwhile: string | null = null
    for await (const invoice of stripe().invoices.list({
      subscription: sub.id,
      status: 'open',
      limit: 100,
    })) {
      try {
        await stripe().invoices.voidInvoice(invoice.id)
        voided.push(invoice.id)
      } catch (err) {
        // Refused: settled meanwhile (voided by another request, or paid) unless still open.
        const now = isMissing(err) ? null : await invoiceStatus(invoice.id)
        if (now === 'open') throw err
        if (now === 'paid') paidMeanwhile = invoice.id
      }
    }
    if (paidMeanwhile) {
      // The voucher or the retry was paid after Stripe was read: the subscription now gives access,
      // and a second paying one is a refund to decide, not a cancellation.
      payload.logger.warn({
        msg: 'superseded subscription paid before it could be cancelled; left as is (refund?)',
        customer: snap.customer,
        subscription: sub.id,
        invoice: paidMeanwhile,
        supersededBy,
        voidedInvoices: voided,
      })
      continue
    }
    let alreadyEnded = false
    try {
      await stripe().subscriptions.cancel(sub.id, {
        prorate: false,
        invoice_now: false,
        cancellation_details: { comment: `Superseded by ${supersededBy}` },
      })
    } catch (err) {
      // Stripe answers a cancel of a subscription already ended "No such subscription"; any other
      // refusal is done too if the subscription has ended meanwhile.
      if (!isMissing(err) && !(await subscriptionEnded(sub.id))) throw err
      alreadyEnded = true
    }
    payload.logger.info({
      msg: 'superseded subscription cancelled',
      customer: snap.customer,
      subscription: sub.id,
      status: sub.status,
      supersededBy,
      voidedInvoices: voided,
      ...(alreadyEnded ? { alreadyEnded: true } : {}),
    })
  }
}

/** Writes the customer's state (and the checkout session's) inside the caller's transaction. */
async function write(
  payload: Payload,
  snap: CustomerSnapshot,
  req: PayloadRequest,
): Promise<'updated' | 'no-subscriber'> {
  if (snap.session) {
    await payload.update({
      collection: 'checkout-sessions',
      where: { sessionId: { equals: snap.session.id } },
      data: { status: snap.session.status ?? 'open', paymentStatus: snap.session.payment_status },
      overrideAccess: true,
      req,
    })
  }
  const subscriber = await findSubscriberForStripe(
    payload,
    { uid: snap.uid, customerId: snap.customer },
    req,
  )
  if (!subscriber) return 'no-subscriber'
  const state = subscriptionState(snap.subscriptions)
  // Stripe has no subscription for the record's customer (none listed, or the customer was deleted,
  // which cancels them): access ends. Plan, interval, dates and subscription id stay as the record of
  // what was paid for. A record that never had a subscription keeps no status; one whose customer is
  // another keeps its own.
  const hadSubscription =
    subscriber.stripeCustomerId === snap.customer &&
    (subscriber.subscription_active === true || Boolean(subscriber.subscription_status))
  await updateSubscriber(
    payload,
    subscriber.id,
    state
      ? {
          stripeCustomerId: snap.customer,
          stripeSubscriptionId: state.subscriptionId,
          subscription_plan: state.planId ?? subscriber.subscription_plan,
          subscription_interval: state.interval ?? subscriber.subscription_interval,
          subscription_status: state.status,
          subscription_active: state.active,
          subscription_start: state.start,
          subscription_end: state.end,
        }
      : hadSubscription
        ? { subscription_active: false, subscription_status: ENDED_STATUS }
        : { stripeCustomerId: snap.customer },
    req,
  )
  return 'updated'
}

export type WebhookOutcome = {
  outcome: 'updated' | 'no-subscriber' | 'duplicate' | 'ignored' | 'unknown-customer'
}

/** Test hooks: a failure between the event's dedupe record and its state writes; a slow write. */
export type WebhookFaults = {
  afterDedupeRecord?: () => Promise<void> | void
  /** After Stripe was read, before anything is written. */
  afterSnapshot?: () => Promise<void> | void
}

/** Stripe's "No such …": what was asked about does not exist (any more); a retry cannot help. */
const isMissing = (err: unknown): boolean =>
  (err as { statusCode?: number }).statusCode === 404 ||
  (err as { code?: string }).code === 'resource_missing'

/** Stripe's reading, or 'gone' when Stripe no longer knows what the event names (a retry cannot help). */
async function readStripe(
  subject: NonNullable<ReturnType<typeof eventSubject>>,
): Promise<CustomerSnapshot | null | 'gone'> {
  try {
    return await snapshot(subject)
  } catch (err) {
    if (isMissing(err)) return 'gone'
    throw err
  }
}

/**
 * Whether the customer itself is gone (deleted in the Dashboard, which cancels its subscriptions),
 * rather than only the session or subscription an event names: Stripe answers a deleted customer
 * with `deleted: true`, and one it never had with a 404.
 */
async function customerGone(customer: string): Promise<boolean> {
  try {
    const found = await stripe().customers.retrieve(customer)
    return 'deleted' in found && found.deleted === true
  } catch (err) {
    if (isMissing(err)) return true
    throw err
  }
}

/**
 * Holds one Stripe customer's lock until the transaction ends, on every instance: their events are
 * applied one at a time, each reading Stripe under the lock, so the last write is the latest state.
 * (Without it, an instance that read Stripe before a cancellation could commit after the instance
 * that wrote it, and leave the subscriber active.)
 */
async function lockCustomer(req: PayloadRequest, customer: string): Promise<void> {
  await holdTransactionLock(req, `stripe-customer:${customer}`)
}

/**
 * Handles one signed event once. Under the customer's lock, the event id, Stripe's reading and
 * every state write happen in one transaction, so the event counts as processed only once its
 * effects are committed: a crash or timeout anywhere leaves nothing recorded, and Stripe's retry
 * applies it. A second delivery racing the first waits for the lock and then finds the id taken.
 */
export async function processStripeEvent(
  payload: Payload,
  event: Stripe.Event,
  faults: WebhookFaults = {},
): Promise<WebhookOutcome> {
  const subject = eventSubject(event)
  if (!subject) return { outcome: 'ignored' }
  const seen = await payload.count({
    collection: 'stripe-events',
    where: { eventId: { equals: event.id } },
    overrideAccess: true,
  })
  if (seen.totalDocs > 0) return { outcome: 'duplicate' }
  let customer = subject.customer
  if (!customer) {
    // An event that names only a subscription or a session: Stripe says whose it is.
    const first = await readStripe(subject)
    if (!first || first === 'gone') return { outcome: 'unknown-customer' }
    customer = first.customer
  }

  return applyUnderLock(payload, subject, customer, faults, async (req) => {
    try {
      await payload.create({
        collection: 'stripe-events',
        data: { eventId: event.id, type: event.type },
        overrideAccess: true,
        req,
      })
      return false
    } catch (err) {
      // The failed insert aborted the transaction: ask outside it whether the id was taken meanwhile.
      await killTransaction(req)
      const taken = await payload.count({
        collection: 'stripe-events',
        where: { eventId: { equals: event.id } },
        overrideAccess: true,
      })
      if (taken.totalDocs > 0) return true
      throw err
    }
  })
}

/**
 * Writes a customer's state as Stripe has it now, without an event: a status check saw a checkout
 * paid before its webhook, and the account must read as paying at once (so a second checkout is
 * refused and the user area shows the plan). Same lock and writes as an event; nothing recorded.
 */
export async function syncCustomer(payload: Payload, customer: string): Promise<WebhookOutcome> {
  return applyUnderLock(payload, { customer, subscription: null, checkoutSession: null }, customer)
}

/**
 * Under the customer's lock, in one transaction: `claim` (true when the work was already done),
 * Stripe's reading, the writes, and the cancellation of superseded subscriptions.
 */
async function applyUnderLock(
  payload: Payload,
  subject: NonNullable<ReturnType<typeof eventSubject>>,
  customer: string,
  faults: WebhookFaults = {},
  claim?: (req: PayloadRequest) => Promise<boolean>,
): Promise<WebhookOutcome> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    await lockCustomer(req, customer)
    if (claim && (await claim(req))) {
      await killTransaction(req)
      return { outcome: 'duplicate' }
    }
    let snap = await readStripe(subject)
    // A deleted customer has no subscription left: written as such, so its subscriber loses access.
    if (snap === 'gone' && (await customerGone(customer)))
      snap = { customer, uid: null, subscriptions: [], session: null }
    if (!snap || snap === 'gone') {
      await killTransaction(req)
      return { outcome: 'unknown-customer' }
    }
    await faults.afterSnapshot?.()
    await faults.afterDedupeRecord?.()
    const outcome = await write(payload, snap, req)
    // Last before the commit, still under the customer's lock: a Stripe failure rolls the writes and
    // the event's record back, and Stripe's retry cancels again.
    await cancelSuperseded(payload, snap)
    await commitTransaction(req)
    return { outcome }
  } catch (err) {
    await killTransaction(req)
    throw err
  }
}
