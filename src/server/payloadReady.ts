// What every process needs once Payload is up: a listener for the pool's connection errors and the
// first admin from the environment. Payload runs `onInit` only at its first init: should that fail
// (Postgres unreachable at start), the retried init skips it, and without the listener the next
// dropped idle connection is an uncaught 'error' that ends the process. So `onInit` and every
// `payloadClient()` call run this, once per Payload instance; it never throws.
import type { Payload } from 'payload'
import { watchDatabasePool } from './apiErrors.ts'
import { createAdminFromEnv } from './bootstrapAdmin.ts'
import { processWide } from './processWide.ts'

const watched = processWide('payloadPoolWatched', () => new WeakSet<object>())
const ready = processWide('payloadReady', () => new WeakSet<object>())

export async function whenPayloadReady(payload: Payload): Promise<void> {
  if (ready.has(payload)) return
  ready.add(payload)
  if (!watched.has(payload)) {
    watched.add(payload)
    watchDatabasePool(payload)
  }
  try {
    await createAdminFromEnv(payload)
  } catch (err) {
    // Tried again by the next payloadClient() call; the server serves meanwhile.
    ready.delete(payload)
    payload.logger.error({ msg: 'first admin from ADMIN_EMAIL not created', err })
  }
}
