// scripts/with-db.ts is development tooling (embedded Postgres, migrations on start), yet the
// `payload` and `stripe:sync-prices` npm scripts go through it, and docs/production.md runs the
// latter against production: there it must use the configured database as it is, or refuse.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..', '..')

function withDb(env: Record<string, string>, command: string[]) {
  // Its own data directory: should the guard fail, an embedded Postgres starts there, not in .data.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'with-db-'))
  try {
    return spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/with-db.ts', '--', ...command],
      {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          ENV_FILE: 'none',
          LOCAL_DATA_DIR: dataDir,
          ...env,
        } as unknown as NodeJS.ProcessEnv,
        encoding: 'utf8',
        timeout: 20_000,
      },
    )
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

describe('scripts/with-db.ts in production', () => {
  it('refuses to start an embedded Postgres without DATABASE_URI, in one line', () => {
    const res = withDb({ NODE_ENV: 'production' }, ['node', '-e', 'process.exit(0)'])
    expect(res.status).toBe(1)
    expect(res.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Refused: NODE_ENV=production without DATABASE_URI/),
    ])
    expect(res.stdout).not.toContain('embedded Postgres')
  }, 30_000)

  it('runs the command against DATABASE_URI as it is: no migration (the release step does that)', () => {
    // Nothing listens there: a migration would fail, the command alone exits with its own code.
    const res = withDb(
      { NODE_ENV: 'production', DATABASE_URI: 'postgres://u:p@127.0.0.1:9/busqy' },
      ['node', '-e', 'process.exit(7)'],
    )
    expect(res.status).toBe(7)
  }, 30_000)
})
