// Access rules of the content model, exercised through Payload's REST and GraphQL handlers.
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphql, login, rest } from '../support/rest.ts'
import { GRAPHQL_STAFF_ONLY_MESSAGE } from '@/server/graphqlStaffOnly.ts'

const CONTENT = [
  'plans',
  'promo-codes',
  'faqs',
  'stores',
  'pain-points',
  'features',
  'bio-links',
  'legal-pages',
  'media',
  'subscribers',
  'admins',
] as const
const sample: Record<string, unknown> = {
  name: 'X',
  code: 'hack',
  question: 'Q?',
  title: 'T',
  label: 'L',
  url: '/x',
  email: 'x@example.com',
  password: 'secret123',
  uid: 'u1',
  planId: 'hack',
  displayName: 'X',
  discountPercent: 99,
}

let payload: Payload
let adminToken: string
let editorToken: string

beforeAll(async () => {
  payload = await getPayload({ config })
  const stamp = Date.now()
  await payload.create({
    collection: 'admins',
    overrideAccess: true,
    data: { email: `admin${stamp}@example.com`, password: 'admin-pass-1', role: 'admin' },
  })
  await payload.create({
    collection: 'admins',
    overrideAccess: true,
    data: { email: `editor${stamp}@example.com`, password: 'editor-pass-1', role: 'editor' },
  })
  adminToken = await login(`admin${stamp}@example.com`, 'admin-pass-1')
  editorToken = await login(`editor${stamp}@example.com`, 'editor-pass-1')
})

describe('anonymous REST', () => {
  it.each(CONTENT)('cannot create in %s', async (slug) => {
    const res = await rest('POST', `/${slug}`, { body: sample })
    expect([401, 403]).toContain(res.status)
  })

  it.each(['plans', 'faqs', 'subscribers', 'admins'] as const)(
    'cannot update or delete in %s',
    async (slug) => {
      const first = await payload.find({ collection: slug, limit: 1, overrideAccess: true })
      const id = first.docs[0]?.id ?? 1
      expect([401, 403, 404]).toContain(
        (await rest('PATCH', `/${slug}/${id}`, { body: { name: 'hacked' } })).status,
      )
      expect([401, 403, 404]).toContain((await rest('DELETE', `/${slug}/${id}`)).status)
      const after = await payload.find({ collection: slug, limit: 1, overrideAccess: true })
      expect(after.docs[0]).toEqual(first.docs[0])
    },
  )

  it('cannot update globals', async () => {
    const res = await rest('POST', '/globals/business-constants', { body: { trialDays: 99 } })
    expect([401, 403]).toContain(res.status)
    const constants = await payload.findGlobal({ slug: 'business-constants' })
    expect(constants.trialDays).toBe(7)
  })

  it('cannot read subscribers or admins', async () => {
    await payload.create({
      collection: 'subscribers',
      overrideAccess: true,
      data: { uid: `uid-${Date.now()}`, email: 'someone@example.com' },
    })
    for (const slug of ['subscribers', 'admins']) {
      const res = await rest('GET', `/${slug}`)
      expect(res.status, slug).toBe(403)
    }
  })

  it('can read the public catalogue', async () => {
    const res = await rest('GET', '/plans?where[planId][equals]=top_afiliado')
    expect(res.status).toBe(200)
    const doc = (res.body as { docs: Array<{ prices: { mensal: { price: number } } }> }).docs[0]
    expect(doc?.prices.mensal.price).toBe(9790)
  })

  it('cannot read subscribers or write through GraphQL', async () => {
    const read = await graphql('{ Subscribers { docs { email } } }')
    expect(read.body.errors?.length).toBeGreaterThan(0)
    expect(read.body.data?.Subscribers ?? null).toBeNull()
    const write = await graphql(
      'mutation { createPlan(data: { name: "X", planId: "gql", displayName: "X", group: single }) { id } }',
    )
    // Not even run: GraphQL is for staff (src/server/graphqlStaffOnly.ts).
    expect(write.body.errors?.[0]?.message).toBe(GRAPHQL_STAFF_ONLY_MESSAGE)
    expect(
      await payload.count({
        collection: 'plans',
        where: { planId: { equals: 'gql' } },
        overrideAccess: true,
      }),
    ).toEqual({ totalDocs: 0 })
  })
})

describe('admin roles', () => {
  it('an editor cannot create an admin or promote themself', async () => {
    const res = await rest('POST', '/admins', {
      token: editorToken,
      body: { email: `sneaky${Date.now()}@example.com`, password: 'xxxxxx12', role: 'admin' },
    })
    expect(res.status).toBe(403)
    const me = (await rest('GET', '/admins/me', { token: editorToken })).body as {
      user: { id: number; role: string }
    }
    const promote = await rest('PATCH', `/admins/${me.user.id}`, {
      token: editorToken,
      body: { role: 'admin' },
    })
    const after = await payload.findByID({
      collection: 'admins',
      id: me.user.id,
      overrideAccess: true,
    })
    expect(after.role).toBe('editor')
    expect([200, 403]).toContain(promote.status)
  })

  it('an editor can change content', async () => {
    const plan = (
      await payload.find({
        collection: 'plans',
        where: { planId: { equals: 'elite_pro_1' } },
        overrideAccess: true,
      })
    ).docs[0]!
    const res = await rest('PATCH', `/plans/${plan.id}`, {
      token: editorToken,
      body: { badge: 'Novo selo' },
    })
    expect(res.status).toBe(200)
    expect(
      (await payload.findByID({ collection: 'plans', id: plan.id, overrideAccess: true })).badge,
    ).toBe('Novo selo')
  })

  it('an editor can read subscribers but not change them', async () => {
    expect((await rest('GET', '/subscribers', { token: editorToken })).status).toBe(200)
    expect(
      (
        await rest('POST', '/subscribers', {
          token: editorToken,
          body: { uid: 'x', email: 'x@example.com' },
        })
      ).status,
    ).toBe(403)
  })

  it('an admin can create an editor', async () => {
    const res = await rest('POST', '/admins', {
      token: adminToken,
      body: { email: `new${Date.now()}@example.com`, password: 'xxxxxx12', role: 'editor' },
    })
    expect(res.status).toBe(201)
  })
})

describe('plan price validation', () => {
  it('refuses a negative price and a price above the original', async () => {
    const plan = (
      await payload.find({
        collection: 'plans',
        where: { planId: { equals: 'top_afiliado' } },
        overrideAccess: true,
      })
    ).docs[0]!
    const negative = await rest('PATCH', `/plans/${plan.id}`, {
      token: adminToken,
      body: { prices: { mensal: { price: -1, originalPrice: 11990 } } },
    })
    expect(negative.status).toBe(400)
    expect(JSON.stringify(negative.body)).toContain('O preço não pode ser negativo.')
    const above = await rest('PATCH', `/plans/${plan.id}`, {
      token: adminToken,
      body: { prices: { mensal: { price: 12990, originalPrice: 11990 } } },
    })
    expect(above.status).toBe(400)
    expect(JSON.stringify(above.body)).toContain('O preço não pode ser maior que o preço original.')
    const unchanged = await payload.findByID({
      collection: 'plans',
      id: plan.id,
      overrideAccess: true,
    })
    expect(unchanged.prices?.mensal?.price).toBe(9790)
  })
})
