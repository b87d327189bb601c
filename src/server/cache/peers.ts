// What other instances' caches must drop, announced through Postgres LISTEN/NOTIFY: the database
// every instance already shares carries the announcements, so no other engine is needed.
//   - Cache tags: an instance that edits expires its own caches at once and announces the tags; every
//     other instance (and every instance, for an edit made by a script or a job outside a request)
//     hears it and expires its own.
//   - Sign-outs: every instance forgets the user's cached account state, so the revoked session
//     cookie is refused everywhere at once instead of after FIREBASE_REVOCATION_CACHE_MS.
import crypto from 'node:crypto'
import { databasePool } from '@/server/dbPool.ts'
import pg from 'pg'
import type { Payload } from 'payload'
import { logger } from '@/server/logger.mjs'
import { processWide } from '@/server/processWide.ts'

export const PURGE_CHANNEL = 'busqy_cache_purge'

/** This process, so it can skip the announcements of expiries it already made itself. */
const INSTANCE = processWide('instanceId', () => crypto.randomUUID())

type Announcement = { tags?: string[]; signedOut?: string; from: string | null }

async function announce(payload: Payload, message: Announcement): Promise<void> {
  const pool = databasePool(payload)
  if (!pool) return
  try {
    await pool.query('SELECT pg_notify($1, $2)', [PURGE_CHANNEL, JSON.stringify(message)])
  } catch (err) {
    // Already done here; other instances then catch up within their caches' lifetimes.
    logger.warn({ msg: 'announcement to other instances failed', err: (err as Error).message })
  }
}

/** Tells every instance that these tags expired (`expiredHere`: this process already did it). */
export function announcePurge(
  payload: Payload,
  tags: string[],
  expiredHere: boolean,
): Promise<void> {
  return announce(payload, { tags, from: expiredHere ? INSTANCE : null })
}

/** Tells every other instance that this user signed out (this one has already forgotten them). */
export function announceSignOut(payload: Payload, uid: string): Promise<void> {
  return announce(payload, { signedOut: uid, from: INSTANCE })
}

function parse(payload: string | undefined): Announcement | null {
  try {
    const v = JSON.parse(payload ?? '') as Partial<Announcement>
    const tags =
      Array.isArray(v.tags) && v.tags.every((t) => typeof t === 'string') ? v.tags : undefined
    const signedOut =
      typeof v.signedOut === 'string' && v.signedOut.length <= 128 ? v.signedOut : undefined
    if (!tags && !signedOut) return null
    return { tags, signedOut, from: typeof v.from === 'string' ? v.from : null }
  } catch {
    return null
  }
}

export type PurgeListener = { stop: () => Promise<void>; connected: () => boolean }

/**
 * Listens for announcements on a connection of its own, reconnecting after a loss. `onPurge` gets
 * the tags another instance expired, or 'all' each time the connection is (re)established:
 * announcements made while it was down are lost, and at start the prerendered pages may predate
 * edits made since the build. `onSignOut` gets the uid another instance signed out.
 */
export function listenForPurges(o: {
  databaseUri: string
  onPurge: (tags: string[] | 'all') => Promise<void> | void
  onSignOut?: (uid: string) => void
  retryMs?: number
}): PurgeListener {
  let client: pg.Client | null = null
  let stopped = false
  let isConnected = false
  let timer: NodeJS.Timeout | null = null
  const retryMs = o.retryMs ?? 2000

  const handle = (tags: string[] | 'all') => {
    Promise.resolve()
      .then(() => o.onPurge(tags))
      .catch((err: unknown) =>
        logger.warn({ msg: 'cache purge failed', tags, err: (err as Error).message }),
      )
  }

  const retry = () => {
    isConnected = false
    const old = client
    client = null
    old?.removeAllListeners()
    old?.on('error', () => undefined)
    void old?.end().catch(() => undefined)
    if (stopped || timer) return
    timer = setTimeout(() => {
      timer = null
      void connect()
    }, retryMs)
    timer.unref()
  }

  async function connect(): Promise<void> {
    const c = new pg.Client({
      connectionString: o.databaseUri,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
    })
    client = c
    c.on('error', retry)
    c.on('end', () => client === c && retry())
    c.on('notification', (n) => {
      if (n.channel !== PURGE_CHANNEL) return
      const a = parse(n.payload)
      if (!a || a.from === INSTANCE) return
      if (a.signedOut) o.onSignOut?.(a.signedOut)
      if (a.tags) handle(a.tags)
    })
    try {
      await c.connect()
      await c.query(`LISTEN ${PURGE_CHANNEL}`)
      if (stopped) return void (await c.end().catch(() => undefined))
      isConnected = true
      handle('all')
    } catch (err) {
      logger.warn({
        msg: 'cache purge listener cannot reach the database; retrying',
        err: (err as Error).message,
      })
      if (client === c) retry()
    }
  }

  void connect()
  return {
    connected: () => isConnected,
    stop: async () => {
      stopped = true
      if (timer) clearTimeout(timer)
      const c = client
      client = null
      c?.removeAllListeners()
      c?.on('error', () => undefined)
      await c?.end().catch(() => undefined)
    },
  }
}
