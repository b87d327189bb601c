// Payload's own REST and GraphQL routes read request bodies without a size limit. These caps apply
// before Payload sees the request, with the endpoint toolkit's reader and 413 answer:
// - anyone without an admin-panel credential: the custom endpoints' JSON limit (16 KB). The only
//   such writes are sign-in, password forms and a subscriber's own small profile fields;
// - a request carrying an admin-panel credential (the payload-token cookie or a JWT header; Payload
//   verifies it afterwards): 1 MB, room for a long rich-text document saved from the panel;
// - uploads to the media collection with that credential: 10 MB.
import { errorResponse, JSON_BODY_LIMIT, readCappedBytes } from './endpoints/toolkit.ts'
import { readCookie } from './identity.ts'

export const STAFF_BODY_LIMIT = 1024 * 1024
export const UPLOAD_BODY_LIMIT = 10 * 1024 * 1024
const UPLOAD_PATHS = /^\/api\/media(\/|$)/

export function payloadBodyLimit(req: Request): number {
  const staff =
    Boolean(readCookie(req, 'payload-token')) ||
    /^JWT\s/i.test(req.headers.get('authorization') ?? '')
  if (!staff) return JSON_BODY_LIMIT
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
      const limit = payloadBodyLimit(req)
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
