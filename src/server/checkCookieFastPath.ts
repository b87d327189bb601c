// The production server (server.mjs) answers `GET /api/auth/check-cookie` itself, with the same
// function as the Payload endpoint (checkSessionCookie in identity.ts), without Next's route-handler
// layer or Payload's REST handler around it.
//
// Why: check-cookie is what a guarded page (user area, checkout) asks when Firebase reports no
// signed-in user (RequireAuth), so it is the one call a signed-out or expired visitor's page view
// makes to the server, and it must stay cheap under load. (The call every signed-in page view makes
// is set-cookie, which keeps a still-valid cookie without asking Firebase.) Profiled under load, ~85 % of its
// CPU through Next went to the route-module machinery (web streams for the body, tracing,
// async-context hooks). Handed to Payload's REST handler directly it still built a web Request and a
// Response stream and ran the subscriber auth strategy (a record lookup the answer never uses):
// together about half of what remained. The answer depends only on the verified session cookie.
//
// Module-level state that a Next route must also see (the revocation cache) lives in processWide,
// because this module is loaded by the instrumentation hook (src/instrumentation.ts), a separate
// copy from the routes'.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { errorBody, UNAVAILABLE_MESSAGE } from './apiErrors.ts'
import { checkSessionCookie } from './identity.ts'
import { securityHeaders } from './securityHeaders.mjs'

export const FAST_PATH = Symbol.for('busqy.fastPath')
const CHECK_COOKIE_PATH = '/api/auth/check-cookie'

/** Answers req and resolves when done, or returns null when the request is not for the fast path. */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => Promise<void> | null

export function createCheckCookieFastPath(): FastPath {
  const headers = securityHeaders()

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let status = 200
    let body: string
    try {
      body = JSON.stringify(await checkSessionCookie(req.headers.cookie))
    } catch {
      // checkSessionCookie refuses what it cannot verify; this is only for the unforeseen.
      status = 503
      body = JSON.stringify(errorBody(UNAVAILABLE_MESSAGE))
    }
    res.statusCode = status
    for (const { key, value } of headers) res.setHeader(key, value)
    res.setHeader('content-type', 'application/json')
    res.setHeader('cache-control', 'no-store')
    res.setHeader('content-length', Buffer.byteLength(body))
    res.end(body)
  }

  return (req, res) => {
    if (req.method !== 'GET' || !req.url) return null
    const query = req.url.indexOf('?')
    return (query < 0 ? req.url : req.url.slice(0, query)) === CHECK_COOKIE_PATH
      ? answer(req, res)
      : null
  }
}

/** Makes the fast path available to server.mjs (called once, by the instrumentation hook). */
export function registerCheckCookieFastPath(): void {
  ;(globalThis as Record<symbol, unknown>)[FAST_PATH] = createCheckCookieFastPath()
}
