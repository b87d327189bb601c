// The Firebase Auth emulator issues unsigned JWTs (alg "none"). firebase-admin, in emulator mode,
// also asks the emulator for the account on every verification (a forced revocation check that a
// real project does not do), which made local and benchmark runs measure emulator round trips
// instead of the production path. Emulator tokens are checked here with the same claim rules
// firebase-admin applies, and the caller then takes the production revocation path (cached).
// Only ever used when FIREBASE_AUTH_EMULATOR_HOST is set: such a server accepts unsigned tokens anyway.
import type { DecodedIdToken } from 'firebase-admin/auth'

export const ID_TOKEN_ISSUER = 'https://securetoken.google.com/'
export const SESSION_COOKIE_ISSUER = 'https://session.firebase.google.com/'

function part(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'))
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

/** The claims of a valid emulator token for this project and issuer, or null. */
export function verifyEmulatorJwt(
  token: string,
  o: { projectId: string; issuer: string; nowSec?: number },
): DecodedIdToken | null {
  const segments = token.split('.')
  if (segments.length !== 3 || segments[2] !== '') return null
  const header = part(segments[0]!)
  const claims = part(segments[1]!)
  if (!header || !claims || header.alg !== 'none') return null
  const now = o.nowSec ?? Math.floor(Date.now() / 1000)
  const { aud, iss, sub, exp, iat, auth_time: authTime, firebase } = claims
  if (aud !== o.projectId || iss !== o.issuer + o.projectId) return null
  if (typeof sub !== 'string' || sub === '' || sub.length > 128) return null
  if (
    typeof exp !== 'number' ||
    exp <= now ||
    typeof iat !== 'number' ||
    typeof authTime !== 'number'
  )
    return null
  if (!firebase || typeof firebase !== 'object') return null
  return {
    ...claims,
    aud,
    iss,
    sub,
    exp,
    iat,
    auth_time: authTime,
    uid: sub,
    firebase: firebase as DecodedIdToken['firebase'],
  }
}
