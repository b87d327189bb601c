// Several instances behind a balancer each start Payload's job crons, and Payload claims a job
// without a row lock: only the instance holding the jobs lock runs the queue, and another takes over
// when it stops or loses its connection.
import net from 'node:net'
import config from '@payload-config'
import { getPayload } from 'payload'
import pg from 'pg'
import { afterAll, expect, it } from 'vitest'
import { createJobsLeader, jobsLeader } from '@/server/jobs/leader.ts'
import { INTERRUPTED_AFTER_MS, jobsRunGate } from '@/server/jobs/runner.ts'
import { requireDatabaseUri } from '../support/db.ts'

const uri = requireDatabaseUri()
// Its own lock: other test files' Payload instances hold the real one while they run.
const lock = `jobs-leader-test-${Date.now()}`
const a = createJobsLeader(uri, lock)
const b = createJobsLeader(uri, lock)

afterAll(async () => {
  await Promise.all([a.stop(), b.stop(), jobsLeader().stop()])
})

/**
 * Ends the session holding the lock, as a database restart or Postgres giving up on a silent client
 * would, and waits until it has exited (its locks gone with it); how many it ended.
 */
async function endLockHolder(name: string): Promise<number> {
  const admin = new pg.Client({ connectionString: uri })
  await admin.connect()
  try {
    // With a timeout (PostgreSQL 14+), pg_terminate_backend returns once the backend has exited,
    // and false if it has not within 5 s.
    const cut = await admin.query<{ ended: boolean }>(
      `SELECT pg_terminate_backend(pid, 5000) AS ended FROM pg_locks
        WHERE locktype = 'advisory' AND granted AND objid = (hashtext($1)::bigint & 4294967295)::oid`,
      [name],
    )
    return cut.rows.filter((r) => r.ended).length
  } finally {
    await admin.end()
  }
}

it('one instance at a time runs the jobs queue; another takes over when it stops or its connection drops', async () => {
  expect(await a.isLeader()).toBe(true)
  expect(await b.isLeader()).toBe(false)
  expect(await a.isLeader()).toBe(true)
  await a.stop()
  expect(await b.isLeader()).toBe(true)
  expect(await a.isLeader()).toBe(false)

  // The leader's connection is cut (a database restart, a network failure): its lock goes with it.
  expect(await endLockHolder(lock)).toBe(1)
  expect(await a.isLeader()).toBe(true)
  expect(await b.isLeader()).toBe(false)
})

/** A TCP relay to Postgres that can go silent without closing: a connection lost to a partition. */
async function silentableRelay(target: URL) {
  const sockets: net.Socket[] = []
  let silent = false
  const server = net.createServer((inbound) => {
    const outbound = net.connect(Number(target.port || 5432), target.hostname)
    sockets.push(inbound, outbound)
    for (const [from, to] of [
      [inbound, outbound],
      [outbound, inbound],
    ] as const) {
      from.on('data', (chunk) => {
        if (!silent) to.write(chunk)
      })
      from.on('error', () => undefined)
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as net.AddressInfo).port,
    silence: () => {
      silent = true
    },
    close: () => {
      for (const s of sockets) s.destroy()
      server.close()
    },
  }
}

it('a leader whose connection died without a word stops leading once another instance took the lock', async () => {
  const target = new URL(uri)
  const relay = await silentableRelay(target)
  const viaRelay = new URL(uri)
  viaRelay.hostname = '127.0.0.1'
  viaRelay.port = String(relay.port)
  const silentLock = `${lock}-silent`
  const quiet = createJobsLeader(viaRelay.toString(), silentLock, { timeoutMs: 500 })
  const other = createJobsLeader(uri, silentLock)
  try {
    expect(await quiet.isLeader()).toBe(true)
    // The network goes silent, and Postgres ends the session (its keepalives unanswered): the lock
    // is released, but nothing reaches the old leader.
    relay.silence()
    expect(await endLockHolder(silentLock)).toBe(1)
    expect(await other.isLeader()).toBe(true)
    // Never both.
    expect(await quiet.isLeader()).toBe(false)
  } finally {
    relay.close()
    await Promise.all([quiet.stop(), other.stop()])
  }
})

it("Payload's crons run the queue only where the jobs lock is held", async () => {
  const payload = await getPayload({ config })
  const runsHere = await payload.config.jobs.shouldAutoRun!(payload)
  // Held by this process or by another test file's Payload: either way a second instance is refused.
  const other = createJobsLeader(uri)
  expect(await other.isLeader()).toBe(false)
  await other.stop()
  // Payload's crons ask this process's leader: open exactly when it holds the lock (which process
  // holds it depends on the test files running beside this one).
  expect(runsHere).toBe(await jobsLeader().isLeader())
  // Both halves on every run, with a lock of their own: the gate of the instance holding it opens,
  // the other's stays shut until the holder stops. Scheduling stubbed: no tasks queued for real.
  const gateLock = `${lock}-gate`
  const [holder, second] = [createJobsLeader(uri, gateLock), createJobsLeader(uri, gateLock)]
  const noScheduling = Object.assign(Object.create(payload) as typeof payload, {
    jobs: {
      ...payload.jobs,
      handleSchedules: async () => ({ errored: [], queued: [], skipped: [] }),
    },
  })
  try {
    expect(await jobsRunGate(holder)(noScheduling)).toBe(true)
    const secondGate = jobsRunGate(second)
    expect(await secondGate(noScheduling)).toBe(false)
    await holder.stop()
    expect(await secondGate(noScheduling)).toBe(true)
  } finally {
    await Promise.all([holder.stop(), second.stop()])
  }
})

it('the instance that takes over the queue runs again a job left running by one that stopped mid-job', async () => {
  const payload = await getPayload({ config })
  const leader = createJobsLeader(uri, `jobs-gate-test-${Date.now()}`)
  const gate = jobsRunGate(leader)
  const job = async (ageMs: number) => {
    const created = await payload.jobs.queue({
      task: 'prune-stripe-events',
      input: {},
      queue: `parado-${Date.now()}-${ageMs}`, // a queue no cron runs
    })
    await payload.db.updateJobs({
      id: created.id,
      data: { processing: true, updatedAt: new Date(Date.now() - ageMs).toISOString() },
    })
    return created.id
  }
  const stuck = await job(INTERRUPTED_AFTER_MS + 60_000)
  const running = await job(10_000) // another runner's, still going
  const processing = async (id: string | number) =>
    (await payload.findByID({ collection: 'payload-jobs', id, overrideAccess: true })).processing
  try {
    expect(await gate(payload)).toBe(true)
    expect(await processing(stuck)).toBe(false)
    expect(await processing(running)).toBe(true)
    // Only when it takes over: a job of its own that outlives the margin is left alone.
    await payload.db.updateJobs({
      id: stuck,
      data: { processing: true, updatedAt: new Date(0).toISOString() },
    })
    expect(await gate(payload)).toBe(true)
    expect(await processing(stuck)).toBe(true)
    // Review: the job another runner had started less than the margin before the takeover was never
    // looked at again, so if that runner had stopped it stayed "running" until the next takeover.
    // Once it outlives the margin with no write, a later tick queues it again.
    await payload.db.updateJobs({
      id: running,
      data: { updatedAt: new Date(Date.now() - INTERRUPTED_AFTER_MS - 1_000).toISOString() },
    })
    expect(await gate(payload)).toBe(true)
    expect(await processing(running)).toBe(false)
    expect(await processing(stuck)).toBe(true)
  } finally {
    await leader.stop()
    await payload.delete({
      collection: 'payload-jobs',
      where: { id: { in: [stuck, running] } },
      overrideAccess: true,
    })
  }
})

it('only the instance holding the lock queues the tasks due on a schedule', async () => {
  const payload = await getPayload({ config })
  // Payload's crons would schedule on every instance before asking shouldAutoRun.
  for (const entry of payload.config.jobs.autoRun as Array<{ disableScheduling?: boolean }>)
    expect(entry.disableScheduling).toBe(true)
  const name = `jobs-schedule-test-${Date.now()}`
  const [holder, other] = [createJobsLeader(uri, name), createJobsLeader(uri, name)]
  const scheduled: string[] = []
  // Payload's lookup takes a few round trips: 50 ms here.
  const spy = (who: string): typeof payload =>
    Object.assign(Object.create(payload) as typeof payload, {
      jobs: {
        ...payload.jobs,
        handleSchedules: async () => {
          scheduled.push(who)
          await new Promise((r) => setTimeout(r, 50))
          return { errored: [], queued: [], skipped: [] }
        },
      },
    })
  try {
    const gate = jobsRunGate(holder)
    expect(await gate(spy('holder'))).toBe(true)
    expect(await jobsRunGate(other)(spy('other'))).toBe(false)
    expect(scheduled).toEqual(['holder'])
    // Both crons ask at the same second: one lookup, not two racing to queue the same task.
    expect(await Promise.all([gate(spy('cron 1')), gate(spy('cron 2'))])).toEqual([true, true])
    expect(scheduled).toEqual(['holder', 'cron 1'])
  } finally {
    await Promise.all([holder.stop(), other.stop()])
  }
})
