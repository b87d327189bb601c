// Drafts, versions and scheduled publishing (issue 16): visitors, their API and checkout see published
// content only; only publishing, unpublishing, restoring and deleting refresh the site's caches;
// restoring a version puts a plan's prices back; a scheduled publication is run by the server's own
// jobs queue; every version names the admin who saved it.
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Admin, Plan } from '@/payload-types.ts'
import { announcePurge, type PurgeListener } from '@/server/cache/peers.ts'
import { CheckoutError, createEmbeddedCheckout } from '@/server/checkout.ts'
import { syncStripePrices } from '@/server/priceSync.ts'
import { graphql, login, rest } from '../support/rest.ts'
import { GRAPHQL_STAFF_ONLY_MESSAGE } from '@/server/graphqlStaffOnly.ts'
import { listenForTestPurges } from '../support/purges.ts'
import { richText } from '../support/richText.ts'

const stamp = Date.now()
const planId = `rascunho_${stamp}`
const planName = `Plano Rascunho ${stamp}`
let payload: Payload
let admin: Admin & { collection: 'admins' }
let adminJwt: string
let listener: PurgeListener
const heard: string[][] = []

const asAdmin = () => ({ user: admin, overrideAccess: false })
const monthly = (price: number) => ({ prices: { mensal: { price, originalPrice: 99900 } } })

let markers = 0
/**
 * The tags other instances were told to expire by what ran so far. A barrier instead of a wait: a
 * marker announced now is heard after every announcement already made (Postgres delivers
 * notifications in commit order), and an edit announces before it returns.
 */
async function purges(): Promise<string[][]> {
  const marker = `marca-${stamp}-${++markers}`
  await announcePurge(payload, [marker], false)
  const at = await vi.waitFor(
    () => {
      const i = heard.findIndex((tags) => tags.includes(marker))
      if (i < 0) throw new Error(`marker ${marker} not heard`)
      return i
    },
    { timeout: 10_000, interval: 10 },
  )
  return heard.splice(0, at + 1).slice(0, -1)
}

/** The monthly price a visitor reads over REST, also when asking for drafts. */
async function visitorPrice(draft = false): Promise<number | undefined> {
  const res = await rest(
    'GET',
    `/plans?where[planId][equals]=${planId}&depth=0${draft ? '&draft=true' : ''}`,
  )
  return (res.body as { docs: Plan[] }).docs[0]?.prices?.mensal?.price ?? undefined
}

let planDocId: number

beforeAll(async () => {
  payload = await getPayload({ config })
  const email = `drafts${stamp}@example.com`
  const created = await payload.create({
    collection: 'admins',
    overrideAccess: true,
    data: { email, password: 'drafts-pass-1', role: 'admin', name: 'Marina Rascunho' },
  })
  admin = { ...created, collection: 'admins' }
  adminJwt = await login(email, 'drafts-pass-1')
  listener = await listenForTestPurges((tags) => void heard.push(tags))
  const plan = await payload.create({
    collection: 'plans',
    data: {
      name: planName,
      planId,
      displayName: 'Plano Rascunho',
      group: 'single',
      active: true,
      ...monthly(10000),
      _status: 'published',
    },
    ...asAdmin(),
  })
  planDocId = plan.id
  await purges()
})

afterAll(async () => {
  await listener?.stop()
  await payload.delete({
    collection: 'plans',
    where: { planId: { equals: planId } },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  // The price sync stored Stripe price ids (of the shared Stripe stand-in) on the seeded plans: the
  // catalogue goes back as the migrations made it, for test files with a stand-in of their own.
  const plans = await payload.find({
    collection: 'plans',
    limit: 100,
    pagination: false,
    overrideAccess: true,
  })
  for (const p of plans.docs) {
    const prices = Object.fromEntries(
      Object.entries(p.prices ?? {}).map(([k, o]) => [k, o ? { ...o, stripePriceId: null } : o]),
    )
    await payload.update({
      collection: 'plans',
      id: p.id,
      data: { prices },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  }
  // The job crons started by the scheduling test: later test files do not need them.
  await Promise.all(payload.crons.splice(0).map((cron) => cron.stop()))
})

describe('a draft stays off the site', () => {
  it('an autosaved draft price reaches neither visitors (REST, GraphQL, ?draft=true) nor the caches', async () => {
    await payload.update({
      collection: 'plans',
      id: planDocId,
      data: monthly(8000),
      draft: true,
      autosave: true,
      ...asAdmin(),
    })
    expect(await purges()).toEqual([])
    expect(await visitorPrice()).toBe(10000)
    expect(await visitorPrice(true)).toBe(10000)
    const byId = await rest('GET', `/plans/${planDocId}?draft=true&depth=0`)
    expect((byId.body as Plan).prices?.mensal?.price).toBe(10000)
    const gql = await graphql(
      `{ Plans(draft: true, where: { planId: { equals: "${planId}" } }) { docs { prices { mensal { price } } } } }`,
    )
    // GraphQL answers visitors nothing at all (src/server/graphqlStaffOnly.ts).
    expect(gql.body.data ?? null).toBeNull()
    expect(gql.body.errors?.[0]?.message).toBe(GRAPHQL_STAFF_ONLY_MESSAGE)
    // Staff see the draft.
    const staff = await rest('GET', `/plans/${planDocId}?draft=true&depth=0`, { token: adminJwt })
    expect((staff.body as Plan).prices?.mensal?.price).toBe(8000)
  })

  it('checkout charges the published price while a draft is pending, and never sells a plan that was never published', async () => {
    const { sessionId } = await createEmbeddedCheckout(payload, {
      uid: `drafts-${stamp}`,
      email: `comprador${stamp}@example.com`,
      planId,
      planName,
      interval: 'month',
      promoCode: undefined,
      couponId: undefined,
      returnUrlBase: 'http://localhost:3000',
    })
    // The Stripe stand-in `npm test` started (tests/support/doubles.ts) says what it was asked to charge.
    const sessions = (await (
      await fetch(
        `http://${process.env.STRIPE_API_HOST}:${process.env.STRIPE_API_PORT}/__control/sessions`,
      )
    ).json()) as Array<{ id: string; amount_total: number }>
    expect(sessions.find((x) => x.id === sessionId)?.amount_total).toBe(10000)

    const unpublished = await payload.create({
      collection: 'plans',
      data: {
        name: `${planName} novo`,
        planId: `${planId}_novo`,
        displayName: 'Novo',
        group: 'single',
        active: true,
        ...monthly(5000),
      },
      draft: true,
      ...asAdmin(),
    })
    const attempt = createEmbeddedCheckout(payload, {
      uid: `drafts-${stamp}`,
      email: `comprador${stamp}@example.com`,
      planId: `${planId}_novo`,
      planName: `${planName} novo`,
      interval: 'month',
      promoCode: undefined,
      couponId: undefined,
      returnUrlBase: 'http://localhost:3000',
    })
    await expect(attempt).rejects.toBeInstanceOf(CheckoutError)
    await payload.delete({
      collection: 'plans',
      id: unpublished.id,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  })

  it('a draft promo code cannot be used as a coupon at checkout', async () => {
    const code = await payload.create({
      collection: 'promo-codes',
      data: {
        code: `rascunho${stamp}`,
        discountPercent: 20,
        stripeCouponId: `coupon_rascunho${stamp}`,
      },
      draft: true,
      ...asAdmin(),
    })
    const attempt = createEmbeddedCheckout(payload, {
      uid: `drafts-${stamp}`,
      email: `comprador${stamp}@example.com`,
      planId,
      planName,
      interval: 'month',
      promoCode: undefined,
      couponId: `coupon_rascunho${stamp}`,
      returnUrlBase: 'http://localhost:3000',
    })
    await expect(attempt).rejects.toMatchObject({
      status: 400,
      message: 'Cupom inválido ou expirado.',
    })
    await payload.delete({
      collection: 'promo-codes',
      id: code.id,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  })

  it('the Stripe price sync neither publishes nor hides a pending draft', async () => {
    await syncStripePrices(payload)
    await purges() // the other plans got their Stripe price ids
    expect(await visitorPrice()).toBe(10000)
    const latest = await payload.findByID({
      collection: 'plans',
      id: planDocId,
      draft: true,
      overrideAccess: true,
    })
    expect([latest._status, latest.prices?.mensal?.price]).toEqual(['draft', 8000])
    // A plan without a draft shows the stored id in the admin, which reads its latest version.
    const { docs } = await payload.find({
      collection: 'plans',
      where: {
        and: [
          { planId: { not_equals: planId } },
          { active: { equals: true } },
          { _status: { equals: 'published' } },
          { 'prices.mensal.price': { exists: true } },
        ],
      },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
    const form = await payload.findByID({
      collection: 'plans',
      id: docs[0]!.id,
      draft: true,
      depth: 0,
      overrideAccess: true,
    })
    expect(docs[0]!.prices?.mensal?.stripePriceId).toMatch(/^price_/)
    expect(form.prices?.mensal?.stripePriceId).toBe(docs[0]!.prices?.mensal?.stripePriceId)
  })

  // A scheduled publication compares the latest version's updatedAt with the one it recorded
  // (src/server/jobs/scheduledVersion.ts): storing ids is not an edit and must not move it.
  it('storing Stripe ids changes no updatedAt, of the plan or of its latest version', async () => {
    const { docs } = await payload.find({
      collection: 'plans',
      where: {
        and: [
          { planId: { not_equals: planId } },
          { _status: { equals: 'published' } },
          { 'prices.mensal.stripePriceId': { exists: true } },
        ],
      },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
    const id = docs[0]!.id
    const stamps = async () => {
      const row = await payload.db.findOne({ collection: 'plans', where: { id: { equals: id } } })
      const { docs: versions } = await payload.db.findVersions({
        collection: 'plans',
        where: { and: [{ parent: { equals: id } }, { latest: { equals: true } }] },
        limit: 1,
        pagination: false,
      })
      return [(row as { updatedAt?: string } | null)?.updatedAt, versions[0]?.updatedAt]
    }
    const before = await stamps()
    // Blank the stored id so the sync has to write it again.
    await payload.db.updateOne({
      collection: 'plans',
      id,
      data: { prices: { mensal: { stripePriceId: null } }, updatedAt: null },
      returning: false,
    })
    await syncStripePrices(payload)
    await purges()
    const after = await payload.findByID({
      collection: 'plans',
      id,
      depth: 0,
      overrideAccess: true,
    })
    expect(after.prices?.mensal?.stripePriceId).toMatch(/^price_/)
    expect(await stamps()).toEqual(before)
  })

  // The sync looks for a pending draft and then stores the ids: an autosave landing in between was
  // put into the plan by Payload's update (which starts from the latest version), status included.
  it("an autosave landing while the sync stores a plan's ids stays a draft, and the ids are stored", async () => {
    const plan = await payload.create({
      collection: 'plans',
      data: {
        name: `${planName} sync`,
        planId: `${planId}_sync`,
        displayName: 'Plano Sync',
        group: 'single',
        active: true,
        ...monthly(12000),
        _status: 'published',
      },
      ...asAdmin(),
    })
    await purges()
    let autosaved = false
    const autosave = async () => {
      if (autosaved) return
      autosaved = true
      await payload.update({
        collection: 'plans',
        id: plan.id,
        data: { name: `${planName} sync (rascunho)`, ...monthly(9000) },
        draft: true,
        autosave: true,
        ...asAdmin(),
      })
    }
    const aboutThisPlan = (id: unknown, where: unknown) =>
      id === plan.id || JSON.stringify(where ?? {}).includes(`"id":{"equals":${plan.id}}`)
    // Right after the sync looked at this plan's latest version, or right before it writes the
    // plan, whichever the sync does: the autosave lands in the window between the two.
    const findByID = payload.findByID.bind(payload)
    const updateOne = payload.db.updateOne.bind(payload.db)
    const spies = [
      vi.spyOn(payload, 'findByID').mockImplementation(async (args) => {
        const result = await findByID(args)
        if (args.collection === 'plans' && args.id === plan.id && args.draft) await autosave()
        return result
      }),
      vi.spyOn(payload.db, 'updateOne').mockImplementation(async (args) => {
        if (args.collection === 'plans' && aboutThisPlan(args.id, args.where)) await autosave()
        return updateOne(args)
      }),
    ]
    try {
      await syncStripePrices(payload)
    } finally {
      for (const spy of spies) spy.mockRestore()
    }
    try {
      expect(autosaved).toBe(true)
      const row = await payload.db.findOne<Plan>({
        collection: 'plans',
        where: { id: { equals: plan.id } },
      })
      expect(row).toMatchObject({
        _status: 'published',
        name: `${planName} sync`,
        prices: { mensal: { price: 12000 } },
      })
      expect(row?.prices?.mensal?.stripePriceId).toMatch(/^price_/)
      const visitor = await rest('GET', `/plans?where[planId][equals]=${planId}_sync&depth=0`)
      expect((visitor.body as { docs: Plan[] }).docs[0]?.prices?.mensal?.price).toBe(12000)
      const latest = await payload.findByID({
        collection: 'plans',
        id: plan.id,
        draft: true,
        depth: 0,
        overrideAccess: true,
      })
      expect([latest._status, latest.name, latest.prices?.mensal?.price]).toEqual([
        'draft',
        `${planName} sync (rascunho)`,
        9000,
      ])
    } finally {
      await payload.delete({
        collection: 'plans',
        id: plan.id,
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
      await purges()
    }
  })

  it('version history is for staff only', async () => {
    expect((await rest('GET', `/plans/versions?where[parent][equals]=${planDocId}`)).status).toBe(
      403,
    )
    expect((await rest('GET', '/globals/landing-copy/versions')).status).toBe(403)
    expect(
      (await rest('GET', `/plans/versions?where[parent][equals]=${planDocId}`, { token: adminJwt }))
        .status,
    ).toBe(200)
  })
})

describe('publishing, restoring, unpublishing, deleting', () => {
  it('publishing the draft refreshes the site, and every version names the admin who saved it', async () => {
    await payload.update({
      collection: 'plans',
      id: planDocId,
      data: { _status: 'published' },
      ...asAdmin(),
    })
    expect(await purges()).toEqual([['plans']])
    expect(await visitorPrice()).toBe(8000)
    const res = await rest(
      'GET',
      `/plans/versions?where[parent][equals]=${planDocId}&sort=-updatedAt&depth=1`,
      { token: adminJwt },
    )
    const versions = (
      res.body as { docs: Array<{ version: { updatedBy: { name: string } | null } }> }
    ).docs
    expect(versions.length).toBeGreaterThanOrEqual(2)
    expect(versions.every((v) => v.version.updatedBy?.name === 'Marina Rascunho')).toBe(true)
    // Visitors never learn who edits the site.
    const visitor = (await rest('GET', `/plans/${planDocId}?depth=0`)).body as Record<
      string,
      unknown
    >
    expect(visitor).not.toHaveProperty('updatedBy')
  })

  const publishedVersionsOfPlan = async () =>
    (
      await payload.findVersions({
        collection: 'plans',
        where: {
          and: [{ parent: { equals: planDocId } }, { 'version._status': { equals: 'published' } }],
        },
        sort: '-updatedAt',
        overrideAccess: true,
      })
    ).docs

  it('restoring the earlier version puts its prices back on the site', async () => {
    const earlier = (await publishedVersionsOfPlan()).find(
      (v) => v.version.prices?.mensal?.price === 10000,
    )!
    expect(earlier).toBeDefined()
    await payload.restoreVersion({ collection: 'plans', id: String(earlier.id), ...asAdmin() })
    expect(await purges()).toEqual([['plans']])
    expect(await visitorPrice()).toBe(10000)
    const res = await rest('GET', `/plans/${planDocId}?depth=0`, { token: adminJwt })
    expect((res.body as Plan).prices?.mensal?.price).toBe(10000)
  })

  it('restoring an autosaved draft, which would take the published plan off the site, is refused', async () => {
    await payload.update({
      collection: 'plans',
      id: planDocId,
      data: monthly(7000),
      draft: true,
      autosave: true,
      ...asAdmin(),
    })
    const { docs } = await payload.findVersions({
      collection: 'plans',
      where: { and: [{ parent: { equals: planDocId } }, { latest: { equals: true } }] },
      overrideAccess: true,
    })
    expect(docs[0]?.version._status).toBe('draft')
    await purges()
    const res = await rest('POST', `/plans/versions/${docs[0]!.id}`, { token: adminJwt })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain('Esta versão é um rascunho')
    expect(await purges()).toEqual([])
    expect(await visitorPrice()).toBe(10000)
  })

  it('restoring a published version to undo a live change keeps the pending draft as the draft', async () => {
    // The autosaved 70,00 of the test before is pending.
    const earlier = (await publishedVersionsOfPlan()).find(
      (v) => v.version.prices?.mensal?.price === 10000,
    )!
    await payload.restoreVersion({ collection: 'plans', id: String(earlier.id), ...asAdmin() })
    expect(await visitorPrice()).toBe(10000)
    const draft = await payload.findByID({
      collection: 'plans',
      id: planDocId,
      draft: true,
      overrideAccess: true,
    })
    expect(draft.prices?.mensal?.price).toBe(7000)
    expect(draft._status).toBe('draft')
    await purges()
  })

  it('unpublishing takes the plan off the site and refreshes it; deleting does too', async () => {
    await payload.update({
      collection: 'plans',
      id: planDocId,
      data: { _status: 'draft' },
      ...asAdmin(),
    })
    expect(await purges()).toEqual([['plans']])
    expect(await visitorPrice()).toBeUndefined()
    await payload.delete({ collection: 'plans', id: planDocId, ...asAdmin() })
    expect(await purges()).toEqual([['plans']])
  })
})

describe('the trash', () => {
  it('an editor deletes a FAQ into the trash: it leaves the site and comes back with its versions; only an admin deletes it for good', async () => {
    const editorEmail = `lixeira${stamp}@example.com`
    await payload.create({
      collection: 'admins',
      overrideAccess: true,
      data: { email: editorEmail, password: 'editor-pass-1', role: 'editor' },
    })
    const editorJwt = await login(editorEmail, 'editor-pass-1')
    const question = `Pergunta da lixeira ${stamp}`
    const faq = await payload.create({
      collection: 'faqs',
      data: {
        question,
        answer: richText('Resposta.'),
        pages: ['landing'],
        _status: 'published',
      },
      ...asAdmin(),
    })
    await purges()
    const visible = async (query = '') =>
      ((await rest('GET', `/faqs?where[id][equals]=${faq.id}${query}`)).body as { docs: unknown[] })
        .docs.length
    expect(await visible()).toBe(1)
    const versions = async () =>
      (
        await payload.findVersions({
          collection: 'faqs',
          where: { parent: { equals: faq.id } },
          overrideAccess: true,
          trash: true,
        })
      ).totalDocs

    // Deleting for good is refused to an editor; "delete" in the admin moves it to the trash.
    expect((await rest('DELETE', `/faqs/${faq.id}`, { token: editorJwt })).status).toBe(403)
    const trash = await rest('PATCH', `/faqs/${faq.id}`, {
      token: editorJwt,
      body: { deletedAt: new Date().toISOString() },
    })
    expect(trash.status).toBe(200)
    expect(await purges()).toEqual([['faqs']])
    expect(await visible()).toBe(0)
    expect(await visible('&trash=true')).toBe(0) // visitors never see the trash
    // …nor count it (a count with a `where` would read a trashed item's fields letter by letter).
    const counted = async (query = '') =>
      (
        (await rest('GET', `/faqs/count?where[id][equals]=${faq.id}${query}`)).body as {
          totalDocs: number
        }
      ).totalDocs
    expect(await counted('&trash=true')).toBe(0)
    expect(await counted('&trash=true&draft=true')).toBe(0)
    const kept = await versions()
    expect(kept).toBeGreaterThan(0)

    // Restored from the trash: back on the site, history intact.
    const restore = await rest('PATCH', `/faqs/${faq.id}?trash=true`, {
      token: editorJwt,
      body: { deletedAt: null },
    })
    expect(restore.status).toBe(200)
    expect(await purges()).toEqual([['faqs']])
    expect(await visible()).toBe(1)
    expect(await counted()).toBe(1)
    expect(await versions()).toBeGreaterThanOrEqual(kept)

    expect((await rest('DELETE', `/faqs/${faq.id}`, { token: adminJwt })).status).toBe(200)
    expect(await purges()).toEqual([['faqs']])
    expect(await visible()).toBe(0)
    expect(await versions()).toBe(0)
  })
})

describe('undo keeps what is not content', () => {
  const faqOrder = async (ids: Array<number | string>) =>
    (
      await payload.find({
        collection: 'faqs',
        where: { id: { in: ids } },
        sort: '_order',
        depth: 0,
        overrideAccess: true,
      })
    ).docs.map((d) => d.id)

  it("restoring a FAQ's earlier text leaves it where the list has it now", async () => {
    const make = (question: string) =>
      payload.create({
        collection: 'faqs',
        data: { question, answer: richText('Resposta.'), pages: ['landing'], _status: 'published' },
        ...asAdmin(),
      })
    const a = await make(`Ordem A ${stamp}`)
    const b = await make(`Ordem B ${stamp}`)
    await payload.update({
      collection: 'faqs',
      id: a.id,
      data: { question: `Ordem A corrigida ${stamp}`, _status: 'published' },
      ...asAdmin(),
    })
    // Dragged below B in the admin list (Payload's reorder endpoint).
    const moved = await rest('POST', '/reorder', {
      token: adminJwt,
      body: {
        collectionSlug: 'faqs',
        docsToMove: [a.id],
        newKeyWillBe: 'greater',
        orderableFieldName: '_order',
        target: {
          id: b.id,
          key: (await payload.findByID({ collection: 'faqs', id: b.id, overrideAccess: true }))
            ._order,
        },
      },
    })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    expect(await faqOrder([a.id, b.id])).toEqual([b.id, a.id])

    const { docs } = await payload.findVersions({
      collection: 'faqs',
      where: {
        and: [{ parent: { equals: a.id } }, { 'version.question': { equals: `Ordem A ${stamp}` } }],
      },
      sort: '-updatedAt',
      limit: 1,
      overrideAccess: true,
    })
    await payload.restoreVersion({ collection: 'faqs', id: String(docs[0]!.id), ...asAdmin() })
    const restored = await payload.findByID({ collection: 'faqs', id: a.id, overrideAccess: true })
    expect(restored.question).toBe(`Ordem A ${stamp}`)
    expect(await faqOrder([a.id, b.id])).toEqual([b.id, a.id])
    for (const id of [a.id, b.id])
      await payload.delete({ collection: 'faqs', id, overrideAccess: true })
    await purges() // what these edits announced is not the next test's
  })

  it('moving an item with a pending draft to the top puts it first on the site at once; the draft stays a draft', async () => {
    const make = (question: string) =>
      payload.create({
        collection: 'faqs',
        data: { question, answer: richText('Resposta.'), pages: ['landing'], _status: 'published' },
        ...asAdmin(),
      })
    const first = await make(`Topo A ${stamp}`)
    const item = await make(`Topo B ${stamp}`)
    await payload.update({
      collection: 'faqs',
      id: item.id,
      data: { question: `Topo B em revisão ${stamp}` },
      draft: true,
      ...asAdmin(),
    })
    const top = (
      await payload.find({ collection: 'faqs', sort: '_order', limit: 1, overrideAccess: true })
    ).docs[0]!
    // What "Mover para o topo" sends (src/components/admin/MoveToTopCell.tsx).
    const moved = await rest('POST', '/reorder', {
      token: adminJwt,
      body: {
        collectionSlug: 'faqs',
        docsToMove: [item.id],
        newKeyWillBe: 'less',
        orderableFieldName: '_order',
        target: { id: top.id, key: top._order },
      },
    })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    // Visitors' order (published rows): the item is first, with its published question.
    const live = (await rest('GET', '/faqs?sort=_order&limit=1&depth=0')).body as {
      docs: Array<{ id: number; question: string }>
    }
    expect(live.docs[0]).toMatchObject({ id: item.id, question: `Topo B ${stamp}` })
    const draft = await payload.findByID({
      collection: 'faqs',
      id: item.id,
      draft: true,
      overrideAccess: true,
    })
    expect(draft).toMatchObject({ question: `Topo B em revisão ${stamp}`, _status: 'draft' })
    expect(await faqOrder([first.id, item.id])).toEqual([item.id, first.id])
    for (const id of [first.id, item.id])
      await payload.delete({ collection: 'faqs', id, overrideAccess: true })
    await purges()
  })

  // Review: the admin's "Agendar publicação" drawer stores the id as text (Payload #10481), and the
  // trash hook compared it with the number, so it cancelled nothing: restored, the item went live
  // at the old time. Deleting for good (Payload's own cancel) had the same mismatch.
  it.each([
    ['moving an item to the trash', 'trash'],
    ['deleting an item for good', 'delete'],
  ] as const)(
    '%s cancels its scheduled publication, queued as the admin queues it',
    async (_, how) => {
      const faq = await payload.create({
        collection: 'faqs',
        data: {
          question: `Agendada ${stamp}`,
          answer: richText('Resposta.'),
          pages: ['landing'],
          _status: 'published',
        },
        ...asAdmin(),
      })
      const pending = async () =>
        (
          await payload.find({
            collection: 'payload-jobs',
            where: {
              and: [
                { taskSlug: { equals: 'schedulePublish' } },
                { 'input.doc.value': { equals: String(faq.id) } },
                { 'input.doc.relationTo': { equals: 'faqs' } },
                { completedAt: { exists: false } },
              ],
            },
            overrideAccess: true,
          })
        ).totalDocs
      await payload.jobs.queue({
        task: 'schedulePublish',
        // What the drawer sends; the generated type allows only the number.
        input: {
          type: 'publish',
          doc: { relationTo: 'faqs', value: String(faq.id) as unknown as number },
        },
        waitUntil: new Date(Date.now() + 3_600_000),
      })
      expect(await pending()).toBe(1)
      const res =
        how === 'trash'
          ? await rest('PATCH', `/faqs/${faq.id}`, {
              token: adminJwt,
              body: { deletedAt: new Date().toISOString() },
            })
          : await rest('DELETE', `/faqs/${faq.id}`, { token: adminJwt })
      expect(res.status).toBe(200)
      expect(await pending()).toBe(0)
      if (how === 'trash')
        await payload.delete({ collection: 'faqs', id: faq.id, overrideAccess: true, trash: true })
      await purges()
    },
  )
})

describe('globals', () => {
  it('a draft of the landing texts stays off the site; publishing refreshes it; unpublishing and restoring a draft version are refused', async () => {
    const before = await payload.findGlobal({ slug: 'landing-copy', overrideAccess: true })
    await payload.updateGlobal({
      slug: 'landing-copy',
      data: { heroTitle: `Rascunho ${stamp}` },
      draft: true,
      ...asAdmin(),
    })
    expect(await purges()).toEqual([])
    for (const path of ['/globals/landing-copy', '/globals/landing-copy?draft=true'])
      expect((await rest('GET', path)).body).toMatchObject({ heroTitle: before.heroTitle })
    expect(
      (await rest('GET', '/globals/landing-copy?draft=true', { token: adminJwt })).body,
    ).toMatchObject({ heroTitle: `Rascunho ${stamp}` })

    const unpublish = await rest('POST', '/globals/landing-copy', {
      token: adminJwt,
      body: { _status: 'draft' },
    })
    expect(unpublish.status).toBe(400)
    expect(JSON.stringify(unpublish.body)).toContain('não podem ser despublicadas')

    await payload.updateGlobal({
      slug: 'landing-copy',
      data: { heroTitle: before.heroTitle, _status: 'published' },
      ...asAdmin(),
    })
    expect(await purges()).toEqual([['landing-copy']])
    expect((await rest('GET', '/globals/landing-copy')).body).toMatchObject({
      heroTitle: before.heroTitle,
    })

    // Restoring the draft version would put it live marked as a draft: refused, nothing changes.
    const { docs } = await payload.findGlobalVersions({
      slug: 'landing-copy',
      where: { 'version.heroTitle': { equals: `Rascunho ${stamp}` } },
      overrideAccess: true,
    })
    const restore = await rest('POST', `/globals/landing-copy/versions/${docs[0]!.id}`, {
      token: adminJwt,
    })
    expect(restore.status).toBe(400)
    expect(await purges()).toEqual([])
    expect((await rest('GET', '/globals/landing-copy')).body).toMatchObject({
      heroTitle: before.heroTitle,
      _status: 'published',
    })

    // A published version restored "as a draft" would go live at once, its row marked as a draft
    // (and the public API would answer {}): refused too.
    const published = await payload.findGlobalVersions({
      slug: 'landing-copy',
      where: { 'version._status': { equals: 'published' } },
      sort: '-updatedAt',
      limit: 1,
      overrideAccess: true,
    })
    const asDraft = await rest(
      'POST',
      `/globals/landing-copy/versions/${published.docs[0]!.id}?draft=true`,
      { token: adminJwt },
    )
    expect(asDraft.status).toBe(400)
    expect(JSON.stringify(asDraft.body)).toContain('sem a opção de rascunho')
    expect(await purges()).toEqual([])
    expect((await rest('GET', '/globals/landing-copy')).body).toMatchObject({
      heroTitle: before.heroTitle,
      _status: 'published',
    })
  })
  it('restoring a published version of the landing texts keeps a pending draft as the draft', async () => {
    const before = await payload.findGlobal({ slug: 'landing-copy', overrideAccess: true })
    const publish = (heroTitle: string) =>
      payload.updateGlobal({
        slug: 'landing-copy',
        data: { heroTitle, _status: 'published' },
        ...asAdmin(),
      })
    await publish(`Bom ${stamp}`)
    await publish(`Errado ${stamp}`)
    await payload.updateGlobal({
      slug: 'landing-copy',
      data: { heroTitle: `Em andamento ${stamp}` },
      draft: true,
      ...asAdmin(),
    })
    const { docs } = await payload.findGlobalVersions({
      slug: 'landing-copy',
      where: { 'version.heroTitle': { equals: `Bom ${stamp}` } },
      overrideAccess: true,
    })
    const restore = await rest('POST', `/globals/landing-copy/versions/${docs[0]!.id}`, {
      token: adminJwt,
    })
    expect(restore.status).toBe(200)
    expect((await rest('GET', '/globals/landing-copy')).body).toMatchObject({
      heroTitle: `Bom ${stamp}`,
    })
    expect(
      (await rest('GET', '/globals/landing-copy?draft=true', { token: adminJwt })).body,
    ).toMatchObject({ heroTitle: `Em andamento ${stamp}` })
    await publish(before.heroTitle)
    await purges()
  })
})
