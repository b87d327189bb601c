// The query of a request for a prerendered page is not handed to Next.js (server.mjs).
//
// Why: Next.js renders a prerendered (ISR) page again, once its data expired, for whichever request
// comes first, and stores that render's address in the page's flight data (its `c` and `q` fields),
// which every later visitor then receives. The query can hold another visitor's Stripe checkout
// session id (/checkout-return?session_id=), an ad's click id or a partner's code. A prerendered page
// cannot read its query on the server (reading it would make the page dynamic), and the browser reads
// its own address, so the query is dropped before Next sees it. `_rsc`, Next's own cache-busting
// parameter of client navigations, stays: Next checks it against the request's router headers.
//
// The same address then names one page in the response cache (src/server/cache/responseCache.mjs):
// an ad click with its own click id is answered from the entry of the plain page.
//
// Plain JavaScript (with JSDoc types) because server.mjs imports it without a build step.
import fs from 'node:fs'
import path from 'node:path'

/** @param {{ headers: Record<string, string | string[] | undefined> }} req */
function cookieText(req) {
  const cookie = req.headers.cookie
  return Array.isArray(cookie) ? cookie.join('; ') : (cookie ?? '')
}

/**
 * The request carries a draft-mode cookie, valid or not: a shared cache neither answers it nor
 * stores its response (src/server/cache/responseCache.mjs).
 * @param {{ headers: Record<string, string | string[] | undefined> }} req
 */
export function hasDraftCookie(req) {
  return cookieText(req).includes('__prerender_bypass')
}

/**
 * The request is in Next's draft mode: its `__prerender_bypass` cookie holds this build's
 * `previewModeId`, as Next itself checks. Next renders the page for it alone (never stored), and the
 * page and its preview bar read its query. A cookie with any other value is an ordinary request to
 * Next, whose render it stores: its query is dropped like any other (review: the name alone let a
 * forged cookie's query into the stored page).
 * @param {{ headers: Record<string, string | string[] | undefined> }} req
 * @param {string | null} previewModeId
 */
export function inDraftMode(req, previewModeId) {
  if (!previewModeId) return false
  return cookieText(req)
    .split(';')
    .some((pair) => pair.trim() === `__prerender_bypass=${previewModeId}`)
}

/** Next's own query parameters, kept. */
const NEXT_PARAMS = new Set(['_rsc'])

/**
 * What server.mjs needs from this build's prerender manifest: the paths Next prerendered (e.g. `/`,
 * `/planos`) and the draft-mode cookie's value.
 * @param {string} distDir the build folder (`.next`, or NEXT_DIST_DIR)
 * @returns {{ paths: Set<string>, previewModeId: string | null }}
 */
export function readPrerenderManifest(distDir) {
  const file = path.join(distDir, 'prerender-manifest.json')
  /** @type {{ routes?: Record<string, unknown>, preview?: { previewModeId?: unknown } }} */
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'))
  const id = manifest.preview?.previewModeId
  return {
    paths: new Set(Object.keys(manifest.routes ?? {})),
    previewModeId: typeof id === 'string' && id ? id : null,
  }
}

/**
 * The request target Next is given: for a prerendered path, the path with Next's own parameters
 * only; any other target as it came.
 * @param {string} url the request target (path and query)
 * @param {ReadonlySet<string>} prerendered
 */
export function prerenderedTarget(url, prerendered) {
  const q = url.indexOf('?')
  if (q < 0) return url
  // The path Next matches: it resolves dot segments (`/./planos`, `%2e`) and the absolute form. A
  // target starting with `//` would read as a host here; Next answers it with a redirect.
  let pathname = url.slice(0, q)
  // Every request with a query passes here: a plain path (no dot, no escape) is read as it is.
  if (!/^\/(?!\/)[^.%]*$/.test(pathname)) {
    try {
      if (url.startsWith('//')) return url
      pathname = new URL(url, 'http://localhost').pathname
      // Next matches `/plan%6Fs` to /planos too.
      if (!prerendered.has(pathname) && !prerendered.has(decodeURIComponent(pathname))) return url
    } catch {
      return url
    }
  } else if (!prerendered.has(pathname)) return url
  const kept = url
    .slice(q + 1)
    .split('&')
    .filter((pair) => {
      const eq = pair.indexOf('=')
      return NEXT_PARAMS.has(eq < 0 ? pair : pair.slice(0, eq))
    })
  return kept.length ? `${pathname}?${kept.join('&')}` : pathname
}
