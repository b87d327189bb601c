// Environment for running the app locally without any configuration: embedded Postgres,
// a generated Payload secret and the Firebase Auth emulator. Anything already set wins.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { startEmbeddedDb, type EmbeddedDb } from './embeddedDb.ts'
import {
  DEFAULT_EMULATOR_PORT,
  EMULATOR_PROJECT_ID,
  startAuthEmulator,
  type Emulator,
} from './firebaseEmulator.ts'
import { ROOT } from './proc.ts'

// LOCAL_DATA_DIR: where the local services keep their state (default .data/); the test run's
// zero-config stage points it elsewhere so it never touches a developer's own database.
export const DATA_DIR = process.env.LOCAL_DATA_DIR
  ? path.resolve(ROOT, process.env.LOCAL_DATA_DIR)
  : path.join(ROOT, '.data')

export function localSecret(): string {
  const file = path.join(DATA_DIR, 'payload-secret')
  if (!fs.existsSync(file)) {
    fs.mkdirSync(DATA_DIR, { recursive: true })
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  return fs.readFileSync(file, 'utf8').trim()
}

export function firebaseConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.FIREBASE_PROJECT_ID || env.NEXT_PUBLIC_FIREBASE_PROJECT_ID)
}

export function emulatorEnv(host: string): Record<string, string> {
  return {
    FIREBASE_AUTH_EMULATOR_HOST: host,
    FIREBASE_PROJECT_ID: EMULATOR_PROJECT_ID,
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: EMULATOR_PROJECT_ID,
    NEXT_PUBLIC_FIREBASE_API_KEY: 'demo-api-key',
    NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: `${EMULATOR_PROJECT_ID}.firebaseapp.com`,
    NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: host,
  }
}

export type LocalServices = { env: Record<string, string>; db?: EmbeddedDb; emulator?: Emulator }

/** Where the local Auth emulator listens (firebase.json's port): the build inlines it, the server uses it. */
export const LOCAL_EMULATOR_HOST = `127.0.0.1:${DEFAULT_EMULATOR_PORT}`

/**
 * Fills `services` with what is not configured, as each starts, so a stop during start-up stops
 * whatever already runs. emulator: 'start' runs it, 'settings' only gives its settings (a build).
 */
export async function startLocalServices(
  services: LocalServices,
  opts: { dbDir?: string; emulator: 'start' | 'settings' | 'none'; log?: (line: string) => void },
): Promise<LocalServices> {
  const env = services.env
  if (!process.env.DATABASE_URI) {
    services.db = await startEmbeddedDb({
      dataDir: opts.dbDir ?? path.join(DATA_DIR, 'postgres'),
      database: 'busqy',
      preferredPort: 54329,
      log: opts.log,
    })
    env.DATABASE_URI = services.db.uri
    console.log(`[local] embedded Postgres on port ${services.db.port}`)
  }
  if (!process.env.PAYLOAD_SECRET) env.PAYLOAD_SECRET = localSecret()
  if (opts.emulator !== 'none' && !firebaseConfigured()) {
    if (opts.emulator === 'start') {
      services.emulator = await startAuthEmulator({
        logFile: path.join(DATA_DIR, 'logs', 'firebase-emulator.log'),
      })
      console.log(`[local] Firebase Auth emulator on ${services.emulator.host}`)
    }
    Object.assign(env, emulatorEnv(services.emulator?.host ?? LOCAL_EMULATOR_HOST))
  }
  return services
}

export async function stopLocalServices(s: LocalServices): Promise<void> {
  await s.emulator?.stop()
  await s.db?.stop()
}
