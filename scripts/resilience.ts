// `npm run test:resilience`: the full load and fault run on its own fresh database — 200 clients
// for 60 s over the public pages and check-cookie, then Postgres stopped under load and restarted
// (see scripts/lib/resilience.ts). Options: --seconds 60, --connections 200, --skip-build.
import fs from 'node:fs'
import path from 'node:path'
import { freePort, startEmbeddedDb, type EmbeddedDb } from './lib/embeddedDb.ts'
import { startAuthEmulator } from './lib/firebaseEmulator.ts'
import { emulatorEnv, localSecret, DATA_DIR } from './lib/localEnv.ts'
import { migrate } from './lib/migrate.mjs'
import { bin, onShutdown, ROOT, run, startAppServer, stopService, waitForHttp } from './lib/proc.ts'
import { runResilience } from './lib/resilience.ts'
import type { ChildProcess } from 'node:child_process'

const argv = process.argv.slice(2)
const opt = (name: string, def: number) =>
  argv.includes(name) ? Number(argv[argv.indexOf(name) + 1]) : def
const DIR = path.join(DATA_DIR, 'resilience')

let server: ChildProcess | undefined
let db: EmbeddedDb | null = null
const stops: Array<() => Promise<void>> = []
const finish = onShutdown(async () => {
  await stopService(server)
  await db?.stop()
  for (const stop of stops.reverse()) await stop()
})

try {
  fs.rmSync(DIR, { recursive: true, force: true })
  const dbDir = path.join(DIR, 'postgres')
  db = await startEmbeddedDb({ dataDir: dbDir, database: 'busqy_resilience' })
  const dbPort = db.port
  const emulator = await startAuthEmulator({ port: 9399, logFile: path.join(DIR, 'firebase.log') })
  stops.push(emulator.stop)
  const port = await freePort(3300)
  const baseURL = `http://127.0.0.1:${port}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...emulatorEnv(emulator.host),
    DATABASE_URI: db.uri,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || localSecret(),
    NEXT_PUBLIC_SERVER_URL: baseURL,
    NEXT_TELEMETRY_DISABLED: '1',
  }
  await migrate(env)
  if (!(argv.includes('--skip-build') && fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID')))) {
    if ((await run(bin('next'), ['build'], { env })) !== 0) throw new Error('next build failed')
  }
  const inspectPort = await freePort(0)
  server = startAppServer(port, env, path.join(DIR, 'next-start.log'), { inspectPort })
  await waitForHttp(`${baseURL}/`, 120_000, (r) => r.ok)
  const report = await runResilience({
    baseURL,
    serverPid: server.pid!,
    inspectPort,
    emulatorHost: emulator.host,
    firebaseProjectId: emulator.projectId,
    seconds: opt('--seconds', 60),
    connections: opt('--connections', 200),
    stopDatabase: async () => {
      await db?.stop()
      db = null
    },
    startDatabase: async () => {
      db = await startEmbeddedDb({
        dataDir: dbDir,
        database: 'busqy_resilience',
        preferredPort: dbPort,
      })
    },
  })
  fs.writeFileSync(
    path.join(ROOT, 'bench', 'resilience.json'),
    JSON.stringify({ date: new Date().toISOString(), ...report }, null, 2) + '\n',
  )
  for (const f of report.failures) console.log(`  FAIL ${f}`)
  console.log(report.failures.length ? '\ntest:resilience: FAILED' : '\ntest:resilience: ok')
  await finish(report.failures.length ? 1 : 0)
} catch (err) {
  console.error(err)
  await finish(1)
}
