// Subscribers authenticate only through Firebase (issue 18, High): Payload's built-in auth routes
// and tokens for the subscribers collection give nothing, so a session cookie ended by sign-out
// cannot be exchanged for a Payload token that outlives it, and a revoked cookie gets nothing
// anywhere. Subscribers are request users only where they act (their own record, GraphQL).
import config from '@payload-config'
import { getPayload, jwtSign, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { emulatorSignUp, type EmulatorUser } from '../support/emulator.ts'
import { graphql, rest, sessionCookie } from '../support/rest.ts'
import { GRAPHQL_STAFF_ONLY_MESSAGE } from '@/server/graphqlStaffOnly.ts'

const stamp = Date.now()
let payload: Payload
let u: EmulatorUser
let cookie = ''
let recordId: number

const AUTH_ROUTES: Array<[method: string, path: string, body?: unknown]> = [
  ['POST', '/subscribers/login', { email: 'x@example.com', password: 'senha-123' }],
  ['POST', '/subscribers/refresh-token'],
  ['GET', '/subscribers/me'],
  ['POST', '/subscribers/logout'],
  ['POST', '/subscribers/forgot-password', { email: 'x@example.com' }],
  ['POST', '/subscribers/reset-password', { token: 'x', password: 'senha-nova-1' }],
  ['POST', '/subscribers/unlock', { email: 'x@example.com' }],
  ['POST', '/subscribers/verify/abc'],
  [
    'POST',
    '/subscribers/first-register',
    { email: 'x@example.com', password: 'senha-123', uid: 'x' },
  ],
  ['GET', '/subscribers/init'],
]

/** Any answer that hands out or confirms a Payload session: a token, a Set-Cookie, or a user. */
function grants(res: { status: number; body: unknown; headers: Headers }): string | null {
  const text = JSON.stringify(res.body)
  if (/"(token|refreshedToken)":"/.test(text)) return `token in body: ${text.slice(0, 200)}`
  if (res.headers.get('set-cookie')?.includes('payload-token=ey')) return 'payload-token cookie set'
  if (/"user":\{/.test(text)) return `user in body: ${text.slice(0, 200)}`
  if (res.status < 400 && !/"initialized"/.test(text)) return `answered ${res.status}`
  return null
}

async function everyAuthRoute(headers: Record<string, string>) {
  const granted: string[] = []
  for (const [method, path, body] of AUTH_ROUTES) {
    const res = await rest(method, path, { headers, body })
    const why = grants(res)
    if (why) granted.push(`${method} ${path}: ${why}`)
    expect(res.status, `${method} ${path}`).toBeLessThan(500)
  }
  for (const query of [
    'mutation { refreshTokenSubscriber { refreshedToken exp } }',
    '{ meSubscriber { token user { uid } } }',
  ]) {
    const res = await graphql(query, undefined, headers)
    const data = JSON.stringify(res.body.data ?? null)
    if (/refreshedToken":"|"token":"|"uid":"/.test(data)) granted.push(`GraphQL ${query}: ${data}`)
  }
  return granted
}

beforeAll(async () => {
  payload = await getPayload({ config })
  u = await emulatorSignUp(`tokens${stamp}@example.com`, 'senha-123', 'Tina Token')
  expect(
    (
      await rest('POST', '/users', {
        headers: { authorization: `Bearer ${u.idToken}`, 'x-forwarded-for': '10.88.0.1' },
        body: { uid: u.uid, displayName: 'Tina Token' },
      })
    ).status,
  ).toBe(201)
  cookie = await sessionCookie(u)
  recordId = (
    await payload.find({
      collection: 'subscribers',
      where: { uid: { equals: u.uid } },
      overrideAccess: true,
    })
  ).docs[0]!.id
})

describe('Payload auth routes and tokens for subscribers', () => {
  it('a valid session cookie or ID token gets no Payload token from any built-in auth route', async () => {
    expect(await everyAuthRoute({ cookie })).toEqual([])
    expect(await everyAuthRoute({ authorization: `Bearer ${u.idToken}` })).toEqual([])
  })

  it('a Payload JWT naming a subscriber authenticates nobody', async () => {
    // As if one had been minted before: signed with the server's secret, for this subscriber.
    const { token } = await jwtSign({
      fieldsToSign: { id: recordId, collection: 'subscribers', email: u.email },
      secret: payload.secret,
      tokenExpiration: 7200,
    })
    const headers = { authorization: `JWT ${token}` }
    expect((await rest('GET', `/subscribers/${recordId}`, { headers })).status).toBe(403)
    expect((await rest('GET', '/subscribers', { headers })).status).toBe(403)
    expect(await everyAuthRoute(headers)).toEqual([])
    const asCookie = { cookie: `payload-token=${token}` }
    expect((await rest('GET', `/subscribers/${recordId}`, { headers: asCookie })).status).toBe(403)
  })

  it('the subscriber is a request user only where subscribers act', async () => {
    // Their own record, over REST; GraphQL is for staff (src/server/graphqlStaffOnly.ts).
    expect((await rest('GET', `/subscribers/${recordId}`, { headers: { cookie } })).status).toBe(
      200,
    )
    const gql = await graphql('{ Subscribers { docs { uid } } }', undefined, { cookie })
    expect(gql.body.data ?? null).toBeNull()
    expect(gql.body.errors?.[0]?.message).toBe(GRAPHQL_STAFF_ONLY_MESSAGE)
    // Never a user of the admins collection or the admin panel's own routes.
    // Elsewhere they have exactly an anonymous visitor's permissions.
    // (Access rules that compare with the current time carry it: compare without the instants.)
    const permissions = async (headers: Record<string, string>) =>
      JSON.stringify((await rest('GET', '/access', { headers })).body).replace(
        /\d{4}-\d\d-\d\dT[\d:.]+Z/g,
        'now',
      )
    expect(await permissions({ cookie })).toBe(await permissions({}))
    expect((await rest('GET', '/admins/me', { headers: { cookie } })).body).toMatchObject({
      user: null,
    })
    expect(
      (await rest('POST', '/admins/refresh-token', { headers: { cookie } })).status,
    ).toBeGreaterThanOrEqual(400)
  })

  it('after sign-out the cookie gets nothing anywhere', async () => {
    // Revocation has one-second resolution: let the cookie's auth time fall before it.
    await new Promise((r) => setTimeout(r, 1100))
    expect((await rest('POST', '/auth/clear-cookie', { headers: { cookie } })).status).toBe(200)
    const revoked = { cookie }
    expect((await rest('GET', '/auth/check-cookie', { headers: revoked })).body).toEqual({
      authenticated: false,
      user: null,
    })
    expect((await rest('GET', `/users/${u.uid}`, { headers: revoked })).status).toBe(401)
    expect((await rest('GET', `/subscribers/${recordId}`, { headers: revoked })).status).toBe(403)
    expect((await rest('GET', '/subscribers', { headers: revoked })).status).toBe(403)
    expect(
      (
        await rest('PATCH', `/subscribers/${recordId}`, {
          headers: revoked,
          body: { displayName: 'Depois' },
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await rest('POST', '/create-customer-portal-session', {
          headers: revoked,
          body: { email: u.email },
        })
      ).status,
    ).toBe(401)
    expect(
      (await graphql('{ Subscribers { docs { uid } } }', undefined, revoked)).body.errors?.length,
    ).toBeGreaterThan(0)
    expect(await everyAuthRoute(revoked)).toEqual([])
    // The ID token issued before sign-out is refused as well.
    expect(
      (await rest('GET', `/users/${u.uid}`, { headers: { authorization: `Bearer ${u.idToken}` } }))
        .status,
    ).toBe(401)
    expect(await everyAuthRoute({ authorization: `Bearer ${u.idToken}` })).toEqual([])
  })
})
