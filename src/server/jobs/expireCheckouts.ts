// An open Stripe Checkout Session charges what it was made with until it expires (24 hours, or its
// code's end). When a published promo code or plan stops selling at those terms, the sessions made
// with it are expired here. hooks/expireCheckouts.ts queues this job in the edit's own transaction:
// a rolled-back edit queues nothing, Stripe is asked only after the commit, and an unreachable Stripe
// fails the job (retried), never the marketer's save.
import type { PayloadRequest, TaskConfig, Where } from 'payload'
import type { CheckoutSession } from '@/payload-types.ts'
import { priceKeyToInterval, type PriceKey } from '@/lib/intervals.ts'
import { findPromoRecord } from '@/lib/promo.ts'
import { currentTerms } from '@/server/checkout.ts'
import { expireCheckout, refreshCheckoutSession } from '@/server/checkoutSessions.ts'
import { HttpError } from '@/server/endpoints/toolkit.ts'
import { publishedOnly } from '@/server/published.ts'
import { isStripeError } from '@/server/stripe.ts'

export const EXPIRE_CHECKOUTS_TASK = 'expire-checkouts'

/**
 * A checkout that read the old terms just before the edit committed records its session a moment
 * later: sessions recorded up to this long after the edit are expired too, and the job waits for it.
 */
export const IN_FLIGHT_MS = 10_000

export type ExpiryTarget =
  { promoCode: string; isDefault: boolean } | { planId: string; options: PriceKey[] }

type Input = {
  promoCode?: string | null
  isDefault?: boolean | null
  planId?: string | null
  intervals?: string[] | null
  before: string
}

/** Queues the expiry in the edit's transaction (`req`); it runs once the edit is committed. */
export async function queueCheckoutExpiry(
  req: PayloadRequest,
  target: ExpiryTarget,
): Promise<void> {
  const before = new Date(Date.now() + IN_FLIGHT_MS)
  const input: Input =
    'promoCode' in target
      ? { promoCode: target.promoCode, isDefault: target.isDefault, before: before.toISOString() }
      : {
          planId: target.planId,
          intervals: target.options.map(priceKeyToInterval),
          before: before.toISOString(),
        }
  await req.payload.jobs.queue({ task: EXPIRE_CHECKOUTS_TASK, input, waitUntil: before, req })
}

/**
 * The open sessions made with the target. A session discounted by the default code records the
 * visitor's own code, so for a default code every discounted session whose code is not a code in
 * force of its own counts.
 */
async function openSessions(req: PayloadRequest, input: Input): Promise<CheckoutSession[]> {
  const match: Where = input.planId
    ? { planId: { equals: input.planId }, interval: { in: input.intervals ?? [] } }
    : input.isDefault
      ? { promoCode: { exists: true } }
      : { promoCode: { equals: input.promoCode } }
  const { docs } = await req.payload.find({
    collection: 'checkout-sessions',
    where: {
      and: [match, { status: { equals: 'open' } }, { createdAt: { less_than: input.before } }],
    },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  if (input.planId || !input.isDefault) return docs
  const codes = await req.payload.find({
    collection: 'promo-codes',
    where: publishedOnly(),
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const now = new Date()
  return docs.filter(
    (s) => s.promoCode === input.promoCode || !findPromoRecord(s.promoCode, codes.docs, now)?.known,
  )
}

export const expireCheckoutsTask: TaskConfig<{ input: Input; output: { expired: number } }> = {
  slug: EXPIRE_CHECKOUTS_TASK,
  // Payload's default queue: the server looks at it every minute (src/server/jobs/cron.ts).
  inputSchema: [
    { name: 'promoCode', type: 'text' },
    { name: 'isDefault', type: 'checkbox' },
    { name: 'planId', type: 'text' },
    { name: 'intervals', type: 'text', hasMany: true },
    { name: 'before', type: 'date', required: true },
  ],
  outputSchema: [{ name: 'expired', type: 'number', required: true }],
  // Stripe unreachable: try again, for about half an hour (sessions live up to 24 hours).
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 15_000 } },
  handler: async ({ input, req }) => {
    let expired = 0
    let failed = 0
    const editedAt = Date.parse(input.before) - IN_FLIGHT_MS
    for (const record of await openSessions(req, input)) {
      try {
        // Opened after the edit and charging what a checkout opened now charges, first payment and
        // renewal both (under a 100 % code the first payment is nothing at any price): made at the new
        // terms. A record without its renewal price (older than the column) is not known to.
        if (Date.parse(record.createdAt) >= editedAt && record.recurringCents != null) {
          const { planId, interval, promoCode } = record
          const current = await currentTerms(req.payload, { planId, interval, promoCode })
          if (
            current?.amountCents === record.amountCents &&
            current.recurringCents === record.recurringCents
          )
            continue
        }
        if (await expireCheckout(req.payload, record.sessionId)) expired++
        // Already paid or expired at Stripe: the record follows.
        else await refreshCheckoutSession(req.payload, record)
      } catch (err) {
        // Unknown to this Stripe account: nothing there to expire.
        if ((isStripeError(err) ? err.statusCode : err instanceof HttpError && err.status) === 404)
          continue
        failed++
        req.payload.logger.error({
          msg: 'could not expire a checkout session after a price or promo change',
          sessionId: record.sessionId,
          err: err instanceof Error ? err.message : String(err),
        })
      }
    }
    // The expired ones are no longer open: a retry asks Stripe only about the rest.
    if (failed) throw new Error(`${failed} checkout session(s) not expired; retrying`)
    return { output: { expired } }
  },
}
