// Debian's PgBouncer in front of a Postgres, as a managed database's pooled address would be: used
// by the cluster stage to show that the server refuses a transaction-mode pooler and accepts a
// session-mode one (src/server/sessionPooling.mjs).
import { spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { userInfo } from 'node:os'
import { freePort } from './embeddedDb.ts'
import { startService, stopService } from './proc.ts'

/** PgBouncer's binary (Debian installs it in /usr/sbin, which a non-root PATH may lack), or null. */
export function pgbouncerBinary(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v pgbouncer'], { encoding: 'utf8' })
  if (found.status === 0 && found.stdout.trim()) return found.stdout.trim()
  return fs.existsSync('/usr/sbin/pgbouncer') ? '/usr/sbin/pgbouncer' : null
}

export type PgBouncer = { uri: string; process: ChildProcess; stop: () => Promise<void> }

async function listening(port: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => (socket.destroy(), resolve(true)))
      socket.once('error', () => resolve(false))
    })
    if (ok) return true
    await new Promise((r) => setTimeout(r, 100))
  }
  return false
}

/** Starts PgBouncer in `mode` in front of the Postgres of `databaseUri` (127.0.0.1, any credentials). */
export async function startPgBouncer(o: {
  databaseUri: string
  mode: 'session' | 'transaction'
  dir: string
  /** More `[pgbouncer]` settings, e.g. { server_round_robin: '1' }. */
  settings?: Record<string, string>
}): Promise<PgBouncer> {
  const binary = pgbouncerBinary()
  if (!binary) throw new Error('pgbouncer is not installed (apt-get install pgbouncer)')
  const target = new URL(o.databaseUri)
  const port = await freePort(0)
  fs.mkdirSync(o.dir, { recursive: true })
  const ini = path.join(o.dir, `pgbouncer-${o.mode}.ini`)
  fs.writeFileSync(
    ini,
    [
      '[databases]',
      `* = host=${target.hostname} port=${target.port || 5432} user=${decodeURIComponent(target.username)} password=${decodeURIComponent(target.password)}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      // Clients are not authenticated: it listens on loopback only, for one test run.
      'auth_type = any',
      `pool_mode = ${o.mode}`,
      'unix_socket_dir =',
      ...Object.entries(o.settings ?? {}).map(([k, v]) => `${k} = ${v}`),
      '',
    ].join('\n'),
  )
  fs.chmodSync(ini, 0o644)
  // PgBouncer refuses to run as root: as root it drops to the `postgres` user the embedded Postgres made.
  const args = userInfo().uid === 0 ? ['-u', 'postgres', ini] : [ini]
  const child = startService(binary, args, {
    logFile: path.join(o.dir, `pgbouncer-${o.mode}.log`),
    guarded: true,
  })
  const stop = () => stopService(child)
  if (!(await listening(port, 10_000))) {
    await stop()
    throw new Error(`pgbouncer (${o.mode}) did not listen on ${port}: see ${o.dir}`)
  }
  const uri = new URL(o.databaseUri)
  uri.port = String(port)
  uri.hostname = '127.0.0.1'
  return { uri: uri.toString(), process: child, stop }
}
