// A token Firebase refuses (expired, revoked, forged) is nobody: the endpoint answers 401. Anything
// else (Google unreachable, a credential Firebase does not accept, an internal error) is not the
// visitor's fault: it is logged once and answered 503, instead of a silent 401 for every signed-in call.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { UNAVAILABLE_MESSAGE } from '@/server/apiErrors.ts'
import { errorResponse, HttpError } from '@/server/endpoints/toolkit.ts'
import { adminAuth, verifyIdToken, verifySessionCookie } from '@/server/firebaseAdmin.ts'
import { logger } from '@/server/logger.mjs'

const saved = { ...process.env }
const KEYS = [
  'FIREBASE_AUTH_EMULATOR_HOST',
  'FIREBASE_PROJECT_ID',
  'FIREBASE_SERVICE_ACCOUNT_JSON',
  'FIREBASE_CLIENT_EMAIL',
  'FIREBASE_PRIVATE_KEY',
]

beforeAll(() => {
  for (const key of KEYS) delete process.env[key]
  process.env.FIREBASE_PROJECT_ID = 'demo-verify'
})
afterAll(() => {
  for (const key of KEYS) {
    if (saved[key] === undefined) delete process.env[key]
    else process.env[key] = saved[key]
  }
})
afterEach(() => vi.restoreAllMocks())

/** An error as firebase-admin makes them: a `code` ('auth/…', 'app/…') and a message. */
const firebaseError = (code: string, message = code) =>
  Object.assign(new Error(message), { code, codePrefix: code.split('/')[0] })

const NOW = Math.floor(Date.now() / 1000)
const decoded = (uid: string) =>
  ({ uid, sub: uid, auth_time: NOW - 60, iat: NOW - 60, exp: NOW + 3600 }) as never

function stubAuth(fail: { verify?: unknown; lookup?: unknown }) {
  const auth = adminAuth()
  const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
  const verify = async (token: string) => {
    if (fail.verify) throw fail.verify
    return decoded(token)
  }
  vi.spyOn(auth, 'verifyIdToken').mockImplementation(verify)
  vi.spyOn(auth, 'verifySessionCookie').mockImplementation(verify)
  vi.spyOn(auth, 'getUser').mockImplementation(async (uid) => {
    if (fail.lookup) throw fail.lookup
    return { uid, disabled: false, tokensValidAfterTime: undefined } as never
  })
  return { error }
}

/** What the endpoint error helper answers for an error. */
const answered = async (err: unknown) => {
  const res = errorResponse(err, {}, 'GET /x')
  return { status: res.status, error: ((await res.json()) as { error: string }).error }
}

describe('a token Firebase refuses is nobody (401), without a log line', () => {
  for (const [code, message] of [
    ['auth/id-token-expired', 'Firebase ID token has expired.'],
    ['auth/id-token-revoked', 'The Firebase ID token has been revoked.'],
    ['auth/argument-error', 'Firebase ID token has invalid signature.'],
    ['auth/argument-error', 'Decoding Firebase ID token failed.'],
    ['auth/user-disabled', 'The user record is disabled.'],
  ] as const) {
    it(`${code}: ${message}`, async () => {
      const { error } = stubAuth({ verify: firebaseError(code, message) })
      await expect(verifyIdToken('a-token')).resolves.toBeNull()
      expect(error).not.toHaveBeenCalled()
    })
  }

  it('an expired session cookie too', async () => {
    const { error } = stubAuth({ verify: firebaseError('auth/session-cookie-expired') })
    await expect(verifySessionCookie('a-cookie')).resolves.toBeNull()
    expect(error).not.toHaveBeenCalled()
  })

  it('and a token that verifies still passes', async () => {
    stubAuth({})
    expect((await verifyIdToken('still-good'))?.uid).toBe('still-good')
  })
})

describe('a token for another Firebase project', () => {
  it('is nobody, and logged once as a likely configuration error (every sign-in would fail so)', async () => {
    const { error } = stubAuth({
      verify: firebaseError(
        'auth/argument-error',
        'Firebase ID token has incorrect "aud" (audience) claim. Expected "demo-verify" but got "busqy-staging". Make sure the ID token comes from the same Firebase project as the service account used to authenticate this SDK.',
      ),
    })
    await expect(verifyIdToken('a-token')).resolves.toBeNull()
    await expect(verifyIdToken('a-token')).resolves.toBeNull()
    await expect(verifySessionCookie('a-cookie')).resolves.toBeNull()
    expect(error).toHaveBeenCalledTimes(1)
    expect(error.mock.calls[0]![0]).toMatchObject({
      msg: expect.stringContaining('NEXT_PUBLIC_FIREBASE_PROJECT_ID'),
      expected: 'demo-verify',
      got: 'busqy-staging',
    })
  })
})

describe('a failure to verify is a 503, logged once', () => {
  const failures = [
    firebaseError(
      'app/network-error',
      'Error while making request: getaddrinfo ENOTFOUND www.googleapis.com. Error code: ENOTFOUND',
    ),
    firebaseError('auth/internal-error', 'An internal error has occurred.'),
    firebaseError('auth/invalid-credential', 'Failed to parse private key'),
    // firebase-admin reports Google's signing keys out of reach as an argument error.
    firebaseError(
      'auth/argument-error',
      'Error while making request: connect ETIMEDOUT 142.250.0.95:443. Error code: ETIMEDOUT',
    ),
    firebaseError(
      'auth/argument-error',
      'Error fetching public keys for Google certs: <html>503 Service Unavailable</html>',
    ),
    new SyntaxError('Unexpected token n in JSON at position 1'),
  ]
  for (const failure of failures) {
    it(`${(failure as { code?: string }).code ?? failure.name}: ${failure.message}`, async () => {
      const { error } = stubAuth({ verify: failure })
      const thrown = await verifyIdToken('a-token').then(
        () => null,
        (err: unknown) => err,
      )
      expect(thrown).toBeInstanceOf(HttpError)
      expect(await answered(thrown)).toEqual({ status: 503, error: UNAVAILABLE_MESSAGE })
      expect(error).toHaveBeenCalledTimes(1)
      expect(JSON.stringify(error.mock.calls[0])).toContain(failure.message)
      expect(JSON.stringify(error.mock.calls[0])).not.toContain('a-token')
    })
  }

  it('for a session cookie too', async () => {
    const { error } = stubAuth({ verify: firebaseError('app/network-error', 'socket hang up') })
    await expect(verifySessionCookie('a-cookie')).rejects.toMatchObject({ status: 503 })
    expect(error).toHaveBeenCalledTimes(1)
  })

  it('and when the account lookup (revocation check) cannot reach Firebase', async () => {
    const { error } = stubAuth({ lookup: firebaseError('app/network-error', 'socket hang up') })
    await expect(verifyIdToken('lookup-fails')).rejects.toMatchObject({ status: 503 })
    expect(error).toHaveBeenCalledTimes(1)
  })
})
