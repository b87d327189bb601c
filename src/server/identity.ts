// Who is calling: a Firebase ID token (Authorization: Bearer …) or the session cookie, verified
// by the server. A uid or email in a request body is never taken on trust.
import type { DecodedIdToken } from 'firebase-admin/auth'
import { SESSION_COOKIE, verifyIdToken, verifySessionCookie } from './firebaseAdmin.ts'

type HasHeaders = { headers: Headers }

export function readCookie(req: HasHeaders, name: string): string | null {
  return cookieValue(req.headers.get('cookie'), name)
}

/** The value of one cookie in a Cookie header, or null. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
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

export type SessionCheck =
  | { authenticated: true; user: { uid: string; email: string | null; displayName: string | null } }
  | { authenticated: false; user: null }

/**
 * What `GET /api/auth/check-cookie` answers for a Cookie header: the user of the verified session
 * cookie (not revoked, not disabled), or nobody. Only the cookie counts, never a Bearer token.
 */
export async function checkSessionCookie(
  cookieHeader: string | null | undefined,
): Promise<SessionCheck> {
  const identity = await verifySessionCookie(cookieValue(cookieHeader, SESSION_COOKIE))
  if (!identity) return { authenticated: false, user: null }
  return {
    authenticated: true,
    user: {
      uid: identity.uid,
      email: identity.email ?? null,
      displayName: (identity.name as string | undefined) ?? null,
    },
  }
}

const hostOf = (url: string | undefined): string | null => {
  try {
    return url ? new URL(url).host : null
  } catch {
    return null
  }
}

/**
 * State-changing calls refuse another site's Origin (CSRF); same-origin and non-browser calls pass.
 * The site's own address (NEXT_PUBLIC_SERVER_URL) always counts, and so does the host the request
 * was sent to: the first X-Forwarded-Host entry (a chain of proxies lists several), else Host.
 */
export function sameOrigin(req: HasHeaders): boolean {
  const origin = req.headers.get('origin')
  if (!origin || origin === 'null') return origin !== 'null'
  const from = hostOf(origin)
  if (!from) return false
  const forwarded = req.headers.get('x-forwarded-host')?.split(',')[0]?.trim()
  return (
    from === hostOf(process.env.NEXT_PUBLIC_SERVER_URL) ||
    from === (forwarded || req.headers.get('host'))
  )
}
