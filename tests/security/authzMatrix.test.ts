// Authorisation matrix: five callers (anonymous, subscriber A, subscriber B, editor, admin) against
// every custom endpoint and every collection's and global's REST and GraphQL operations. The
// expected table below is the policy; each cell is one assertion.
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST as stripeWebhook } from '@/app/stripe/webhook/route.ts'
import { emulatorSignUp, type EmulatorUser } from '../support/emulator.ts'
import { graphql, login, rest, sessionCookie, viaRootPath } from '../support/rest.ts'
import { GRAPHQL_STAFF_ONLY_MESSAGE } from '@/server/graphqlStaffOnly.ts'
import { richText } from '../support/richText.ts'

const ROLES = ['anon', 'userA', 'userB', 'editor', 'admin'] as const
type Role = (typeof ROLES)[number]
type Row = Record<Role, number | number[]>

let payload: Payload
let a: EmulatorUser
let b: EmulatorUser
const headersOf: Record<Role, Record<string, string>> = {
  anon: {},
  userA: {},
  userB: {},
  editor: {},
  admin: {},
}
const stamp = Date.now()
let ipSeq = 0
/** A fresh client address per call, so the matrix measures access rules, not rate limits. */
const ip = () => ({ 'x-forwarded-for': `10.77.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}` })

const idOf = async (uid: string) =>
  (
    await payload.find({
      collection: 'subscribers',
      where: { uid: { equals: uid } },
      overrideAccess: true,
    })
  ).docs[0]!.id

beforeAll(async () => {
  payload = await getPayload({ config })
  a = await emulatorSignUp(`matrix-a${stamp}@example.com`, 'senha-123', 'Ana Matriz')
  b = await emulatorSignUp(`matrix-b${stamp}@example.com`, 'senha-123', 'Bia Matriz')
  for (const u of [a, b])
    await rest('POST', '/users', {
      headers: { authorization: `Bearer ${u.idToken}`, ...ip() },
      body: { uid: u.uid, displayName: 'Matriz' },
    })
  headersOf.userA = { cookie: await sessionCookie(a) }
  headersOf.userB = { cookie: await sessionCookie(b) }
  await payload.create({
    collection: 'admins',
    overrideAccess: true,
    data: { email: `matrix-admin${stamp}@example.com`, password: 'admin-pass-1', role: 'admin' },
  })
  await payload.create({
    collection: 'admins',
    overrideAccess: true,
    data: { email: `matrix-editor${stamp}@example.com`, password: 'editor-pass-1', role: 'editor' },
  })
  headersOf.admin = {
    authorization: `JWT ${await login(`matrix-admin${stamp}@example.com`, 'admin-pass-1')}`,
  }
  headersOf.editor = {
    authorization: `JWT ${await login(`matrix-editor${stamp}@example.com`, 'editor-pass-1')}`,
  }
})

const expectCell = (role: Role, op: string, status: number, expected: number | number[]) => {
  const allowed = Array.isArray(expected) ? expected : [expected]
  expect(allowed, `${op} as ${role} answered ${status}`).toContain(status)
}

// ---------------------------------------------------------------------------------------------
// Custom endpoints (Payload endpoints under /api and the Next.js route handlers)

type Endpoint = {
  name: string
  row: Row
  call: (h: Record<string, string>) => Promise<{ status: number; body?: unknown }>
}

const asRequest = (url: string, init: RequestInit & { headers: Record<string, string> }) =>
  new Request(`http://localhost:3000${url}`, init)
const viaRoute = async (
  handler: (r: Request) => Promise<Response>,
  url: string,
  method: string,
  h: Record<string, string>,
  body?: unknown,
) => {
  const res = await handler(
    asRequest(url, {
      method,
      headers: { 'content-type': 'application/json', ...h, ...ip() },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  )
  return { status: res.status, body: await res.json().catch(() => null) }
}

let sessionOfA = ''

const endpoints = (): Endpoint[] => [
  {
    name: 'GET /api/auth/check-cookie',
    row: { anon: 200, userA: 200, userB: 200, editor: 200, admin: 200 },
    call: (h) => rest('GET', '/auth/check-cookie', { headers: h }),
  },
  {
    name: 'GET /api/users/{A}',
    row: { anon: 401, userA: 200, userB: 403, editor: 401, admin: 401 },
    call: (h) => rest('GET', `/users/${a.uid}`, { headers: h }),
  },
  {
    name: 'POST /api/users as A',
    row: { anon: 401, userA: 200, userB: 403, editor: 401, admin: 401 },
    call: (h) =>
      rest('POST', '/users', {
        headers: { ...h, ...ip() },
        body: { uid: a.uid, displayName: 'Ana Matriz' },
      }),
  },
  {
    name: 'POST /api/create-customer-portal-session for A',
    row: { anon: 401, userA: 200, userB: 403, editor: 401, admin: 401 },
    call: (h) =>
      rest('POST', '/create-customer-portal-session', { headers: h, body: { email: a.email } }),
  },
  {
    name: 'POST /api/plans/sync-stripe',
    row: { anon: 403, userA: 403, userB: 403, editor: 200, admin: 200 },
    call: (h) => rest('POST', '/plans/sync-stripe', { headers: h }),
  },
  {
    name: 'POST /api/revalidate (token only)',
    row: { anon: 401, userA: 401, userB: 401, editor: 401, admin: 401 },
    call: (h) => rest('POST', '/revalidate', { headers: h, body: { tags: ['plans'] } }),
  },
  {
    name: 'POST /api/password-reset',
    row: { anon: 200, userA: 200, userB: 200, editor: 200, admin: 200 },
    call: (h) =>
      rest('POST', '/password-reset', {
        headers: { ...h, ...ip() },
        body: { email: `ninguem-${stamp}-${ipSeq}@example.com` },
      }),
  },
  {
    name: 'POST /create-embedded-checkout-session for A',
    row: { anon: 401, userA: 200, userB: 403, editor: 401, admin: 401 },
    call: (h) =>
      viaRoute(viaRootPath, '/create-embedded-checkout-session', 'POST', h, {
        email: a.email,
        planName: 'Top Afiliado',
        interval: 'month',
      }),
  },
  {
    name: "GET /session-status of A's session",
    row: { anon: 401, userA: 200, userB: 404, editor: 401, admin: 401 },
    call: (h) => viaRoute(viaRootPath, `/session-status?session_id=${sessionOfA}`, 'GET', h),
  },
  {
    name: 'POST /meta-capi',
    row: { anon: 401, userA: 202, userB: 202, editor: 401, admin: 401 },
    call: (h) =>
      viaRoute(viaRootPath, '/meta-capi', 'POST', h, {
        event_name: 'checkout_iniciado',
        event_time: Math.floor(Date.now() / 1000),
        event_id: `ev-${stamp}-${ipSeq}`,
        user_data: {},
        custom_data: {},
      }),
  },
  {
    name: 'POST /api/csp-report',
    row: { anon: 204, userA: 204, userB: 204, editor: 204, admin: 204 },
    call: (h) =>
      rest('POST', '/csp-report', {
        headers: { ...h, ...ip() },
        body: {
          'csp-report': {
            'document-uri': 'http://localhost:3000/',
            'effective-directive': 'script-src-elem',
            'blocked-uri': 'inline',
          },
        },
      }),
  },
  // The jobs queue runs only on the instance holding the jobs lock (src/server/jobs/leader.ts): a
  // run asked for over HTTP would run due jobs beside it (twice), so nobody may.
  {
    name: 'GET /api/payload-jobs/run',
    row: { anon: 401, userA: 401, userB: 401, editor: 401, admin: 401 },
    call: (h) => rest('GET', '/payload-jobs/run?allQueues=true&limit=1', { headers: h }),
  },
  {
    name: 'GET /api/payload-jobs/handle-schedules',
    row: { anon: 401, userA: 401, userB: 401, editor: 401, admin: 401 },
    call: (h) => rest('GET', '/payload-jobs/handle-schedules?allQueues=true', { headers: h }),
  },
  {
    name: 'POST /stripe/webhook unsigned',
    row: { anon: 400, userA: 400, userB: 400, editor: 400, admin: 400 },
    call: (h) =>
      viaRoute(stripeWebhook, '/stripe/webhook', 'POST', h, {
        type: 'customer.subscription.deleted',
      }),
  },
]

describe('custom endpoints', () => {
  beforeAll(async () => {
    // A's own checkout session and Stripe customer, for the session-status and portal rows.
    const made = await viaRoute(
      viaRootPath,
      '/create-embedded-checkout-session',
      'POST',
      headersOf.userA,
      { email: a.email, planName: 'Top Afiliado', interval: 'month' },
    )
    expect(made.status).toBe(200)
    sessionOfA = (made.body as { clientSecret: string }).clientSecret.split('_secret_')[0]!
  })
  afterAll(async () => {
    // The sync rows stored Stripe price ids: put the catalogue back as the migrations made it.
    const plans = await payload.find({ collection: 'plans', limit: 100, overrideAccess: true })
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
  })

  for (const endpoint of endpoints()) {
    it(endpoint.name, async () => {
      for (const role of ROLES) {
        const res = await endpoint.call(headersOf[role])
        expectCell(role, endpoint.name, res.status, endpoint.row[role])
      }
    })
  }

  it('check-cookie names only the subscriber the cookie belongs to', async () => {
    expect(
      (await rest('GET', '/auth/check-cookie', { headers: headersOf.userA })).body,
    ).toMatchObject({ authenticated: true, user: { uid: a.uid } })
    expect(
      (await rest('GET', '/auth/check-cookie', { headers: headersOf.userB })).body,
    ).toMatchObject({ authenticated: true, user: { uid: b.uid } })
    for (const role of ['anon', 'editor', 'admin'] as const)
      expect((await rest('GET', '/auth/check-cookie', { headers: headersOf[role] })).body).toEqual({
        authenticated: false,
        user: null,
      })
  })

  it('state-changing endpoints refuse another site’s Origin, even with a valid session', async () => {
    const evil = { origin: 'https://evil.example', host: 'localhost:3000' }
    const calls = [
      rest('POST', '/auth/set-cookie', {
        headers: { authorization: `Bearer ${a.idToken}`, ...evil },
        body: { uid: a.uid },
      }),
      rest('POST', '/auth/clear-cookie', { headers: { ...headersOf.userA, ...evil } }),
      rest('POST', '/users', {
        headers: { ...headersOf.userA, ...evil, ...ip() },
        body: { uid: a.uid },
      }),
      rest('POST', '/password-reset', { headers: { ...evil, ...ip() }, body: { email: a.email } }),
      rest('POST', '/create-customer-portal-session', {
        headers: { ...headersOf.userA, ...evil },
        body: { email: a.email },
      }),
      viaRoute(
        viaRootPath,
        '/create-embedded-checkout-session',
        'POST',
        { ...headersOf.userA, ...evil },
        { email: a.email, planName: 'Top Afiliado', interval: 'month' },
      ),
      viaRoute(viaRootPath, '/meta-capi', 'POST', evil, { event_name: 'PageView', event_id: 'x1' }),
    ]
    for (const res of await Promise.all(calls)) expect(res.status).toBe(403)
    // The session survived: the cross-site sign-out did nothing.
    expect(
      (await rest('GET', '/auth/check-cookie', { headers: headersOf.userA })).body,
    ).toMatchObject({ authenticated: true })
  })
})

// ---------------------------------------------------------------------------------------------
// Collections and globals over REST and GraphQL

const CONTENT = [
  'plans',
  'promo-codes',
  'faqs',
  'stores',
  'pain-points',
  'features',
  'bio-links',
  'legal-pages',
] as const
const sampleFor: Record<(typeof CONTENT)[number], () => Record<string, unknown>> = {
  plans: () => ({
    name: `Plano ${stamp}${ipSeq}`,
    planId: `matrix_${stamp}_${++ipSeq}`,
    displayName: 'Plano Matriz',
    group: 'label',
    active: false,
  }),
  'promo-codes': () => ({ code: `matrix${stamp}${++ipSeq}`, discountPercent: 5 }),
  faqs: () => ({
    question: `Pergunta ${stamp}?`,
    answer: richText('Resposta.'),
    pages: ['landing'],
  }),
  stores: () => ({ name: `Loja ${stamp}` }),
  'pain-points': () => ({ title: `Dor ${stamp}` }),
  features: () => ({ title: `Recurso ${stamp}`, kind: 'card' }),
  'bio-links': () => ({ label: `Link ${stamp}`, url: 'https://example.com' }),
  'legal-pages': () => ({
    title: `Página ${stamp}`,
    slug: 'sobre',
    lastUpdated: new Date().toISOString(),
    content: richText('Texto.'),
  }),
}

const WRITE_CONTENT: Row = {
  anon: 403,
  userA: 403,
  userB: 403,
  editor: [200, 201],
  admin: [200, 201],
}
const READ_PUBLIC: Row = { anon: 200, userA: 200, userB: 200, editor: 200, admin: 200 }

describe.each(CONTENT)('collection %s', (slug) => {
  let existingId: number | string

  beforeAll(async () => {
    // A seeded, published document (the oldest): others' test files also leave drafts and expired codes behind.
    const first = await payload.find({
      collection: slug,
      where: { _status: { equals: 'published' } },
      sort: 'id',
      limit: 1,
      overrideAccess: true,
    })
    existingId =
      first.docs[0]?.id ??
      (
        await payload.create({
          collection: slug,
          data: sampleFor[slug]() as never,
          overrideAccess: true,
        })
      ).id
  })

  it('list and read: public', async () => {
    for (const role of ROLES) {
      expectCell(
        role,
        `GET /${slug}`,
        (await rest('GET', `/${slug}?limit=1`, { headers: headersOf[role] })).status,
        READ_PUBLIC[role],
      )
      expectCell(
        role,
        `GET /${slug}/:id`,
        (await rest('GET', `/${slug}/${existingId}`, { headers: headersOf[role] })).status,
        READ_PUBLIC[role],
      )
    }
  })

  it('versions (drafts and history): staff only', async () => {
    const row: Row = { anon: 403, userA: 403, userB: 403, editor: 200, admin: 200 }
    for (const role of ROLES)
      expectCell(
        role,
        `GET /${slug}/versions`,
        (await rest('GET', `/${slug}/versions?limit=1`, { headers: headersOf[role] })).status,
        row[role],
      )
  })

  it('create, update, delete: staff only (plans, and content for good, deleted by admins only)', async () => {
    const staff = (role: Role) => role === 'editor' || role === 'admin'
    // Editors change plans but never delete one: subscribers' records keep pointing at its planId.
    // Content with a trash: editors move it there (tests/integration/drafts.test.ts); deleting for
    // good, versions and all, is for admins.
    const canDelete = (role: Role) =>
      slug === 'plans' || payload.collections[slug].config.trash ? role === 'admin' : staff(role)
    for (const role of ROLES) {
      const created = await rest('POST', `/${slug}`, {
        headers: headersOf[role],
        body: sampleFor[slug](),
      })
      // Legal pages are one per slug and all three exist: staff are refused as a duplicate (400), never as forbidden.
      expectCell(
        role,
        `POST /${slug}`,
        created.status,
        slug === 'legal-pages' && staff(role) ? 400 : WRITE_CONTENT[role],
      )
      expectCell(
        role,
        `PATCH /${slug}/:id`,
        (await rest('PATCH', `/${slug}/${existingId}`, { headers: headersOf[role], body: {} }))
          .status,
        staff(role) ? 200 : 403,
      )
      // Delete a throwaway record (the one just created, or one made here), never the seeded one.
      const id =
        (created.body as { doc?: { id: number } }).doc?.id ??
        (slug === 'legal-pages'
          ? null
          : (
              await payload.create({
                collection: slug,
                data: sampleFor[slug]() as never,
                overrideAccess: true,
              })
            ).id)
      const target = id ?? existingId
      if (id === null && staff(role)) continue
      expectCell(
        role,
        `DELETE /${slug}/:id`,
        (await rest('DELETE', `/${slug}/${target}`, { headers: headersOf[role] })).status,
        canDelete(role) ? 200 : 403,
      )
      if (id !== null)
        await payload.delete({ collection: slug, id, overrideAccess: true }).catch(() => undefined)
    }
  })
})

describe('collection subscribers', () => {
  let idA: number
  let idB: number
  beforeAll(async () => {
    idA = await idOf(a.uid)
    idB = await idOf(b.uid)
  })

  it('list: staff see everyone, a subscriber only themself, anonymous nobody', async () => {
    const uids = async (role: Role) => {
      const res = await rest('GET', '/subscribers?limit=500', { headers: headersOf[role] })
      return {
        status: res.status,
        uids: ((res.body as { docs?: Array<{ uid: string }> }).docs ?? []).map((d) => d.uid),
      }
    }
    expect((await uids('anon')).status).toBe(403)
    expect((await uids('userA')).uids).toEqual([a.uid])
    expect((await uids('userB')).uids).toEqual([b.uid])
    for (const role of ['editor', 'admin'] as const)
      expect((await uids(role)).uids).toEqual(expect.arrayContaining([a.uid, b.uid]))
  })

  it("read A's record", async () => {
    const row: Row = { anon: 403, userA: 200, userB: 404, editor: 200, admin: 200 }
    for (const role of ROLES)
      expectCell(
        role,
        'GET /subscribers/A',
        (await rest('GET', `/subscribers/${idA}`, { headers: headersOf[role] })).status,
        row[role],
      )
  })

  it("update A's record: A (profile only) and admins", async () => {
    const row: Row = { anon: 403, userA: 200, userB: 403, editor: 403, admin: 200 }
    for (const role of ROLES)
      expectCell(
        role,
        'PATCH /subscribers/A',
        (
          await rest('PATCH', `/subscribers/${idA}`, {
            headers: headersOf[role],
            body: { displayName: `Ana ${role}` },
          })
        ).status,
        row[role],
      )
    const raise = await rest('PATCH', `/subscribers/${idA}`, {
      headers: headersOf.userA,
      body: { subscription_active: true, stripeCustomerId: 'cus_forged', email: b.email },
    })
    expect((raise.body as { doc: Record<string, unknown> }).doc).toMatchObject({
      subscription_active: false,
      email: a.email,
    })
    expect((raise.body as { doc: Record<string, unknown> }).doc.stripeCustomerId).not.toBe(
      'cus_forged',
    )
  })

  it('create and delete: admins only', async () => {
    const create: Row = { anon: 403, userA: 403, userB: 403, editor: 403, admin: 201 }
    for (const role of ROLES) {
      const res = await rest('POST', '/subscribers', {
        headers: headersOf[role],
        body: { uid: `matrix-${role}-${stamp}`, email: `matrix-${role}-${stamp}@example.com` },
      })
      expectCell(role, 'POST /subscribers', res.status, create[role])
    }
    const victim = (
      await payload.find({
        collection: 'subscribers',
        where: { uid: { equals: `matrix-admin-${stamp}` } },
        overrideAccess: true,
      })
    ).docs[0]!
    const del: Row = { anon: 403, userA: 403, userB: 403, editor: 403, admin: 200 }
    for (const role of ROLES)
      expectCell(
        role,
        'DELETE /subscribers/x',
        (await rest('DELETE', `/subscribers/${victim.id}`, { headers: headersOf[role] })).status,
        del[role],
      )
    expect((await rest('DELETE', `/subscribers/${idB}`, { headers: headersOf.userA })).status).toBe(
      403,
    )
  })
})

describe('collection admins and stripe-events', () => {
  it('admins: staff read, only admins create', async () => {
    const read: Row = { anon: 403, userA: 403, userB: 403, editor: 200, admin: 200 }
    const create: Row = { anon: 403, userA: 403, userB: 403, editor: 403, admin: 201 }
    for (const role of ROLES) {
      expectCell(
        role,
        'GET /admins',
        (await rest('GET', '/admins', { headers: headersOf[role] })).status,
        read[role],
      )
      const res = await rest('POST', '/admins', {
        headers: headersOf[role],
        body: { email: `new-${role}-${stamp}@example.com`, password: 'pass-123456', role: 'admin' },
      })
      expectCell(role, 'POST /admins', res.status, create[role])
    }
  })

  it('stripe-events: admins read, nobody writes through the API', async () => {
    const read: Row = { anon: 403, userA: 403, userB: 403, editor: 403, admin: 200 }
    for (const role of ROLES) {
      expectCell(
        role,
        'GET /stripe-events',
        (await rest('GET', '/stripe-events', { headers: headersOf[role] })).status,
        read[role],
      )
      expectCell(
        role,
        'POST /stripe-events',
        (
          await rest('POST', '/stripe-events', {
            headers: headersOf[role],
            body: { eventId: `evt_${role}`, type: 'x' },
          })
        ).status,
        403,
      )
    }
  })
})

describe('globals', () => {
  const GLOBALS = [
    'site-settings',
    'landing-copy',
    'bio-page',
    'upsell-settings',
    'business-constants',
  ]
  it.each(GLOBALS)('%s: public read, staff update', async (slug) => {
    for (const role of ROLES) {
      expectCell(
        role,
        `GET /globals/${slug}`,
        (await rest('GET', `/globals/${slug}`, { headers: headersOf[role] })).status,
        200,
      )
      expectCell(
        role,
        `POST /globals/${slug}`,
        (await rest('POST', `/globals/${slug}`, { headers: headersOf[role], body: {} })).status,
        role === 'anon' || role.startsWith('user') ? 403 : 200,
      )
    }
  })
  it.each(GLOBALS.filter((slug) => slug !== 'business-constants'))(
    '%s versions: staff only',
    async (slug) => {
      for (const role of ROLES)
        expectCell(
          role,
          `GET /globals/${slug}/versions`,
          (await rest('GET', `/globals/${slug}/versions?limit=1`, { headers: headersOf[role] }))
            .status,
          role === 'anon' || role.startsWith('user') ? 403 : 200,
        )
    },
  )
})

describe('GraphQL', () => {
  const headers = (role: Role) => headersOf[role]
  const gql = (role: Role, query: string) => {
    const h = headers(role)
    const token = h.authorization?.replace(/^JWT /, '')
    return graphql(query, token, h.cookie ? { cookie: h.cookie } : {})
  }

  it('reads: staff only (src/server/graphqlStaffOnly.ts), staff by policy', async () => {
    for (const role of ROLES) {
      const staff = role === 'editor' || role === 'admin'
      const plans = await gql(role, '{ Plans(limit: 1) { docs { id } } }')
      const subs = await gql(role, '{ Subscribers(limit: 500) { docs { uid } } }')
      const admins = await gql(role, '{ Admins { docs { email } } }')
      if (!staff) {
        for (const res of [plans, subs, admins]) {
          expect(res.body.data ?? null, role).toBeNull()
          expect(res.body.errors?.[0]?.message, role).toBe(GRAPHQL_STAFF_ONLY_MESSAGE)
        }
        continue
      }
      expect(plans.body.errors, `Plans as ${role}`).toBeUndefined()
      const uids = (
        (subs.body.data?.Subscribers as { docs: Array<{ uid: string }> } | null)?.docs ?? []
      ).map((d) => d.uid)
      expect(uids).toEqual(expect.arrayContaining([a.uid, b.uid]))
      expect(admins.body.errors, `Admins as ${role}`).toBeUndefined()
    }
  })

  it('writes: content by staff only, subscription fields by nobody but admins', async () => {
    for (const role of ROLES) {
      const code = `gql${role}${stamp}`
      const res = await gql(
        role,
        `mutation { createPromoCode(data: { code: "${code}", discountPercent: 5 }) { id } }`,
      )
      const created = await payload.find({
        collection: 'promo-codes',
        where: { code: { equals: code } },
        overrideAccess: true,
      })
      expect(created.totalDocs, `createPromoCode as ${role}`).toBe(
        role === 'editor' || role === 'admin' ? 1 : 0,
      )
      if (created.totalDocs)
        await payload.delete({
          collection: 'promo-codes',
          id: created.docs[0]!.id,
          overrideAccess: true,
        })
      else expect(res.body.errors?.length).toBeGreaterThan(0)
    }
    const idA = await idOf(a.uid)
    await gql(
      'userA',
      `mutation { updateSubscriber(id: ${idA}, data: { subscription_active: true }) { id } }`,
    )
    await gql(
      'userB',
      `mutation { updateSubscriber(id: ${idA}, data: { displayName: "Invadido" }) { id } }`,
    )
    const record = await payload.findByID({
      collection: 'subscribers',
      id: idA,
      overrideAccess: true,
    })
    expect(record.subscription_active).toBe(false)
    expect(record.displayName).not.toBe('Invadido')
  })
})
