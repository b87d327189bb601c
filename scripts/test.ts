// `npm test`: unit tests, integration tests against a fresh embedded Postgres and the Firebase
// Auth emulator, then end-to-end tests in Chromium against `next build` served by `server.mjs`.
// It starts everything it needs and stops all of it, whatever the outcome.
//   --only unit|integration|e2e|resilience|cluster|zero-config   run one stage      --skip-build   reuse the last build
//   --filter name[,name…]         only test files whose path contains one of the names
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { freePort, recreateDatabase, startEmbeddedDb } from './lib/embeddedDb.ts'
import { findChromium, machineProbe } from './lib/browser.ts'
import { pgbouncerBinary } from './lib/pgbouncer.ts'
import { formatFailures, readFailures, type Failure } from './lib/failureDigest.ts'
import { startAuthEmulator } from './lib/firebaseEmulator.ts'
import { emulatorEnv, localSecret, DATA_DIR, LOCAL_EMULATOR_HOST } from './lib/localEnv.ts'
import { migrate } from './lib/migrate.mjs'
import { runResilience } from './lib/resilience.ts'
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
import type { ChildProcess } from 'node:child_process'
import { startTestDoubles } from '../tests/support/doubles.ts'

const argv = process.argv.slice(2)
const only = argv.includes('--only') ? argv[argv.indexOf('--only') + 1] : null
const skipBuild = argv.includes('--skip-build')
// --filter a,b: only the test files whose path contains a or b (vitest and Playwright alike).
const filter = argv.includes('--filter')
  ? argv[argv.indexOf('--filter') + 1]!.split(',').filter(Boolean)
  : []
const wants = (stage: string) => !only || only === stage

// Before anything starts, what a stage cannot run without, named in one message: a browser for the
// end-to-end stage; nginx and PgBouncer for the last stage (two production servers behind nginx, and
// one behind PgBouncer).
const clusterMissing = wants('cluster')
  ? [
      spawnSync('sh', ['-c', 'command -v nginx']).status !== 0 ? 'nginx' : null,
      pgbouncerBinary() ? null : 'pgbouncer',
    ].filter((name) => name !== null)
  : []
const clusterMessage = clusterMissing.length
  ? `npm test ends with the cluster stage, which needs ${clusterMissing.join(' and ')}: install ${clusterMissing.length > 1 ? 'them' : 'it'} (Debian/Ubuntu: \`apt-get install ${clusterMissing.join(' ')}\`),\nor run the other stages alone: npm test -- --only unit|integration|e2e|resilience`
  : null
if (wants('e2e')) {
  const browser = await findChromium(await machineProbe())
  if (!browser.ok) {
    console.error(`\n${[browser.message, clusterMessage].filter(Boolean).join('\n\n')}\n`)
    process.exit(1)
  }
  process.env.CHROMIUM_PATH = browser.path // read by playwright.config.ts
  console.log(`=== browser: ${browser.path} (${browser.source})`)
}
if (clusterMessage) {
  console.error(`\n${clusterMessage}\n`)
  process.exit(1)
}

const TEST_DIR = path.join(DATA_DIR, 'test')
// Each runner's JSON report, for the failed tests' digest at the end (TEST_DIR is emptied mid-run).
const REPORT_DIR = path.join(DATA_DIR, 'test-reports')
fs.rmSync(REPORT_DIR, { recursive: true, force: true })
fs.mkdirSync(REPORT_DIR, { recursive: true })
const failedTests: Failure[] = []
const reportFileOf = (stageName: string) =>
  path.join(REPORT_DIR, `${stageName.replace(/\W+/g, '-')}.json`)
/** Vitest's arguments for a stage that also writes its JSON report. */
const vitestReport = (stageName: string) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportFileOf(stageName)}`,
]
const stops: Array<() => Promise<void>> = []
let server: ChildProcess | undefined
const finish = onShutdown(async () => {
  await stopService(server)
  for (const stop of stops.reverse()) await stop()
})

const failures: string[] = []
async function stage(
  name: string,
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  report?: 'vitest' | 'playwright',
) {
  console.log(`\n=== ${name}: ${path.basename(cmd)} ${args.join(' ')}`)
  const started = Date.now()
  const reportFile = reportFileOf(name)
  // playwright.config.ts adds its JSON reporter when TEST_REPORT_FILE is set.
  const code = await run(cmd, args, {
    env: report === 'playwright' ? { ...env, TEST_REPORT_FILE: reportFile } : env,
  })
  if (report) failedTests.push(...readFailures(name, report, reportFile, ROOT))
  console.log(
    `=== ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  if (code !== 0) failures.push(name)
  return code === 0
}

try {
  if (wants('unit'))
    await stage(
      'unit',
      bin('vitest'),
      ['run', '--project', 'unit', ...vitestReport('unit'), ...filter],
      process.env,
      'vitest',
    )

  if (wants('integration') || wants('e2e') || wants('resilience')) {
    // A fresh database each run: tests start from exactly what the migrations produce.
    fs.rmSync(TEST_DIR, { recursive: true, force: true })
    const dbDir = path.join(TEST_DIR, 'postgres')
    const db = await startEmbeddedDb({ dataDir: dbDir, database: 'busqy_test' })
    // The resilience stage stops and restarts the cluster: whatever runs last is stopped at the end.
    let dbRunning: { stop: () => Promise<void> } | null = db
    stops.push(async () => {
      await dbRunning?.stop()
    })
    // TEST_EMULATOR_PORT: a second checkout's tests beside this one need their own emulator.
    const emulator = await startAuthEmulator({
      port: Number(process.env.TEST_EMULATOR_PORT || 9199),
      logFile: path.join(TEST_DIR, 'firebase-emulator.log'),
    })
    stops.push(emulator.stop)
    const doubles = await startTestDoubles()
    for (const d of doubles) stops.push(d.stop)
    // NEXT_PUBLIC_SERVER_URL is compiled into the build, and Payload takes admin cookies only from
    // that origin: a build reused on another port signed every admin-panel request out. The port of
    // the last build is preferred, and --skip-build builds again when it cannot have it.
    const builtFor = path.join(ROOT, '.next', 'test-base-url')
    const builtURL = fs.existsSync(builtFor) ? fs.readFileSync(builtFor, 'utf8').trim() : ''
    const port = await freePort(Number(/:(\d+)$/.exec(builtURL)?.[1] ?? 3100))
    const baseURL = `http://127.0.0.1:${port}`
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...emulatorEnv(emulator.host),
      DATABASE_URI: db.uri,
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || localSecret(),
      NEXT_PUBLIC_SERVER_URL: baseURL,
      NEXT_TELEMETRY_DISABLED: '1',
      TEST_BASE_URL: baseURL,
      MEDIA_DIR: path.join(TEST_DIR, 'media'),
      // Scheduled publications a few seconds ahead go live within a second (the default looks every minute).
      JOBS_CRON: process.env.JOBS_CRON || '* * * * * *',
      ...Object.assign({}, ...doubles.map((d) => d.env)),
    }
    Object.assign(process.env, env)

    if (wants('integration')) {
      console.log('\n=== migrate (integration database)')
      await migrate(env)
      await stage(
        'integration',
        bin('vitest'),
        ['run', '--project', 'integration', ...vitestReport('integration'), ...filter],
        env,
        'vitest',
      )
    }

    if (wants('e2e') || wants('resilience')) {
      // End-to-end tests get their own freshly migrated database: no admin exists yet, as on a new site.
      env.DATABASE_URI = await recreateDatabase(db.uri, 'busqy_e2e')
      process.env.DATABASE_URI = env.DATABASE_URI
      console.log('\n=== migrate (end-to-end database)')
      await migrate(env)
      // TEST_ROUTES: the build includes the routes that fail on purpose (next.config.mjs).
      const reusable = fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID')) && builtURL === baseURL
      if (skipBuild && !reusable)
        console.log(
          `\n--skip-build: the last build is for ${builtURL || 'an unknown address'}, this run is on ${baseURL}: building again`,
        )
      const built =
        skipBuild && reusable
          ? true
          : await stage('build', bin('next'), ['build'], { ...env, TEST_ROUTES: '1' })
      if (built && !(skipBuild && reusable)) fs.writeFileSync(builtFor, baseURL)
      if (built) {
        const inspectPort = await freePort(0)
        server = startAppServer(port, env, path.join(TEST_DIR, 'next-start.log'), { inspectPort })
        await waitForHttp(`${baseURL}/`, 120_000)
        if (wants('e2e'))
          await stage('e2e', bin('playwright'), ['test', ...filter], env, 'playwright')
        if (wants('resilience')) {
          // The short form of `npm run test:resilience`, against the same server.
          console.log(
            '\n=== resilience (short form: 200 clients × 10 s, database outage and recovery)',
          )
          const started = Date.now()
          const report = await runResilience({
            baseURL,
            serverPid: server.pid!,
            inspectPort,
            emulatorHost: emulator.host,
            firebaseProjectId: emulator.projectId,
            seconds: 10,
            connections: 200,
            stopDatabase: async () => {
              await dbRunning?.stop()
              dbRunning = null
            },
            startDatabase: async () => {
              dbRunning = await startEmbeddedDb({
                dataDir: dbDir,
                database: 'busqy_test',
                preferredPort: db.port,
              })
            },
          })
          for (const f of report.failures) console.log(`  FAIL ${f}`)
          console.log(
            `=== resilience: ${report.failures.length ? 'FAILED' : 'ok'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
          )
          if (report.failures.length) failures.push('resilience')
        }
      }
    }
  }
  if (wants('cluster')) {
    // The short form of `npm run test:cluster` (two instances behind nginx), on its own database and
    // emulator, with the build above: the end-to-end server is stopped first to leave it the CPU.
    await stopService(server)
    server = undefined
    await stage('cluster', process.execPath, [
      '--import',
      'tsx',
      path.join(ROOT, 'scripts', 'cluster.ts'),
      '--short',
      '--skip-build',
    ])
  }
  if (wants('zero-config')) await zeroConfigStage()
} catch (err) {
  console.error(err)
  failures.push(String((err as Error).message))
}

/**
 * What a newcomer does on a fresh clone: `npm run build && npm start` with no configuration at all,
 * then signs up. The build must inline the same Auth emulator settings the server starts (issue 17).
 * Its own data directory and build folder (so `--skip-build` keeps reusing the test build), and
 * nothing of this run's environment.
 */
async function zeroConfigStage(): Promise<void> {
  await stopService(server)
  server = undefined
  const dir = path.join(TEST_DIR, 'zero-config')
  fs.rmSync(dir, { recursive: true, force: true })
  const clean: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    LOCAL_DATA_DIR: dir,
    NEXT_DIST_DIR: '.next-zero-config',
    ENV_FILE: 'none', // a developer's .env is not "no configuration"
  }
  const keep = new Set([
    'PATH',
    'HOME',
    'TMPDIR',
    'CI',
    'NEXT_TELEMETRY_DISABLED',
    'LOCAL_DATA_DIR',
    'NEXT_DIST_DIR',
    'ENV_FILE',
  ])
  for (const key of Object.keys(clean)) if (!keep.has(key)) delete clean[key]
  // next build adds its build folder's types to tsconfig.json: the file is put back as it was.
  const tsconfig = fs.readFileSync(path.join(ROOT, 'tsconfig.json'))
  const built = await stage(
    'zero-config build',
    process.execPath,
    [path.join(ROOT, 'scripts', 'build.mjs')],
    clean,
  ).finally(() => fs.writeFileSync(path.join(ROOT, 'tsconfig.json'), tsconfig))
  if (!built) return
  const port = await freePort(3300)
  const started = startService(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], {
    env: { ...clean, PORT: String(port), HOSTNAME: '127.0.0.1' },
    logFile: path.join(dir, 'npm-start.log'),
  })
  try {
    await waitForHttp(`http://127.0.0.1:${port}/api/health`, 180_000, (r) => r.status === 200)
    await stage(
      'zero-config sign-up',
      bin('playwright'),
      ['test', 'tests/e2e/account.spec.ts', '--grep', 'sign up without a chosen plan'],
      {
        ...process.env,
        TEST_BASE_URL: `http://127.0.0.1:${port}`,
        FIREBASE_AUTH_EMULATOR_HOST: LOCAL_EMULATOR_HOST,
      },
      'playwright',
    )
  } finally {
    await stopService(started)
  }
}

if (failedTests.length) console.log(`\nnpm test: failed tests\n${formatFailures(failedTests)}`)
console.log(
  failures.length
    ? `\nnpm test: failed stages: ${failures.join(', ')}`
    : '\nnpm test: all stages passed',
)
await finish(failures.length ? 1 : 0)
