// A plan's identifier and a promo code's code are required to publish, also when the document was
// created as an empty autosaved draft (every later save is an update); an editor sets the
// identifier of a plan that was never on the site, and a duplicate carries neither them nor Stripe ids.
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newStaffToken, rest } from '../support/rest.ts'

let payload: Payload
let editor: string
let admin: string
const stamp = Date.now()
const made: Array<{ collection: 'plans' | 'promo-codes'; id: number }> = []

beforeAll(async () => {
  payload = await getPayload({ config })
  admin = await newStaffToken(payload, 'ids')
  editor = await newStaffToken(payload, 'ids', 'editor')
})

afterAll(async () => {
  for (const m of made)
    await payload
      .delete({ collection: m.collection, id: m.id, overrideAccess: true, trash: true })
      .catch(() => undefined)
})

const planContent = {
  name: `Plano ids ${stamp}`,
  displayName: 'Plano ids',
  group: 'single',
  active: false,
}

/** What "Criar novo" does: the autosave creates the draft before anything is typed. */
async function emptyDraft(collection: 'plans' | 'promo-codes'): Promise<number> {
  const res = await rest('POST', `/${collection}?draft=true&autosave=true`, {
    token: editor,
    body: {},
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  const id = (res.body as { doc: { id: number } }).doc.id
  made.push({ collection, id })
  return id
}

const planRow = (id: number) =>
  payload.findByID({ collection: 'plans', id, depth: 0, overrideAccess: true })

describe('plan identifier', () => {
  it('an editor cannot publish a new plan without one, and sets it before the first publication', async () => {
    const id = await emptyDraft('plans')
    const blank = await rest('PATCH', `/plans/${id}?draft=true`, {
      token: editor,
      body: { ...planContent, _status: 'published' },
    })
    expect(blank.status).toBe(400)
    expect(JSON.stringify(blank.body)).toContain('Preencha o identificador do plano')
    expect((await planRow(id))._status).toBe('draft')

    const planId = `ids_new_${stamp}`
    const published = await rest('PATCH', `/plans/${id}?draft=true`, {
      token: editor,
      body: { ...planContent, planId, _status: 'published' },
    })
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    expect(await planRow(id)).toMatchObject({ planId, _status: 'published' })

    // Once on the site it may have been sold under it: only an admin renames it.
    await rest('PATCH', `/plans/${id}`, { token: editor, body: { planId: `${planId}_x` } })
    expect((await planRow(id)).planId).toBe(planId)
    // Taken off the site again, it still may have been sold.
    await rest('PATCH', `/plans/${id}`, { token: admin, body: { _status: 'draft' } })
    await rest('PATCH', `/plans/${id}?draft=true`, {
      token: editor,
      body: { planId: `${planId}_y` },
    })
    expect((await planRow(id)).planId).toBe(planId)
    const renamed = await rest('PATCH', `/plans/${id}`, {
      token: admin,
      body: { planId: `${planId}_z` },
    })
    expect(renamed.status).toBe(200)
    expect((await planRow(id)).planId).toBe(`${planId}_z`)
  })

  it('a duplicate gets neither the identifier nor the Stripe price ids, and needs its own to publish', async () => {
    const source = await payload.create({
      collection: 'plans',
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: {
        ...planContent,
        group: 'single',
        planId: `ids_src_${stamp}`,
        prices: { mensal: { price: 5000, stripePriceId: 'price_source' } },
      },
    })
    made.push({ collection: 'plans', id: source.id })
    // As the admin panel's "Duplicar" asks.
    const dup = await rest('POST', `/plans/${source.id}/duplicate`, {
      token: editor,
      body: { _status: 'draft' },
    })
    expect(dup.status, JSON.stringify(dup.body)).toBe(200)
    const id = (dup.body as { doc: { id: number } }).doc.id
    made.push({ collection: 'plans', id })
    const copy = await payload.findByID({
      collection: 'plans',
      id,
      draft: true,
      depth: 0,
      overrideAccess: true,
    })
    expect(copy.planId ?? null).toBeNull()
    expect(copy.prices?.mensal?.price).toBe(5000)
    expect(copy.prices?.mensal?.stripePriceId ?? null).toBeNull()

    const blank = await rest('PATCH', `/plans/${id}?draft=true`, {
      token: editor,
      body: { _status: 'published' },
    })
    expect(blank.status).toBe(400)
    const published = await rest('PATCH', `/plans/${id}?draft=true`, {
      token: editor,
      body: { planId: `ids_copy_${stamp}`, _status: 'published' },
    })
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    expect((await planRow(id)).planId).toBe(`ids_copy_${stamp}`)
  })
  // Restoring writes the version back with the fields the user may not change left out, and
  // Payload does not fill them from the document then: the identifier went missing.
  it('an editor restores an earlier version of a published plan, which keeps its identifier', async () => {
    const planId = `ids_restore_${stamp}`
    const plan = await payload.create({
      collection: 'plans',
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: {
        ...planContent,
        group: 'single',
        planId,
        prices: { mensal: { price: 5000 } },
        _status: 'published',
      },
    })
    made.push({ collection: 'plans', id: plan.id })
    const repriced = await rest('PATCH', `/plans/${plan.id}`, {
      token: editor,
      body: { prices: { mensal: { price: 6000 } }, _status: 'published' },
    })
    expect(repriced.status, JSON.stringify(repriced.body)).toBe(200)
    // An admin renames it afterwards: the earlier version holds the old identifier.
    const renamed = await rest('PATCH', `/plans/${plan.id}`, {
      token: admin,
      body: { planId: `${planId}_novo`, _status: 'published' },
    })
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)

    const { docs } = await payload.findVersions({
      collection: 'plans',
      where: {
        and: [{ parent: { equals: plan.id } }, { 'version._status': { equals: 'published' } }],
      },
      sort: 'createdAt',
      overrideAccess: true,
    })
    const first = docs.find((v) => v.version.prices?.mensal?.price === 5000)!
    expect(first.version.planId).toBe(planId)
    const restored = await rest('POST', `/plans/versions/${first.id}`, { token: editor })
    expect(restored.status, JSON.stringify(restored.body)).toBe(200)
    expect(await planRow(plan.id)).toMatchObject({
      planId: `${planId}_novo`,
      _status: 'published',
      prices: { mensal: { price: 5000 } },
    })
    // The published row, as the API gives it (staff: these test plans are off sale, which
    // visitors do not read, tests/security/offSalePlans.test.ts).
    const read = await rest('GET', `/plans?where[planId][equals]=${planId}_novo&depth=0`, {
      token: editor,
    })
    expect(read.body).toMatchObject({ docs: [{ prices: { mensal: { price: 5000 } } }] })
  })
})

describe('promo code', () => {
  it('cannot be published without a code', async () => {
    const id = await emptyDraft('promo-codes')
    const blank = await rest('PATCH', `/promo-codes/${id}?draft=true`, {
      token: editor,
      body: { discountPercent: 15, _status: 'published' },
    })
    expect(blank.status).toBe(400)
    expect(JSON.stringify(blank.body)).toContain('Preencha o código')
    const published = await rest('PATCH', `/promo-codes/${id}?draft=true`, {
      token: editor,
      body: { code: `ids${stamp}`, discountPercent: 15, _status: 'published' },
    })
    expect(published.status, JSON.stringify(published.body)).toBe(200)
  })

  it('a duplicate gets neither the code nor the Stripe coupon id', async () => {
    const source = await payload.create({
      collection: 'promo-codes',
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: {
        code: `idssrc${stamp}`,
        discountPercent: 20,
        stripeCouponId: 'coupon_source',
        _status: 'published',
      },
    })
    made.push({ collection: 'promo-codes', id: source.id })
    const dup = await rest('POST', `/promo-codes/${source.id}/duplicate`, {
      token: editor,
      body: { _status: 'draft' },
    })
    expect(dup.status, JSON.stringify(dup.body)).toBe(200)
    const id = (dup.body as { doc: { id: number } }).doc.id
    made.push({ collection: 'promo-codes', id })
    const copy = await payload.findByID({
      collection: 'promo-codes',
      id,
      draft: true,
      depth: 0,
      overrideAccess: true,
    })
    expect([copy.code ?? null, copy.stripeCouponId ?? null, copy.discountPercent]).toEqual([
      null,
      null,
      20,
    ])
    const blank = await rest('PATCH', `/promo-codes/${id}?draft=true`, {
      token: editor,
      body: { _status: 'published' },
    })
    expect(blank.status).toBe(400)
  })
})
