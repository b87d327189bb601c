// A promo code goes live or ends at its validFrom / validUntil with no edit, so no collection hook
// expires the pages that list codes then. The plans pages ship only the codes in force when they
// render (src/lib/promo.ts promoRecordsForBrowser: a code that has not started stays secret), and
// they are cached (src/server/cms.ts, revalidate 600, and the response cache): without this task a
// code would reach the pages up to ten minutes after its start, and an ended one would stay in their
// HTML as long.
//
// Why a scheduled task that looks back, and not a job queued at each code's start when it is
// published: it runs in the jobs queue, so on the one instance holding the jobs lock
// (src/server/jobs/runner.ts), and it reads the published rows each time, so edits, unpublishing,
// trashing and restores of a code need no bookkeeping (a job queued per code would have to be found
// and moved or dropped on each of them). Each run asks whether a published code's window started or
// ended between the previous run and now, and if so expires the promo-codes tag the way the
// collection hooks do (src/server/cache/index.ts expireTags: outside a request it is announced
// through Postgres, and every instance, this one too, expires its own caches).
import type { Payload, TaskConfig, Where } from 'payload'
import { expireTags } from '@/server/cache/index.ts'
import { publishedOnly } from '@/server/published.ts'
import { contentJobsCron } from './cron.ts'

export const PROMO_WINDOW_EDGES_TASK = 'promo-window-edges'
const QUEUE = 'default'
const TAG = 'promo-codes'

/**
 * An edge is acted on only this long after it passed on this instance's clock, so an instance whose
 * clock is a little behind does not render (and cache) the page just before the edge on the expiry.
 */
export const CLOCK_MARGIN_MS = 2000
/**
 * With no previous run recorded, edges this far back are looked at: older ones are already on the
 * pages, whose cached data lives at most 600 s (src/server/cms.ts).
 */
export const FIRST_LOOKBACK_MS = 15 * 60_000

type Input = { since?: string | null }
type BeforeScheduleFn = NonNullable<
  NonNullable<NonNullable<TaskConfig['schedule']>[number]['hooks']>['beforeSchedule']
>

/** Published codes whose window starts in (from, to] or ends in it (the end is inclusive, so it
 * takes effect one millisecond after validUntil). */
export function windowEdgesBetween(from: Date, to: Date): Where {
  const a = from.toISOString()
  const b = to.toISOString()
  return publishedOnly({
    or: [
      { and: [{ validFrom: { greater_than: a } }, { validFrom: { less_than_equal: b } }] },
      { and: [{ validUntil: { greater_than_equal: a } }, { validUntil: { less_than: b } }] },
    ],
  })
}

/** Expires the promo-codes tag on every instance if a code's window started or ended in (since, now]. */
export async function expirePromoWindowEdges(
  payload: Payload,
  since: Date | null,
  now = new Date(),
): Promise<number> {
  const to = new Date(now.getTime() - CLOCK_MARGIN_MS)
  const from = since
    ? new Date(since.getTime() - CLOCK_MARGIN_MS)
    : new Date(now.getTime() - FIRST_LOOKBACK_MS)
  if (from >= to) return 0
  const { totalDocs } = await payload.count({
    collection: 'promo-codes',
    where: windowEdgesBetween(from, to),
    overrideAccess: true,
  })
  if (totalDocs > 0) await expireTags(payload, [TAG])
  return totalDocs
}

/**
 * Payload's default rule waits while a run of the task is waiting or running. Here only a waiting
 * run holds the next one back: a run an instance stopped in the middle of (a deploy) stays marked
 * running until the queue releases it minutes later (src/server/jobs/runner.ts), and the edges must
 * not wait for that. Two runs at once are harmless (each expires a tag).
 *
 * The job's `since` is the previous scheduling's time: Payload records it in its jobs-stats global
 * before this run is queued, on whichever instance led then, so a new leader goes on where the old
 * one stopped. The window overlaps the previous run's a little (it was scheduled just before it
 * ran): an edge may be acted on twice, never missed.
 */
const sinceLastScheduling: BeforeScheduleFn = async ({ jobStats, queueable, req }) => {
  const { totalDocs: waiting } = await req.payload.db.count({
    collection: 'payload-jobs',
    req,
    where: {
      and: [
        { queue: { equals: QUEUE } },
        { taskSlug: { equals: PROMO_WINDOW_EDGES_TASK } },
        { 'meta.scheduled': { equals: true } },
        { processing: { equals: false } },
        { completedAt: { exists: false } },
        { error: { exists: false } },
      ],
    },
  })
  const tasks = jobStats?.stats?.scheduledRuns?.queues?.[QUEUE]?.tasks as
    Record<string, { lastScheduledRun?: string } | undefined> | undefined
  const last = tasks?.[PROMO_WINDOW_EDGES_TASK]?.lastScheduledRun
  return {
    shouldSchedule: waiting === 0,
    waitUntil: queueable.waitUntil,
    input: { since: last ?? null } satisfies Input,
  }
}

export const promoWindowEdgesTask: TaskConfig<{ input: Input; output: { edges: number } }> = {
  slug: PROMO_WINDOW_EDGES_TASK,
  // As often as the default queue is looked at (every minute; JOBS_CRON), queued by the jobs lock
  // holder only (runner.ts: the crons' own scheduling is off).
  schedule: [
    { cron: contentJobsCron(), queue: QUEUE, hooks: { beforeSchedule: sinceLastScheduling } },
  ],
  inputSchema: [{ name: 'since', type: 'date' }],
  outputSchema: [{ name: 'edges', type: 'number', required: true }],
  retries: 2,
  handler: async ({ input, req }) => {
    const since = input.since ? new Date(input.since) : null
    const edges = await expirePromoWindowEdges(
      req.payload,
      since && Number.isFinite(since.getTime()) ? since : null,
    )
    return { output: { edges } }
  },
}
