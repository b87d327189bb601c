// The production server (server.mjs) hands the hottest Payload endpoint straight to Payload's REST
// handler, the same `REST_GET` that src/app/(payload)/api/[...slug]/route.ts exports, without Next's
// route-handler layer around it.
//
// Why: `GET /api/auth/check-cookie` runs before every signed-in page and checkout. Profiled under
// load, ~85 % of its CPU went to Next's route-module machinery (web streams for the body, tracing,
// async-context hooks); Payload's request setup and the handler were ~6 %. Answered here it is the
// same Payload endpoint (same auth strategy, same handler, same errors) at several times the
// throughput.
//
// Only endpoints that need nothing from Next belong on the list: no revalidateTag, cookies() or
// headers() from next/headers, and no module-level state a Next route must also see (that lives in
// processWide). The instrumentation hook registers this at startup (src/instrumentation.ts).
import type { IncomingMessage, ServerResponse } from 'node:http'
import config from '@payload-config'
import { REST_GET } from '@payloadcms/next/routes'
import { securityHeaders } from './securityHeaders.mjs'

export const FAST_PATH = Symbol.for('busqy.payloadFastPath')

/** Answers req and resolves when done, or returns null when the request is not for the fast path. */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => Promise<void> | null

const ENDPOINTS = new Map<string, string[]>([['/api/auth/check-cookie', ['auth', 'check-cookie']]])

export function createPayloadFastPath(): FastPath {
  const get = REST_GET(config)
  const headers = securityHeaders({ admin: false })

  async function answer(req: IncomingMessage, res: ServerResponse, slug: string[]): Promise<void> {
    const requestHeaders = new Headers()
    for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
      try {
        requestHeaders.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!)
      } catch {
        /* a header the Fetch API refuses: Next drops it too */
      }
    }
    const request = new Request(requestUrl(req), { method: 'GET', headers: requestHeaders })
    const response = await get(request, { params: Promise.resolve({ slug }) })
    const body = Buffer.from(await response.arrayBuffer())
    res.statusCode = response.status
    for (const { key, value } of headers) res.setHeader(key, value)
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie') res.setHeader(key, value)
    })
    const cookies = response.headers.getSetCookie()
    if (cookies.length > 0) res.setHeader('set-cookie', cookies)
    res.setHeader('content-length', body.length)
    res.end(body)
  }

  return (req, res) => {
    if (req.method !== 'GET' || !req.url) return null
    const query = req.url.indexOf('?')
    const slug = ENDPOINTS.get(query < 0 ? req.url : req.url.slice(0, query))
    return slug ? answer(req, res, slug) : null
  }
}

/** The request's URL as Next would build it, on the Host it came to (a malformed Host falls back). */
function requestUrl(req: IncomingMessage): URL {
  try {
    return new URL(req.url!, `http://${req.headers.host ?? 'localhost'}`)
  } catch {
    return new URL(req.url!, 'http://localhost')
  }
}

/** Makes the fast path available to server.mjs (called once, by the instrumentation hook). */
export function registerPayloadFastPath(): void {
  ;(globalThis as Record<symbol, unknown>)[FAST_PATH] = createPayloadFastPath()
}
