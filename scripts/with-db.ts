// `npm run build|start|migrate|payload`: runs a command with the database ready. Without DATABASE_URI
// it starts the embedded Postgres (and the Firebase Auth emulator for the server), applies the
// migrations, runs the command, and stops everything when the command ends.
import { migrate } from './lib/migrate.ts'
import { bin, onShutdown, run } from './lib/proc.ts'
import { startLocalServices, stopLocalServices } from './lib/localEnv.ts'

const sep = process.argv.indexOf('--')
const [cmd, ...args] = process.argv.slice(sep + 1)
if (!cmd) {
  console.error('usage: with-db.ts -- <command> [args]')
  process.exit(2)
}

const services = await startLocalServices({ withEmulator: cmd === 'node' && args[0] === 'server.mjs' })
const finish = onShutdown(() => stopLocalServices(services))
Object.assign(process.env, services.env)

if (!(cmd === 'payload' && args[0]?.startsWith('migrate'))) {
  try {
    await migrate()
  } catch (err) {
    console.error(err)
    await finish(1)
  }
}
await finish(await run(bin(cmd), args, { env: process.env }))
