// Several instances behind a balancer each start Payload's job crons, and Payload claims a job
// without a row lock: only the instance holding the jobs lock runs the queue, and another takes over
// when it stops or loses its connection.
import config from '@payload-config'
import { getPayload } from 'payload'
import pg from 'pg'
import { afterAll, expect, it } from 'vitest'
import { createJobsLeader, jobsLeader } from '@/server/jobs/leader.ts'
import { requireDatabaseUri } from '../support/db.ts'

const uri = requireDatabaseUri()
// Its own lock: other test files' Payload instances hold the real one while they run.
const lock = `jobs-leader-test-${Date.now()}`
const a = createJobsLeader(uri, lock)
const b = createJobsLeader(uri, lock)

afterAll(async () => {
  await Promise.all([a.stop(), b.stop(), jobsLeader().stop()])
})

it('one instance at a time runs the jobs queue; another takes over when it stops or its connection drops', async () => {
  expect(await a.isLeader()).toBe(true)
  expect(await b.isLeader()).toBe(false)
  expect(await a.isLeader()).toBe(true)
  await a.stop()
  expect(await b.isLeader()).toBe(true)
  expect(await a.isLeader()).toBe(false)

  // The leader's connection is cut (a database restart, a network failure): its lock goes with it.
  const admin = new pg.Client({ connectionString: uri })
  await admin.connect()
  const cut = await admin.query(
    `SELECT pg_terminate_backend(pid) FROM pg_locks
      WHERE locktype = 'advisory' AND granted AND objid = (hashtext($1)::bigint & 4294967295)::oid`,
    [lock],
  )
  await admin.end()
  expect(cut.rowCount).toBe(1)
  await new Promise((r) => setTimeout(r, 200))
  expect(await a.isLeader()).toBe(true)
  expect(await b.isLeader()).toBe(false)
})

it("Payload's crons run the queue only where the jobs lock is held", async () => {
  const payload = await getPayload({ config })
  const runsHere = await payload.config.jobs.shouldAutoRun!(payload)
  // Held by this process or by another test file's Payload: either way a second instance is refused.
  const other = createJobsLeader(uri)
  expect(await other.isLeader()).toBe(false)
  await other.stop()
  if (runsHere) {
    await jobsLeader().stop()
    expect(await payload.config.jobs.shouldAutoRun!(payload)).toBe(true)
  }
})
