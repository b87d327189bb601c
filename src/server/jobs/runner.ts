// Whether this instance runs the jobs queue now (payload.config.ts `jobs.shouldAutoRun`, asked by
// every instance's crons at each tick), and what the instance that runs it does first.
import type { Payload, Where } from 'payload'
import { logger } from '@/server/logger.mjs'
import { processWide } from '@/server/processWide.ts'
import { jobsLeader, type JobsLeader } from './leader.ts'

/**
 * A job still marked running this long after its last write was left by an instance that stopped
 * mid-job (a deploy's SIGTERM, a crash, out of memory). Payload never picks a running job again, and
 * counts it as active, so a stuck prune job would stop the daily prune from being scheduled at all.
 * Our jobs take seconds; the margin covers an old leader that lost its lock while still finishing.
 */
export const INTERRUPTED_AFTER_MS = 5 * 60_000

const runningWhere = (olderThanMs: number | null, now: number): Where[] => [
  { processing: { equals: true } },
  { completedAt: { exists: false } },
  ...(olderThanMs === null
    ? []
    : [{ updatedAt: { less_than: new Date(now - olderThanMs).toISOString() } }]),
]

/**
 * Marks jobs interrupted by a stopped instance as waiting again (of `ids` only, when given); which.
 */
export async function releaseInterruptedJobs(
  payload: Payload,
  now = Date.now(),
  ids?: Array<number | string>,
): Promise<Array<number | string>> {
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [...runningWhere(INTERRUPTED_AFTER_MS, now), ...(ids ? [{ id: { in: ids } }] : [])],
    },
    data: { processing: false },
    overrideAccess: true,
    depth: 0,
  })
  if (docs.length > 0)
    logger.warn({ msg: 'jobs left running by a stopped instance queued again', count: docs.length })
  return docs.map((d) => d.id)
}

/** The jobs marked running now (at a takeover: the previous runner's, maybe still finishing). */
async function runningJobs(payload: Payload): Promise<Array<number | string>> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: runningWhere(null, Date.now()) },
    pagination: false,
    select: {},
    overrideAccess: true,
    depth: 0,
  })
  return docs.map((d) => d.id)
}

/**
 * The gate for one leader. Payload's crons would also queue the tasks due on a schedule (the daily
 * prune) on every instance at once, outside the lock, so they are told not to (`disableScheduling`)
 * and the leader does it here.
 */
export function jobsRunGate(leader: JobsLeader): (payload: Payload) => Promise<boolean> {
  let released = 0
  // Jobs another runner had started when this one took over, not yet past the margin: looked at
  // again at each tick until they finish or are released, as that runner may have stopped. Jobs this
  // runner starts itself are never released here.
  let inherited: Array<number | string> = []
  const release = async (payload: Payload) => {
    if (leader.acquisitions() !== released) {
      released = leader.acquisitions()
      await releaseInterruptedJobs(payload)
      inherited = await runningJobs(payload)
    } else if (inherited.length > 0) {
      await releaseInterruptedJobs(payload, Date.now(), inherited)
      const still = new Set(await runningJobs(payload))
      inherited = inherited.filter((id) => still.has(id))
    }
  }
  // Both crons ask at the same second every ten minutes: they share one tick. Payload counts a
  // task's queued jobs, then queues one, without a lock: two lookups at once could queue it twice.
  let ticking: Promise<void> | null = null
  const tick = async (payload: Payload) => {
    await release(payload).catch((err: unknown) => {
      released = 0 // look again at the next tick
      logger.error({ msg: 'interrupted jobs not released', err: (err as Error).message })
    })
    try {
      await payload.jobs.handleSchedules({ allQueues: true })
    } catch (err) {
      // The queue still runs what is already in it.
      logger.error({ msg: 'scheduled tasks not queued', err: (err as Error).message })
    }
  }
  return async (payload) => {
    if (!(await leader.isLeader())) return false
    await (ticking ??= tick(payload).finally(() => {
      ticking = null
    }))
    return true
  }
}

/** This process's gate (`jobs.shouldAutoRun`). */
export const runsJobsHere = (payload: Payload): Promise<boolean> =>
  processWide('jobsRunGate', () => jobsRunGate(jobsLeader()))(payload)
