// A promo code scheduled to start later is published early by the marketing team: until its start,
// nothing the plans pages ship may name it (its code, percent, coupon and texts), and at its start the
// pages must pick it up on every instance with no edit: the jobs queue the server runs expires the
// promo-codes cache tag (src/server/jobs/promoWindowEdges.ts). Its own file (its own process and
// Payload instance): it starts the job runner, as scheduledPublish.test.ts does. The test listens for
// the expiry as another instance would (src/server/cache/peers.ts).
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { plansSectionProps } from '@/components/plans/plansSectionProps.ts'
import type { PurgeListener } from '@/server/cache/peers.ts'
import { PROMO_WINDOW_EDGES_TASK } from '@/server/jobs/promoWindowEdges.ts'
import { startJobRunner } from '@/server/payload.ts'
import { listenForTestPurges } from '../support/purges.ts'

// Next's data cache exists only inside the Next server (unstable_cache throws without it): here the
// plans pages' reads (src/server/cms.ts) go straight to the database, as a page rendered right after
// the tag expired reads it.
vi.mock('next/cache', async (actual) => ({
  ...(await actual<typeof import('next/cache')>()),
  unstable_cache: <T>(fn: T) => fn,
}))

const stamp = Date.now()
const day = 24 * 60 * 60 * 1000
let payload: Payload
let listener: PurgeListener
const heard: Array<{ tags: string[]; at: number }> = []
const ids: number[] = []
const jobIds: Array<number | string> = []

async function publish(code: string, validFrom: Date): Promise<void> {
  const doc = await payload.create({
    collection: 'promo-codes',
    overrideAccess: true,
    data: {
      code,
      discountPercent: 40,
      couponCode: `SEGREDO${stamp}`,
      promoMessage: `Campanha secreta ${stamp}`,
      validFrom: validFrom.toISOString(),
      _status: 'published',
    },
  })
  ids.push(doc.id)
}

/** The promo codes the plans pages (/, /planos, /planos-promo, /afiliado) put in their payload. */
const shippedCodes = async () =>
  (await plansSectionProps({ promoPage: true })).promoCodes.map((r) => r.code)

/** Waits until a promo-codes expiry is heard (or the deadline); the time it was heard, or null. */
async function promoCodesExpiry(deadline: number): Promise<number | null> {
  for (;;) {
    const hit = heard.find((h) => h.tags.includes('promo-codes'))
    if (hit) return hit.at
    if (Date.now() > deadline) return null
    await new Promise((r) => setTimeout(r, 100))
  }
}

beforeAll(async () => {
  payload = await getPayload({ config })
  listener = await listenForTestPurges((tags) => void heard.push({ tags, at: Date.now() }))
})
afterAll(async () => {
  await listener?.stop()
  if (jobIds.length > 0)
    await payload.delete({
      collection: 'payload-jobs',
      where: { id: { in: jobIds } },
      overrideAccess: true,
    })
  for (const id of ids)
    await payload.delete({
      collection: 'promo-codes',
      id,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
})

it('a published code that starts next week is not in what the plans pages ship', async () => {
  const code = `semana${stamp}`
  await publish(code, new Date(Date.now() + 7 * day))
  const props = await plansSectionProps({ promoPage: true })
  expect(props.promoCodes.map((r) => r.code)).not.toContain(code)
  expect(JSON.stringify(props)).not.toContain(`SEGREDO${stamp}`)
  expect(JSON.stringify(props)).not.toContain(`Campanha secreta ${stamp}`)
})

it('at its start, the promo-codes tag expires on every instance with no edit, and the pages ship it', async () => {
  const code = `logo${stamp}`
  const startsAt = new Date(Date.now() + 4000)
  heard.length = 0
  await publish(code, startsAt)
  // Publishing announced its own expiry (hooks/revalidate.ts): only a later one counts.
  expect(await promoCodesExpiry(Date.now() + 2000)).not.toBeNull()
  heard.length = 0
  expect(await shippedCodes()).not.toContain(code)
  // A run of the task that an instance stopped in the middle of (a deploy, or the previous test file's
  // process ending), still marked running: the queue releases it only minutes later
  // (src/server/jobs/runner.ts), and the edge must not wait for that.
  const cutOff = await payload.create({
    collection: 'payload-jobs',
    overrideAccess: true,
    data: {
      taskSlug: PROMO_WINDOW_EDGES_TASK,
      queue: 'default',
      input: { since: new Date(Date.now() - 60_000).toISOString() },
      processing: true,
      meta: { scheduled: true },
    },
  })
  jobIds.push(cutOff.id)
  await startJobRunner()
  // The queue is looked at every second here (every minute in production): an edge that waited for
  // the stuck run to be released (minutes) would miss this deadline.
  const at = await promoCodesExpiry(startsAt.getTime() + 20_000)
  expect(at, 'no promo-codes expiry was announced after the start').not.toBeNull()
  expect(at!).toBeGreaterThanOrEqual(startsAt.getTime())
  // What a page rendered on that expiry reads.
  expect(await shippedCodes()).toContain(code)
})
