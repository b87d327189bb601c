// Editors' publishing guardrails (issue 48): a discount above Regras e tempos' limit (50 % by
// default) or a plan price cut by more than 30 % goes live only when an admin publishes it. The
// editor keeps the draft and gets the reason; an admin publishes the same draft.
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Admin } from '@/payload-types.ts'
import { findFailedSchedules } from '@/server/failedSchedules.ts'
import { newStaffToken, rest } from '../support/rest.ts'

let payload: Payload
let editor: string
let admin: string
let editorUser: Admin
const stamp = Date.now()
const codes: number[] = []
const plans: number[] = []
const jobs: Array<number | string> = []
const DISCOUNT = 'só pode ser publicado por um administrador'

beforeAll(async () => {
  payload = await getPayload({ config })
  admin = await newStaffToken(payload, 'guard')
  editor = await newStaffToken(payload, 'guard', 'editor')
  editorUser = (
    await payload.find({
      collection: 'admins',
      where: { role: { equals: 'editor' } },
      sort: '-createdAt',
      limit: 1,
      overrideAccess: true,
    })
  ).docs[0]!
})
afterAll(async () => {
  for (const id of jobs)
    await payload.delete({ collection: 'payload-jobs', id, overrideAccess: true }).catch(() => {})
  for (const id of codes)
    await payload
      .delete({ collection: 'promo-codes', id, overrideAccess: true, trash: true })
      .catch(() => {})
  for (const id of plans)
    await payload
      .delete({
        collection: 'plans',
        id,
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
      .catch(() => {})
})

const status = async (collection: 'promo-codes' | 'plans', id: number) =>
  (
    (await payload.db.findOne({ collection, where: { id: { equals: id } } })) as unknown as {
      _status: string
    }
  )._status

async function draftCode(percent: number): Promise<number> {
  const res = await rest('POST', '/promo-codes?draft=true', {
    token: editor,
    body: {
      code: `grande-${percent}-${stamp}-${codes.length}`,
      discountPercent: percent,
      title: 'Oferta',
    },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  const id = (res.body as { doc: { id: number } }).doc.id
  codes.push(id)
  return id
}

describe('editor guardrails', () => {
  it('an editor saves a 60 % code as a draft but cannot publish it; an admin can', async () => {
    const id = await draftCode(60)
    const refused = await rest('PATCH', `/promo-codes/${id}`, {
      token: editor,
      body: { _status: 'published' },
    })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain('Um desconto acima de 50%')
    expect(await status('promo-codes', id)).toBe('draft')

    const published = await rest('PATCH', `/promo-codes/${id}`, {
      token: admin,
      body: { _status: 'published' },
    })
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    expect(await status('promo-codes', id)).toBe('published')

    // The admin's 60 % stays while the editor publishes another change to the code.
    const retitled = await rest('PATCH', `/promo-codes/${id}`, {
      token: editor,
      body: { title: 'Oferta de fim de ano', _status: 'published' },
    })
    expect(retitled.status, JSON.stringify(retitled.body)).toBe(200)
    // Raising it further is the editor's own discount again.
    const raised = await rest('PATCH', `/promo-codes/${id}`, {
      token: editor,
      body: { discountPercent: 70, _status: 'published' },
    })
    expect(raised.status).toBe(400)
    expect(JSON.stringify(raised.body)).toContain(DISCOUNT)
  })

  it('the limit is the Regras e tempos setting, which only an admin changes', async () => {
    const editorTry = await rest('POST', '/globals/business-constants', {
      token: editor,
      body: { editorMaxDiscountPercent: 90 },
    })
    const afterEditor = await payload.findGlobal({ slug: 'business-constants', depth: 0 })
    expect(afterEditor.editorMaxDiscountPercent, JSON.stringify(editorTry.body)).toBe(50)

    const set = await rest('POST', '/globals/business-constants', {
      token: admin,
      body: { editorMaxDiscountPercent: 70 },
    })
    expect(set.status, JSON.stringify(set.body)).toBe(200)
    try {
      const id = await draftCode(65)
      const ok = await rest('PATCH', `/promo-codes/${id}`, {
        token: editor,
        body: { _status: 'published' },
      })
      expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    } finally {
      await payload.updateGlobal({
        slug: 'business-constants',
        data: { editorMaxDiscountPercent: 50 },
        overrideAccess: true,
      })
    }
  })

  it('a scheduled publication of an editor runs as the editor: refused, with the reason on the dashboard', async () => {
    const id = await draftCode(80)
    const job = await payload.jobs.queue({
      task: 'schedulePublish',
      input: {
        type: 'publish',
        doc: { relationTo: 'promo-codes', value: id },
        user: { relationTo: 'admins', value: editorUser.id },
      },
      waitUntil: new Date(Date.now() - 1000),
    })
    jobs.push(job.id)
    await payload.jobs.runByID({ id: job.id })
    expect(await status('promo-codes', id)).toBe('draft')
    expect(await findFailedSchedules(payload)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          href: `/admin/collections/promo-codes/${id}`,
          reason: expect.stringContaining(DISCOUNT),
        }),
      ]),
    )
  })

  it('an editor cannot publish a plan price more than 30 % below the published one', async () => {
    const created = await payload.create({
      collection: 'plans',
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: {
        name: `Plano guarda ${stamp}`,
        planId: `guarda_${stamp}`,
        displayName: 'Plano Guarda',
        group: 'single',
        active: false,
        _status: 'published',
        prices: { mensal: { price: 10000, originalPrice: 12000 } },
      },
    })
    plans.push(created.id)
    const cut = await rest('PATCH', `/plans/${created.id}`, {
      token: editor,
      body: { prices: { mensal: { price: 6990, originalPrice: 12000 } }, _status: 'published' },
    })
    expect(cut.status).toBe(400)
    expect(JSON.stringify(cut.body)).toContain('de R$ 100,00 para R$ 69,90')
    const live = await payload.findByID({ collection: 'plans', id: created.id, depth: 0 })
    expect(live.prices?.mensal?.price).toBe(10000)

    // As a draft it is kept, for an admin to publish.
    const draft = await rest('PATCH', `/plans/${created.id}?draft=true`, {
      token: editor,
      body: { prices: { mensal: { price: 6990, originalPrice: 12000 } } },
    })
    expect(draft.status, JSON.stringify(draft.body)).toBe(200)
    const small = await rest('PATCH', `/plans/${created.id}`, {
      token: editor,
      body: { prices: { mensal: { price: 7000, originalPrice: 12000 } }, _status: 'published' },
    })
    expect(small.status, JSON.stringify(small.body)).toBe(200)
    const byAdmin = await rest('PATCH', `/plans/${created.id}`, {
      token: admin,
      body: { prices: { mensal: { price: 2990, originalPrice: 12000 } }, _status: 'published' },
    })
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(200)
  })
})
