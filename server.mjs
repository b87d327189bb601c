// Production server (`npm start`): Next.js, starting at most a few requests per event-loop turn.
// Why not plain `next start`: libuv (Node 20) accepts one new connection per event-loop turn. A
// cached page is served start to finish inside the turn that read its request, so under load a turn
// serves every connection that had a request ready (100+ ms with 200 busy clients), and a burst of
// new connections waits seconds in the kernel's accept queue (measured: the last of 200 clients
// connecting at once waited 7–15 s). Here a turn starts at most REQUESTS_PER_TURN requests and the
// rest wait, in arrival order, for the next turns, so turns stay short, new connections are taken
// in promptly, and every connection gets its fair share.
// In front of Next sits a cache of its finished ISR responses (src/server/responseCache.mjs): a
// fresh cached page is replayed from memory, purged whenever a cache tag expires. And
// `GET /api/auth/check-cookie` is answered without Next's route-handler layer, by the same function
// as the Payload endpoint (src/server/checkCookieFastPath.ts, registered by the instrumentation hook).
// Options: PORT (3000), HOSTNAME (0.0.0.0), REQUESTS_PER_TURN (8), RESPONSE_CACHE_TTL_MS (10000;
// 0 turns the response cache off), RESPONSE_CACHE_MAX_ENTRIES (500).
import http from 'node:http'
import { createResponseCache } from './src/server/responseCache.mjs'

process.env.NODE_ENV ||= 'production'
const { default: next } = await import('next')

const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOSTNAME || '0.0.0.0'
const perTurn = Math.max(1, Number(process.env.REQUESTS_PER_TURN || 8))
const cacheTtlMs = Number(process.env.RESPONSE_CACHE_TTL_MS ?? 10_000)
const responses = cacheTtlMs > 0 ? createResponseCache({ ttlMs: cacheTtlMs, maxEntries: Number(process.env.RESPONSE_CACHE_MAX_ENTRIES || 500) }) : null

const FAST_PATH = Symbol.for('busqy.fastPath')

const app = next({ dev: false, hostname, port })
await app.prepare()
const handle = app.getRequestHandler()

const waiting = []
let scheduled = false
function startSome() {
  scheduled = false
  for (const start of waiting.splice(0, perTurn)) start()
  if (waiting.length > 0) schedule()
}
// An immediate queued from the check phase runs in the next turn, after that turn's poll phase
// (where the next connection is accepted).
function schedule() {
  if (scheduled) return
  scheduled = true
  setImmediate(startSome)
}

const server = http.createServer((req, res) => {
  // A stored page is answered at once: replaying it costs microseconds, so it needs no turn of its own.
  const stored = responses?.lookup(req)
  if (stored) return responses.serve(req, res, stored)
  waiting.push(() => {
    if (res.destroyed) return // the client left while waiting
    const fast = globalThis[FAST_PATH]?.(req, res)
    if (!fast) responses?.capture(req, res)
    ;(fast ?? handle(req, res)).catch((err) => {
      console.error(err)
      if (!res.headersSent) {
        res.statusCode = 500
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify({ error: 'Erro interno. Tente novamente.' }))
      } else res.destroy()
    })
  })
  schedule()
})
// Longer than common load balancers' idle timeouts.
server.keepAliveTimeout = 65_000
server.listen(port, hostname, () => console.log(`✓ Ready on http://${hostname}:${port}`))
