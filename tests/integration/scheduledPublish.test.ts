// Scheduled publishing runs on the server by itself: the jobs queue that src/instrumentation.ts starts
// with the server publishes a promo code at its time. Its own file (its own process and Payload
// instance), reading through the local API only: any REST request would start Payload's job crons
// on its own (createPayloadRequest asks for them), and this test would no longer prove anything.
import config from '@payload-config'
import { createLocalReq, getPayload, updateOperationGlobal, type Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Admin, LandingCopySelect } from '@/payload-types.ts'
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

// Payload's schedule names the document, not a version: when due it publishes the latest draft,
// whatever was typed after the scheduling. What was scheduled goes live; a later draft stays pending.

/** What the admin's schedule drawer queues (@payloadcms/ui schedulePublishHandler), due in `ms`. */
async function schedule(
  target: { doc: { relationTo: 'plans'; id: number } } | { global: 'landing-copy' },
  ms = 2500,
): Promise<number | string> {
  const job = await payload.jobs.queue({
    task: 'schedulePublish',
    input: {
      type: 'publish',
      // The drawer sends the id as a string (the task coerces it back).
      ...('doc' in target
        ? { doc: { relationTo: target.doc.relationTo, value: String(target.doc.id) as never } }
        : { global: target.global }),
      user: { relationTo: 'admins', value: admin.id },
    },
    waitUntil: new Date(Date.now() + ms),
  })
  return job.id
}

/** Waits for the server's queue (src/instrumentation.ts) to run the job; its error, if any. */
async function ran(jobId: number | string): Promise<unknown> {
  await startJobRunner()
  const deadline = Date.now() + 15_000
  for (;;) {
    // Payload deletes a job once it completed.
    const job = await payload.findByID({
      collection: 'payload-jobs',
      id: jobId,
      depth: 0,
      disableErrors: true,
    })
    if (!job || job.completedAt) return null
    if (job.hasError) return job.error
    if (Date.now() > deadline) throw new Error(`job ${jobId} did not run`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

const asAdmin = () => ({ user: { ...admin, collection: 'admins' as const }, overrideAccess: false })
const monthly = (price: number) => ({ prices: { mensal: { price, originalPrice: 99900 } } })

it('a scheduled plan price goes live as scheduled; a draft typed after the scheduling stays a pending draft', async () => {
  const planId = `agenda_${stamp}`
  const plan = await payload.create({
    collection: 'plans',
    data: {
      name: `Plano Agenda ${stamp}`,
      planId,
      displayName: 'Plano Agenda',
      group: 'single',
      active: true,
      features: [{ text: 'Recurso publicado' }],
      ...monthly(10000),
      _status: 'published',
    },
    ...asAdmin(),
  })
  const edit = (price: number, feature: string) =>
    payload.update({
      collection: 'plans',
      id: plan.id,
      data: { ...monthly(price), features: [{ text: feature }] },
      draft: true,
      autosave: true,
      ...asAdmin(),
    })
  await edit(9790, 'Recurso agendado')
  const jobId = await schedule({ doc: { relationTo: 'plans', id: plan.id } })
  // Next week's price, autosaved after the scheduling (autosave rewrites the same draft version).
  await edit(7990, 'Recurso da semana seguinte')
  // And a drag in the plans list: the new position is saved into the latest version.
  await payload.update({
    collection: 'plans',
    id: plan.id,
    data: { _order: 'Zz' },
    draft: true,
    autosave: true,
    overrideAccess: true,
  })
  heard.splice(0)
  expect(await ran(jobId)).toBeNull()
  // The position is not what was scheduled: the drag stays (the old key may be another plan's now).
  const row = await payload.db.findOne<{ id: number; _order?: string }>({
    collection: 'plans',
    where: { id: { equals: plan.id } },
  })
  expect(row?._order).toBe('Zz')

  const live = await payload.find({
    collection: 'plans',
    where: { planId: { equals: planId } },
    overrideAccess: false,
    depth: 0,
  })
  expect(live.docs[0]?.prices?.mensal?.price).toBe(9790)
  expect(live.docs[0]?.features?.map((f) => f.text)).toEqual(['Recurso agendado'])
  expect(heard.flat()).toContain('plans')
  const draft = await payload.findByID({
    collection: 'plans',
    id: plan.id,
    draft: true,
    depth: 0,
    ...asAdmin(),
  })
  expect([draft._status, draft.prices?.mensal?.price]).toEqual(['draft', 7990])
  expect(draft.features?.map((f) => f.text)).toEqual(['Recurso da semana seguinte'])
  // Publishing the pending draft later works as usual.
  await payload.update({
    collection: 'plans',
    id: plan.id,
    data: { _status: 'published' },
    ...asAdmin(),
  })
  const published = await payload.findByID({ collection: 'plans', id: plan.id, depth: 0 })
  expect(published.prices?.mensal?.price).toBe(7990)
  await payload.delete({
    collection: 'plans',
    id: plan.id,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
})

it('a scheduled plan with no later draft publishes that draft, leaving none pending', async () => {
  const planId = `agenda_simples_${stamp}`
  const plan = await payload.create({
    collection: 'plans',
    data: {
      name: `Plano Agenda Simples ${stamp}`,
      planId,
      displayName: 'Plano Agenda Simples',
      group: 'single',
      active: true,
      ...monthly(10000),
      _status: 'published',
    },
    ...asAdmin(),
  })
  await payload.update({
    collection: 'plans',
    id: plan.id,
    data: monthly(9790),
    draft: true,
    autosave: true,
    ...asAdmin(),
  })
  expect(await ran(await schedule({ doc: { relationTo: 'plans', id: plan.id } }))).toBeNull()
  const draft = await payload.findByID({ collection: 'plans', id: plan.id, draft: true, depth: 0 })
  expect([draft._status, draft.prices?.mensal?.price]).toEqual(['published', 9790])
  await payload.delete({
    collection: 'plans',
    id: plan.id,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
})

it('a scheduled landing text goes live as scheduled; a later draft of it stays pending', async () => {
  const before = await payload.findGlobal({ slug: 'landing-copy', overrideAccess: true })
  // The admin's autosave (the local API's updateGlobal takes no `autosave`).
  const edit = async (heroTitle: string) =>
    updateOperationGlobal<'landing-copy', LandingCopySelect>({
      slug: 'landing-copy',
      globalConfig: payload.globals.config.find((g) => g.slug === 'landing-copy')!,
      data: { heroTitle },
      draft: true,
      autosave: true,
      overrideAccess: false,
      req: await createLocalReq({ user: { ...admin, collection: 'admins' } }, payload),
    })
  await edit(`Agendado ${stamp}`)
  const jobId = await schedule({ global: 'landing-copy' })
  await edit(`Semana seguinte ${stamp}`)
  expect(await ran(jobId)).toBeNull()
  const live = await payload.findGlobal({ slug: 'landing-copy', overrideAccess: false })
  expect(live.heroTitle).toBe(`Agendado ${stamp}`)
  const draft = await payload.findGlobal({ slug: 'landing-copy', draft: true, ...asAdmin() })
  expect([draft._status, draft.heroTitle]).toEqual(['draft', `Semana seguinte ${stamp}`])
  await payload.updateGlobal({
    slug: 'landing-copy',
    data: { heroTitle: before.heroTitle, _status: 'published' },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
})
