// Access is written from Stripe's webhooks (and a checkout's status check); should the events that
// end a subscription never arrive (the endpoint failing past Stripe's ~3 days of retries, a wrong
// webhook secret for a while), the record would give access for ever. This job finds the accounts
// whose record still gives access well past the end of the period it paid for, and re-syncs each from
// Stripe through the webhook's own path (syncCustomer: the customer's lock, all of its subscriptions,
// the best one written). Stripe decides: a renewal whose event was lost keeps access with its new
// period; a cancelled, deleted or past-due one loses it.
import type { Payload, TaskConfig, Where } from 'payload'
import type { Subscriber } from '@/payload-types.ts'
import { syncCustomer } from '@/server/subscriptionSync.ts'
import { MAINTENANCE_QUEUE } from './pruneStripeEvents.ts'

export const RECONCILE_SUBSCRIPTIONS_TASK = 'reconcile-subscriptions'

/**
 * How long after the record's period end access is left to the webhooks. A card renewal is paid
 * within minutes, but a boleto renewal is paid up to days after its voucher is issued and Stripe
 * retries a failed charge for a while: the record legitimately says active past its end meanwhile,
 * and a re-sync then changes nothing. Past this, a record nobody has updated is suspect.
 */
export const RECONCILE_GRACE_SECONDS = 24 * 60 * 60

/** Accounts read (and synced one after another) per query. */
export const RECONCILE_BATCH_SIZE = 25

/**
 * At most this many accounts per run, so one run stays well under the runner's interrupted-job
 * window (src/server/jobs/runner.ts, 5 minutes) even at a few Stripe calls per account; the rest
 * wait for the next run (hourly, below).
 */
export const RECONCILE_MAX_PER_RUN = 200

/**
 * What the records say gives access past the grace period. Only accounts with a Stripe customer: one
 * without (access granted by hand in the admin) has nothing to sync against. An active record with no
 * end date is left alone too: the sync always writes the period end of a subscription that gives
 * access (Stripe sets it on every subscription item), so such a record was not written from Stripe
 * (an admin's grant) and a lost webhook cannot leave one behind.
 */
export function staleAccessWhere(nowSeconds: number): Where {
  return {
    and: [
      { subscription_active: { equals: true } },
      { subscription_end: { less_than: nowSeconds - RECONCILE_GRACE_SECONDS } },
      { stripeCustomerId: { exists: true } },
      { stripeCustomerId: { not_equals: '' } },
    ],
  }
}

type Snapshot = Pick<
  Subscriber,
  'subscription_active' | 'subscription_status' | 'subscription_end' | 'stripeSubscriptionId'
>
const snapshotOf = (s: Subscriber | null | undefined): Snapshot => ({
  subscription_active: s?.subscription_active ?? null,
  subscription_status: s?.subscription_status ?? null,
  subscription_end: s?.subscription_end ?? null,
  stripeSubscriptionId: s?.stripeSubscriptionId ?? null,
})
const sameSnapshot = (a: Snapshot, b: Snapshot) =>
  (Object.keys(a) as Array<keyof Snapshot>).every((k) => a[k] === b[k])

export type ReconcileOutput = { checked: number; changed: number; failed: number }

/**
 * Re-syncs the stale accounts from Stripe, in batches, least recently updated first (a record the
 * sync rewrote moves to the back, so an account Stripe keeps answering the same way does not take
 * the next run's places). One customer's failure (Stripe down for it, a bad record) is logged and
 * skipped: the others are synced, and the next run tries it again.
 */
export async function reconcileSubscriptions(
  payload: Payload,
  { now = Date.now(), maxPerRun = RECONCILE_MAX_PER_RUN } = {},
): Promise<ReconcileOutput> {
  const out: ReconcileOutput = { checked: 0, changed: 0, failed: 0 }
  const seen: Array<Subscriber['id']> = []
  const where = staleAccessWhere(Math.floor(now / 1000))
  while (out.checked < maxPerRun) {
    const { docs } = await payload.find({
      collection: 'subscribers',
      where: seen.length ? { and: [where, { id: { not_in: seen } }] } : where,
      sort: 'updatedAt',
      limit: Math.min(RECONCILE_BATCH_SIZE, maxPerRun - out.checked),
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    if (!docs.length) break
    for (const doc of docs) {
      seen.push(doc.id)
      out.checked++
      const customer = doc.stripeCustomerId!
      const before = snapshotOf(doc)
      try {
        const { outcome } = await syncCustomer(payload, customer)
        const after = snapshotOf(
          await payload.findByID({
            collection: 'subscribers',
            id: doc.id,
            depth: 0,
            disableErrors: true,
            overrideAccess: true,
          }),
        )
        if (sameSnapshot(before, after)) {
          // Stripe could not say (its customer unknown to it): nothing learned, nothing written.
          if (outcome !== 'updated')
            payload.logger.warn({
              msg: 'stale subscription not reconciled: Stripe does not know the customer',
              uid: doc.uid,
              customer,
              outcome,
            })
          continue
        }
        out.changed++
        payload.logger.info({
          msg: 'subscription reconciled with Stripe',
          uid: doc.uid,
          customer,
          before,
          after,
        })
      } catch (err) {
        out.failed++
        payload.logger.error({
          msg: 'subscription reconcile failed for one customer; continuing',
          uid: doc.uid,
          customer,
          err: (err as Error).message,
        })
      }
    }
  }
  if (out.checked) payload.logger.info({ msg: 'subscriptions reconciled', ...out })
  return out
}

export const reconcileSubscriptionsTask: TaskConfig<{
  input: object
  output: ReconcileOutput
}> = {
  slug: RECONCILE_SUBSCRIPTIONS_TASK,
  // Hourly (at :30), queued by the jobs leader and run by the maintenance autoRun in
  // payload.config.ts. The grace period is a day, so hourly adds little to how long access outlives
  // a lost cancellation, and a backlog larger than one run's bound (after a long webhook outage) is
  // cleared within hours rather than days; with the webhooks working a run is one query finding
  // nothing.
  schedule: [{ cron: '0 30 * * * *', queue: MAINTENANCE_QUEUE }],
  // A customer's failure is the next run's; only the job's own query failing is retried.
  retries: 1,
  outputSchema: [
    { name: 'checked', type: 'number', required: true },
    { name: 'changed', type: 'number', required: true },
    { name: 'failed', type: 'number', required: true },
  ],
  handler: async ({ req }) => ({ output: await reconcileSubscriptions(req.payload) }),
}
