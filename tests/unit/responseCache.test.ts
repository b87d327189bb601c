import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createResponseCache } from '@/server/cache/responseCache.mjs'

// Counted: how many times the cache encodes a build file.
vi.mock('node:zlib', async (original) => {
  const z = (await original()) as { default: typeof import('node:zlib') }
  return { ...z, default: { ...z.default, brotliCompress: vi.fn(z.default.brotliCompress) } }
})

type Reply = {
  status?: number
  nextCache?: string | null
  cacheControl?: string
  cookie?: boolean
  /** The answer waits for it. */
  hold?: Promise<void>
}

/** A server wired like server.mjs, whose handler answers the way Next does for ISR pages. */
async function serverWith(
  cache: ReturnType<typeof createResponseCache>,
  reply: (req: http.IncomingMessage) => Reply,
) {
  const seen: string[] = []
  const server = http.createServer((req, res) => {
    const stored = cache.lookup(req)
    if (stored) return cache.serve(req, res, stored)
    cache.capture(req, res)
    seen.push(req.url!)
    const r = reply(req)
    const body = `<html>${req.url} rendered ${seen.length} ${req.headers.rsc ? 'rsc' : 'html'}</html>`
    const answer = () => {
      res.statusCode = r.status ?? 200
      res.setHeader('content-security-policy', "default-src 'self'")
      res.setHeader('vary', 'rsc, next-router-state-tree, Accept-Encoding')
      if (r.nextCache !== null) res.setHeader('x-nextjs-cache', r.nextCache ?? 'HIT')
      res.setHeader(
        'cache-control',
        r.cacheControl ?? 's-maxage=600, stale-while-revalidate=31535400',
      )
      res.setHeader('etag', `"e${seen.length}"`)
      res.setHeader(
        'content-type',
        req.headers.rsc ? 'text/x-component' : 'text/html; charset=utf-8',
      )
      if (r.cookie) res.setHeader('set-cookie', 'a=b')
      if (/\bbr\b(?!;q=0)/.test(String(req.headers['accept-encoding']))) {
        // Like server.mjs's compression: Brotli at quality 5 for a browser that takes it.
        res.setHeader('content-encoding', 'br')
        const quality = { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 }
        res.end(zlib.brotliCompressSync(body, { params: quality }))
      } else if (/gzip/.test(String(req.headers['accept-encoding']))) {
        res.setHeader('content-encoding', 'gzip')
        // Like the compression middleware: the body leaves in several chunks.
        const gz = zlib.gzipSync(body)
        res.write(gz.subarray(0, 10))
        res.end(gz.subarray(10))
      } else {
        res.end(body)
      }
    }
    void Promise.resolve(r.hold).then(() => setTimeout(answer))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        const req = http.request(base + path, { method, headers }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          )
        })
        req.on('error', reject)
        req.end()
      },
    )
  return { get, seen }
}

const servers: http.Server[] = []
afterEach(() => {
  for (const s of servers.splice(0)) s.close()
})

describe('response cache', () => {
  it('replays a fresh ISR response byte for byte, with its headers, without asking the app again', async () => {
    const cache = createResponseCache()
    const { get, seen } = await serverWith(cache, () => ({ nextCache: 'MISS' }))
    const first = await get('/planos')
    const second = await get('/planos')
    expect(seen).toEqual(['/planos'])
    expect(second.body.toString()).toBe(first.body.toString())
    expect(second.headers['content-security-policy']).toBe("default-src 'self'")
    expect(second.headers['cache-control']).toBe(first.headers['cache-control'])
    expect(second.headers.etag).toBe(first.headers.etag)
    expect(second.headers['content-length']).toBe(String(first.body.length))
    expect(second.headers['x-nextjs-cache']).toBe('HIT')
    expect(second.headers.date).toBeTruthy()
  })

  it('stores nothing that is stale, dynamic, failed, private or sets a cookie', async () => {
    const cases: Reply[] = [
      { nextCache: 'STALE' },
      { nextCache: null },
      { status: 404 },
      { cacheControl: 'private, no-cache, no-store, max-age=0, must-revalidate' },
      { cookie: true },
      { cacheControl: 'max-age=60' },
    ]
    for (const reply of cases) {
      const cache = createResponseCache()
      const { get, seen } = await serverWith(cache, () => reply)
      await get('/p')
      await get('/p')
      expect(seen, JSON.stringify(reply)).toEqual(['/p', '/p'])
      expect(cache.size()).toBe(0)
    }
  })

  it('keeps one variant per value of the request headers the response varies on', async () => {
    const cache = createResponseCache()
    const { get, seen } = await serverWith(cache, () => ({}))
    const plain = await get('/')
    const gzipped = await get('/', { 'accept-encoding': 'gzip' })
    const rsc = await get('/', { rsc: '1' })
    expect(seen).toHaveLength(3)
    expect((await get('/')).body.toString()).toBe(plain.body.toString())
    const again = await get('/', { 'accept-encoding': 'gzip' })
    expect(again.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(again.body).toString()).toBe(zlib.gunzipSync(gzipped.body).toString())
    expect((await get('/', { rsc: '1' })).body.toString()).toBe(rsc.body.toString())
    expect(rsc.body.toString()).toContain('rsc')
    expect(seen).toHaveLength(3)
    // Query strings other than tracking parameters are part of the URL: a different URL is asked of the app.
    await get('/?page=2')
    expect(seen).toHaveLength(4)
  })

  it('replays a page in the encoding it was sent in: Brotli to a browser that takes it, gzip to one that refuses it', async () => {
    const cache = createResponseCache()
    const { get, seen } = await serverWith(cache, () => ({}))
    const chrome = { 'accept-encoding': 'gzip, deflate, br, zstd' }
    const first = await get('/planos', chrome)
    const again = await get('/planos', chrome)
    expect(again.headers['content-encoding']).toBe('br')
    expect(again.body.equals(first.body)).toBe(true)
    const refused = { 'accept-encoding': 'gzip, br;q=0' }
    await get('/planos', refused)
    const gzipped = await get('/planos', refused)
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gzipped.body).toString()).toContain('/planos')
    expect(seen).toEqual(['/planos', '/planos'])
  })

  it('answers a matching If-None-Match with 304 and HEAD with headers only', async () => {
    const cache = createResponseCache()
    const { get } = await serverWith(cache, () => ({}))
    const first = await get('/bio')
    const etag = first.headers.etag!
    const notModified = await get('/bio', { 'if-none-match': `W/${etag}` })
    expect(notModified.status).toBe(304)
    expect(notModified.body.length).toBe(0)
    expect(notModified.headers.etag).toBe(etag)
    expect(notModified.headers['content-type']).toBeUndefined()
    expect((await get('/bio', { 'if-none-match': '"other"' })).status).toBe(200)
    const head = await get('/bio', {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers['content-length']).toBe(String(first.body.length))
    expect(head.body.length).toBe(0)
  })

  it('keeps the build files for good (no lifetime, no purge), but not a range, a query, a failure or a file not immutable', async () => {
    let t = 0
    const cache = createResponseCache({ ttlMs: 1000, now: () => t })
    const immutable = 'public, max-age=31536000, immutable'
    const { get, seen } = await serverWith(cache, (req) =>
      req.url!.includes('missing')
        ? { status: 404, nextCache: null, cacheControl: 'private, no-store' }
        : {
            nextCache: null,
            cacheControl: req.url!.includes('mutable') ? 'max-age=60' : immutable,
          },
    )
    const file = '/_next/static/chunks/a.js'
    const first = await get(file, { 'accept-encoding': 'gzip' })
    t += 24 * 3_600_000
    cache.purge()
    const again = await get(file, { 'accept-encoding': 'gzip' })
    expect(seen).toEqual([file])
    expect(again.body.equals(first.body)).toBe(true)
    expect(again.headers['content-encoding']).toBe('gzip')
    expect(again.headers['cache-control']).toBe(immutable)
    expect(again.headers['content-security-policy']).toBe("default-src 'self'")
    // Another encoding is another variant, asked of the app once.
    await get(file)
    await get(file)
    expect(seen).toHaveLength(2)
    const chrome = { 'accept-encoding': 'gzip, deflate, br, zstd' }
    const fromApp = await get(file, chrome)
    await cache.settled()
    // Kept re-encoded at Brotli's highest quality: the same text.
    const br = await get(file, chrome)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-length']).toBe(String(br.body.length))
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(
      zlib.brotliDecompressSync(fromApp.body).toString(),
    )
    expect(seen).toHaveLength(3)
    const asked: Array<[string, Record<string, string>]> = [
      [file, { range: 'bytes=0-3' }],
      [`${file}?v=2`, {}],
      ['/_next/static/chunks/missing.js', {}],
      ['/_next/static/chunks/mutable.js', {}],
    ]
    for (const [path, headers] of asked) {
      await get(path, headers)
      await get(path, headers)
    }
    expect(seen).toHaveLength(3 + 2 * asked.length)
    // The pages' count: build files are not pages.
    expect(cache.size()).toBe(0)
  })

  it('encodes a build file once while many browsers ask for it at once (the first visitors after a start)', async () => {
    const cache = createResponseCache()
    // The app answers all eight together, once all have reached it.
    let release = () => {}
    const hold = new Promise<void>((r) => (release = r))
    const { get, seen } = await serverWith(cache, () => {
      if (seen.length === 8) release()
      return { nextCache: null, cacheControl: 'public, max-age=31536000, immutable', hold }
    })
    const chrome = { 'accept-encoding': 'gzip, deflate, br, zstd' }
    const encodings = () => vi.mocked(zlib.brotliCompress).mock.calls.length
    const before = encodings()
    await Promise.all(Array.from({ length: 8 }, () => get('/_next/static/chunks/b.js', chrome)))
    await cache.settled()
    expect(encodings() - before).toBe(1)
    await get('/_next/static/chunks/b.js', chrome)
    expect(seen).toHaveLength(8)
  })

  it('is purged by a tag expiry, and a response begun before the purge is not kept', async () => {
    const cache = createResponseCache({ settleMs: 0 })
    let hold: Promise<void> | undefined
    let started = () => {}
    const { get, seen } = await serverWith(cache, () => (started(), { hold }))
    await get('/planos')
    cache.purge()
    expect(cache.size()).toBe(0)
    // The purge lands after the app began the answer and before it ends: no race with a timer.
    let release = () => {}
    hold = new Promise((r) => (release = r))
    const begun = new Promise<void>((r) => (started = r))
    const slow = get('/planos')
    await begun
    cache.purge() // an edit lands while the old page is being answered
    release()
    await slow
    hold = undefined
    await get('/planos')
    expect(seen).toEqual(['/planos', '/planos', '/planos'])
    await get('/planos')
    expect(seen).toHaveLength(3)
  })

  it('stores nothing begun within settleMs of a purge, while Next may still answer with the old page', async () => {
    let clock = 0
    const cache = createResponseCache({ settleMs: 1000, now: () => clock })
    const { get, seen } = await serverWith(cache, () => ({}))
    await get('/planos')
    clock = 100
    cache.purge()
    clock = 1099 // answered by the app, not kept
    await get('/planos')
    await get('/planos')
    expect(seen).toHaveLength(3)
    clock = 1100 // settled: kept again
    await get('/planos')
    await get('/planos')
    expect(seen).toHaveLength(4)
  })

  it('lets entries expire after their lifetime, and never beyond s-maxage', async () => {
    let clock = 0
    const cache = createResponseCache({ ttlMs: 1000, now: () => clock })
    let cacheControl = 's-maxage=600'
    const { get, seen } = await serverWith(cache, () => ({ cacheControl }))
    await get('/a')
    clock = 999
    await get('/a')
    expect(seen).toHaveLength(1)
    clock = 1000
    await get('/a')
    expect(seen).toHaveLength(2)
    cacheControl = 's-maxage=0'
    cache.purge()
    await get('/b')
    await get('/b')
    expect(seen).toHaveLength(4)
  })

  it('holds a bounded number of entries, dropping the least recently used', async () => {
    const cache = createResponseCache({ maxEntries: 2 })
    const { get, seen } = await serverWith(cache, () => ({}))
    await get('/1')
    await get('/2')
    await get('/1') // used: /2 is now the oldest
    await get('/3')
    expect(cache.size()).toBe(2)
    await get('/1')
    expect(seen).toEqual(['/1', '/2', '/3'])
    await get('/2')
    expect(seen).toEqual(['/1', '/2', '/3', '/2'])
  })

  it('passes credentialed, draft-mode and non-GET requests straight to the app', async () => {
    const cache = createResponseCache()
    const { get, seen } = await serverWith(cache, () => ({}))
    await get('/x')
    await get('/x', { authorization: 'Bearer t' })
    await get('/x', { cookie: '__prerender_bypass=1' })
    await get('/x', {}, 'POST')
    expect(seen).toEqual(['/x', '/x', '/x', '/x'])
    await get('/x', { cookie: '__session=abc' }) // an ordinary session cookie does not change a static page
    expect(seen).toHaveLength(4)
  })
})
