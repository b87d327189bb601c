// Child-process helpers shared by the dev, start and test runners. Binaries are called from
// node_modules/.bin directly: `npm run` does not forward SIGTERM through `sh`, which leaves orphans.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '..', '..')

/** A binary of this project's node_modules, or the name itself (found on PATH). */
export function bin(name: string): string {
  const local = path.join(ROOT, 'node_modules', '.bin', name)
  return fs.existsSync(local) ? local : name
}

/** Children started by run() that are still running: stopped on shutdown so none is orphaned. */
const running = new Set<ChildProcess>()

export function run(cmd: string, args: string[], opts: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts })
    running.add(child)
    child.on('error', (err) => (running.delete(child), reject(err)))
    child.on('exit', (code, signal) => (running.delete(child), resolve(code ?? (signal ? 1 : 0))))
  })
}

function stopRunning(): Promise<void> {
  return Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(() => (child.kill('SIGKILL'), resolve()), 8000)
          child.once('exit', () => (clearTimeout(timer), resolve()))
          child.kill('SIGTERM')
        }),
    ),
  ).then(() => undefined)
}

/**
 * Starts a long-running child in its own process group so the whole tree can be stopped.
 * `guarded`: it also stops when this process is gone, however it ended (scripts/lib/orphanGuard.mjs).
 */
export function startService(
  cmd: string,
  args: string[],
  opts: SpawnOptions & { logFile?: string; guarded?: boolean } = {},
): ChildProcess {
  const { logFile, guarded, ...rest } = opts
  if (guarded) {
    args = [path.join(ROOT, 'scripts', 'lib', 'orphanGuard.mjs'), cmd, ...args]
    cmd = process.execPath
  }
  let stdio: SpawnOptions['stdio'] = 'inherit'
  if (logFile) {
    fs.mkdirSync(path.dirname(logFile), { recursive: true })
    const fd = fs.openSync(logFile, 'a')
    stdio = ['ignore', fd, fd]
  }
  return spawn(cmd, args, { cwd: ROOT, stdio, detached: true, ...rest })
}

/** The production server (`server.mjs`: Next.js starting a few requests per event-loop turn) on a port of 127.0.0.1. */
export function startAppServer(
  port: number,
  env: NodeJS.ProcessEnv,
  logFile: string,
  opts: { inspectPort?: number; hostname?: string } = {},
): ChildProcess {
  // The load tests open the V8 inspector (on 127.0.0.1 only) to measure memory after a full collection.
  const args = opts.inspectPort
    ? [`--inspect=127.0.0.1:${opts.inspectPort}`, 'server.mjs']
    : ['server.mjs']
  // The harnesses run it with the Auth emulator and stand-ins: the production build with local services.
  return startService(process.execPath, args, {
    env: {
      ...env,
      PORT: String(port),
      HOSTNAME: opts.hostname ?? '127.0.0.1',
      LOCAL_SERVICES: '1',
      ENV_FILE: 'none',
    },
    logFile,
  })
}

export function stopService(
  child: ChildProcess | undefined,
  signal: NodeJS.Signals = 'SIGTERM',
  graceMs = 8000,
): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null || !child.pid)
    return Promise.resolve()
  const pid = child.pid
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL')
      } catch {
        /* already gone */
      }
      resolve()
    }, graceMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    try {
      process.kill(-pid, signal)
    } catch {
      clearTimeout(timer)
      resolve()
    }
  })
}

export async function waitForHttp(
  url: string,
  timeoutMs: number,
  isReady: (res: Response) => boolean = (r) => r.status < 500,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let last = ''
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) })
      if (isReady(res)) return
      last = `status ${res.status}`
    } catch (err) {
      last = String((err as Error).message)
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms (${last})`)
}

/** Runs `cleanup` once on exit or on SIGINT/SIGTERM, then exits with the given code. */
export function onShutdown(cleanup: () => Promise<void>): (code: number) => Promise<never> {
  let done = false
  const finish = async (code: number): Promise<never> => {
    if (!done) {
      done = true
      try {
        await stopRunning()
        await cleanup()
      } catch (err) {
        console.error(err)
      }
    }
    process.exit(code)
  }
  process.on('SIGINT', () => void finish(130))
  process.on('SIGTERM', () => void finish(143))
  // `npm` exits on SIGTERM without passing it on: when the parent is gone, stop as if told to.
  const parent = process.ppid
  const watch = setInterval(() => {
    if (process.ppid === parent) return
    clearInterval(watch)
    void finish(143)
  }, 1000)
  watch.unref()
  return finish
}
