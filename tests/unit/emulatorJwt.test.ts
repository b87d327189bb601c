import { describe, expect, it } from 'vitest'
import { ID_TOKEN_ISSUER, SESSION_COOKIE_ISSUER, verifyEmulatorJwt } from '@/server/emulatorJwt.ts'

const now = 1_800_000_000
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url')
const claims = (over: Record<string, unknown> = {}) => ({
  aud: 'demo-busqy',
  iss: `${SESSION_COOKIE_ISSUER}demo-busqy`,
  sub: 'uid-1',
  iat: now - 60,
  auth_time: now - 60,
  exp: now + 3600,
  email: 'a@example.com',
  firebase: { identities: {}, sign_in_provider: 'password' },
  ...over,
})
const token = (
  c: Record<string, unknown>,
  header: Record<string, unknown> = { alg: 'none', typ: 'JWT' },
  signature = '',
) => `${b64(header)}.${b64(c)}.${signature}`
const check = (t: string, issuer = SESSION_COOKIE_ISSUER) =>
  verifyEmulatorJwt(t, { projectId: 'demo-busqy', issuer, nowSec: now })

describe('emulator token checks', () => {
  it('accepts an unsigned emulator session cookie for this project and gives its uid', () => {
    expect(check(token(claims()))).toMatchObject({
      uid: 'uid-1',
      email: 'a@example.com',
      auth_time: now - 60,
    })
  })

  it('tells an ID token from a session cookie by its issuer', () => {
    const idToken = token(claims({ iss: `${ID_TOKEN_ISSUER}demo-busqy` }))
    expect(check(idToken, ID_TOKEN_ISSUER)?.uid).toBe('uid-1')
    expect(check(idToken, SESSION_COOKIE_ISSUER)).toBeNull()
  })

  it.each([
    ['another project', claims({ aud: 'other-project' })],
    ['another issuer', claims({ iss: 'https://evil.example/demo-busqy' })],
    ['expired', claims({ exp: now })],
    ['no subject', claims({ sub: '' })],
    ['a subject over 128 characters', claims({ sub: 'x'.repeat(129) })],
    ['no auth_time', claims({ auth_time: undefined })],
    ['no firebase claim', claims({ firebase: undefined })],
  ])('refuses a token with %s', (_, c) => {
    expect(check(token(c))).toBeNull()
  })

  it('refuses signed tokens, other algorithms and garbage', () => {
    expect(check(token(claims(), { alg: 'none' }, 'c2lnbmF0dXJl'))).toBeNull()
    expect(check(token(claims(), { alg: 'RS256', kid: 'k' }))).toBeNull()
    expect(check('not-a-jwt')).toBeNull()
    expect(check('a.b.')).toBeNull()
    expect(check(`${b64({ alg: 'none' })}.${b64([1, 2])}.`)).toBeNull()
  })
})
