// `npm run test:cluster`: the deployment topology of docker-compose.yml without Docker — two
// production servers (server.mjs) on different ports behind Debian's nginx running deploy/nginx.conf,
// sharing one Postgres (embedded here) and one S3-compatible object store (s3rver, a test double).
// It shows, through the balancer and directly against each instance:
//   1. a price edit made through A reaches /planos of B (Postgres LISTEN/NOTIFY; how long it took is
//      reported, and measured by `npm run bench`);
//   2. a rate limit hit through A holds on B (counters in Postgres), and a forged X-Forwarded-For
//      through the balancer changes nothing (TRUSTED_PROXY_HOPS=1);
//   3. a sign-out on A refuses the cookie on B (announced through Postgres; B caches account states
//      for an hour, so nothing else would refuse it);
//   4. an upload through A is served by B (S3 storage adapter);
//   5. B killed (SIGKILL) under load through the balancer: no failed request beyond those B had in
//      flight, and B restarted rejoins (nginx's log shows it serving again);
//   6. B stopped with SIGTERM under load: drained, exit 0, no failed request (POSTs too); throughput
//      through the balancer with two instances and with one (reported, not asserted);
//   7. requests beyond an instance's admission queue are refused at once (503, Retry-After), but the
//      instance's own cache purge over loopback is admitted (through a proxy it is refused too);
//   8. build files (/_next/static) are answered from nginx's cache after their first request;
//   9. an instance whose DATABASE_URI goes through a transaction-mode pooler (PgBouncer) refuses to
//      start, caught by the lock probe (LIFO) or the notification probe (round robin), and one
//      through a session-mode pooler starts and serves;
//  10. with Postgres down, the API answers 503 and the balancer still serves the pages (last: it
//      stops the database);
//  11. (run before 10) an instance started after an edit serves no page from before it, not even in
//      its first moment;
//  12. (run before 10) an instance listening on IPv6 loopback becomes current and serves pages.
// `--short` (what `npm test` runs): shorter load runs. `--skip-build`: reuse .next.
import autocannon from 'autocannon'
import fs from 'node:fs'
import net from 'node:net'
import pg from 'pg'
import path from 'node:path'
import { spawnSync, type ChildProcess } from 'node:child_process'
import { freePort, startEmbeddedDb } from './lib/embeddedDb.ts'
import { startAuthEmulator } from './lib/firebaseEmulator.ts'
import { emulatorEnv, localSecret, DATA_DIR } from './lib/localEnv.ts'
import { migrate } from './lib/migrate.mjs'
import {
  bin,
  onShutdown,
  ROOT,
  run,
  startAppServer,
  startService,
  stopService,
  waitForHttp,
} from './lib/proc.ts'
import { pgbouncerBinary, startPgBouncer } from './lib/pgbouncer.ts'
import { signedInSession } from './lib/resilience.ts'
import { formatBRL } from '@/lib/money.ts'
import { NUMBER_SETTINGS } from '@/lib/runtimeMode.mjs'

const argv = process.argv.slice(2)
const short = argv.includes('--short')
// --checks 1,3: only those checks (while working on one).
const only = argv.includes('--checks')
  ? new Set(argv[argv.indexOf('--checks') + 1]!.split(',').map(Number))
  : null
const want = (n: number) => !only || only.has(n)
const DIR = path.join(DATA_DIR, 'cluster')
const BUCKET = 'busqy-media'
const ADMIN = { email: 'cluster-admin@example.com', password: 'senha-do-cluster-123' }
// B caches account states as long as the app allows: a sign-out it refuses in check 3 was announced.
const B_REVOCATION_CACHE_MS = NUMBER_SETTINGS.FIREBASE_REVOCATION_CACHE_MS[1]

const stops: Array<() => Promise<void>> = []
const servers: Record<'A' | 'B', ChildProcess | undefined> = { A: undefined, B: undefined }
let nginx: ChildProcess | undefined
const finish = onShutdown(async () => {
  await stopService(nginx)
  await stopService(servers.A)
  await stopService(servers.B)
  for (const stop of stops.reverse()) await stop()
})

const failures: string[] = []
const report: string[] = []
const say = (line: string) => (report.push(line), console.log(`  ${line}`))
function check(ok: boolean, line: string) {
  say(`${ok ? 'ok  ' : 'FAIL'} ${line}`)
  if (!ok) failures.push(line)
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** deploy/nginx.conf with this machine's ports and a writable prefix: the file compose runs, tested. */
function nginxConfig(o: { listen: number; a: number; b: number; dir: string }): string {
  let conf = fs.readFileSync(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8')
  const replace = (from: string | RegExp, to: string) => {
    const next = conf.replace(from, to)
    if (next === conf) throw new Error(`deploy/nginx.conf changed: ${from} not found`)
    conf = next
  }
  // Addresses, not names, here: no Docker DNS to ask, and Debian's nginx (1.22) has no `resolve`.
  replace(/^\s*resolver 127\.0\.0\.11[^\n]*\n/m, '')
  replace(/ resolve;/g, ';')
  replace('server app1:3000', `server 127.0.0.1:${o.a}`)
  replace('server app2:3000', `server 127.0.0.1:${o.b}`)
  replace('listen 80;', `listen 127.0.0.1:${o.listen};`)
  replace('/var/log/nginx/access.log', path.join(o.dir, 'access.log'))
  replace('/var/cache/nginx/next-static', path.join(o.dir, 'cache'))
  replace('worker_processes auto;', 'worker_processes 1;')
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `  ${t}_temp_path ${o.dir}/tmp;`)
    .join('\n')
  replace('http {', `http {\n${temp}`)
  return `daemon off;\npid ${o.dir}/nginx.pid;\nerror_log ${o.dir}/error.log;\n${conf}`
}

/**
 * `count` requests that reach the server in the same event-loop turn: every connection is open
 * before any request is written (one client's fetch calls would arrive a turn apart, and a queue
 * that starts one per turn would never fill).
 */
async function simultaneous(
  port: number,
  urlPath: string,
  count: number,
  { method = 'GET', headers = '' }: { method?: string; headers?: string } = {},
) {
  const sockets = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Socket>((resolve, reject) => {
          const socket = net.connect(port, '127.0.0.1', () => resolve(socket))
          socket.once('error', reject)
        }),
    ),
  )
  const answers = sockets.map(
    (socket) =>
      new Promise<string>((resolve) => {
        let raw = ''
        socket.setEncoding('utf8')
        socket.on('data', (chunk: string) => (raw += chunk))
        socket.on('close', () => resolve(raw))
        socket.on('error', () => resolve(raw))
      }),
  )
  for (const socket of sockets)
    socket.write(
      `${method} ${urlPath} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}Content-Length: 0\r\nConnection: close\r\n\r\n`,
    )
  return (await Promise.all(answers)).map((raw) => {
    const [head = '', ...rest] = raw.split('\r\n\r\n')
    // The JSON object of the body, whether it came with a length or in chunks.
    const body = rest.join('\r\n\r\n')
    let error: unknown
    try {
      error = (
        JSON.parse(body.slice(body.indexOf('{'), body.lastIndexOf('}') + 1)) as {
          error?: unknown
        }
      ).error
    } catch {
      error = undefined
    }
    return {
      status: Number(head.split(' ')[1]),
      retryAfter: /\r\nretry-after:\s*(\S+)/i.exec(head)?.[1] ?? null,
      body: { error },
    }
  })
}

/** The exit code of a child expected to stop by itself, or null if it still runs after `timeoutMs`. */
function exitOf(child: ChildProcess, timeoutMs: number): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode)
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      void stopService(child)
      resolve(null)
    }, timeoutMs)
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve(code)
    })
  })
}

async function json<T>(res: Response): Promise<T> {
  const text = await res.text()
  try {
    return JSON.parse(text) as T
  } catch {
    throw new Error(`${res.status} ${res.url}: ${text.slice(0, 200)}`)
  }
}

type Load = {
  requests: number
  errors: number
  non2xx: number
  rps: number
  p99: number
  /** Answers by status code, e.g. { '200': 812, '401': 790 }. */
  codes: Record<string, number>
}
type Target = string | { path: string; method: 'POST'; body: string }
function load(url: string, targets: Target[], seconds: number, connections: number): Promise<Load> {
  return autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    requests: targets.map((t) =>
      typeof t === 'string'
        ? { path: t }
        : { ...t, headers: { 'content-type': 'application/json' } },
    ),
  }).then((r) => ({
    requests: r.requests.total,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    rps: Math.round(r.requests.average),
    p99: r.latency.p99,
    codes: Object.fromEntries(
      Object.entries(r.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]),
    ),
  }))
}

try {
  if (spawnSync('sh', ['-c', 'command -v nginx']).status !== 0)
    throw new Error('nginx is not installed (apt-get install nginx)')
  if (want(9) && !pgbouncerBinary())
    throw new Error('pgbouncer is not installed (apt-get install pgbouncer)')
  fs.rmSync(DIR, { recursive: true, force: true })
  fs.mkdirSync(path.join(DIR, 'nginx', 'tmp'), { recursive: true })

  const db = await startEmbeddedDb({
    dataDir: path.join(DIR, 'postgres'),
    database: 'busqy_cluster',
  })
  // Check 10 stops it before the end: once only.
  let dbStopped: Promise<void> | null = null
  const stopDb = () => (dbStopped ??= db.stop())
  stops.push(stopDb)
  const emulatorPort = Number(
    process.env.CLUSTER_EMULATOR_PORT ||
      (process.env.TEST_EMULATOR_PORT ? Number(process.env.TEST_EMULATOR_PORT) + 5 : 9499),
  )
  const emulator = await startAuthEmulator({
    port: emulatorPort,
    logFile: path.join(DIR, 'firebase.log'),
  })
  stops.push(emulator.stop)

  // The object store both instances write media to (S3 API, path-style, any credentials).
  const { default: S3rver } = await import('s3rver')
  const s3Port = await freePort(0)
  const s3 = new S3rver({
    port: s3Port,
    address: '127.0.0.1',
    directory: path.join(DIR, 's3'),
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  })
  await s3.run()
  stops.push(() => s3.close())

  const [portA, portB, portLb] = [await freePort(3400), await freePort(3401), await freePort(3402)]
  const lb = `http://127.0.0.1:${portLb}`
  const direct = { A: `http://127.0.0.1:${portA}`, B: `http://127.0.0.1:${portB}` }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...emulatorEnv(emulator.host),
    DATABASE_URI: db.uri,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || localSecret(),
    NEXT_PUBLIC_SERVER_URL: lb,
    NEXT_TELEMETRY_DISABLED: '1',
    TRUSTED_PROXY_HOPS: '1',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    MEDIA_DIR: path.join(DIR, 'media-never-used'),
  }
  console.log(
    '\n=== release step: npm run migrate (twice at once: the advisory lock lets one run, the other finds nothing to do)',
  )
  await Promise.all([migrate(env), migrate(env)])
  if (!(argv.includes('--skip-build') && fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID')))) {
    if ((await run(bin('next'), ['build'], { env })) !== 0) throw new Error('next build failed')
  }

  const start = (name: 'A' | 'B', extra: Record<string, string> = {}) => {
    servers[name] = startAppServer(
      name === 'A' ? portA : portB,
      {
        ...env,
        ...(name === 'B' ? { FIREBASE_REVOCATION_CACHE_MS: String(B_REVOCATION_CACHE_MS) } : {}),
        ...extra,
      },
      path.join(DIR, `server-${name}.log`),
    )
    return waitForHttp(`${direct[name]}/api/health`, 120_000, (r) => r.ok)
  }
  // A first: it creates the first admin from ADMIN_EMAIL; two instances racing to do so would collide.
  await start('A', { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password })
  await start('B')
  fs.writeFileSync(
    path.join(DIR, 'nginx', 'nginx.conf'),
    nginxConfig({ listen: portLb, a: portA, b: portB, dir: path.join(DIR, 'nginx') }),
  )
  nginx = startService(
    'nginx',
    ['-c', path.join(DIR, 'nginx', 'nginx.conf'), '-p', path.join(DIR, 'nginx')],
    { logFile: path.join(DIR, 'nginx', 'stdout.log') },
  )
  await waitForHttp(`${lb}/api/health`, 10_000, (r) => r.ok)
  console.log(
    `\n=== cluster: balancer ${lb}, A ${direct.A}, B ${direct.B}, Postgres ${db.port}, S3 test double ${s3Port}`,
  )

  const login = await json<{ token: string }>(
    await fetch(`${direct.A}/api/admins/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    }),
  )
  const staff = { authorization: `JWT ${login.token}` }

  // 1. A price edit through A reaches B.
  if (want(1)) {
    type Plan = { id: number; name: string; prices: { mensal: { price: number } } }
    const plan = (
      await json<{ docs: Plan[] }>(
        await fetch(`${direct.A}/api/plans?where[active][equals]=true&limit=1&depth=0&sort=_order`),
      )
    ).docs[0]!
    const before = await (await fetch(`${direct.B}/planos`)).text()
    await fetch(`${direct.B}/planos`) // B now holds /planos in its caches
    const edited = plan.prices.mensal.price + 1234
    const patch = await fetch(`${direct.A}/api/plans/${plan.id}`, {
      method: 'PATCH',
      headers: { ...staff, 'content-type': 'application/json' },
      body: JSON.stringify({ prices: { mensal: { price: edited } } }),
    })
    const saved = Date.now()
    let seenAfter = -1
    // Not a speed limit (bench.ts measures freshness): only an edit B never shows fails.
    while (Date.now() - saved < 30_000) {
      if ((await (await fetch(`${direct.B}/planos`)).text()).includes(formatBRL(edited))) {
        seenAfter = Date.now() - saved
        break
      }
      await sleep(50)
    }
    check(
      patch.ok && before.includes(formatBRL(plan.prices.mensal.price)) && seenAfter >= 0,
      `price edit through A (${formatBRL(plan.prices.mensal.price)} → ${formatBRL(edited)}) on B's /planos ${seenAfter >= 0 ? `after ${seenAfter} ms` : 'never within 30 s'}`,
    )
  }

  // 2. A rate limit hit through A holds on B; through the balancer a forged X-Forwarded-For is ignored.
  if (want(2)) {
    const reset = (base: string, forwardedFor?: string) =>
      fetch(`${base}/api/password-reset`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        },
        body: JSON.stringify({ email: `limite-${Date.now()}-${Math.random()}@example.com` }),
      }).then((r) => r.status)
    // Straight to the instances, as if nginx had seen client 10.77.0.1 (the entry a trusted proxy writes).
    const onA = [] as number[]
    for (let i = 0; i < 5; i++) onA.push(await reset(direct.A, '10.77.0.1'))
    const onB = await reset(direct.B, '10.77.0.1')
    const otherClient = await reset(direct.B, '10.77.0.2')
    check(
      onA.every((s) => s === 200) && onB === 429 && otherClient === 200,
      `password reset, 5 per client per minute: 5 on A ${JSON.stringify(onA)}, the 6th on B ${onB}, another client on B ${otherClient}`,
    )
    const forged = [] as number[]
    for (let i = 0; i < 6; i++) forged.push(await reset(lb, `203.0.113.${i + 1}`))
    check(
      forged.slice(0, 5).every((s) => s === 200) && forged[5] === 429,
      `through the balancer, six different forged X-Forwarded-For from one client: ${JSON.stringify(forged)} (the 6th limited)`,
    )
  }

  // 3. A sign-out on A refuses the cookie on B (the sign-out is announced to every instance). B keeps
  //    account states for an hour (B_REVOCATION_CACHE_MS): a refusal here comes from the announcement.
  if (want(3)) {
    const { cookie } = await signedInSession({ baseURL: direct.A, emulatorHost: emulator.host })
    const checkOn = async (base: string) =>
      (
        await json<{ authenticated: boolean }>(
          await fetch(`${base}/api/auth/check-cookie`, { headers: { cookie } }),
        )
      ).authenticated
    const before = await checkOn(direct.B)
    // Firebase counts revocation in whole seconds: a session begun in the second of its sign-out
    // survives it (auth_time equal to validSince), which a person never does.
    await sleep(1100)
    const out = await fetch(`${direct.A}/api/auth/clear-cookie`, {
      method: 'POST',
      headers: { cookie },
    })
    const signedOut = Date.now()
    const onA = await checkOn(direct.A)
    let refusedAfter = -1
    while (Date.now() - signedOut < 30_000) {
      if (!(await checkOn(direct.B))) {
        refusedAfter = Date.now() - signedOut
        break
      }
      await sleep(50)
    }
    check(
      before && out.ok && !onA && refusedAfter >= 0,
      `sign-out on A: refused on A at once, on B ${refusedAfter >= 0 ? `after ${refusedAfter} ms` : 'never within 30 s'} (B had the account cached for ${B_REVOCATION_CACHE_MS} ms)`,
    )
  }

  // 4. An upload through A is served by B (S3 storage adapter against the S3 test double).
  if (want(4)) {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    )
    const form = new FormData()
    form.append('file', new Blob([png], { type: 'image/png' }), `logo-cluster-${Date.now()}.png`)
    form.append('_payload', JSON.stringify({ alt: 'Logo enviado pelo teste do cluster' }))
    const up = await fetch(`${direct.A}/api/media`, { method: 'POST', headers: staff, body: form })
    const doc = (await json<{ doc?: { url?: string; filename?: string } }>(up)).doc
    // The URL is absolute on the public address (NEXT_PUBLIC_SERVER_URL, inlined by the build): ask B for its path.
    const fromB = doc?.url
      ? await fetch(new URL(new URL(doc.url, direct.B).pathname, direct.B))
      : null
    const bytes = fromB?.ok ? Buffer.from(await fromB.arrayBuffer()) : Buffer.alloc(0)
    const inBucket =
      fs.existsSync(path.join(DIR, 's3', BUCKET)) &&
      JSON.stringify(fs.readdirSync(path.join(DIR, 's3', BUCKET), { recursive: true })).includes(
        doc?.filename ?? '\0',
      )
    const onDisk = fs.existsSync(env.MEDIA_DIR!)
    check(
      up.status === 201 && fromB?.status === 200 && bytes.equals(png) && inBucket && !onDisk,
      `upload through A (${up.status}) served by B at ${doc?.url ? new URL(doc.url, direct.B).pathname : doc?.url} (${fromB?.status}, same ${bytes.length} bytes), stored in the S3 bucket, nothing on local disk`,
    )
  }

  // 5. B killed under load through the balancer; B restarted rejoins.
  if (want(5)) {
    const seconds = short ? 8 : 20
    const connections = 20
    const running = load(lb, ['/', '/planos', '/bio', '/api/health'], seconds, connections)
    await sleep(2000)
    await stopService(servers.B, 'SIGKILL')
    say(`B killed (SIGKILL) under load (${connections} connections through the balancer)`)
    await sleep(1000)
    const restartedAt = Date.now()
    await start('B')
    const rejoinMs = Date.now() - restartedAt
    const result = await running
    // Requests B had taken but not answered fail; nginx passes everything else to A (proxy_next_upstream).
    check(
      result.errors + result.non2xx <= connections,
      `under load with B killed: ${result.requests} requests, ${result.errors} errors, ${result.non2xx} non-2xx (at most the ${connections} in flight may fail), ${result.rps} req/s`,
    )
    const marker = Date.now()
    await sleep(1000)
    for (let i = 0; i < 20; i++) await fetch(`${lb}/api/health`)
    await sleep(1500) // the access log is flushed every second
    // Lines start with nginx's $msec: only requests made after the load run count.
    const servedByB = fs
      .readFileSync(path.join(DIR, 'nginx', 'access.log'), 'utf8')
      .split('\n')
      .filter(
        (l) =>
          Number(l.split(' ')[0]) * 1000 >= marker &&
          l.includes('/api/health') &&
          l.includes(`127.0.0.1:${portB}`) &&
          / 200 /.test(l),
      ).length
    check(
      servedByB > 0,
      `B restarted and healthy after ${rejoinMs} ms; the balancer sends it requests again (${servedByB} health checks answered by B since ${new Date(marker).toISOString()})`,
    )
  }

  // 6. Throughput through the balancer, two instances and then one.
  if (want(6)) {
    const seconds = short ? 3 : 10
    const paths = ['/api/health']
    const pages = ['/', '/planos', '/bio']
    // Unrecorded warm-up: B has just restarted (cold code, and pages it renders again after expiring
    // every tag at start), so the first seconds would measure its start-up, not two instances.
    await load(lb, [...paths, ...pages], 3, 50)
    const two = await load(lb, paths, seconds, 50)
    const twoPages = await load(lb, pages, seconds, 50)
    // B stopped with SIGTERM under load: it drains (finishes what it took, takes nothing new) and nginx
    // sends the rest to A, so no request fails. POSTs too, which nginx never retries once sent
    // (review: B closed nginx's idle pooled connections under POSTs nginx was sending, 2-4 × 502 per
    // stop; and closing its listener reset the connections queued for it, 502 in 1 stop of 3:
    // src/server/listenerClose.mjs). Without the purge token /api/revalidate answers 401: what
    // counts is that it is answered.
    const post = { path: '/api/revalidate', method: 'POST', body: '{}' } as const
    const draining = load(lb, [...paths, ...pages, post], 4, 50)
    await sleep(1000)
    await stopService(servers.B, 'SIGTERM', 15_000)
    const drained = await draining
    const unanswered = Object.entries(drained.codes).filter(([code]) => !/^(2..|401)$/.test(code))
    check(
      drained.errors === 0 && unanswered.length === 0 && servers.B?.exitCode === 0,
      `B stopped with SIGTERM under load (50 connections, GETs and POSTs): ${drained.requests} requests, ${drained.errors} errors, answers ${JSON.stringify(drained.codes)} (only 2xx, and 401 for the POST); B drained and exited ${servers.B?.exitCode ?? servers.B?.signalCode}`,
    )
    const oneLb = await load(lb, paths, seconds, 50)
    const onePages = await load(lb, pages, seconds, 50)
    say(
      `throughput through nginx, /api/health (Next.js, Payload, one query): two instances ${two.rps} req/s (p99 ${two.p99} ms), one ${oneLb.rps} req/s (p99 ${oneLb.p99} ms): ${(two.rps / Math.max(1, oneLb.rps)).toFixed(2)}×`,
    )
    say(
      `throughput through nginx, cached pages: two instances ${twoPages.rps} req/s (p99 ${twoPages.p99} ms), one ${onePages.rps} req/s (p99 ${onePages.p99} ms): ${(twoPages.rps / Math.max(1, onePages.rps)).toFixed(2)}×`,
    )
    const failed =
      two.errors +
      two.non2xx +
      twoPages.errors +
      twoPages.non2xx +
      oneLb.errors +
      oneLb.non2xx +
      onePages.errors +
      onePages.non2xx
    check(failed === 0, `no failed request in the throughput runs`)
  }

  // 7. Requests beyond the admission queue are refused at once (503, Retry-After), not queued.
  if (want(7)) {
    await stopService(servers.B)
    await start('B', { REQUESTS_PER_TURN: '1', MAX_WAITING_REQUESTS: '2' })
    // Under load (100 connections keep B's queue full), then a burst of its own on top.
    const running = load(direct.B, ['/api/health'], 4, 100)
    await sleep(1500)
    const burst = await simultaneous(portB, '/api/health', 60)
    // The instance's own cache purge (loopback, no proxy header) waits behind no visitor and is
    // never refused; the same call through a proxy queues like any request. Without the token
    // the route answers 401: what counts is that it was answered, not refused.
    const own = await simultaneous(portB, '/api/revalidate', 30, { method: 'POST' })
    const proxied = await simultaneous(portB, '/api/revalidate', 30, {
      method: 'POST',
      headers: 'X-Forwarded-For: 203.0.113.9\r\n',
    })
    const loaded = await running
    const refused = burst.filter((r) => r.status === 503)
    const served = burst.filter((r) => r.status === 200)
    check(
      refused.length > 0 &&
        refused.length + served.length === burst.length &&
        loaded.requests > loaded.non2xx && // what it admits, it serves
        refused.every((r) => r.retryAfter === '1' && typeof r.body.error === 'string') &&
        loaded.errors === 0,
      `B with a queue of 2 under 100 connections: ${loaded.requests} requests, ${loaded.requests - loaded.non2xx} served, ${loaded.non2xx} refused, ${loaded.errors} connection errors; a burst of ${burst.length} on top: ${served.length} served, ${refused.length} refused at once with 503, Retry-After 1 and a JSON error`,
    )
    const count = (answers: typeof own, status: number) =>
      answers.filter((r) => r.status === status).length
    check(
      count(own, 401) === own.length && count(proxied, 503) > 0,
      `B's own /api/revalidate over loopback, its queue full: ${count(own, 401)} of ${own.length} answered (401 without the token), ${count(own, 503)} refused; the same call through a proxy: ${count(proxied, 503)} of ${proxied.length} refused with 503`,
    )
    await stopService(servers.B)
  }
  // 8. Build files are answered from nginx's cache after their first request (deploy/nginx.conf).
  if (want(8)) {
    const html = await (await fetch(`${lb}/`)).text()
    const asset = html.match(/\/_next\/static\/[^"]+\.css/)?.[0]
    const ask = async () => {
      const res = await fetch(`${lb}${asset}`)
      return {
        status: res.status,
        cache: res.headers.get('x-cache-status'),
        body: await res.text(),
      }
    }
    const first = asset ? await ask() : undefined
    const second = asset ? await ask() : undefined
    check(
      !!first?.body &&
        first.status === 200 &&
        second?.status === 200 &&
        first.cache === 'MISS' &&
        second.cache === 'HIT' &&
        second.body === first.body,
      `${asset ?? 'no stylesheet on /'} through the balancer: first request ${first?.cache ?? first?.status}, second ${second?.cache ?? second?.status} (from nginx's cache), ${second?.body === first?.body ? 'same' : 'different'} ${first?.body.length} bytes`,
    )
  }
  // 9. DATABASE_URI through PgBouncer: in transaction mode an instance refuses to start (its jobs'
  //    leadership and the purges rest on Postgres sessions); in session mode it starts and serves.
  if (want(9)) {
    const port = await freePort(0)
    /** An instance on PgBouncer in `mode`, and its log file. */
    const behindPooler = async (
      mode: 'transaction' | 'session',
      settings: Record<string, string> = {},
    ) => {
      const pooler = await startPgBouncer({
        databaseUri: db.uri,
        mode,
        dir: path.join(DIR, 'pgbouncer'),
        settings,
      })
      stops.push(pooler.stop)
      if (settings.server_round_robin) {
        // Two server connections open before the instance asks, so that round robin hands its two
        // probe connections different ones.
        const clients = [new pg.Client(pooler.uri), new pg.Client(pooler.uri)]
        await Promise.all(clients.map((c) => c.connect()))
        await Promise.all(clients.map((c) => c.query('SELECT pg_sleep(0.2)')))
        await Promise.all(clients.map((c) => c.end()))
      }
      const logFile = path.join(DIR, `server-${mode}-pooler-${Object.keys(settings).length}.log`)
      const server = startAppServer(port, { ...env, DATABASE_URI: pooler.uri }, logFile)
      return { pooler, server, logFile }
    }
    // Reusing the server connection it just freed (PgBouncer's default), the pooler gives the lock
    // probe's second connection the lock holder's session; in round robin, another session, and
    // only the notification probe can tell.
    for (const [settings, failed] of [
      [{}, 'advisory lock'],
      [{ server_round_robin: '1' }, 'notification'],
    ] as const) {
      const transaction = await behindPooler('transaction', settings)
      const exit = await exitOf(transaction.server, 60_000)
      const log = fs.readFileSync(transaction.logFile, 'utf8')
      check(
        exit === 1 &&
          log.includes('does not keep Postgres sessions') &&
          log.includes(`The ${failed} check failed`),
        `an instance on a transaction-mode PgBouncer${settings.server_round_robin ? ' in round robin' : ''}: exit ${exit}, refused by the ${failed} check (${log.trim().split('\n').at(-1)})`,
      )
      await transaction.pooler.stop()
    }
    const session = await behindPooler('session')
    const served = await waitForHttp(`http://127.0.0.1:${port}/planos`, 120_000, (r) => r.ok)
      .then(() => true)
      .catch(() => false)
    check(served, `an instance on a session-mode PgBouncer starts and serves /planos: ${served}`)
    await stopService(session.server)
    await session.pooler.stop()
  }
  // 11. (Before 10, which stops the database.) An instance started after an edit never serves the
  //     page its build or an earlier run left on disk, not even in its first moment: it takes no
  //     visitor before it has expired every cache tag. (Review: the start-up purge went over loopback
  //     once the server listened, and visitors' requests raced it.)
  if (want(11)) {
    await stopService(servers.B)
    type Plan = { id: number; prices: { mensal: { price: number } } }
    const plan = (
      await json<{ docs: Plan[] }>(
        await fetch(`${direct.A}/api/plans?where[active][equals]=true&limit=1&depth=0&sort=_order`),
      )
    ).docs[0]!
    const old = formatBRL(plan.prices.mensal.price)
    // A price no earlier run left on disk (runs share .next), lower (never above the original price).
    const edited = plan.prices.mensal.price - 100 - Math.floor(Math.random() * 900)
    // Through A, which is not asked for the page afterwards: the file on disk (shared here, as two
    // processes of one image would) stays the page as it was.
    const patch = await fetch(`${direct.A}/api/plans/${plan.id}`, {
      method: 'PATCH',
      headers: { ...staff, 'content-type': 'application/json' },
      body: JSON.stringify({ prices: { mensal: { price: edited } } }),
    })
    servers.B = startAppServer(portB, env, path.join(DIR, 'server-B-restart.log'))
    const answers: string[] = []
    let firstServed = 0
    const startedAt = Date.now()
    while (Date.now() - startedAt < 120_000 && (!firstServed || Date.now() - firstServed < 3000)) {
      const res = await fetch(`${direct.B}/planos`).catch(() => null)
      if (!res) {
        await sleep(5)
        continue
      }
      const html = await res.text()
      firstServed ||= Date.now()
      answers.push(
        `${res.status}:${html.includes(old) ? 'old' : html.includes(formatBRL(edited)) ? 'new' : '-'}`,
      )
    }
    // In order, runs of the same answer: "3× 503:-, 120× 200:new".
    const runs = answers.reduce<Array<[string, number]>>((r, a) => {
      const last = r.at(-1)
      if (last?.[0] === a) last[1]++
      else r.push([a, 1])
      return r
    }, [])
    check(
      patch.ok &&
        answers.some((a) => a === '200:new') &&
        answers.every((a) => a === '200:new' || a.startsWith('503:')),
      `B started after a price edit (${old} → ${formatBRL(edited)}: ${patch.status}), /planos asked from its first moment: ${runs.map(([a, n]) => `${n}× ${a}`).join(', ')} (each one the new price, or 503 while starting)`,
    )
  }
  // 12. (Before 10.) An instance listening on an IPv6 address starts: it reaches itself there for
  //     its start-up purge. (Review: it built http://::1:port, no URL, so it never became current
  //     and answered every page with 503.)
  if (want(12)) {
    const port = await freePort(0)
    const server = startAppServer(port, env, path.join(DIR, 'server-ipv6.log'), {
      hostname: '::1',
    })
    const started = Date.now()
    const planos = await waitForHttp(`http://[::1]:${port}/planos`, 60_000, (r) => r.ok)
      .then(() => Date.now() - started)
      .catch(() => null)
    check(
      planos !== null,
      `an instance on HOSTNAME=::1 serves /planos${planos === null ? ': never within 60 s' : ` after ${planos} ms`}`,
    )
    await stopService(server)
  }
  // 10. Postgres down (shared by every instance): the API answers 503 everywhere, and the balancer
  //     keeps serving the pages the instances hold. (Review: nginx counted each 503 as the instance
  //     failing, so one health probe took both out and every page got 502 "no live upstreams".)
  if (want(10)) {
    if (!servers.B || servers.B.exitCode !== null || servers.B.signalCode !== null) await start('B')
    const pages = ['/', '/planos']
    for (const page of pages) await fetch(`${lb}${page}`).then((r) => r.text())
    await stopDb()
    const health: number[] = []
    for (let i = 0; i < 4; i++) health.push((await fetch(`${lb}/api/health`)).status)
    const served: number[] = []
    for (const page of pages) served.push((await fetch(`${lb}${page}`)).status)
    check(
      health.every((s) => s === 503) && served.every((s) => s === 200),
      `Postgres stopped: /api/health through the balancer ${health.join(', ')}; then ${pages.join(', ')} ${served.join(', ')}`,
    )
  }
  if (!short && !only)
    fs.writeFileSync(
      path.join(ROOT, 'bench', 'cluster.json'),
      JSON.stringify({ date: new Date().toISOString(), report, failures }, null, 2) + '\n',
    )
} catch (err) {
  console.error(err)
  failures.push(String((err as Error).message))
}

console.log(failures.length ? `\ntest:cluster: FAILED (${failures.length})` : '\ntest:cluster: ok')
await finish(failures.length ? 1 : 0)
