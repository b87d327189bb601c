// The session API through the production server, where check-cookie is answered by its fast path
// (src/server/checkCookieFastPath.ts) and set-cookie/clear-cookie by Next.js: both must agree on
// who is signed in, at once.
import http from 'node:http'
import { expect, test } from '@playwright/test'
import { emulatorHost } from './support.ts'

const base = () => process.env.TEST_BASE_URL || 'http://127.0.0.1:3100'

test('check-cookie refuses a session cookie as soon as sign-out revoked it', async () => {
  const signUp = await fetch(
    `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `sessao${Date.now()}@example.com`,
        password: 'senha-123',
        returnSecureToken: true,
      }),
    },
  )
  const { idToken, localId } = (await signUp.json()) as { idToken: string; localId: string }
  const set = await fetch(`${base()}/api/auth/set-cookie`, {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ uid: localId }),
  })
  expect(set.status).toBe(200)
  const cookie = (set.headers.get('set-cookie') ?? '').split(';')[0]!
  const check = async () =>
    (await (await fetch(`${base()}/api/auth/check-cookie`, { headers: { cookie } })).json()) as {
      authenticated: boolean
      user: { uid: string } | null
    }

  expect(await check()).toMatchObject({ authenticated: true, user: { uid: localId } })
  // Revocation has one-second resolution: let the cookie's auth time fall before it.
  await new Promise((r) => setTimeout(r, 1100))
  expect(
    (await fetch(`${base()}/api/auth/clear-cookie`, { method: 'POST', headers: { cookie } }))
      .status,
  ).toBe(200)
  expect(await check()).toEqual({ authenticated: false, user: null })
})

// Local-services mode (this test server: the production build with the Auth emulator) accepts the
// emulator's unsigned tokens, so it must not accept them from behind a proxy: a request with a
// forwarding header or another Host is answered as an anonymous visitor's (src/server/localProxyGate.mjs).
test('local services: a Firebase identity that came through a proxy counts for nobody', async () => {
  const signUp = await fetch(
    `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `proxy${Date.now()}@example.com`,
        password: 'senha-123',
        returnSecureToken: true,
      }),
    },
  )
  const { idToken, localId } = (await signUp.json()) as { idToken: string; localId: string }
  const bearer = { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' }
  const set = await fetch(`${base()}/api/auth/set-cookie`, {
    method: 'POST',
    headers: bearer,
    body: JSON.stringify({ uid: localId }),
  })
  expect(set.status).toBe(200)
  const cookie = (set.headers.get('set-cookie') ?? '').split(';')[0]!
  const record = (headers: Record<string, string>) =>
    fetch(`${base()}/api/users/${localId}`, { headers: { ...bearer, ...headers } })
  const signedIn = async (headers: Record<string, string>) =>
    (
      (await (
        await fetch(`${base()}/api/auth/check-cookie`, { headers: { cookie, ...headers } })
      ).json()) as { authenticated: boolean }
    ).authenticated
  // Straight from this machine: the identity counts (no record yet: 404, not 401).
  expect((await record({})).status).toBe(404)
  expect(await signedIn({})).toBe(true)
  const proxiedHeaders: Record<string, string>[] = [
    { 'x-forwarded-for': '203.0.113.7' },
    { forwarded: 'for=203.0.113.7;proto=https' },
    { 'x-forwarded-host': 'busqy.example' },
    { 'x-real-ip': '203.0.113.7' },
  ]
  for (const proxied of proxiedHeaders) {
    const what = JSON.stringify(proxied)
    expect((await record(proxied)).status, what).toBe(401)
    expect(await signedIn(proxied), what).toBe(false)
  }
  // A Host that is not this machine's name (fetch keeps its own Host: node:http sends this one).
  const url = new URL(`${base()}/api/auth/check-cookie`)
  const viaOtherHost = await new Promise<string>((resolve, reject) => {
    http
      .get(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          headers: { cookie, host: 'busqy.example' },
        },
        (res) => {
          let body = ''
          res.on('data', (chunk: Buffer) => (body += chunk.toString()))
          res.on('end', () => resolve(body))
        },
      )
      .on('error', reject)
  })
  expect(JSON.parse(viaOtherHost)).toMatchObject({ authenticated: false })
})
