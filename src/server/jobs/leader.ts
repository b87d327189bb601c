// One instance runs the jobs queue. Every instance starts Payload's job crons (src/instrumentation.ts)
// and they all fire at the same second, but Payload claims a job by reading it and then marking it,
// without a row lock: two instances could both run one scheduled publication. Only the instance
// holding a Postgres session lock runs jobs; when it stops or dies its connection closes, the lock
// is released, and another instance takes over at its next look (a minute at most). The holder asks
// its session whether it is still alive before each run: a connection that died without a word (a
// network partition, a NAT dropping it) would otherwise keep it running the queue beside the
// instance that took over the released lock.
import pg from 'pg'
import { logger } from '@/server/logger.mjs'
import { processWide } from '@/server/processWide.ts'

export const JOBS_LOCK = 'busqy:jobs-runner'

export type JobsLeader = {
  /** True while this instance holds the lock (taken here if free). Never throws. */
  isLeader: () => Promise<boolean>
  /** Releases the lock (its connection closes). */
  stop: () => Promise<void>
  /** How many times this instance has taken the lock (each time it was free and it got it). */
  acquisitions: () => number
}

/**
 * `lock`: another name gives another, independent lock (tests). `timeoutMs`: how long connecting or
 * asking may take before this instance counts itself as not leading.
 */
export function createJobsLeader(
  connectionString: string,
  lock = JOBS_LOCK,
  { timeoutMs = 5000 }: { timeoutMs?: number } = {},
): JobsLeader {
  let client: pg.Client | null = null
  let held = false
  let acquired = 0
  const drop = (c: pg.Client) => {
    if (client !== c) return
    client = null
    held = false
  }
  return {
    async isLeader() {
      try {
        // The session lock is held as long as its session lives: one round trip proves both.
        if (held && client) return (await client.query('SELECT 1')).rowCount === 1
        if (!client) {
          const c = new pg.Client({
            connectionString,
            connectionTimeoutMillis: timeoutMs,
            query_timeout: timeoutMs,
            keepAlive: true,
          })
          // A dropped connection (database restart) released the lock: look again next time.
          c.on('error', () => drop(c))
          c.on('end', () => drop(c))
          client = c
          await c.connect()
        }
        const res = await client.query<{ held: boolean }>(
          'SELECT pg_try_advisory_lock(hashtext($1)) AS held',
          [lock],
        )
        held = res.rows[0]?.held === true
        if (held) {
          acquired++
          logger.info({ msg: 'this instance runs the jobs queue' })
        }
        return held
      } catch (err) {
        logger.warn({ msg: 'jobs queue lock not taken', err: (err as Error).message })
        const c = client
        if (c) {
          drop(c)
          // Not awaited: over a dead connection the goodbye may never be answered.
          void c.end().catch(() => undefined)
        }
        return false
      }
    },
    acquisitions: () => acquired,
    async stop() {
      const c = client
      if (!c) return
      drop(c)
      await c.end().catch(() => undefined)
    },
  }
}

/** This process's leader (payload.config.ts `jobs.shouldAutoRun`). */
export const jobsLeader = (): JobsLeader =>
  processWide('jobsLeader', () => createJobsLeader(process.env.DATABASE_URI || ''))
