// A cache of finished responses for the pages Next.js serves from its ISR cache, in front of Next in
// the production server (server.mjs).
//
// Why: a cached page still costs Next ~0.6 ms of CPU per view of / (routing, an FNV hash of the
// whole page for its ETag, re-encoding the HTML string, and a fresh compression for every browser that
// accepts it). Replaying the stored bytes costs a few microseconds.
//
// Freshness is unchanged: only fresh ISR responses are stored (x-nextjs-cache HIT or MISS, never
// STALE), an entry lives at most ttlMs and never beyond its s-maxage, and every tag expiry purges
// the whole cache (server.mjs subscribes purge() to src/server/cache/purgeBus.mjs). A response whose request
// began before a purge, or within settleMs after it, is not stored: revalidateTag only queues the
// expiry, which Next applies when the route handler that called it returns, and until then Next
// still answers HIT with the old page. Like any shared HTTP cache, entries are keyed by URL and by
// the request headers the response Varies on (Accept-Encoding, Next's RSC and router headers), and
// conditional requests are answered from the stored ETag.
//
// Entries are keyed by the request target as server.mjs hands it on: for a prerendered page, its
// path without the visitor's query (src/server/prerenderedPages.mjs), so paid traffic with a unique
// click id per visit is answered from the entry of the plain page.
//
// The build's own files (/_next/static/*, named by their content, `immutable`) are kept too, in a
// store of their own that no purge or lifetime touches: Next reads and gzips each one again per
// request (~3.5 ms of CPU each), so the sixteen files a first view of / asks for at once took
// 45–70 ms to leave this process, and the stylesheets the first paint waits for arrived last
// (measured 2026-12-02: 60–90 ms after they were asked for, in a traced Lighthouse run). Behind
// nginx (deploy/nginx.conf) these requests never reach here; without it they are replayed from
// memory like the pages.
//
// A build file is kept in Brotli at quality 11 for a browser that accepts it, encoded once per
// process off the event loop (386 ms for React DOM's chunk, against ~6 ms at the quality 5 pages
// are compressed with as they are answered): the files of a first view of / come to 170 kB instead
// of 187 kB (197 kB in gzip). Until those bytes are ready, requests are passed on to Next.
//
// Plain JavaScript (with JSDoc types) because server.mjs imports it without a build step.

import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { hasDraftCookie } from '../prerenderedPages.mjs'

const brotliDecompress = promisify(zlib.brotliDecompress)
const brotliCompress = promisify(zlib.brotliCompress)

/** Headers never replayed: per-connection, or recomputed for the stored body. */
const NOT_STORED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
])
/** Representation headers left out of a 304 (RFC 9110 §15.4.5). */
const NOT_IN_304 = new Set(['content-type', 'content-encoding', 'content-length'])
const MAX_VARIANTS_PER_URL = 8
const BUILD_FILES = '/_next/static/'

/**
 * @typedef {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} RequestLike
 * @typedef {{
 *   varyNames: string[], varyValues: string[], etag: string | null, expiresAt: number,
 *   body: Buffer, fullHead: Array<string | number>, notModifiedHead: Array<string>
 * }} Entry
 * @typedef {{
 *   lookup(req: RequestLike): Entry | null,
 *   serve(req: RequestLike, res: import('node:http').ServerResponse, entry: Entry): void,
 *   capture(req: RequestLike, res: import('node:http').ServerResponse): void,
 *   purge(): void,
 *   settled(): Promise<void>,
 *   size(): number,
 * }} ResponseCache
 */

/** @param {string | string[] | number | undefined} v */
const text = (v) => (v === undefined ? '' : Array.isArray(v) ? v.join(', ') : String(v))

/**
 * A build file's body to keep: what compression sent in Brotli (it chose Brotli because the browser
 * takes it) re-encoded at the highest quality, anything else as it was sent.
 * @returns {Promise<{ body: Buffer, encoding: string | null }>}
 */
async function buildFileBody(
  /** @type {import('node:http').OutgoingHttpHeaders} */ headers,
  /** @type {Buffer} */ body,
) {
  if (text(headers['content-encoding']).toLowerCase() !== 'br') return { body, encoding: null }
  const plain = await brotliDecompress(body)
  const br = await brotliCompress(plain, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
    },
  })
  return { body: br, encoding: 'br' }
}

/** The request headers a response varies on, lower-case. */
function varyOf(/** @type {import('node:http').OutgoingHttpHeaders} */ headers) {
  return text(headers.vary)
    .toLowerCase()
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
}

/** The request may be answered from, and its response stored in, a shared cache. */
function shareable(/** @type {RequestLike} */ req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  // RFC 9111 §3.5: never for requests carrying credentials; draft mode renders per visitor.
  if (req.headers.authorization) return false
  return !hasDraftCookie(req)
}

/** s-maxage in seconds when the response may be stored by a shared cache, else 0. */
function sharedMaxAge(/** @type {string} */ cacheControl) {
  if (/(?:^|,)\s*(?:private|no-store|no-cache)\b/i.test(cacheControl)) return 0
  const m = /(?:^|,)\s*s-maxage=(\d+)/i.exec(cacheControl)
  return m ? Number(m[1]) : 0
}

/** If-None-Match matches the ETag (weak comparison, as Next's own check). */
function notModified(/** @type {RequestLike['headers']} */ headers, /** @type {string} */ etag) {
  const inm = text(headers['if-none-match']).trim()
  if (!inm) return false
  if (/(?:^|,)\s*no-cache\b/i.test(text(headers['cache-control']))) return false
  if (inm === '*') return true
  const bare = etag.replace(/^W\//, '')
  return inm.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare)
}

/**
 * A build file (content-named, never changed while this build runs) that may be kept for good.
 * A Range request is left to Next, which answers it with the part asked for.
 */
function buildFile(/** @type {RequestLike} */ req) {
  return Boolean(req.url?.startsWith(BUILD_FILES) && !req.url.includes('?') && !req.headers.range)
}

/**
 * @param {{ ttlMs?: number, maxEntries?: number, maxBodyBytes?: number, maxBuildFileBytes?: number, settleMs?: number, now?: () => number }} [options]
 * @returns {ResponseCache}
 */
export function createResponseCache({
  ttlMs = 10_000,
  maxEntries = 500,
  maxBodyBytes = 2 * 1024 * 1024,
  // All of .next/static is ~5 MB, and a browser asks for at most three encodings of each.
  maxBuildFileBytes = 64 * 1024 * 1024,
  settleMs = 1000,
  now = Date.now,
} = {}) {
  /** @type {Map<string, Entry[]>} URL → its variants, least recently used URL first. */
  const byUrl = new Map()
  /** @type {Map<string, Entry[]>} Build files: URL → its variants, kept until the process ends. */
  const buildFiles = new Map()
  let buildFileBytes = 0
  let count = 0
  let generation = 0
  /** Responses begun before this time are not stored (see settleMs). */
  let storeFrom = 0

  /** @param {string} url @param {Entry[]} variants @param {number} i */
  function drop(url, variants, i) {
    variants.splice(i, 1)
    count--
    if (variants.length === 0) byUrl.delete(url)
  }

  /** @param {RequestLike} req @param {Entry} entry */
  const matches = (req, entry) =>
    entry.varyNames.every((name, i) => text(req.headers[name]) === entry.varyValues[i])

  /** The bytes to replay and the heads of the full and the 304 answer. */
  function entryOf(
    /** @type {RequestLike} */ req,
    /** @type {import('node:http').OutgoingHttpHeaders} */ headers,
    /** @type {string[]} */ varyNames,
    /** @type {{ body: Buffer, encoding: string | null }} */ { body, encoding },
    /** @type {number} */ expiresAt,
  ) {
    /** @type {Array<string | number>} */
    const fullHead = []
    /** @type {string[]} */
    const notModifiedHead = []
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined || NOT_STORED.has(name)) continue
      const v =
        name === 'x-nextjs-cache'
          ? 'HIT'
          : name === 'content-encoding' && encoding
            ? encoding
            : text(value)
      fullHead.push(name, v)
      if (!NOT_IN_304.has(name)) notModifiedHead.push(name, v)
    }
    fullHead.push('content-length', body.length)
    /** @type {Entry} */
    const entry = {
      varyNames,
      varyValues: varyNames.map((name) => text(req.headers[name])),
      etag: typeof headers.etag === 'string' ? headers.etag : null,
      expiresAt,
      body,
      fullHead,
      notModifiedHead,
    }
    return entry
  }

  /** @type {Map<string, Promise<void>>} Build files being encoded, by file and variant. */
  const encoding = new Map()

  function keepBuildFile(
    /** @type {RequestLike & { url: string }} */ req,
    /** @type {import('node:http').ServerResponse} */ res,
    /** @type {Buffer[]} */ chunks,
  ) {
    const headers = res.getHeaders()
    if (headers['set-cookie'] !== undefined) return
    const varyNames = varyOf(headers)
    if (varyNames.some((v) => v === '*' || v === 'cookie' || v === 'authorization')) return
    // One encoding per file and variant at a time: the first visitors after a start all ask for
    // the same files at once, and each would otherwise pay ~0.4 s of CPU for React DOM's chunk.
    const key = `${req.url}\n${varyNames.map((name) => text(req.headers[name])).join('\n')}`
    if (encoding.has(key) || buildFiles.get(req.url)?.some((v) => matches(req, v))) return
    const work = buildFileBody(headers, Buffer.concat(chunks))
      .then((stored) => {
        const entry = entryOf(req, headers, varyNames, stored, Number.POSITIVE_INFINITY)
        const variants = buildFiles.get(req.url) ?? []
        if (variants.length >= MAX_VARIANTS_PER_URL) return
        if (buildFileBytes + entry.body.length > maxBuildFileBytes) return
        buildFileBytes += entry.body.length
        variants.push(entry)
        buildFiles.set(req.url, variants)
      })
      .catch(() => undefined)
      .finally(() => encoding.delete(key))
    encoding.set(key, work)
  }

  /** @param {string} url @param {Entry} entry */
  function store(url, entry) {
    const variants = byUrl.get(url) ?? []
    const same = variants.findIndex(
      (v) =>
        v.varyNames.join() === entry.varyNames.join() &&
        v.varyValues.join('\n') === entry.varyValues.join('\n'),
    )
    if (same >= 0) drop(url, variants, same)
    else if (variants.length >= MAX_VARIANTS_PER_URL) drop(url, variants, 0)
    variants.push(entry)
    count++
    byUrl.delete(url)
    byUrl.set(url, variants)
    // Over the limit: the least recently used URLs go first.
    for (const [oldUrl, oldVariants] of byUrl) {
      if (count <= maxEntries) break
      count -= oldVariants.length
      byUrl.delete(oldUrl)
    }
  }

  /** @type {ResponseCache} */
  const cache = {
    lookup(req) {
      if (!req.url || !shareable(req)) return null
      const url = req.url
      if (url.startsWith(BUILD_FILES)) {
        if (!buildFile(req)) return null
        return buildFiles.get(url)?.find((entry) => matches(req, entry)) ?? null
      }
      const variants = byUrl.get(url)
      if (!variants) return null
      const t = now()
      for (let i = variants.length - 1; i >= 0; i--) {
        const entry = variants[i]
        if (entry.expiresAt <= t) {
          drop(url, variants, i)
          continue
        }
        if (!matches(req, entry)) continue
        byUrl.delete(url) // most recently used: to the end of the map
        byUrl.set(url, variants)
        return entry
      }
      return null
    },

    serve(req, res, entry) {
      if (entry.etag && notModified(req.headers, entry.etag)) {
        res.writeHead(304, entry.notModifiedHead)
        res.end()
        return
      }
      res.writeHead(200, entry.fullHead)
      res.end(req.method === 'HEAD' ? undefined : entry.body)
    },

    capture(req, res) {
      if (req.method !== 'GET' || !req.url || !shareable(req)) return
      const url = req.url
      const asset = url.startsWith(BUILD_FILES)
      if (asset && !buildFile(req)) return
      const startedIn = generation
      const startedAt = now()
      /** @type {Buffer[]} */
      const chunks = []
      let size = 0
      /** @type {'undecided' | 'collect' | 'skip'} */
      let state = 'undecided'

      // Decided at the first write, when status and headers are set: most responses (API calls,
      // dynamic pages) are not ISR responses and are passed through without copying anything.
      const collect = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding) => {
        if (state === 'undecided')
          state =
            res.statusCode === 200 &&
            (asset
              ? /\bimmutable\b/.test(text(res.getHeader('cache-control')))
              : /^(HIT|MISS)$/.test(text(res.getHeader('x-nextjs-cache'))))
              ? 'collect'
              : 'skip'
        if (state !== 'collect' || chunk == null || typeof chunk === 'function') return
        const buf =
          typeof chunk === 'string'
            ? Buffer.from(
                chunk,
                typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8',
              )
            : Buffer.from(/** @type {Uint8Array} */ (chunk))
        size += buf.length
        if (size > maxBodyBytes) state = 'skip'
        else chunks.push(buf)
      }
      // Wrapped, never restored: Next's compression wraps these methods again on top of ours.
      const write = res.write
      const end = res.end
      res.write = /** @type {typeof res.write} */ (
        function (/** @type {unknown[]} */ ...args) {
          collect(args[0], args[1])
          return write.apply(res, /** @type {Parameters<typeof write>} */ (args))
        }
      )
      res.end = /** @type {typeof res.end} */ (
        function (/** @type {unknown[]} */ ...args) {
          collect(args[0], args[1])
          return end.apply(res, /** @type {Parameters<typeof end>} */ (args))
        }
      )

      res.once('finish', () => {
        if (asset) {
          if (state === 'collect' && res.statusCode === 200) keepBuildFile(req, res, chunks)
          return
        }
        if (
          state !== 'collect' ||
          generation !== startedIn ||
          startedAt < storeFrom ||
          res.statusCode !== 200
        )
          return
        // The final headers: compression sets Content-Encoding and Vary as the head is written.
        const headers = res.getHeaders()
        if (
          headers['set-cookie'] !== undefined ||
          !/^(HIT|MISS)$/.test(text(headers['x-nextjs-cache']))
        )
          return
        const maxAge = sharedMaxAge(text(headers['cache-control']))
        const varyNames = varyOf(headers)
        if (
          maxAge <= 0 ||
          varyNames.some((v) => v === '*' || v === 'cookie' || v === 'authorization')
        )
          return

        const body = { body: Buffer.concat(chunks), encoding: null }
        store(url, entryOf(req, headers, varyNames, body, now() + Math.min(ttlMs, maxAge * 1000)))
      })
    },

    purge() {
      // Build files stay: no edit changes them.
      generation++
      storeFrom = now() + settleMs
      byUrl.clear()
      count = 0
    },

    size: () => count,

    settled: async () => {
      while (encoding.size) await Promise.all(encoding.values())
    },
  }

  return cache
}
