// The browser's sign-out (issue 49, finding 1): the ID token is taken while Firebase still holds the
// user and sent to clear-cookie as Bearer, before signOut(); the account pages called clear-cookie
// after signOut(), with no token left, so a browser without the session cookie revoked nothing.
import type { Auth } from 'firebase/auth'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'

const steps: string[] = []
vi.mock('firebase/auth', () => ({
  signOut: vi.fn(async () => {
    steps.push('signOut')
  }),
}))

beforeEach(() => {
  steps.length = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const auth = new Headers(init.headers).get('authorization')
      steps.push(`${init.method} ${path} ${auth ?? 'no token'}`)
      return new Response('{"ok":true}', { status: 200 })
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

const authWith = (token: string | null): Auth =>
  ({
    currentUser: token === null ? null : { getIdToken: async () => token },
  }) as unknown as Auth

it('sends the ID token to clear-cookie, then signs out of Firebase', async () => {
  const { signOutAndRevoke } = await import('@/client/signOut.ts')
  await signOutAndRevoke(authWith('id-token-1'))
  expect(steps).toEqual(['POST /api/auth/clear-cookie Bearer id-token-1', 'signOut'])
})

it('still clears the cookie and signs out when there is no user or no token', async () => {
  const { signOutAndRevoke } = await import('@/client/signOut.ts')
  await signOutAndRevoke(authWith(null))
  const failing = {
    currentUser: { getIdToken: () => Promise.reject(new Error('offline')) },
  } as unknown as Auth
  await signOutAndRevoke(failing)
  expect(steps).toEqual([
    'POST /api/auth/clear-cookie no token',
    'signOut',
    'POST /api/auth/clear-cookie no token',
    'signOut',
  ])
})

it('signs out of Firebase even when clear-cookie fails', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      steps.push('clear-cookie 503')
      return new Response('{"error":"x"}', { status: 503 })
    }),
  )
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const { signOutAndRevoke } = await import('@/client/signOut.ts')
  await signOutAndRevoke(authWith('t'))
  expect(steps).toEqual(['clear-cookie 503', 'signOut'])
})
