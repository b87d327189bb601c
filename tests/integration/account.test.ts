// Account endpoints against the Firebase Auth emulator: the server trusts only identities it verified.
import config from '@payload-config'
import { getPayload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { errorBody } from '@/server/apiErrors.ts'
import { adminAuth } from '@/server/firebaseAdmin.ts'
import {
  emulatorResetCodes,
  emulatorSignIn,
  emulatorSignUp,
  type EmulatorUser,
} from '../support/emulator.ts'
import { graphql, rest } from '../support/rest.ts'
import { GRAPHQL_STAFF_ONLY_MESSAGE } from '@/server/graphqlStaffOnly.ts'

let a: EmulatorUser
let b: EmulatorUser
const stamp = Date.now()
const bearer = (u: EmulatorUser) => ({ authorization: `Bearer ${u.idToken}` })

beforeAll(async () => {
  a = await emulatorSignUp(`ana${stamp}@example.com`, 'senha-123', 'Ana Souza')
  b = await emulatorSignUp(`bruno${stamp}@example.com`, 'senha-123', 'Bruno Lima')
})

async function cookieFor(u: EmulatorUser): Promise<string> {
  const res = await rest('POST', '/auth/set-cookie', {
    headers: bearer(u),
    body: { uid: u.uid, email: u.email, displayName: 'x' },
  })
  expect(res.status).toBe(200)
  const setCookie = res.headers.get('set-cookie') ?? ''
  expect(setCookie).toMatch(/HttpOnly/)
  expect(setCookie).toMatch(/SameSite=Lax/)
  return setCookie.split(';')[0]!
}

describe('cookie session', () => {
  it('refuses set-cookie without a token, with a bad token, or for another uid', async () => {
    expect((await rest('POST', '/auth/set-cookie', { body: { uid: a.uid } })).status).toBe(401)
    expect(
      (
        await rest('POST', '/auth/set-cookie', {
          headers: { authorization: 'Bearer not-a-token' },
          body: { uid: a.uid },
        })
      ).status,
    ).toBe(401)
    const other = await rest('POST', '/auth/set-cookie', {
      headers: bearer(a),
      body: { uid: b.uid },
    })
    expect(other.status).toBe(403)
    expect(other.headers.get('set-cookie')).toBeNull()
  })

  it('refuses a cross-origin request', async () => {
    const res = await rest('POST', '/auth/set-cookie', {
      headers: { ...bearer(a), origin: 'https://evil.example', host: 'localhost:3000' },
      body: { uid: a.uid },
    })
    expect(res.status).toBe(403)
  })

  it('check-cookie answers the verified user, and false after sign-out', async () => {
    // A user of its own: signing out revokes every session of that user.
    const z = await emulatorSignUp(`zeca${stamp}@example.com`)
    const cookie = await cookieFor(z)
    const check = await rest('GET', '/auth/check-cookie', { headers: { cookie } })
    expect(check.body).toMatchObject({ authenticated: true, user: { uid: z.uid, email: z.email } })
    // Revocation has one-second resolution: let the cookie's auth time fall before it.
    await new Promise((r) => setTimeout(r, 1100))
    const cleared = await rest('POST', '/auth/clear-cookie', { headers: { cookie } })
    const after = cleared.headers.get('set-cookie')!.split(';')[0]!
    expect(after).toBe('__session=')
    expect((await rest('GET', '/auth/check-cookie', { headers: { cookie: after } })).body).toEqual({
      authenticated: false,
      user: null,
    })
    // The old cookie value, replayed, is refused too: signing out revoked the session.
    expect((await rest('GET', '/auth/check-cookie', { headers: { cookie } })).body).toEqual({
      authenticated: false,
      user: null,
    })
    expect(
      (await rest('GET', '/auth/check-cookie', { headers: { cookie: '__session=forged' } })).body,
    ).toEqual({ authenticated: false, user: null })
  })
})

describe('user records', () => {
  it('saves the sign-up record with the verified identity and the split name', async () => {
    const res = await rest('POST', '/users', {
      headers: bearer(a),
      body: {
        uid: a.uid,
        email: a.email.toUpperCase(),
        displayName: 'Ana Maria Souza',
        emailVerified: true,
        phoneNumber: '11987654321',
        firstName: 'x',
        lastName: 'y',
      },
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      user: {
        uid: a.uid,
        email: a.email,
        firstName: 'Ana',
        lastName: 'Maria Souza',
        emailVerified: false,
        phoneNumber: '11987654321',
        subscription_active: false,
      },
    })
  })

  it('reads its own record with the cookie session or the token', async () => {
    const cookie = await cookieFor(a)
    const byCookie = await rest('GET', `/users/${a.uid}`, { headers: { cookie } })
    expect(byCookie.status).toBe(200)
    expect(byCookie.body).toMatchObject({
      uid: a.uid,
      displayName: 'Ana Maria Souza',
      subscription_plan: null,
    })
    expect((await rest('GET', `/users/${a.uid}`, { headers: bearer(a) })).status).toBe(200)
  })

  it('ticks "Email verificado" at the first sign-in after Firebase confirmed the address', async () => {
    const v = await emulatorSignUp(`vera${stamp}@example.com`, 'senha-123', 'Vera Lúcia')
    const saved = await rest('POST', '/users', {
      headers: bearer(v),
      body: { uid: v.uid, email: v.email, displayName: 'Vera Lúcia' },
    })
    expect(saved.status).toBe(201)
    const read = async () =>
      (await rest('GET', `/users/${v.uid}`, { headers: bearer(v) })).body as {
        emailVerified?: boolean
      }
    // Not yet confirmed: a sign-in leaves it unticked.
    await cookieFor(v)
    expect((await read()).emailVerified).toBe(false)
    // Confirmed in Firebase (as opening the verification link does), then signed in again.
    await adminAuth().updateUser(v.uid, { emailVerified: true })
    const again = await emulatorSignIn(v.email)
    await cookieFor(again)
    expect((await read()).emailVerified).toBe(true)
  })

  it('user A can neither read nor write user B', async () => {
    await rest('POST', '/users', {
      headers: bearer(b),
      body: { uid: b.uid, displayName: 'Bruno Lima' },
    })
    expect((await rest('GET', `/users/${b.uid}`, { headers: bearer(a) })).status).toBe(403)
    expect((await rest('GET', `/users/${b.uid}`)).status).toBe(401)
    const write = await rest('POST', '/users', {
      headers: bearer(a),
      body: { uid: b.uid, displayName: 'Hacked' },
    })
    expect(write.status).toBe(403)
    const spoofEmail = await rest('POST', '/users', {
      headers: bearer(a),
      body: { uid: a.uid, email: b.email },
    })
    expect(spoofEmail.status).toBe(403)
    const still = await rest('GET', `/users/${b.uid}`, { headers: bearer(b) })
    expect(still.body).toMatchObject({ displayName: 'Bruno Lima', email: b.email })
  })

  it('answers 404 for a signed-in user without a record and 400 for a bad body', async () => {
    const c = await emulatorSignUp(`carla${stamp}@example.com`)
    expect((await rest('GET', `/users/${c.uid}`, { headers: bearer(c) })).status).toBe(404)
    const bad = await rest('POST', '/users', {
      headers: bearer(c),
      body: { uid: c.uid, phoneNumber: '123' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual(errorBody('Digite um número de WhatsApp válido com DDD.'))
  })
})

describe('Payload access through the Firebase session strategy', () => {
  type Doc = {
    id: number
    uid: string
    displayName?: string
    subscription_active?: boolean
    subscription_plan?: string | null
  }
  let cookieA: string
  let docB: Doc

  beforeAll(async () => {
    await rest('POST', '/users', {
      headers: bearer(a),
      body: { uid: a.uid, displayName: 'Ana Maria Souza' },
    })
    await rest('POST', '/users', {
      headers: bearer(b),
      body: { uid: b.uid, displayName: 'Bruno Lima' },
    })
    cookieA = await cookieFor(a)
    const asB = await rest('GET', '/subscribers', { headers: bearer(b) })
    docB = (asB.body as { docs: Doc[] }).docs[0]!
    expect(docB.uid).toBe(b.uid)
  })

  it('makes the subscriber the request user', async () => {
    // Payload's own /me is refused for subscribers (no Payload session for them): the record they may read shows who they are.
    const own = await rest('GET', '/subscribers?limit=100', { headers: { cookie: cookieA } })
    expect(own.status).toBe(200)
    expect((own.body as { docs: Doc[] }).docs.map((d) => d.uid)).toEqual([a.uid])
    expect((await rest('GET', '/subscribers')).status).toBe(403)
  })

  it('lists and reads only the own record over REST; GraphQL is for staff', async () => {
    const list = await rest('GET', '/subscribers?limit=100', { headers: { cookie: cookieA } })
    expect(list.status).toBe(200)
    expect((list.body as { docs: Doc[] }).docs.map((d) => d.uid)).toEqual([a.uid])
    expect(
      (await rest('GET', `/subscribers/${docB.id}`, { headers: { cookie: cookieA } })).status,
    ).toBe(404)
    const gql = await graphql('{ Subscribers(limit: 100) { docs { uid } } }', undefined, {
      cookie: cookieA,
    })
    expect(gql.body.data ?? null).toBeNull()
    expect(gql.body.errors?.[0]?.message).toBe(GRAPHQL_STAFF_ONLY_MESSAGE)
  })

  it('edits the own profile but never the subscription fields, and never another record', async () => {
    const own = (
      (await rest('GET', '/subscribers', { headers: { cookie: cookieA } })).body as { docs: Doc[] }
    ).docs[0]!
    const patch = await rest('PATCH', `/subscribers/${own.id}`, {
      headers: { cookie: cookieA },
      body: {
        displayName: 'Ana S.',
        subscription_active: true,
        subscription_plan: 'elite_pro_anual',
        uid: b.uid,
      },
    })
    expect(patch.status).toBe(200)
    expect((patch.body as { doc: Doc }).doc).toMatchObject({
      uid: a.uid,
      displayName: 'Ana S.',
      subscription_active: false,
      subscription_plan: null,
    })
    const other = await rest('PATCH', `/subscribers/${docB.id}`, {
      headers: { cookie: cookieA },
      body: { displayName: 'Hacked' },
    })
    expect(other.status).toBe(403)
    expect(
      (await rest('DELETE', `/subscribers/${own.id}`, { headers: { cookie: cookieA } })).status,
    ).toBe(403)
    expect(
      (
        await rest('POST', '/subscribers', {
          headers: { cookie: cookieA },
          body: { uid: 'x', email: 'x@example.com' },
        })
      ).status,
    ).toBe(403)
    const gql = await graphql(
      `mutation { updateSubscriber(id: ${docB.id}, data: { displayName: "Hacked" }) { id } }`,
      undefined,
      { cookie: cookieA },
    )
    expect(gql.body.errors?.length).toBeGreaterThan(0)
    expect(
      ((await rest('GET', `/users/${b.uid}`, { headers: bearer(b) })).body as Doc).displayName,
    ).toBe('Bruno Lima')
  })

  it('sees a record deleted and saved again on the very next request (the strategy keeps no stale record)', async () => {
    // The strategy keeps records a few seconds; the collection's hooks must drop the kept one at
    // once, or the next sign-up save would update the deleted record's id.
    const d = await emulatorSignUp(`duda${stamp}@example.com`)
    await rest('POST', '/users', {
      headers: bearer(d),
      body: { uid: d.uid, displayName: 'Duda Alves' },
    })
    const cookie = await cookieFor(d)
    const own = async () => rest('GET', '/subscribers', { headers: { cookie } })
    const first = ((await own()).body as { docs: Doc[] }).docs[0]!
    expect(first.uid).toBe(d.uid)
    const payload = await getPayload({ config })
    await payload.delete({ collection: 'subscribers', id: first.id, overrideAccess: true })
    // Without a record the cookie makes nobody the request user.
    expect((await own()).status).toBe(403)
    const again = await rest('POST', '/users', {
      headers: { cookie },
      body: { uid: d.uid, displayName: 'Duda A.' },
    })
    expect(again.status).toBe(201)
    const now = ((await own()).body as { docs: Doc[] }).docs[0]!
    expect(now).toMatchObject({ uid: d.uid, displayName: 'Duda A.' })
    expect(now.id).not.toBe(first.id)
  })

  it('ignores the session cookie on a call from another site', async () => {
    const res = await rest('GET', '/subscribers', {
      headers: { cookie: cookieA, origin: 'https://evil.example', host: 'localhost:3000' },
    })
    expect(res.status).toBe(403)
  })
})

describe('password reset', () => {
  it('gives the same answer for known and unknown emails, and the emulator holds a code for the known one', async () => {
    const known = await rest('POST', '/password-reset', {
      body: { email: a.email },
      headers: { 'x-forwarded-for': '10.9.0.1' },
    })
    const unknown = await rest('POST', '/password-reset', {
      body: { email: `ninguem${stamp}@example.com` },
      headers: { 'x-forwarded-for': '10.9.0.2' },
    })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(unknown.body).toEqual(known.body)
    const codes = await emulatorResetCodes()
    expect(codes.some((c) => c.email === a.email && c.requestType === 'PASSWORD_RESET')).toBe(true)
    expect(codes.some((c) => c.email === `ninguem${stamp}@example.com`)).toBe(false)
  })

  it('rejects an invalid email and limits bursts', async () => {
    expect((await rest('POST', '/password-reset', { body: { email: 'nope' } })).body).toEqual(
      errorBody('Email inválido'),
    )
    const statuses: number[] = []
    for (let i = 0; i < 8; i++)
      statuses.push(
        (
          await rest('POST', '/password-reset', {
            body: { email: `burst${i}@example.com` },
            headers: { 'x-forwarded-for': '10.9.0.3' },
          })
        ).status,
      )
    expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true)
    expect(statuses.slice(5)).toEqual([429, 429, 429])
  })
})
