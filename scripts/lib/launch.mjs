// The start, build and migrate commands in their two modes. Production (NODE_ENV=production, as in
// the container and docs/production.md) runs the command itself, in plain JavaScript, with only
// configured services. Otherwise a developer is trying the production build on their machine, and
// scripts/with-db.ts (development tooling) supplies the local services for what is not configured.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { loadDotEnv, ROOT } from './dotenv.mjs'

loadDotEnv()

// `npm` exits on SIGTERM without passing it on, which left everything started here running: when the
// parent is gone, stop as if told to.
const parent = process.ppid
const watch = setInterval(() => {
  if (process.ppid === parent) return
  clearInterval(watch)
  process.kill(process.pid, 'SIGTERM')
}, 1000)
watch.unref()

export const production = process.env.NODE_ENV === 'production'

/**
 * Runs a command with the local services around it (scripts/with-db.ts) and exits with its code.
 * `throwawayDatabase`: with NODE_ENV=production too (the image build), which with-db otherwise refuses.
 */
export function runLocally(
  /** @type {string[]} */ command,
  /** @type {NodeJS.ProcessEnv} */ extraEnv = {},
  { throwawayDatabase = false } = {},
) {
  const withDb = path.join(ROOT, 'scripts', 'with-db.ts')
  const flags = throwawayDatabase ? ['--throwaway-database'] : []
  const child = spawn(process.execPath, ['--import', 'tsx', withDb, ...flags, '--', ...command], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
  })
  // with-db stops its services on these and then exits; it is in the terminal's process group, so a
  // Ctrl-C reaches it directly, and a SIGTERM sent to this process alone is passed on.
  for (const sig of /** @type {NodeJS.Signals[]} */ (['SIGINT', 'SIGTERM', 'SIGHUP']))
    process.on(sig, () => child.kill(sig))
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
}

/** Runs a binary of node_modules/.bin in this process's place and exits with its code. */
export function runHere(/** @type {string} */ bin, /** @type {string[]} */ args) {
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', bin), args, {
    cwd: ROOT,
    stdio: 'inherit',
  })
  for (const sig of /** @type {NodeJS.Signals[]} */ (['SIGINT', 'SIGTERM', 'SIGHUP']))
    process.on(sig, () => child.kill(sig))
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
}
