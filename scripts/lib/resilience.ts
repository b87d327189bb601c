// Load and fault checks against the running production server (used by `npm run test:resilience` and, in a
// short form, by `npm test`):
//   1. many concurrent clients over the public pages and check-cookie: no failed request, and the
//      server's memory (RSS and JS heap, each after a full GC) after the run at most 20 % above
//      its memory after warm-up;
//   2. Postgres stopped under load: cached public pages keep answering 200, API calls answer 503
//      with a JSON message (no hang, no stack trace);
//   3. Postgres back: the app recovers without a restart.
import autocannon from 'autocannon'
import { heapAfterGc } from './heap.ts'
import { treeMemoryKb } from './memory.ts'

export type ResilienceOptions = {
  baseURL: string
  serverPid: number
  /** The server's V8 inspector port (startAppServer's inspectPort), for memory after a full GC. */
  inspectPort: number
  emulatorHost: string
  firebaseProjectId: string
  seconds: number
  connections: number
  stopDatabase: () => Promise<void>
  startDatabase: () => Promise<void>
}

export type ResilienceReport = { failures: string[]; lines: string[] }

const PUBLIC_PAGES = ['/', '/planos', '/bio']

/** A new account in the Auth emulator, signed in just now. */
export async function emulatorAccount(
  emulatorHost: string,
): Promise<{ uid: string; idToken: string }> {
  const email = `resiliencia${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`
  const res = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'senha-123', returnSecureToken: true }),
    },
  )
  const { idToken, localId } = (await res.json()) as { idToken: string; localId: string }
  return { uid: localId, idToken }
}

/** A new emulator account with its sign-up record and a session cookie from the running server. */
export async function signedInSession(o: {
  baseURL: string
  emulatorHost: string
}): Promise<{ cookie: string; uid: string; idToken: string }> {
  const { uid: localId, idToken } = await emulatorAccount(o.emulatorHost)
  const auth = { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' }
  await fetch(`${o.baseURL}/api/users`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ uid: localId, displayName: 'Teste de Resiliência' }),
  })
  const set = await fetch(`${o.baseURL}/api/auth/set-cookie`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ uid: localId }),
  })
  return { cookie: (set.headers.get('set-cookie') ?? '').split(';')[0]!, uid: localId, idToken }
}

type Load = {
  requests: number
  errors: number
  timeouts: number
  resets: number
  non2xx: number
  rps: number
  p99: number
}

function load(
  o: ResilienceOptions,
  requests: autocannon.Request[],
  seconds: number,
): Promise<Load> {
  return autocannon({
    url: o.baseURL,
    connections: o.connections,
    duration: seconds,
    timeout: 10,
    requests,
  }).then((r) => ({
    requests: r.requests.total,
    errors: r.errors + r.timeouts,
    timeouts: r.timeouts,
    resets: r.resets,
    non2xx: r.non2xx,
    rps: Math.round(r.requests.average),
    p99: r.latency.p99,
  }))
}

/** One API call, with a deadline: a hang counts as a failure, not as a slow success. */
async function call(
  url: string,
  headers: Record<string, string> = {},
  timeoutMs = 10_000,
): Promise<{ status: number; json: Record<string, unknown> | null; text: string }> {
  try {
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) })
    const text = await res.text()
    let json: Record<string, unknown> | null = null
    try {
      json = JSON.parse(text) as Record<string, unknown>
    } catch {
      /* not JSON */
    }
    return { status: res.status, json, text }
  } catch (err) {
    return { status: 0, json: null, text: (err as Error).name }
  }
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`

/** RSS and JS heap of the server right after full collections (see heap.ts for why). */
async function memoryAfterGc(o: ResilienceOptions): Promise<{ rssKb: number; heapBytes: number }> {
  const heapBytes = await heapAfterGc(o.inspectPort)
  return { rssKb: treeMemoryKb(o.serverPid, 'VmRSS'), heapBytes }
}

const LEAK = /\bat [\w.<>]+ \(|node_modules|\/work\/|TypeError|ECONNREFUSED|stack/i

export async function runResilience(o: ResilienceOptions): Promise<ResilienceReport> {
  const failures: string[] = []
  const lines: string[] = []
  const say = (line: string) => {
    lines.push(line)
    console.log(`  ${line}`)
  }
  const { cookie, uid } = await signedInSession(o)
  const mixed: autocannon.Request[] = [
    ...PUBLIC_PAGES.map((path) => ({ path })),
    { path: '/api/auth/check-cookie', headers: { cookie } },
  ]

  // 1. Load: warm up, then the measured run.
  // Warm-up at the same concurrency so caches, pools and compiled code reach their working size;
  // growth is measured from there, each time right after full collections.
  await load(o, mixed, 30)
  const memBefore = await memoryAfterGc(o)
  const main = await load(o, mixed, o.seconds)
  const memAfter = await memoryAfterGc(o)
  const growth = (memAfter.rssKb - memBefore.rssKb) / memBefore.rssKb
  const heapGrowth = (memAfter.heapBytes - memBefore.heapBytes) / memBefore.heapBytes
  say(
    `load: ${o.connections} clients × ${o.seconds} s over ${mixed.map((r) => r.path).join(', ')}: ${main.requests} requests, ${main.rps} req/s, p99 ${main.p99} ms, errors ${main.errors} (timeouts ${main.timeouts}, resets ${main.resets}), non-2xx ${main.non2xx}`,
  )
  const mb = (kb: number) => Math.round(kb / 1024)
  say(
    `memory after a full GC: RSS ${mb(memBefore.rssKb)} MB after warm-up → ${mb(memAfter.rssKb)} MB after the run (${pct(growth)}); JS heap ${mb(memBefore.heapBytes / 1024)} → ${mb(memAfter.heapBytes / 1024)} MB (${pct(heapGrowth)}); peak RSS ${mb(treeMemoryKb(o.serverPid, 'VmHWM'))} MB`,
  )
  if (main.errors || main.non2xx)
    failures.push(`load: ${main.errors} errors, ${main.non2xx} non-2xx responses`)
  if (growth > 0.2) failures.push(`memory (RSS) grew ${pct(growth)} under load (limit 20 %)`)
  if (heapGrowth > 0.2) failures.push(`the JS heap grew ${pct(heapGrowth)} under load (limit 20 %)`)

  // 2. Postgres stops while clients are loading the public pages.
  const pages = PUBLIC_PAGES.map((path) => ({ path }))
  const outageSeconds = Math.max(6, Math.round(o.seconds / 4))
  const during = load(o, pages, outageSeconds)
  await new Promise((r) => setTimeout(r, 1000))
  await o.stopDatabase()
  say('database stopped')
  const api: Array<{ name: string; url: string; headers: Record<string, string> }> = [
    // The balancer's probe: this instance must leave the pool while it has no database.
    { name: 'GET /api/health', url: `${o.baseURL}/api/health`, headers: {} },
    { name: 'GET /api/plans', url: `${o.baseURL}/api/plans?limit=1`, headers: {} },
    { name: 'GET /api/users/{uid}', url: `${o.baseURL}/api/users/${uid}`, headers: { cookie } },
    {
      name: 'GET /api/globals/site-settings',
      url: `${o.baseURL}/api/globals/site-settings`,
      headers: {},
    },
  ]
  for (const a of api) {
    const started = Date.now()
    const res = await call(a.url, a.headers)
    const message =
      typeof res.json?.error === 'string'
        ? res.json.error
        : JSON.stringify(res.json?.errors ?? res.text).slice(0, 80)
    say(
      `  ${a.name} without the database: ${res.status} in ${Date.now() - started} ms — ${message}`,
    )
    if (res.status !== 503 || !res.json)
      failures.push(
        `${a.name} without the database answered ${res.status || res.text}, not a 503 JSON message`,
      )
    if (LEAK.test(res.text)) failures.push(`${a.name} leaked internals: ${res.text.slice(0, 200)}`)
  }
  const outage = await during
  say(
    `public pages during the outage: ${outage.requests} requests, errors ${outage.errors}, non-2xx ${outage.non2xx}`,
  )
  if (outage.errors || outage.non2xx)
    failures.push(
      `public pages during the outage: ${outage.errors} errors, ${outage.non2xx} non-2xx`,
    )

  // 3. Postgres back: the same server answers again.
  await o.startDatabase()
  const back = Date.now()
  let recovered = false
  while (Date.now() - back < 30_000) {
    const plans = await call(`${o.baseURL}/api/plans?limit=1`)
    const user = await call(`${o.baseURL}/api/users/${uid}`, { cookie })
    if (plans.status === 200 && user.status === 200) {
      recovered = true
      break
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  say(
    `database restarted: API ${recovered ? `recovered in ${Date.now() - back} ms` : 'did NOT recover within 30 s'}`,
  )
  if (!recovered) failures.push('the API did not recover within 30 s of the database restarting')
  const after = await load(o, mixed, 3)
  if (after.errors || after.non2xx)
    failures.push(`after recovery: ${after.errors} errors, ${after.non2xx} non-2xx`)
  return { failures, lines }
}
