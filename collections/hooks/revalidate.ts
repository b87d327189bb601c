import crypto from 'node:crypto'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'
import { revalidateTag } from 'next/cache'
import { purgeResponseCaches } from '../../src/server/responseCache.mjs'

/**
 * Public pages read CMS data through caches tagged with the collection or global slug; an edit
 * expires that tag so the next request renders fresh data without a rebuild. Edits made inside the
 * Next.js server (admin panel, REST) expire the tag directly; edits made by another process
 * (a script using Payload's local API) ask the running server to do it over HTTP.
 */
export async function expireTag(tag: string, context?: Record<string, unknown>): Promise<void> {
  if (context?.disableRevalidate) return
  try {
    expireTagHere(tag)
    return
  } catch {
    /* not inside a Next.js request: fall through */
  }
  // Awaited, so a script that exits right after its edit has told the server first.
  await notifyServer(tag)
}

/**
 * Expires a tag in this server: Next's caches tagged with it, and the stored responses in front of
 * Next (server.mjs), which may hold pages built from it. Throws outside a Next.js request.
 */
export function expireTagHere(tag: string): void {
  revalidateTag(tag, { expire: 0 })
  purgeResponseCaches()
}

/** Shared secret for /api/revalidate, derived from PAYLOAD_SECRET so no extra variable is needed. */
export function revalidateToken(secret = process.env.PAYLOAD_SECRET ?? ''): string {
  return crypto.createHmac('sha256', secret).update('revalidate-tags').digest('hex')
}

async function notifyServer(tag: string): Promise<void> {
  const base = process.env.REVALIDATE_URL || process.env.NEXT_PUBLIC_SERVER_URL
  if (!base || !process.env.PAYLOAD_SECRET) return
  try {
    await fetch(new URL('/api/revalidate', base), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${revalidateToken()}` },
      body: JSON.stringify({ tags: [tag] }),
      signal: AbortSignal.timeout(3000),
    })
  } catch {
    /* no server running (e.g. migrations before start): nothing is cached yet */
  }
}

/**
 * Payload runs afterChange/afterDelete hooks before it commits the operation's transaction. A page
 * rendered between an expiry sent from the hook and the commit would read the old rows and be kept as
 * fresh, so the expiry is sent once the transaction has committed (and not at all if it rolls back).
 */
async function expireTagAfterCommit(tag: string, req: PayloadRequest): Promise<void> {
  if (req.context?.disableRevalidate) return
  const id = req.transactionID instanceof Promise ? await req.transactionID : req.transactionID
  const session = id === undefined ? undefined : req.payload.db.sessions?.[String(id)]
  if (!session) return expireTag(tag, req.context)
  const commit = session.resolve
  // commitTransaction awaits this, so the caller's operation returns only after the expiry was sent:
  // a script that exits right after its edit has still told the server. Never throws: a failure
  // here would make Payload try to roll back a transaction that has already committed.
  session.resolve = async () => {
    await commit()
    await expireTag(tag, req.context).catch(() => undefined)
  }
}

export function revalidateCollection(tag: string): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [async ({ doc, req }) => (await expireTagAfterCommit(tag, req), doc)],
    afterDelete: [async ({ doc, req }) => (await expireTagAfterCommit(tag, req), doc)],
  }
}

export function revalidateGlobal(tag: string): GlobalAfterChangeHook[] {
  return [async ({ doc, req }) => (await expireTagAfterCommit(tag, req), doc)]
}
