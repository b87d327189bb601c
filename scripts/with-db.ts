// Local mode for `npm run build|start|migrate|payload`: runs a command with the local services for
// whatever is not configured. Without DATABASE_URI it starts the embedded Postgres; without a Firebase
// project the server gets the Auth emulator, and the build the same emulator settings (the browser
// bundle inlines them); it applies the migrations, runs the command (none: only migrate), and stops
// everything when the command ends or this process is stopped, even mid start-up.
// In production (NODE_ENV=production without LOCAL_SERVICES=1: `npm run stripe:sync-prices` or
// `npm run payload` against the production database) none of that: DATABASE_URI is required and the
// command runs against it as it is, with no migration (the release step, `npm run migrate`, does
// that). `--throwaway-database` before `--` (the image build, scripts/build.mjs) asks for the local
// services in production on purpose.
import { isProductionMode } from '@/lib/runtimeMode.mjs'
import { loadDotEnv } from './lib/dotenv.mjs'
import { migrate } from './lib/migrate.mjs'
import { bin, onShutdown, run } from './lib/proc.ts'
import { startLocalServices, stopLocalServices, type LocalServices } from './lib/localEnv.ts'

loadDotEnv()
const sep = process.argv.indexOf('--')
const [cmd, ...args] = sep < 0 ? [] : process.argv.slice(sep + 1)
const throwaway = process.argv.slice(0, sep < 0 ? undefined : sep).includes('--throwaway-database')

if (isProductionMode(process.env) && !throwaway) {
  if (!process.env.DATABASE_URI?.trim() || !cmd) {
    console.error(
      'Refused: NODE_ENV=production without DATABASE_URI (or without a command): production never ' +
        'starts an embedded Postgres or migrates here. Set DATABASE_URI to the production database; ' +
        'migrations are the release step, `npm run migrate` (docs/production.md).',
    )
    process.exit(1)
  }
  process.exit(await run(bin(cmd), args, { env: process.env }))
}

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
