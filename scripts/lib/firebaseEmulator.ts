// The Firebase Auth emulator (firebase-tools) runs offline and stands in for a Firebase project
// in development and tests. It is only started when no real project is configured.
import fs from 'node:fs'
import path from 'node:path'
import type { ChildProcess } from 'node:child_process'
import { bin, ROOT, startService, stopService, waitForHttp } from './proc.ts'

export const EMULATOR_PROJECT_ID = 'demo-busqy'
/** firebase.json's port. */
export const DEFAULT_EMULATOR_PORT = 9099

export type Emulator = { host: string; projectId: string; stop: () => Promise<void> }

export async function emulatorRunning(host: string): Promise<boolean> {
  try {
    const res = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1500) })
    const body = (await res.json()) as { authEmulator?: { ready?: boolean } }
    return body.authEmulator?.ready === true
  } catch {
    return false
  }
}

export async function startAuthEmulator(
  opts: { port?: number; logFile?: string } = {},
): Promise<Emulator> {
  const port = opts.port ?? DEFAULT_EMULATOR_PORT
  const host = `127.0.0.1:${port}`
  if (await emulatorRunning(host)) {
    return { host, projectId: EMULATOR_PROJECT_ID, stop: async () => {} }
  }
  // firebase.json fixes the port; other ports (tests beside a running dev server) get their own copy.
  let configFile = path.join(ROOT, 'firebase.json')
  if (port !== DEFAULT_EMULATOR_PORT) {
    const config = JSON.parse(fs.readFileSync(configFile, 'utf8')) as {
      emulators: Record<string, unknown> & { auth: { port: number } }
    }
    config.emulators.auth.port = port
    config.emulators.hub = { host: '127.0.0.1', port: port + 1 }
    config.emulators.logging = { host: '127.0.0.1', port: port + 2 }
    configFile = path.join(ROOT, '.data', `firebase.${port}.json`)
    fs.mkdirSync(path.dirname(configFile), { recursive: true })
    fs.writeFileSync(configFile, JSON.stringify(config, null, 2))
  }
  const child: ChildProcess = startService(
    bin('firebase'),
    ['emulators:start', '--only', 'auth', '--project', EMULATOR_PROJECT_ID, '--config', configFile],
    {
      env: {
        ...process.env,
        CI: 'true',
        NO_UPDATE_NOTIFIER: '1',
        FIREBASE_CLI_DISABLE_ANALYTICS: '1',
      },
      logFile: opts.logFile,
      guarded: true,
    },
  )
  try {
    await waitForHttp(`http://${host}/`, 90_000, (r) => r.ok)
  } catch (err) {
    await stopService(child)
    throw err
  }
  return { host, projectId: EMULATOR_PROJECT_ID, stop: () => stopService(child, 'SIGINT') }
}
