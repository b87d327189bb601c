// Cache invalidation, in one place. Public pages read CMS data through Next's caches tagged with the
// collection or global slug (src/server/cms.ts), and the production server keeps finished pages in
// front of Next (responseCache.mjs). An edit expires its tag:
//   - here, at once, when it runs inside a Next request (admin panel, REST): Next's tag and, through
//     the purge bus, every cache of this process that subscribed (server.mjs's response cache);
//   - on every other instance through Postgres (peers.ts), each of which expires its own caches by
//     asking itself over loopback (POST /api/revalidate), since Next expires tags only inside a
//     request. Scripts and jobs outside a request reach every instance the same way.
// Sign-outs are announced the same way, so every instance drops the user's cached account state.
import { revalidateTag } from 'next/cache'
import type { Payload, PayloadRequest } from 'payload'
import { logger } from '@/server/logger.mjs'
import { processWide } from '@/server/processWide.ts'
import { revalidateToken } from './revalidateToken.ts'
import { announcePurge, listenForPurges, type PurgeListener } from './peers.ts'
import { cachesCurrent, markCachesCurrent, markCachesPending, publishPurge } from './purgeBus.mjs'

/** Expires tags in this process: Next's caches and every purge subscriber. Throws outside a Next request. */
export function expireTagsHere(tags: string[]): void {
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  publishPurge(tags)
}

/** Expires tags here when inside a Next request, and on every instance through Postgres. */
export async function expireTags(payload: Payload, tags: string[]): Promise<void> {
  let here = false
  try {
    expireTagsHere(tags)
    here = true
  } catch {
    /* not inside a Next.js request (a script, a job): every instance, this one too, hears the announcement */
  }
  await announcePurge(payload, tags, here)
}

/**
 * Payload runs afterChange/afterDelete hooks before it commits the operation's transaction. A page
 * rendered between an expiry sent from the hook and the commit would read the old rows and be kept as
 * fresh, so the expiry is sent once the transaction has committed (and not at all if it rolls back).
 */
export async function expireTagsAfterCommit(req: PayloadRequest, tags: string[]): Promise<void> {
  if (req.context?.disableRevalidate) return
  const id = req.transactionID instanceof Promise ? await req.transactionID : req.transactionID
  const session = id === undefined ? undefined : req.payload.db.sessions?.[String(id)]
  if (!session) return expireTags(req.payload, tags)
  const commit = session.resolve
  // commitTransaction awaits this, so the caller's operation returns only after the expiry was sent:
  // a script that exits right after its edit has still told the servers. Never throws: a failure
  // here would make Payload try to roll back a transaction that has already committed.
  session.resolve = async () => {
    await commit()
    await expireTags(req.payload, tags).catch(() => undefined)
  }
}

// Re-exported: the endpoint and the purge calls below share it.
export { revalidateToken }

/** Where this server answers itself: set by server.mjs once it listens; `next dev` listens on PORT. */
const SELF_URL = Symbol.for('busqy.selfUrl')
const selfUrl = () =>
  ((globalThis as Record<symbol, unknown>)[SELF_URL] as string | undefined) ??
  `http://127.0.0.1:${process.env.PORT || 3000}`

/** /api/revalidate takes at most this many tags per call. */
const TAGS_PER_CALL = 20

async function expireHereOverLoopback(tags: string[]): Promise<void> {
  for (let i = 0; i < tags.length; i += TAGS_PER_CALL) {
    const body = JSON.stringify({ tags: tags.slice(i, i + TAGS_PER_CALL) })
    // At start the server may not listen yet, and under load it may refuse for a moment: retry.
    for (let attempt = 0; ; attempt++) {
      const res = await fetch(new URL('/api/revalidate', selfUrl()), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${revalidateToken()}`,
        },
        body,
        signal: AbortSignal.timeout(5000),
      }).catch(() => null)
      if (res?.ok) break
      if (attempt >= 60)
        throw new Error(`loopback /api/revalidate answered ${res?.status ?? 'nothing'}`)
      await new Promise((r) => setTimeout(r, 500))
    }
  }
}

/** Every tag the site's caches use: one per collection and global. */
function allTags(payload: Payload): string[] {
  return [
    ...payload.config.collections.map((c) => c.slug),
    ...payload.config.globals.map((g) => g.slug),
  ].filter((slug) => /^[a-z0-9-]{1,64}$/.test(slug))
}

/** Starts listening for other instances' expiries (once per process; called by the instrumentation hook). */
export function startPurgeListener(): PurgeListener | null {
  const uri = process.env.DATABASE_URI
  if (!uri) return null
  return processWide('purgeListener', () => {
    markCachesPending()
    let startupPurge: Promise<void> | null = null
    return listenForPurges({
      databaseUri: uri,
      // The revocation cache lives in firebaseAdmin.ts; imported here so that module loads only when needed.
      onSignOut: (uid) =>
        void import('@/server/firebaseAdmin.ts').then((m) => m.forgetAccount(uid)),
      onPurge: async (tags) => {
        if (tags !== 'all') {
          await expireHereOverLoopback(tags)
          return logger.debug({ msg: 'cache tags expired by another instance', tags })
        }
        // Until the first one lands, visitors wait (server.mjs): it is retried rather than given up,
        // by one loop (a reconnection meanwhile joins it).
        if (!cachesCurrent()) return (startupPurge ??= expireAllHereUntilCurrent())
        await expireAllHere()
      },
    })
  })
}

/** Expires every tag in this process. */
async function expireAllHere(): Promise<void> {
  // Imported here: payload.ts loads the config, whose collections' hooks import this module.
  const { payloadClient } = await import('@/server/payload.ts')
  await expireHereOverLoopback(allTags(await payloadClient()))
}

/** Expires every tag here, retrying until it has landed; then this process's caches are current. */
async function expireAllHereUntilCurrent(): Promise<void> {
  for (;;) {
    try {
      await expireAllHere()
      return markCachesCurrent()
    } catch (err) {
      logger.error({
        msg: 'cache purge at start failed; visitors wait until it lands, retrying in 5 s',
        err: (err as Error).message,
      })
      await new Promise((r) => setTimeout(r, 5000))
    }
  }
}
