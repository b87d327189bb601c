// The session API through the production server, where check-cookie is answered by its fast path
// (src/server/checkCookieFastPath.ts) and set-cookie/clear-cookie by Next.js: both must agree on
// who is signed in, at once.
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
