// Scheduled publishing runs on the server by itself: the jobs queue that src/instrumentation.ts starts
// with the server publishes a promo code at its time. Its own file (its own process and Payload
// instance), reading through the local API only: any REST request would start Payload's job crons
// on its own (createPayloadRequest asks for them), and this test would no longer prove anything.
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Admin } from '@/payload-types.ts'
import type { PurgeListener } from '@/server/cache/peers.ts'
import { startJobRunner } from '@/server/payload.ts'
import { listenForTestPurges } from '../support/purges.ts'

const stamp = Date.now()
let payload: Payload
let admin: Admin
let listener: PurgeListener
const heard: string[][] = []

beforeAll(async () => {
  payload = await getPayload({ config })
  admin = await payload.create({
    collection: 'admins',
    overrideAccess: true,
    data: { email: `agenda${stamp}@example.com`, password: 'agenda-pass-1', role: 'admin' },
  })
  listener = await listenForTestPurges((tags) => void heard.push(tags))
})
afterAll(async () => listener?.stop())

it('the jobs queue the server starts publishes a promo code at its scheduled time, with no other request', async () => {
  const code = `agendado${stamp}`
  const doc = await payload.create({
    collection: 'promo-codes',
    data: { code, discountPercent: 25, title: 'Promoção agendada' },
    draft: true,
    user: { ...admin, collection: 'admins' },
    overrideAccess: false,
  })
  // What a visitor can read: published, current codes only (the collection's read rule).
  const visible = async () =>
    (
      await payload.find({
        collection: 'promo-codes',
        where: { code: { equals: code } },
        overrideAccess: false,
      })
    ).docs.length > 0
  const at = Date.now() + 3000
  // What the admin's "Agendar publicação" queues (Payload's schedulePublish task).
  await payload.jobs.queue({
    task: 'schedulePublish',
    input: {
      type: 'publish',
      doc: { relationTo: 'promo-codes', value: doc.id },
      user: { relationTo: 'admins', value: admin.id },
    },
    waitUntil: new Date(at),
  })
  // Nothing runs the queue yet: only the server's start does (src/instrumentation.ts).
  expect(payload.crons).toHaveLength(0)
  await startJobRunner()
  expect(payload.crons.length).toBeGreaterThan(0)
  expect(await visible()).toBe(false)
  const deadline = at + 10_000
  while (!(await visible()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250))
  expect(await visible()).toBe(true)
  expect(Date.now()).toBeGreaterThanOrEqual(at)
  // Publishing refreshed the site's caches on every instance.
  expect(heard.flat()).toContain('promo-codes')
  const published = await payload.findByID({
    collection: 'promo-codes',
    id: doc.id,
    overrideAccess: true,
    depth: 0,
  })
  expect([published._status, published.updatedBy]).toEqual(['published', admin.id])
  await payload.delete({
    collection: 'promo-codes',
    id: doc.id,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
})
