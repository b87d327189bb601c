// GET /api/health, what a load balancer and the container's HEALTHCHECK ask: the database answers
// and every migration of this build has run; 503 otherwise, and while the server drains.
import { afterAll, describe, expect, it } from 'vitest'
import { query, requireDatabaseUri } from '../support/db.ts'
import { rest } from '../support/rest.ts'
import { startDraining } from '@/server/shutdown.mjs'
import { markCachesCurrent, markCachesPending } from '@/server/cache/purgeBus.mjs'

const RATE_LIMITS = '20261123_222900_rate_limits'
let removed: Array<{ name: string; batch: number }> = []

afterAll(async () => {
  for (const row of removed)
    await query(
      requireDatabaseUri(),
      'INSERT INTO payload_migrations (name, batch) VALUES ($1, $2)',
      [row.name, row.batch],
    )
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('busqy.draining')]
})

describe('GET /api/health', () => {
  it('is 503 naming the pending migration until the release step has run it', async () => {
    removed = await query<{ name: string; batch: number }>(
      requireDatabaseUri(),
      'DELETE FROM payload_migrations WHERE name = $1 RETURNING name, batch',
      [RATE_LIMITS],
    )
    expect(removed).toHaveLength(1)
    const res = await rest('GET', '/health')
    expect(res.status).toBe(503)
    expect(res.body).toEqual({
      status: 'migrations pending',
      database: 'ok',
      pending: [RATE_LIMITS],
    })
  })

  it('is 503 listing every migration on a database none has run on (no 500)', async () => {
    const uri = requireDatabaseUri()
    await query(uri, 'ALTER TABLE payload_migrations RENAME TO payload_migrations_aside')
    try {
      const res = await rest('GET', '/health')
      expect(res.status).toBe(503)
      expect(res.body).toMatchObject({ status: 'migrations pending', database: 'ok' })
      expect((res.body as { pending: string[] }).pending).toEqual(
        expect.arrayContaining([RATE_LIMITS]),
      )
    } finally {
      await query(uri, 'ALTER TABLE payload_migrations_aside RENAME TO payload_migrations')
    }
  })

  it('is 200 once every migration has run, never cached, with nothing secret', async () => {
    for (const row of removed.splice(0))
      await query(
        requireDatabaseUri(),
        'INSERT INTO payload_migrations (name, batch) VALUES ($1, $2)',
        [row.name, row.batch],
      )
    const res = await rest('GET', '/health')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: 'ok', database: 'ok' })
    expect((res.body as { migrations: number }).migrations).toBeGreaterThanOrEqual(7)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(JSON.stringify(res.body)).not.toMatch(/postgres|password|secret|127\.0\.0\.1/i)
  })

  // A starting instance may hold pages from before edits made since its build or its last run.
  it('is 503 "starting" until the instance has expired every cache tag once, then 200', async () => {
    markCachesPending()
    try {
      const res = await rest('GET', '/health')
      expect(res.status).toBe(503)
      expect(res.body).toEqual({ status: 'starting', database: 'ok' })
      expect(res.headers.get('retry-after')).toBe('1')
    } finally {
      markCachesCurrent()
    }
    expect((await rest('GET', '/health')).status).toBe(200)
  })

  it('is 503 while the server drains, so the balancer stops sending before it closes', async () => {
    startDraining()
    const res = await rest('GET', '/health')
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('5')
  })
})
