// Helpers for integration tests that need their own database in the test cluster.
import pg from 'pg'

export function requireDatabaseUri(): string {
  const uri = process.env.DATABASE_URI
  if (!uri) throw new Error('DATABASE_URI is not set: run integration tests through `npm test`.')
  return uri
}

export function withDatabase(uri: string, database: string): string {
  const url = new URL(uri)
  url.pathname = `/${database}`
  return url.toString()
}

export async function createScratchDatabase(
  prefix: string,
): Promise<{ uri: string; drop: () => Promise<void> }> {
  const base = requireDatabaseUri()
  const name = `${prefix}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`
  const admin = new pg.Client({ connectionString: withDatabase(base, 'postgres') })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}"`)
  await admin.end()
  return {
    uri: withDatabase(base, name),
    drop: async () => {
      const c = new pg.Client({ connectionString: withDatabase(base, 'postgres') })
      await c.connect()
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await c.end()
    },
  }
}

export async function query<T extends pg.QueryResultRow>(
  uri: string,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const c = new pg.Client({ connectionString: uri })
  await c.connect()
  try {
    return (await c.query<T>(sql, params)).rows
  } finally {
    await c.end()
  }
}
