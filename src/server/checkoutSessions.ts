// The server's record of each checkout session it opened (collections/CheckoutSessions.ts): who owns
// it, what it charges, and which payment conversions were already reported to Meta.
import { columnOf, databasePool } from '@/server/dbPool.ts'
import { isSettled } from '@/lib/checkoutState.ts'
import type { Payload } from 'payload'
import type { CheckoutSession } from '@/payload-types.ts'
import { paymentEventId, type MetaEventInput, type PaymentEventName } from '@/lib/metaEvents.ts'
import { HttpError } from './endpoints/toolkit.ts'
import type Stripe from 'stripe'
import { isStripeError, stripe } from './stripe.ts'
import { syncCustomer } from './subscriptionSync.ts'

/** The caller's own session: another user's id answers exactly as an unknown one, before Stripe is asked. */
export async function findCheckoutSession(
  payload: Payload,
  sessionId: string,
  uid: string,
): Promise<CheckoutSession | null> {
  const found = await payload.find({
    collection: 'checkout-sessions',
    where: { sessionId: { equals: sessionId } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const record = found.docs[0]
  return record && record.uid === uid ? record : null
}

export type LiveSession = {
  status: string
  paymentStatus: string
  amountTotal: number | null
  customerEmail: string | null
}

/** The session as Stripe sees it now; the record follows when it changed (webhooks may still be on their way). */
export async function refreshCheckoutSession(
  payload: Payload,
  record: CheckoutSession,
): Promise<LiveSession> {
  try {
    const session = await stripe().checkout.sessions.retrieve(record.sessionId)
    const live: LiveSession = {
      status: session.status ?? 'open',
      paymentStatus: session.payment_status,
      amountTotal: session.amount_total ?? null,
      customerEmail: session.customer_details?.email ?? null,
    }
    if (live.status !== record.status || live.paymentStatus !== record.paymentStatus) {
      await payload.update({
        collection: 'checkout-sessions',
        id: record.id,
        data: { status: live.status, paymentStatus: live.paymentStatus },
        overrideAccess: true,
      })
      if (live.status === 'complete' && isSettled(live.paymentStatus))
        await syncPaidCustomer(payload, session)
    }
    return live
  } catch (err) {
    if (!isStripeError(err)) throw err
    if (err.statusCode === 404) throw new HttpError(404, 'Sessão de checkout não encontrada.')
    payload.logger.error({ msg: 'checkout session lookup failed', err: err.message })
    throw new HttpError(502, 'Não foi possível consultar o pagamento agora.')
  }
}

/**
 * The account of a session seen paid reads as paying now, not when its webhook comes. Best effort:
 * should Stripe fail here, the next checkout syncs before it opens (checkout.ts), and the webhook
 * still comes. The customer's subscriptions are all it reads: the session was just read, and its
 * record just written.
 */
async function syncPaidCustomer(payload: Payload, session: Stripe.Checkout.Session): Promise<void> {
  const customer = typeof session.customer === 'string' ? session.customer : session.customer?.id
  if (!customer) return
  try {
    await syncCustomer(payload, customer)
  } catch (err) {
    payload.logger.warn({
      msg: 'sync after a paid status check failed',
      customer,
      err: (err as Error).message,
    })
  }
}

/**
 * Expires a session at Stripe and in its record; false when Stripe says it is no longer open. One
 * this Stripe account does not know (a record kept across a change of Stripe keys) cannot be paid:
 * its record is closed too, or it would fail every later checkout of the account.
 */
export async function expireCheckout(payload: Payload, sessionId: string): Promise<boolean> {
  try {
    await stripe().checkout.sessions.expire(sessionId)
  } catch (err) {
    if (isStripeError(err) && err.statusCode === 400) return false
    if (!isStripeError(err) || err.statusCode !== 404) throw err
  }
  await payload.update({
    collection: 'checkout-sessions',
    where: { sessionId: { equals: sessionId } },
    data: { status: 'expired' },
    overrideAccess: true,
  })
  return true
}

// The CheckoutSessions field that says when each payment event of a session was reported.
const REPORTED_FIELD = {
  pagamento_confirmado: 'purchaseReportedAt',
  PVNewSubs: 'newSubscriptionReportedAt',
} as const satisfies Record<PaymentEventName, keyof CheckoutSession>

/**
 * Marks a payment event as reported for this session; true only for the first caller. One
 * conditional UPDATE in Postgres (Payload's update by `where` reads, then writes), so two reloads
 * racing cannot both report.
 */
export async function claimConversion(
  payload: Payload,
  record: CheckoutSession,
  name: PaymentEventName,
): Promise<boolean> {
  const pool = databasePool(payload)
  if (!pool) throw new Error('no database pool')
  const column = columnOf(REPORTED_FIELD[name])
  const res = await pool.query(
    `UPDATE checkout_sessions SET ${column} = now(), updated_at = now() WHERE id = $1 AND ${column} IS NULL`,
    [record.id],
  )
  return res.rowCount === 1
}

/** The event Meta gets for a payment: the browser's user data, the server's amount, plan and interval. */
export function paymentEvent(
  event: MetaEventInput & { event_name: PaymentEventName },
  record: CheckoutSession,
  amountCents: number,
): MetaEventInput {
  return {
    ...event,
    event_id: paymentEventId(event.event_name, record.sessionId),
    user_data: { ...event.user_data, em: record.email, external_id: record.uid },
    custom_data: {
      value: amountCents / 100,
      currency: 'BRL',
      subscription_plan: record.planName,
      interval: record.interval,
    },
  }
}
