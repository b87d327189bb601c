import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { whenPayloadReady } from './payloadReady.ts'

/** The one way server code reaches Payload's local API. */
export async function payloadClient(): Promise<Payload> {
  const payload = await getPayload({ config })
  // Once per instance: a retried init (after a failed first one) skipped onInit.
  await whenPayloadReady(payload)
  return payload
}

/**
 * Starts the jobs queue's autoRun crons (payload.config.ts) in this process. Payload starts them
 * only for an instance asked for with `cron: true`, which its admin and REST handlers do: a server
 * that serves only public pages would never publish what was scheduled. The production server calls
 * this when it starts (src/instrumentation.ts).
 */
export async function startJobRunner(
  get: (options: { config: typeof config; cron: true }) => Promise<Payload> = getPayload,
): Promise<void> {
  const payload = await get({ config, cron: true })
  // getPayload marks its cached instance as having crons before starting it: when that start failed
  // (the database unreachable at boot) and a request then started Payload without crons, asking
  // again with `cron: true` adds none, and this instance would never run a scheduled publication.
  if (payload.crons.length === 0) await payload._initializeCrons()
  await whenPayloadReady(payload)
}
