// The start check of DATABASE_URI (src/server/sessionPooling.mjs) against this suite's Postgres: a
// direct connection keeps sessions; an unreachable database is not judged. The transaction-mode
// pooler it refuses is PgBouncer's, in `npm run test:cluster` (check 9).
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { checkSessionPooling } from '@/server/sessionPooling.mjs'
import { freePort } from '../../scripts/lib/embeddedDb.ts'

describe('the start check that DATABASE_URI keeps Postgres sessions', () => {
  it('passes a direct connection, leaving no lock behind', async () => {
    const uri = process.env.DATABASE_URI!
    const client = new pg.Client({ connectionString: uri })
    await client.connect()
    const advisoryLocks = async () =>
      (
        await client.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory'",
        )
      ).rows[0]!.n
    const before = await advisoryLocks()
    expect(await checkSessionPooling(uri)).toEqual({ sessions: true })
    // Twice in a row (instances starting together): each probe uses its own key and channel.
    const both = await Promise.all([checkSessionPooling(uri), checkSessionPooling(uri)])
    expect(both).toEqual([{ sessions: true }, { sessions: true }])
    expect(await advisoryLocks()).toBe(before)
    await client.end()
  })

  it('does not judge a database it cannot reach', async () => {
    const url = new URL(process.env.DATABASE_URI!)
    url.port = String(await freePort(0))
    const check = await checkSessionPooling(url.toString())
    expect(check.sessions).toBeNull()
    expect(check).toMatchObject({ error: expect.stringContaining('ECONNREFUSED') })
  })
})
