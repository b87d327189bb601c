// Debug helper: starts the embedded Postgres in .data/<dir> and keeps it up until killed.
import path from 'node:path'
import { startEmbeddedDb } from './lib/embeddedDb.ts'
import { DATA_DIR } from './lib/localEnv.ts'
const dir = process.argv[2] ?? 'postgres'
const db = await startEmbeddedDb({
  dataDir: path.join(DATA_DIR, dir),
  database: process.argv[3] ?? 'busqy',
  preferredPort: Number(process.argv[4] ?? 54330),
})
console.log(db.uri)
const stop = async () => {
  await db.stop()
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
setInterval(() => {}, 1 << 30)
