import crypto from 'node:crypto'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
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

export function revalidateCollection(tag: string): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [async ({ doc, req }) => (await expireTag(tag, req.context), doc)],
    afterDelete: [async ({ doc, req }) => (await expireTag(tag, req.context), doc)],
  }
}

export function revalidateGlobal(tag: string): GlobalAfterChangeHook[] {
  return [async ({ doc, req }) => (await expireTag(tag, req.context), doc)]
}
