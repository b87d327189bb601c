import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { revalidateTag } from 'next/cache'

/**
 * Public pages read CMS data through caches tagged with the collection or global slug; an edit
 * expires that tag so the next request renders fresh data without a rebuild. Outside a Next
 * request (migrations, scripts) there is no cache to expire, and Next throws: ignore it.
 */
export function expireTag(tag: string, context?: Record<string, unknown>): void {
  if (context?.disableRevalidate) return
  try {
    revalidateTag(tag, { expire: 0 })
  } catch {
    /* not running inside Next.js */
  }
}

export function revalidateCollection(tag: string): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [({ doc, req }) => (expireTag(tag, req.context), doc)],
    afterDelete: [({ doc, req }) => (expireTag(tag, req.context), doc)],
  }
}

export function revalidateGlobal(tag: string): GlobalAfterChangeHook[] {
  return [({ doc, req }) => (expireTag(tag, req.context), doc)]
}
