// `npm run migrate`: the release step. Applies pending migrations under a Postgres advisory lock, so
// two instances or deploy jobs running it at once are safe. Without DATABASE_URI outside production,
// the local embedded database.
import { migrate } from './lib/migrate.mjs'
import { production, runLocally } from './lib/launch.mjs'

if (!production && !process.env.DATABASE_URI) runLocally([])
else {
  try {
    await migrate(process.env)
    console.log('[migrate] every migration has run')
  } catch (err) {
    console.error(`[migrate] ${err instanceof Error ? err.message : String(err)}`)
    process.exit(1)
  }
}
