// Local mode for `npm run build|start|migrate|payload`: runs a command with the local services for
// whatever is not configured. Without DATABASE_URI it starts the embedded Postgres; without a Firebase
// project the server gets the Auth emulator, and the build the same emulator settings (the browser
// bundle inlines them); it applies the migrations, runs the command (none: only migrate), and stops
// everything when the command ends or this process is stopped, even mid start-up.
import { loadDotEnv } from './lib/dotenv.mjs'
import { migrate } from './lib/migrate.mjs'
import { bin, onShutdown, run } from './lib/proc.ts'
import { startLocalServices, stopLocalServices, type LocalServices } from './lib/localEnv.ts'

loadDotEnv()
const sep = process.argv.indexOf('--')
const [cmd, ...args] = sep < 0 ? [] : process.argv.slice(sep + 1)

const services: LocalServices = { env: {} }
const finish = onShutdown(() => stopLocalServices(services))
const isServer = cmd === 'node' && args[0] === 'server.mjs'
await startLocalServices(services, {
  emulator: isServer ? 'start' : cmd === 'next' && args[0] === 'build' ? 'settings' : 'none',
})
Object.assign(process.env, services.env)

if (!(cmd === 'payload' && args[0]?.startsWith('migrate'))) {
  try {
    await migrate()
  } catch (err) {
    console.error(err)
    await finish(1)
  }
}
await finish(cmd ? await run(bin(cmd), args, { env: process.env }) : 0)
