import type { Endpoint } from 'payload'
import { databasePool } from '@/server/dbPool.ts'
import { migrations } from '../../../migrations/index.ts'
import { isDraining } from '@/server/shutdown.mjs'
import { cachesCurrent } from '@/server/cache/purgeBus.mjs'
import { defineEndpoint, json } from './toolkit.ts'

const EXPECTED = migrations.map((m) => m.name)
/** Once every migration is recorded it stays so for this build: checked until then, not after. */
let allApplied = false

/**
 * GET /api/health — for load balancers and orchestrators: 200 when the database answers and every
 * migration of this build has run and the instance's caches are current, else 503 (503 while it
 * drains on SIGTERM, so the balancer stops sending before it closes, and while it is starting: until
 * its first purge of every cache tag has landed, src/server/cache/purgeBus.mjs). Cheap (one `SELECT 1`), never cached, no secrets.
 */
export const healthEndpoint: Endpoint = defineEndpoint({
  path: '/health',
  method: 'get',
  handler: async ({ req }) => {
    if (isDraining()) return json({ status: 'draining' }, 503, { 'retry-after': '5' })
    const pool = databasePool(req.payload)
    if (!pool) return json({ status: 'unavailable', database: 'no pool' }, 503)
    await pool.query('SELECT 1')
    if (!allApplied) {
      // A database no migration has run on yet has no payload_migrations table at all.
      const table = await pool.query<{ present: boolean }>(
        `SELECT to_regclass('payload_migrations') IS NOT NULL AS present`,
      )
      const { rows } = table.rows[0]?.present
        ? await pool.query<{ name: string }>('SELECT name FROM payload_migrations')
        : { rows: [] }
      const ran = new Set(rows.map((r) => r.name))
      const pending = EXPECTED.filter((name) => !ran.has(name))
      if (pending.length)
        return json({ status: 'migrations pending', database: 'ok', pending }, 503)
      allApplied = true
    }
    if (!cachesCurrent())
      return json({ status: 'starting', database: 'ok' }, 503, { 'retry-after': '1' })
    return json({ status: 'ok', database: 'ok', migrations: EXPECTED.length })
  },
})
