// Deleting a plan (issue 48): a plan goes to the trash like content ("Restaurar" brings it back),
// and a plan current subscribers hold can be neither trashed nor deleted for good, through the
// admin (REST PATCH deletedAt / DELETE), bulk REST or the local API. Before, a plan was deleted for
// good at once, subscribers or not.
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newStaffToken, rest } from '../support/rest.ts'

let payload: Payload
let admin: string
let editor: string
const stamp = Date.now()
const plans: number[] = []
const subscribers: number[] = []
const HELD = /Este plano tem 1 assinante ativo e não pode ser excluído\. Tire-o de venda/
const ctx = { disableRevalidate: true }

beforeAll(async () => {
  payload = await getPayload({ config })
  admin = await newStaffToken(payload, 'plandel')
  editor = await newStaffToken(payload, 'plandel', 'editor')
})
afterAll(async () => {
  for (const id of subscribers)
    await payload.delete({ collection: 'subscribers', id, overrideAccess: true }).catch(() => {})
  for (const id of plans)
    await payload
      .delete({ collection: 'plans', id, overrideAccess: true, trash: true, context: ctx })
      .catch(() => {})
})

async function plan(suffix: string): Promise<{ id: number; planId: string }> {
  const planId = `apagar_${suffix}_${stamp}`
  const doc = await payload.create({
    collection: 'plans',
    overrideAccess: true,
    context: ctx,
    data: {
      name: `Plano apagar ${suffix} ${stamp}`,
      planId,
      displayName: 'Plano Apagar',
      group: 'single',
      active: false,
      _status: 'published',
      prices: { mensal: { price: 5000 } },
    },
  })
  plans.push(doc.id)
  return { id: doc.id, planId }
}

async function subscriber(planId: string, status: string, active: boolean): Promise<number> {
  const doc = await payload.create({
    collection: 'subscribers',
    overrideAccess: true,
    data: {
      uid: `plandel-${status}-${stamp}-${Math.random().toString(36).slice(2)}`,
      email: `plandel-${status}-${stamp}@example.com`,
      subscription_plan: planId,
      subscription_status: status,
      subscription_active: active,
    },
  })
  subscribers.push(doc.id)
  return doc.id
}

const row = (id: number) =>
  payload.db.findOne<{ id: number; deletedAt?: string | null }>({
    collection: 'plans',
    where: { id: { equals: id } },
  })
const message = (body: unknown) => JSON.stringify(body)

describe('a plan current subscribers hold', () => {
  it('cannot be trashed or deleted, by REST, bulk REST or the local API', async () => {
    const held = await plan('assinado')
    await subscriber(held.planId, 'past_due', false)

    const trash = await rest('PATCH', `/plans/${held.id}`, {
      token: admin,
      body: { deletedAt: new Date().toISOString() },
    })
    expect(trash.status).toBe(400)
    expect(message(trash.body)).toMatch(HELD)
    const del = await rest('DELETE', `/plans/${held.id}`, { token: admin })
    expect(del.status).toBe(400)
    expect(message(del.body)).toMatch(HELD)
    const bulk = await rest('DELETE', `/plans?where[id][equals]=${held.id}`, { token: admin })
    expect(message(bulk.body)).toMatch(HELD)
    await expect(
      payload.delete({ collection: 'plans', id: held.id, overrideAccess: true, context: ctx }),
    ).rejects.toThrow(HELD)
    await expect(
      payload.update({
        collection: 'plans',
        id: held.id,
        data: { deletedAt: new Date().toISOString() },
        overrideAccess: true,
        context: ctx,
      }),
    ).rejects.toThrow(HELD)
    expect((await row(held.id))?.deletedAt ?? null).toBeNull()
  })

  it('counts a subscriber sold under an identifier the plan had before', async () => {
    const renamed = await plan('renomeado')
    await subscriber(renamed.planId, 'active', true)
    await payload.update({
      collection: 'plans',
      id: renamed.id,
      data: { planId: `${renamed.planId}_novo`, _status: 'published' },
      overrideAccess: true,
      context: ctx,
    })
    const del = await rest('DELETE', `/plans/${renamed.id}`, { token: admin })
    expect(del.status).toBe(400)
    expect(message(del.body)).toMatch(HELD)
  })
})

describe('a plan nobody holds', () => {
  it('goes to the trash and back, and is deleted for good from there', async () => {
    const free = await plan('livre')
    // A cancelled subscription does not hold the plan.
    await subscriber(free.planId, 'canceled', false)
    // Editors neither trash nor delete plans.
    const byEditor = await rest('PATCH', `/plans/${free.id}`, {
      token: editor,
      body: { deletedAt: new Date().toISOString() },
    })
    expect(byEditor.status).toBe(403)

    const trash = await rest('PATCH', `/plans/${free.id}`, {
      token: admin,
      body: { deletedAt: new Date().toISOString() },
    })
    expect(trash.status, message(trash.body)).toBe(200)
    expect((await row(free.id))?.deletedAt).toBeTruthy()
    // Off the site and out of checkout: a plain read does not find it.
    const site = await rest('GET', `/plans?where[planId][equals]=${free.planId}`)
    expect((site.body as { totalDocs: number }).totalDocs).toBe(0)
    const asked = await rest('GET', `/plans?trash=true&where[planId][equals]=${free.planId}`)
    expect((asked.body as { totalDocs: number }).totalDocs).toBe(0)

    // Its identifier is taken while it is in the trash, and the refusal says where it is.
    await expect(
      payload.create({
        collection: 'plans',
        overrideAccess: true,
        context: ctx,
        data: { name: 'Outro', planId: free.planId, displayName: 'Outro', _status: 'draft' },
        draft: true,
      }),
    ).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ message: expect.stringMatching(/lixeira/) })] },
    })

    const restore = await rest('PATCH', `/plans/${free.id}?trash=true`, {
      token: admin,
      body: { deletedAt: null },
    })
    expect(restore.status, message(restore.body)).toBe(200)
    expect((await row(free.id))?.deletedAt ?? null).toBeNull()

    await rest('PATCH', `/plans/${free.id}`, {
      token: admin,
      body: { deletedAt: new Date().toISOString() },
    })
    const del = await rest('DELETE', `/plans/${free.id}?trash=true`, { token: admin })
    expect(del.status, message(del.body)).toBe(200)
    expect(await row(free.id)).toBeNull()
  })
})
