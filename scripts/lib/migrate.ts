// Applies the migrations with Payload's CLI and then checks that every migration file is recorded
// as run, so a start-up never proceeds against a half-migrated database.
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { spawnSync } from 'node:child_process'
import { bin, ROOT } from './proc.ts'

function migrationNames(): string[] {
  return fs
    .readdirSync(path.join(ROOT, 'migrations'))
    .filter((f) => /^\d{8}_\d{6}_.+\.ts$/.test(f))
    .map((f) => f.replace(/\.ts$/, ''))
    .sort()
}

async function pending(uri: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: uri })
  await client.connect()
  try {
    const exists = await client.query(`SELECT to_regclass('public.payload_migrations') AS t`)
    const ran = exists.rows[0]?.t ? (await client.query<{ name: string }>('SELECT name FROM payload_migrations')).rows.map((r) => r.name) : []
    return migrationNames().filter((n) => !ran.includes(n))
  } finally {
    await client.end()
  }
}

export async function migrate(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const uri = env.DATABASE_URI
  if (!uri) throw new Error('DATABASE_URI is not set')
  for (let attempt = 1; attempt <= 3; attempt++) {
    const res = spawnSync(bin('payload'), ['migrate'], { cwd: ROOT, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 180_000 })
    process.stdout.write(res.stdout ?? '')
    process.stderr.write(res.stderr ?? '')
    const left = await pending(uri)
    if (res.status === 0 && left.length === 0) return
    console.warn(`[migrate] attempt ${attempt}: exit ${res.status} ${res.signal ?? ''} ${res.error?.message ?? ''}, pending: ${left.join(', ') || 'none'}`)
  }
  throw new Error('migrations did not complete')
}
