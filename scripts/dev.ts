// `npm run dev`: the whole site with no configuration — embedded Postgres, migrations,
// the Firebase Auth emulator and `next dev`. Ctrl-C stops all of it, even during start-up.
import { loadDotEnv } from './lib/dotenv.mjs'
import { migrate } from './lib/migrate.mjs'
import { bin, onShutdown, run } from './lib/proc.ts'
import { startLocalServices, stopLocalServices, type LocalServices } from './lib/localEnv.ts'

loadDotEnv()
const services: LocalServices = { env: {} }
const finish = onShutdown(() => stopLocalServices(services))
await startLocalServices(services, { emulator: 'start', log: () => {} })
Object.assign(process.env, services.env)

try {
  await migrate()
} catch (err) {
  console.error(err)
  await finish(1)
}
await finish(await run(bin('next'), ['dev', ...process.argv.slice(2)], { env: process.env }))
