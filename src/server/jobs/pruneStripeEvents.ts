// Stripe webhook event ids are kept only to drop duplicate deliveries, and Stripe retries an event
// for up to 3 days: 30 days of ids is ample. A daily job deletes older rows so the table stays small.
import type { TaskConfig } from 'payload'

export const STRIPE_EVENT_RETENTION_DAYS = 30
export const MAINTENANCE_QUEUE = 'maintenance'

export const pruneStripeEventsTask: TaskConfig<{ input: object; output: { deleted: number } }> = {
  slug: 'prune-stripe-events',
  // Daily at 04:00 (server time); queued and run by the jobs autoRun in payload.config.ts.
  schedule: [{ cron: '0 0 4 * * *', queue: MAINTENANCE_QUEUE }],
  retries: 2,
  outputSchema: [{ name: 'deleted', type: 'number', required: true }],
  handler: async ({ req }) => {
    const cutoff = new Date(
      Date.now() - STRIPE_EVENT_RETENTION_DAYS * 24 * 60 * 60 * 1000,
    ).toISOString()
    const where = { createdAt: { less_than: cutoff } }
    const { totalDocs } = await req.payload.count({
      collection: 'stripe-events',
      where,
      overrideAccess: true,
      req,
    })
    if (totalDocs > 0) await req.payload.db.deleteMany({ collection: 'stripe-events', where, req })
    return { output: { deleted: totalDocs } }
  },
}
