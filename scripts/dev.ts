// `npm run dev`: the whole site with no configuration — embedded Postgres, migrations,
// the Firebase Auth emulator and `next dev`. Ctrl-C stops all of it.
import { migrate } from './lib/migrate.ts'
import { bin, onShutdown, run } from './lib/proc.ts'
import { startLocalServices, stopLocalServices } from './lib/localEnv.ts'

const services = await startLocalServices({ withEmulator: true, log: () => {} })
const finish = onShutdown(() => stopLocalServices(services))
Object.assign(process.env, services.env)

try {
  await migrate()
} catch (err) {
  console.error(err)
  await finish(1)
}
await finish(await run(bin('next'), ['dev', ...process.argv.slice(2)], { env: process.env }))
