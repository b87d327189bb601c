// Production server (`npm start`, and the container's command): Next.js behind a few things it lacks.
// - Fail closed: in production (NODE_ENV=production without LOCAL_SERVICES=1) it refuses to start,
//   with one message listing every missing variable, before anything else is loaded
//   (src/lib/runtimeMode.mjs). With the local services it refuses a HOSTNAME, or a
//   NEXT_PUBLIC_SERVER_URL, off this machine. A DATABASE_URI that does not keep Postgres sessions
//   (a transaction-mode pooler) is refused too (src/server/sessionPooling.mjs).
// - Admission: libuv (Node 20) accepts one new connection per event-loop turn, and a cached page is
//   served start to finish inside the turn that read its request, so under load a turn served every
//   connection with a request ready (100+ ms with 200 busy clients) and a burst of new connections
//   waited seconds in the kernel's accept queue (measured: the last of 200 clients connecting at once
//   waited 7–15 s). Here a turn starts at most REQUESTS_PER_TURN requests and the rest wait in
//   arrival order; at most MAX_WAITING_REQUESTS wait, beyond that the answer is an immediate 503
//   with Retry-After (src/server/admission.mjs).
// - Starting: visitors' requests wait until this instance has expired every cache tag once (its
//   pages on disk may predate edits made since), at most 5 s, then 503 (src/server/cache/purgeBus.mjs).
// - A prerendered page's request reaches Next without its query, which Next would otherwise store in
//   the page every later visitor gets (src/server/prerenderedPages.mjs).
// - A cache of Next's finished ISR responses (src/server/cache/responseCache.mjs), replayed from
//   memory and purged by every cache-tag expiry that reaches this process (src/server/cache/); the
//   build's own files (/_next/static/*) are replayed from memory too, and kept until exit.
// - Compression with Brotli (the `compression` middleware; next.config.mjs turns Next's own gzip-only
//   compression off): the HTML of / is 14.5 kB in gzip, 11.8 kB in Brotli at quality 5 (~1 ms),
//   which with its headers fits the 14.6 kB a new connection's first round trip carries. Quality 4,
//   the middleware's default, is no smaller than gzip on the framework's scripts.
// - `GET /api/auth/check-cookie` answered without Next's route-handler layer, by the same function
//   as the Payload endpoint (src/server/checkCookieFastPath.ts, registered by the instrumentation hook).
// - The client's address: the direct peer is appended to X-Forwarded-For, as a proxy would, so the
//   app counts TRUSTED_PROXY_HOPS from the right and never trusts what a client wrote there.
// - SIGTERM/SIGINT: stop accepting once the connections already queued are accepted (new ones
//   refused meanwhile), answer health 503 and every request on the connections left with
//   Connection: close, let them finish for at most SHUTDOWN_TIMEOUT_MS, close the database pool and
//   the purge listener, exit 0.
// Options: PORT (3000), HOSTNAME (0.0.0.0 in production; 127.0.0.1 with local services, which accept
// a loopback address only), REQUESTS_PER_TURN (8), MAX_WAITING_REQUESTS (2000),
// RESPONSE_CACHE_TTL_MS (10000; 0 turns the response cache off), RESPONSE_CACHE_MAX_ENTRIES (500),
// SHUTDOWN_TIMEOUT_MS (10000; 0 exits without waiting). Unset or empty is the default, 0 is 0
// (numberSetting).
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import { loadDotEnv } from './scripts/lib/dotenv.mjs'
import {
  configurationMessage,
  isLoopbackHostname,
  isProductionMode,
  listenHostname,
  localListenProblem,
  numberSetting,
  productionProblems,
  settingProblems,
  startFailureMessage,
} from './src/lib/runtimeMode.mjs'

// `node server.mjs` started directly reads `.env` too, before the configuration is checked
// (variables already set win). The test and load harnesses do not: they are hermetic.
loadDotEnv()
process.env.NODE_ENV ||= 'production'
if (isProductionMode(process.env)) {
  const problems = productionProblems(process.env)
  if (problems.length) {
    process.stderr.write(configurationMessage('Server start', problems) + '\n')
    process.exit(1)
  }
} else {
  // Local services (the Auth emulator's unsigned tokens, the test stand-ins) on this machine only.
  const problem = localListenProblem(process.env)
  const settings = settingProblems(process.env)
  if (problem || settings.length) {
    process.stderr.write(
      (problem ?? ['Server start refused:', ...settings.map((p) => `  - ${p}`)].join('\n')) + '\n',
    )
    process.exit(1)
  }
}

const { withPeer } = await import('./src/lib/clientAddress.mjs')
const { createAdmission } = await import('./src/server/admission.mjs')
const { createResponseCache } = await import('./src/server/cache/responseCache.mjs')
const { hasDraftCookie, inDraftMode, prerenderedTarget, readPrerenderManifest } =
  await import('./src/server/prerenderedPages.mjs')
const { gateDraftMode, payloadSigningKey } = await import('./src/server/draftModeGate.mjs')
const { cameThroughProxy, withoutFirebaseIdentity } =
  await import('./src/server/localProxyGate.mjs')
const { cachesCurrent, markCachesPending, onPurge, whenCachesCurrent } =
  await import('./src/server/cache/purgeBus.mjs')
const { logger } = await import('./src/server/logger.mjs')
const { runShutdownHooks, startDraining } = await import('./src/server/shutdown.mjs')
const { closeOnceAccepted } = await import('./src/server/listenerClose.mjs')
const { default: next } = await import('next')
const { default: compression } = await import('compression')

const env = process.env
const localServices = !isProductionMode(env)
const port = numberSetting(env, 'PORT', 3000)
const hostname = listenHostname(env)
const cacheTtlMs = numberSetting(env, 'RESPONSE_CACHE_TTL_MS', 10_000)
const shutdownTimeoutMs = numberSetting(env, 'SHUTDOWN_TIMEOUT_MS', 10_000)
const responses =
  cacheTtlMs > 0
    ? createResponseCache({
        ttlMs: cacheTtlMs,
        maxEntries: numberSetting(env, 'RESPONSE_CACHE_MAX_ENTRIES', 500),
      })
    : null
if (responses) onPurge(() => responses.purge())
const maxWaiting = Math.max(1, numberSetting(env, 'MAX_WAITING_REQUESTS', 2000))
const admission = createAdmission({
  perTurn: Math.max(1, numberSetting(env, 'REQUESTS_PER_TURN', 8)),
  maxWaiting,
})

const compress = compression({
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
})
const FAST_PATH = Symbol.for('busqy.fastPath')
const BUSY = JSON.stringify({
  errors: [{ message: 'Servidor ocupado. Tente novamente em instantes.' }],
  error: 'Servidor ocupado. Tente novamente em instantes.',
})
const STARTING = JSON.stringify({
  errors: [{ message: 'Servidor iniciando. Tente novamente em instantes.' }],
  error: 'Servidor iniciando. Tente novamente em instantes.',
})
const FAILED = JSON.stringify({
  errors: [{ message: 'Erro interno. Tente novamente.' }],
  error: 'Erro interno. Tente novamente.',
})

// After the configuration passed, what can still stop the start (no build, the port taken) is told
// in one line, as a refused configuration is, rather than with a stack trace.
const startFailed = (/** @type {unknown} */ err) => {
  process.stderr.write(startFailureMessage(err, { hostname, port }) + '\n')
  process.exit(1)
}

// Sessions are what jobs' leadership and cross-instance purges rest on: a transaction-mode pooler
// would break both silently, so it is refused here. An unreachable database is not judged (the
// server starts and serves its cache, as it does when Postgres goes down later).
if (env.DATABASE_URI) {
  const { checkSessionPooling, SESSION_POOLING_PROBLEM } =
    await import('./src/server/sessionPooling.mjs')
  const check = await checkSessionPooling(env.DATABASE_URI)
  if (check.sessions === false) {
    process.stderr.write(
      `Server start refused: ${SESSION_POOLING_PROBLEM}. The ${check.failed} check failed.\n`,
    )
    process.exit(1)
  }
  if (check.sessions === null)
    logger.warn({
      msg: 'could not check that DATABASE_URI keeps Postgres sessions',
      err: check.error,
    })
}

const app = next({ dev: false, hostname, port })
await app.prepare().catch(startFailed)
const handle = app.getRequestHandler()
const prerendered = readPrerenderManifest(path.resolve(env.NEXT_DIST_DIR || '.next'))
// Payload's token key, for the draft-mode gate; without a secret no session can be checked.
const draftKey = env.PAYLOAD_SECRET ? payloadSigningKey(env.PAYLOAD_SECRET) : null

/** How long a visitor's request waits for a starting instance's caches before a 503. */
const STARTUP_HOLD_MS = 5000
// The purge listener (src/server/cache) starts with Next's instrumentation hook, which a production
// Next server runs at its first request, not at prepare(): pending from here, and the first request
// is this server's own (see listen below), so no visitor's request is what starts it.
if (env.DATABASE_URI) markCachesPending()

/** Open connections, with their requests in progress and when they last had one. */
const connections = new Map()
let inFlight = 0
/** Visitors' requests waiting for a starting instance's caches (at most MAX_WAITING_REQUESTS). */
let held = 0
let draining = false
/** Set once the listener is closed: from then on each answer closes its connection. */
let stoppedAccepting = false

const server = http.createServer((req, res) => {
  inFlight++
  const use = connections.get(req.socket)
  if (use) use.requests++
  res.once('close', () => {
    inFlight--
    if (use) {
      use.requests--
      use.lastActive = Date.now()
    }
  })
  if (stoppedAccepting) res.setHeader('connection', 'close')
  // Local services trust the emulator's unsigned tokens: never from behind a proxy
  // (src/server/localProxyGate.mjs). Read before the peer is added to X-Forwarded-For below.
  if (localServices && cameThroughProxy(req.headers)) withoutFirebaseIdentity(req)
  // Only this instance's own requests reach it over loopback with no proxy's forwarding header.
  const fromItself =
    req.headers['x-forwarded-for'] === undefined &&
    isLoopbackHostname((req.socket.remoteAddress ?? '').replace(/^::ffff:/, ''))
  req.headers['x-forwarded-for'] = withPeer(
    req.headers['x-forwarded-for'],
    req.socket.remoteAddress,
  )
  // Next takes its script nonce from the request's CSP header, and would store a visitor's choice in
  // the prerendered page everyone gets. The response's CSP is the server's own (securityHeaders.mjs).
  delete req.headers['content-security-policy']
  delete req.headers['content-security-policy-report-only']
  // Draft mode only with an admin-panel session (src/server/draftModeGate.mjs): checked before the
  // response cache and Next see the request. Requests without the cookie stay synchronous.
  if (!hasDraftCookie(req)) return route(req, res, fromItself)
  gateDraftMode(req, draftKey).then(
    () => route(req, res, fromItself),
    () => route(req, res, fromItself), // the gate only ever takes cookies away
  )
})

/**
 * The rest of a request's way in: the prerendered page's address, this instance's own purge, the
 * start gate, then serve().
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {boolean} fromItself
 */
function route(req, res, fromItself) {
  // Another visitor's query never reaches a prerendered page Next stores (src/server/prerenderedPages.mjs).
  if (
    req.url &&
    (req.method === 'GET' || req.method === 'HEAD') &&
    !inDraftMode(req, prerendered.previewModeId)
  )
    req.url = prerenderedTarget(req.url, prerendered.paths)
  // This instance's own cache purge (src/server/cache; the route checks its token) waits behind no
  // visitor and is never refused for a full queue. Through nginx, even on this host, it would queue.
  const ownPurge = fromItself && req.url === '/api/revalidate'
  if (cachesCurrent() || passesStartGate(req.url ?? '')) return serve(req, res, ownPurge)
  // Starting: the pages on disk may predate edits made since the build or the last run, so nothing
  // else is served before the first purge of every tag has landed (about half a second after
  // listening). Beyond STARTUP_HOLD_MS (the database unreachable), 503: nginx asks another instance.
  if (held >= maxWaiting) return reply(res, 503, STARTING)
  held++
  // Once: a pipelined request queued behind another never sees its response close if the socket dies.
  let waiting = true
  const release = () => {
    if (!waiting) return
    waiting = false
    held--
    clearTimeout(refuse)
    cancel()
    req.socket.off('close', release)
  }
  const refuse = setTimeout(() => {
    cancel()
    if (!res.headersSent) reply(res, 503, STARTING)
  }, STARTUP_HOLD_MS)
  const cancel = whenCachesCurrent(() => {
    clearTimeout(refuse)
    if (!res.destroyed) serve(req, res, false)
  })
  res.once('close', release)
  req.socket.once('close', release)
}

/**
 * What a starting instance answers before its caches are current: the purge that makes them so
 * (whatever address it comes from: HOSTNAME may be a non-loopback address, and the route checks its
 * token), its health, and the build's own files, which no edit changes.
 */
function passesStartGate(/** @type {string} */ url) {
  return (
    url === '/api/revalidate' ||
    /^\/api\/health(\?|$)/.test(url) ||
    (url.startsWith('/_next/static/') && !/\/\.|%/.test(url))
  )
}

function reply(
  /** @type {http.ServerResponse} */ res,
  /** @type {number} */ status,
  /** @type {string} */ body,
) {
  res.writeHead(status, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    'retry-after': '1',
  })
  res.end(body)
}

function serve(
  /** @type {http.IncomingMessage} */ req,
  /** @type {http.ServerResponse} */ res,
  /** @type {boolean} */ ownPurge,
) {
  // A stored page is answered at once: replaying it costs microseconds, so it needs no turn of its own.
  const stored = responses?.lookup(req)
  if (stored) return responses.serve(req, res, stored)
  const run = () => {
    if (res.destroyed) return // the client left while waiting
    // The fast path's answers are small JSON, never stored and below compression's threshold.
    const fast = globalThis[FAST_PATH]?.(req, res)
    if (!fast) {
      // The cache wraps the response first, so what it stores is what compression wrote.
      responses?.capture(req, res)
      compress(req, res, () => {})
    }
    ;(fast ?? handle(req, res)).catch((err) => {
      logger.error({
        msg: 'request failed',
        url: req.url,
        err: err instanceof Error ? err.message : String(err),
      })
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'application/json', 'cache-control': 'no-store' })
        res.end(FAILED)
      } else res.destroy()
    })
  }
  if (ownPurge) return admission.admitFirst(run)
  if (!admission.admit(run)) reply(res, 503, BUSY)
}

server.on('connection', (socket) => {
  connections.set(socket, { requests: 0, lastActive: Date.now(), bytesRead: 0 })
  socket.once('close', () => connections.delete(socket))
})
// Longer than common load balancers' idle timeouts.
server.keepAliveTimeout = 65_000
// Only while listening starts: a later server error stays fatal as it was.
server.once('error', startFailed)
server.listen(port, hostname, () => {
  server.off('error', startFailed)
  const host = hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname
  const self = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  globalThis[Symbol.for('busqy.selfUrl')] = self
  // Starts Next's instrumentation hook (the purge listener, the jobs queue) without waiting for a visitor.
  void fetch(`${self}/api/health`).catch(() => undefined)
  logger.info({
    msg: `ready on http://${hostname}:${port}`,
    mode: process.env.LOCAL_SERVICES === '1' ? 'local services' : 'production',
  })
})

let finishing = null
function finish() {
  finishing ??= (async () => {
    await runShutdownHooks()
    logger.info({ msg: 'stopped', unfinished: inFlight })
    process.exit(0)
  })()
  return finishing
}

/** After SIGTERM, a connection with no request for this long is closed (its proxy is not using it). */
const IDLE_AFTER_STOP_MS = 1000

function shutdown(signal) {
  if (draining) return
  draining = true
  startDraining()
  logger.info({ msg: `${signal}: draining`, inFlight })
  // Stop accepting (a new connection is refused, and nginx sends its request elsewhere), but not
  // with http's server.close(): it also closes every connection with no request in progress, and a
  // proxy's pooled connection may be carrying one that has not arrived yet; nginx answered such a
  // POST 502, as it never resends one. Each request on a connection left is answered with
  // Connection: close, so the proxy closes it itself; one left unused is closed once idle a while.
  // The listener closes once the connections already queued for it are accepted
  // (src/server/listenerClose.mjs), and Connection: close starts only then: before, each such answer
  // made the proxy open a new connection for its next request here, into the queue.
  closeOnceAccepted(server, { onClosed: () => (stoppedAccepting = true) })
  setInterval(() => {
    const now = Date.now()
    for (const [socket, use] of connections) {
      // Bytes arriving (a request's headers still coming in) count as use.
      if (socket.bytesRead !== use.bytesRead) {
        use.bytesRead = socket.bytesRead
        use.lastActive = now
      } else if (use.requests === 0 && now - use.lastActive >= IDLE_AFTER_STOP_MS) socket.destroy()
    }
    if (stoppedAccepting && connections.size === 0) void finish()
  }, 100)
  setTimeout(() => void finish(), shutdownTimeoutMs).unref()
  if (stoppedAccepting && connections.size === 0) void finish()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
