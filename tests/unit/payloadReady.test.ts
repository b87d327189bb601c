// Payload runs onInit only at its first init; a retried init (Postgres unreachable at start) skips
// it. Every payloadClient() call runs whenPayloadReady, so the retried instance still gets the pool
// listener without which a dropped idle connection ends the process.
import { EventEmitter } from 'node:events'
import type { Payload } from 'payload'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const createAdminFromEnv = vi.fn<(p: Payload) => Promise<void>>()
vi.mock('@/server/bootstrapAdmin.ts', () => ({ createAdminFromEnv }))
const { whenPayloadReady } = await import('@/server/payloadReady.ts')

const instance = () => {
  const pool = new EventEmitter()
  const logger = { warn: vi.fn(), error: vi.fn(), info: vi.fn() }
  return { pool, logger, payload: { db: { pool }, logger } as unknown as Payload }
}

describe('whenPayloadReady', () => {
  beforeEach(() => createAdminFromEnv.mockReset().mockResolvedValue(undefined))

  it('watches each instance’s pool once, the retried init’s too', async () => {
    const first = instance()
    await whenPayloadReady(first.payload)
    await whenPayloadReady(first.payload)
    expect(first.pool.listenerCount('error')).toBe(1)
    const retried = instance()
    await Promise.all([whenPayloadReady(retried.payload), whenPayloadReady(retried.payload)])
    expect(retried.pool.listenerCount('error')).toBe(1)
    // A dropped idle connection is logged, not thrown.
    retried.pool.emit('error', new Error('terminating connection'))
    expect(retried.logger.warn).toHaveBeenCalledOnce()
    expect(createAdminFromEnv).toHaveBeenCalledTimes(2)
  })

  it('a failed first-admin creation is logged and tried again, without a second listener', async () => {
    const one = instance()
    createAdminFromEnv.mockRejectedValueOnce(new Error('connection refused'))
    await expect(whenPayloadReady(one.payload)).resolves.toBeUndefined()
    expect(one.logger.error).toHaveBeenCalledOnce()
    await whenPayloadReady(one.payload)
    expect(createAdminFromEnv).toHaveBeenCalledTimes(2)
    expect(one.pool.listenerCount('error')).toBe(1)
  })
})
