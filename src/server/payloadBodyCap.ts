// Payload's own REST and GraphQL routes read request bodies without a size limit. These caps apply
// before Payload sees the request, with the endpoint toolkit's reader and 413 answer:
// - anyone without a valid admin-panel token: the custom endpoints' JSON limit (16 KB). The only
//   such writes are sign-in, password forms and a subscriber's own small profile fields;
// - a request carrying a valid admin-panel token (the payload-token cookie or a `JWT` header): 1 MB,
//   room for a long rich-text document saved from the panel;
// - uploads to the media collection with that token: 10 MB.
import { jwtVerify } from 'jose'
import { JWT_AUTH_VERSION } from 'payload'
import { errorResponse, JSON_BODY_LIMIT, readCappedBytes } from './endpoints/toolkit.ts'
import { readCookie } from './identity.ts'
import { payloadClient } from './payload.ts'

export const STAFF_BODY_LIMIT = 1024 * 1024
export const UPLOAD_BODY_LIMIT = 10 * 1024 * 1024
const UPLOAD_PATHS = /^\/api\/media(\/|$)/
const STAFF_COLLECTION = 'admins'

/**
 * Whether the request carries a token Payload issued to an admin-panel user: the signature with
 * Payload's secret (HS256, as Payload signs and verifies it in auth/strategies/jwt.js), an expiry
 * still ahead, Payload's token format version and the admins collection. No database read: a token
 * that passes this but names a deleted account or an ended session only gets the larger body read,
 * and Payload's own authentication still refuses it afterwards. Forging one needs the secret.
 */
async function carriesStaffToken(req: Request): Promise<boolean> {
  const header = /^JWT\s+(\S+)/i.exec(req.headers.get('authorization') ?? '')?.[1]
  if (!header && !req.headers.has('cookie')) return false
  const payload = await payloadClient() // started already: this request is for Payload
  const candidates = [header, readCookie(req, `${payload.config.cookiePrefix}-token`)]
  const key = new TextEncoder().encode(payload.secret)
  for (const token of candidates) {
    if (!token) continue
    try {
      const { payload: claims, protectedHeader } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp'],
      })
      if (
        protectedHeader.authVersion === JWT_AUTH_VERSION &&
        claims.collection === STAFF_COLLECTION
      )
        return true
    } catch {
      // not a token of ours, or expired: the anonymous limit
    }
  }
  return false
}

export async function payloadBodyLimit(req: Request): Promise<number> {
  if (!(await carriesStaffToken(req))) return JSON_BODY_LIMIT
  return UPLOAD_PATHS.test(new URL(req.url).pathname) ? UPLOAD_BODY_LIMIT : STAFF_BODY_LIMIT
}

/**
 * Wraps a Payload route handler. A body with a declared length within the limit goes through as it
 * is (Node stops a body at its declared length); one without is read up to the limit first.
 */
export function withBodyCap<A extends unknown[]>(
  handler: (req: Request, ...args: A) => Promise<Response>,
): (req: Request, ...args: A) => Promise<Response> {
  return async (req, ...args) => {
    if (!req.body) return handler(req, ...args)
    try {
      const limit = await payloadBodyLimit(req)
      const declared = Number(req.headers.get('content-length') ?? NaN)
      if (Number.isFinite(declared) && declared <= limit) return await handler(req, ...args)
      const body = await readCappedBytes(req, limit)
      return await handler(
        new Request(req.url, {
          method: req.method,
          headers: req.headers,
          body: new Uint8Array(body),
          signal: req.signal,
        }),
        ...args,
      )
    } catch (err) {
      return errorResponse(err, {}, `${req.method} ${new URL(req.url).pathname}`)
    }
  }
}
