// Whether this instance runs the jobs queue now (payload.config.ts `jobs.shouldAutoRun`, asked by
// every instance's crons at each tick), and what the instance that runs it does first.
import type { Payload } from 'payload'
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

/** Marks jobs interrupted by a stopped instance as waiting again; how many. */
export async function releaseInterruptedJobs(payload: Payload, now = Date.now()): Promise<number> {
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [
        { processing: { equals: true } },
        { completedAt: { exists: false } },
        { updatedAt: { less_than: new Date(now - INTERRUPTED_AFTER_MS).toISOString() } },
      ],
    },
    data: { processing: false },
    overrideAccess: true,
    depth: 0,
  })
  if (docs.length > 0)
    logger.warn({ msg: 'jobs left running by a stopped instance queued again', count: docs.length })
  return docs.length
}

/**
 * The gate for one leader. Payload's crons would also queue the tasks due on a schedule (the daily
 * prune) on every instance at once, outside the lock, so they are told not to (`disableScheduling`)
 * and the leader does it here.
 */
export function jobsRunGate(leader: JobsLeader): (payload: Payload) => Promise<boolean> {
  let released = 0
  // Both crons ask at the same second every ten minutes; Payload counts a task's queued jobs, then
  // queues one, without a lock: two lookups at once could queue the prune twice.
  let scheduling: Promise<void> | null = null
  const schedule = (payload: Payload): Promise<void> =>
    (scheduling ??= payload.jobs
      .handleSchedules({ allQueues: true })
      .then(() => undefined)
      .finally(() => {
        scheduling = null
      }))
  return async (payload) => {
    if (!(await leader.isLeader())) return false
    // Just took over: the previous runner may have died mid-job.
    if (leader.acquisitions() !== released) {
      released = leader.acquisitions()
      await releaseInterruptedJobs(payload).catch((err: unknown) => {
        released = 0 // look again at the next tick
        logger.error({ msg: 'interrupted jobs not released', err: (err as Error).message })
      })
    }
    try {
      await schedule(payload)
    } catch (err) {
      // The queue still runs what is already in it.
      logger.error({ msg: 'scheduled tasks not queued', err: (err as Error).message })
    }
    return true
  }
}

/** This process's gate (`jobs.shouldAutoRun`). */
export const runsJobsHere = (payload: Payload): Promise<boolean> =>
  processWide('jobsRunGate', () => jobsRunGate(jobsLeader()))(payload)
