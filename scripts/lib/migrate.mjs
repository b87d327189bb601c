// Applies the migrations with Payload's CLI under a Postgres advisory lock, then checks that every
// migration file is recorded as run, so nothing proceeds against a half-migrated database. The lock
// makes the release step safe when several instances (or deploy jobs) run it at once: the others
// wait, then find nothing pending.
// Plain JavaScript: `npm run migrate` runs it in production without a TypeScript loader.
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { spawn } from 'node:child_process'
import { numberSetting, numberSettingProblems } from '../../src/lib/runtimeMode.mjs'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
/** Any constant both the lock holder and the waiters agree on. */
const LOCK = "hashtext('busqy:migrate')"

function migrationNames() {
  return fs
    .readdirSync(path.join(ROOT, 'migrations'))
    .filter((f) => /^\d{8}_\d{6}_.+\.ts$/.test(f))
    .map((f) => f.replace(/\.ts$/, ''))
    .sort()
}

/** @param {pg.Client} client */
async function pending(client) {
  const exists = await client.query(`SELECT to_regclass('public.payload_migrations') AS t`)
  const ran = exists.rows[0]?.t
    ? (await client.query('SELECT name FROM payload_migrations')).rows.map((r) => r.name)
    : []
  return migrationNames().filter((n) => !ran.includes(n))
}

/**
 * How long one `payload migrate` may run before it is stopped (and tried again, up to three times):
 * MIGRATE_TIMEOUT_MS, default 3 minutes. Long enough for schema changes; a data migration on a large
 * database may need more, and the operator running it knows.
 * @param {Record<string, string | undefined>} env
 * @returns {number}
 */
export function migrateTimeoutMs(env) {
  const problem = numberSettingProblems(env).find((p) => p.startsWith('MIGRATE_TIMEOUT_MS '))
  if (problem) throw new Error(problem)
  return numberSetting(env, 'MIGRATE_TIMEOUT_MS', 180_000)
}

function payloadBin() {
  return path.join(ROOT, 'node_modules', '.bin', 'payload')
}

/**
 * Payload's `migrate`, without blocking this process: a caller may itself serve what the migration
 * talks to (the cluster test's S3 double receives the seed's store logos), and a synchronous spawn
 * would leave that server unable to answer until the timeout.
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<{ status: number | null, signal: NodeJS.Signals | null, error?: Error, stdout: string, stderr: string }>}
 */
function runPayloadMigrate(env) {
  return new Promise((resolve) => {
    const child = spawn(payloadBin(), ['migrate'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d) => (stdout += d))
    child.stderr.on('data', (d) => (stderr += d))
    const timer = setTimeout(() => child.kill('SIGTERM'), migrateTimeoutMs(env))
    child.on('error', (error) => {
      clearTimeout(timer)
      resolve({ status: null, signal: null, error, stdout, stderr })
    })
    child.on('close', (status, signal) => {
      clearTimeout(timer)
      resolve({ status, signal, stdout, stderr })
    })
  })
}

/** @param {NodeJS.ProcessEnv} [env] */
export async function migrate(env = process.env) {
  const uri = env.DATABASE_URI
  if (!uri) throw new Error('DATABASE_URI is not set')
  migrateTimeoutMs(env) // a malformed limit is refused before the lock is taken
  // Idle while the migration runs, and the lock lives only as long as it does: TCP keep-alive so a
  // NAT or firewall that drops idle connections does not end it (and let a second migrator in)
  // halfway through a long migration.
  const client = new pg.Client({ connectionString: uri, keepAlive: true })
  // A dropped connection must fail the check below, not crash the process.
  client.on('error', () => undefined)
  await client.connect()
  try {
    await client.query(`SELECT pg_advisory_lock(${LOCK})`)
    if ((await pending(client)).length === 0) return
    for (let attempt = 1; attempt <= 3; attempt++) {
      const res = await runPayloadMigrate(env)
      process.stdout.write(res.stdout)
      process.stderr.write(res.stderr)
      const left = await pending(client)
      if (res.status === 0 && left.length === 0) return
      console.warn(
        `[migrate] attempt ${attempt}: exit ${res.status} ${res.signal ?? ''} ${res.error?.message ?? ''}, pending: ${left.join(', ') || 'none'}`,
      )
    }
    throw new Error('migrations did not complete')
  } finally {
    await client.query(`SELECT pg_advisory_unlock(${LOCK})`).catch(() => undefined)
    await client.end()
  }
}
