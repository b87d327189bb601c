// The jobs queue starts on an instance whose first start failed (Postgres unreachable at boot) even
// when a request started Payload, without crons, before the retry: Payload's getPayload marks its
// cached instance as having crons before it starts it, so the retry alone would add none.
import { buildConfig, getPayload, type DatabaseAdapterObj } from 'payload'
import { afterAll, expect, it } from 'vitest'
import { startJobRunner } from '@/server/payload.ts'

let reachable = false
const db = {
  name: 'unreachable-at-boot',
  defaultIDType: 'number',
  init: ({ payload }: { payload: unknown }) => ({
    name: 'unreachable-at-boot',
    defaultIDType: 'number',
    packageName: 'unreachable-at-boot',
    payload,
    migrationDir: '/nonexistent',
    connect: async () => {
      if (!reachable) throw new Error('connect ECONNREFUSED 127.0.0.1:5432')
    },
    init: async () => undefined,
    destroy: async () => undefined,
  }),
} as unknown as DatabaseAdapterObj
const config = buildConfig({
  secret: 'x'.repeat(40),
  db,
  telemetry: false,
  logger: { options: { level: 'silent' } },
  collections: [],
  jobs: {
    tasks: [{ slug: 'nada', handler: async () => ({ output: {} }) }],
    autoRun: [{ cron: '0 0 * * * *', queue: 'default' }],
    shouldAutoRun: () => false,
  },
})
const key = `jobs-start-${Date.now()}`
const get = () => getPayload({ config, key, cron: true })

afterAll(async () => {
  reachable = true
  await (await getPayload({ config, key })).destroy()
})

it('starts the crons after a failed first start and a request that started Payload without them', async () => {
  await expect(startJobRunner(get)).rejects.toThrow(/ECONNREFUSED/)
  reachable = true
  const startedByARequest = await getPayload({ config, key })
  expect(startedByARequest.crons).toHaveLength(0)
  await startJobRunner(get) // the 30 s retry of src/instrumentation.ts
  expect(startedByARequest.crons).toHaveLength(1)
  await startJobRunner(get) // and never twice
  expect(startedByARequest.crons).toHaveLength(1)
})
