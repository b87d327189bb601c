// Who is calling: a Firebase ID token (Authorization: Bearer …) or the session cookie, verified
// by the server. A uid or email in a request body is never taken on trust.
import type { DecodedIdToken } from 'firebase-admin/auth'
import { SESSION_COOKIE, verifyIdToken, verifySessionCookie } from './firebaseAdmin.ts'

type HasHeaders = { headers: Headers }

export function readCookie(req: HasHeaders, name: string): string | null {
  const header = req.headers.get('cookie')
  if (!header) return null
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=')
    if (k !== name) continue
    try {
      return decodeURIComponent(v.join('='))
    } catch {
      return null // malformed escapes: no usable cookie, not a server error
    }
  }
  return null
}

export function bearerToken(req: HasHeaders): string | null {
  const auth = req.headers.get('authorization')
  const m = auth ? /^Bearer\s+(\S+)$/i.exec(auth) : null
  return m ? m[1]! : null
}

/** The verified identity of the caller (not revoked, not disabled), or null. */
export async function requireIdentity(req: HasHeaders): Promise<DecodedIdToken | null> {
  const token = bearerToken(req)
  if (token) return verifyIdToken(token)
  return verifySessionCookie(readCookie(req, SESSION_COOKIE))
}

/** State-changing calls refuse another site's Origin (CSRF); same-origin and non-browser calls pass. */
export function sameOrigin(req: HasHeaders): boolean {
  const origin = req.headers.get('origin')
  if (!origin || origin === 'null') return origin !== 'null'
  try {
    const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host')
    return new URL(origin).host === host
  } catch {
    return false
  }
}
