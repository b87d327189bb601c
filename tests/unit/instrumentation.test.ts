import { afterEach, expect, it, vi } from 'vitest'

const started = vi.hoisted(() => ({ jobs: 0, purgeListener: 0, fastPath: 0 }))
vi.mock('@/server/payload.ts', () => ({
  startJobRunner: async () => {
    started.jobs++
  },
}))
vi.mock('@/server/checkCookieFastPath.ts', () => ({
  registerCheckCookieFastPath: () => started.fastPath++,
}))
vi.mock('@/server/cache/index.ts', () => ({
  startPurgeListener: () => {
    started.purgeListener++
    return null
  },
}))
vi.mock('@/server/shutdown.mjs', () => ({ onShutdown: () => undefined }))

const saved = { runtime: process.env.NEXT_RUNTIME, phase: process.env.NEXT_PHASE }
const restore = (name: string, value: string | undefined) => {
  if (value === undefined) delete process.env[name]
  else process.env[name] = value
}
afterEach(() => {
  restore('NEXT_RUNTIME', saved.runtime)
  restore('NEXT_PHASE', saved.phase)
  Object.assign(started, { jobs: 0, purgeListener: 0, fastPath: 0 })
})

// Scheduled publications and the daily pruning must run on a server nobody has visited yet.
it('the server starts the jobs queue, the purge listener and the check-cookie fast path when it starts', async () => {
  process.env.NEXT_RUNTIME = 'nodejs'
  delete process.env.NEXT_PHASE
  const { register } = await import('@/instrumentation.ts')
  await register()
  expect(started).toEqual({ jobs: 1, purgeListener: 1, fastPath: 1 })
})

it('starts nothing while Next builds the pages', async () => {
  process.env.NEXT_RUNTIME = 'nodejs'
  process.env.NEXT_PHASE = 'phase-production-build'
  const { register } = await import('@/instrumentation.ts')
  await register()
  expect(started).toEqual({ jobs: 0, purgeListener: 0, fastPath: 0 })
})
