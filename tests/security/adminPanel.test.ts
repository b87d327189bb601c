// The admin panel's own doors (issue 18, Medium): unlocking an account is for admins only, admin
// login is limited per client and per account, and Payload's internal collections (edit locks,
// preferences) belong to admin-panel users, never to subscribers.
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { emulatorSignUp } from '../support/emulator.ts'
import { graphql, login, rest, sessionCookie } from '../support/rest.ts'

const stamp = Date.now()
let payload: Payload
let adminJwt = ''
let editorJwt = ''
let editorId: number
let subscriberCookie = ''
const victim = `locked${stamp}@example.com`

beforeAll(async () => {
  payload = await getPayload({ config })
  await payload.create({
    collection: 'admins',
    overrideAccess: true,
    data: { email: `panel-admin${stamp}@example.com`, password: 'admin-pass-1', role: 'admin' },
  })
  editorId = (
    await payload.create({
      collection: 'admins',
      overrideAccess: true,
      data: {
        email: `panel-editor${stamp}@example.com`,
        password: 'editor-pass-1',
        role: 'editor',
      },
    })
  ).id
  await payload.create({
    collection: 'admins',
    overrideAccess: true,
    data: { email: victim, password: 'victim-pass-1', role: 'admin' },
  })
  adminJwt = await login(`panel-admin${stamp}@example.com`, 'admin-pass-1')
  editorJwt = await login(`panel-editor${stamp}@example.com`, 'editor-pass-1')
  const u = await emulatorSignUp(`panel-sub${stamp}@example.com`)
  await rest('POST', '/users', {
    headers: { authorization: `Bearer ${u.idToken}`, 'x-forwarded-for': '10.90.0.1' },
    body: { uid: u.uid },
  })
  subscriberCookie = await sessionCookie(u)
})

const lock = async (email: string) => {
  const doc = (
    await payload.find({
      collection: 'admins',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
  ).docs[0]!
  await payload.db.updateOne({
    collection: 'admins',
    id: doc.id,
    data: { loginAttempts: 10, lockUntil: new Date(Date.now() + 600_000).toISOString() },
  })
}
const isLocked = async (email: string) => {
  const doc = (
    await payload.find({
      collection: 'admins',
      where: { email: { equals: email } },
      overrideAccess: true,
      showHiddenFields: true,
    })
  ).docs[0] as { lockUntil?: string | null }
  return Boolean(doc.lockUntil && Date.parse(doc.lockUntil) > Date.now())
}

describe('unlocking an admin account', () => {
  it('only an admin may unlock; an editor, a subscriber or a visitor is refused', async () => {
    await lock(victim)
    const unlock = (headers: Record<string, string>) =>
      rest('POST', '/admins/unlock', { headers, body: { email: victim } })
    expect((await unlock({})).status).toBe(403)
    expect((await unlock({ cookie: subscriberCookie })).status).toBe(403)
    expect((await unlock({ authorization: `JWT ${editorJwt}` })).status).toBe(403)
    expect(await isLocked(victim)).toBe(true)
    expect((await unlock({ authorization: `JWT ${adminJwt}` })).status).toBe(200)
    expect(await isLocked(victim)).toBe(false)
  })
})

describe('admin login limits', () => {
  const attempt = (ip: string, email: string, password = 'wrong-pass') =>
    rest('POST', '/admins/login', { headers: { 'x-forwarded-for': ip }, body: { email, password } })

  it('per client: the eleventh attempt within 10 minutes is refused with 429 in JSON', async () => {
    const target = `panel-admin${stamp}@example.com`
    const statuses: number[] = []
    for (let i = 0; i < 12; i++)
      statuses.push((await attempt('10.91.0.1', `nobody-${i}-${stamp}@example.com`)).status)
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429])
    const refused = await attempt('10.91.0.1', target, 'admin-pass-1')
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({
      error: expect.stringMatching(/Muitas tentativas/),
      errors: [{ message: expect.stringMatching(/Muitas tentativas/) }],
    })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another client is unaffected.
    expect((await attempt('10.91.0.2', target, 'admin-pass-1')).status).toBe(200)
  })

  it('per account: attempts on one account from many clients stop at 10 within 10 minutes', async () => {
    // With the right password, so that Payload's own lock (10 wrong passwords) plays no part.
    const target = `spread${stamp}@example.com`
    await payload.create({
      collection: 'admins',
      overrideAccess: true,
      data: { email: target, password: 'spread-pass-1', role: 'editor' },
    })
    const statuses: number[] = []
    for (let i = 0; i < 12; i++)
      statuses.push((await attempt(`10.92.0.${i}`, target, 'spread-pass-1')).status)
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429])
    // GraphQL's login is the same door.
    const gql = await graphql(
      `mutation { loginAdmin(email: "${target}", password: "spread-pass-1") { token } }`,
      undefined,
      { 'x-forwarded-for': '10.92.1.1' },
    )
    expect(gql.body.data?.loginAdmin ?? null).toBeNull()
    expect(gql.body.errors?.[0]?.message).toMatch(/Muitas tentativas/)
  })
})

describe("Payload's internal collections", () => {
  it('edit locks: admin-panel users only, over REST and GraphQL', async () => {
    const plan = (await payload.find({ collection: 'plans', limit: 1, overrideAccess: true }))
      .docs[0]!
    const made = await rest('POST', '/payload-locked-documents', {
      headers: { authorization: `JWT ${editorJwt}` },
      body: {
        document: { relationTo: 'plans', value: plan.id },
        user: { relationTo: 'admins', value: editorId },
      },
    })
    expect(made.status).toBe(201)
    const id = (made.body as { doc: { id: number } }).doc.id
    expect(
      (
        await rest('GET', '/payload-locked-documents', {
          headers: { authorization: `JWT ${editorJwt}` },
        })
      ).status,
    ).toBe(200)
    for (const headers of [{}, { cookie: subscriberCookie }] as Array<Record<string, string>>) {
      expect((await rest('GET', '/payload-locked-documents', { headers })).status).toBe(403)
      expect((await rest('DELETE', `/payload-locked-documents/${id}`, { headers })).status).toBe(
        403,
      )
    }
    // GraphQL, where a subscriber is a request user: still nothing.
    const read = await graphql('{ PayloadLockedDocuments { docs { id } } }', undefined, {
      cookie: subscriberCookie,
    })
    expect(read.body.data?.PayloadLockedDocuments ?? null).toBeNull()
    const del = await graphql(
      `mutation { deletePayloadLockedDocument(id: ${id}) { id } }`,
      undefined,
      { cookie: subscriberCookie },
    )
    expect(del.body.errors?.length).toBeGreaterThan(0)
    expect(
      (
        await payload.find({
          collection: 'payload-locked-documents',
          where: { id: { equals: id } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(1)
    await payload.delete({ collection: 'payload-locked-documents', id, overrideAccess: true })
  })

  it('preferences: admin-panel users only', async () => {
    expect(
      (
        await rest('POST', '/payload-preferences/nav', {
          headers: { authorization: `JWT ${editorJwt}` },
          body: { value: { open: true } },
        })
      ).status,
    ).toBe(200)
    for (const headers of [{}, { cookie: subscriberCookie }] as Array<Record<string, string>>) {
      expect(
        (
          await rest('POST', '/payload-preferences/nav', {
            headers,
            body: { value: { junk: 'x'.repeat(1000) } },
          })
        ).status,
      ).toBeGreaterThanOrEqual(400)
      expect((await rest('GET', '/payload-preferences', { headers })).status).toBe(403)
    }
    const gql = await graphql('{ PayloadPreferences { docs { id key } } }', undefined, {
      cookie: subscriberCookie,
    })
    expect(gql.body.data?.PayloadPreferences ?? null).toBeNull()
  })

  it("the jobs queue's schedule state: admin-panel users only", async () => {
    for (const headers of [{}, { cookie: subscriberCookie }] as Array<Record<string, string>>) {
      expect((await rest('GET', '/globals/payload-jobs-stats', { headers })).status).toBe(403)
    }
    const gql = await graphql(
      'mutation { updatePayloadJobsStat(data: { stats: { forged: true } }) { stats } }',
      undefined,
      { cookie: subscriberCookie },
    )
    expect(gql.body.errors?.length).toBeGreaterThan(0)
    expect(
      (
        await rest('GET', '/globals/payload-jobs-stats', {
          headers: { authorization: `JWT ${editorJwt}` },
        })
      ).status,
    ).toBe(200)
  })
})
