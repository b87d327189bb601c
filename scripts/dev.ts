// `npm run dev`: the whole site with no configuration — embedded Postgres, migrations,
// the Firebase Auth emulator and `next dev`. Ctrl-C stops all of it, even during start-up.
import net from 'node:net'
import { loadDotEnv } from './lib/dotenv.mjs'
import { freePort } from './lib/embeddedDb.ts'
import { migrate } from './lib/migrate.mjs'
import { bin, onShutdown, run } from './lib/proc.ts'
import { nextDevArgs } from './lib/devArgs.ts'
import { startLocalServices, stopLocalServices, type LocalServices } from './lib/localEnv.ts'

loadDotEnv()
const args = process.argv.slice(2)
const portFlag = args.findIndex((a) => a === '-p' || a === '--port')
// The port is chosen here (3000 or PORT, else a free one) so that the address printed is the real one.
const port =
  portFlag >= 0 ? Number(args[portFlag + 1]) : await freePort(Number(process.env.PORT) || 3000)
const dev = nextDevArgs(args, port, process.env)
if ('problem' in dev) {
  console.error(dev.problem)
  process.exit(1)
}
// Payload's serverURL and CSRF origins (payload.config.ts) follow the port actually served.
Object.assign(process.env, dev.env)
if (dev.warning) console.warn(dev.warning)

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

/** Resolves once something accepts connections on the port (Next's own banner has been printed by then). */
async function listening(): Promise<void> {
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)))
      socket.once('error', () => resolve(false))
    })
    if (open) return
    await new Promise((r) => setTimeout(r, 500))
  }
}
void listening().then(() =>
  // Both loopback names work (allowedDevOrigins in next.config.mjs); the first page compiles on first visit.
  console.log(
    `\n  Site:  http://localhost:${port}  (or http://127.0.0.1:${port})\n  Admin: http://localhost:${port}/admin\n`,
  ),
)
await finish(await run(bin('next'), ['dev', ...dev.args], { env: process.env }))
