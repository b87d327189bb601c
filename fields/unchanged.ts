import type { CollectionSlug, PayloadRequest } from 'payload'
import { liveRow } from '@/server/published.ts'

type Args = {
  collectionSlug?: string
  id?: number | string
  operation?: string
  path: (number | string)[]
  req: PayloadRequest
}

/**
 * A value published before a rule existed stays valid until it is changed: renaming a promo code
 * would break the links already shared, and a plan's identifier is kept on subscriptions.
 *
 * Compared with the document as it is on the site (its row), never with Payload's `previousValue`:
 * that is the latest version, which is the autosaved draft once the admin saved one, so a 150 %
 * code autosaved as a draft (drafts are not validated) was "unchanged" when published. An empty
 * value is never kept.
 */
export async function unchangedSincePublished(value: unknown, args: Args): Promise<boolean> {
  const { collectionSlug, id, operation, path, req } = args
  if (operation !== 'update' || value == null || value === '' || id == null || !collectionSlug)
    return false
  const live = await liveRow<Record<string, unknown>>(req, collectionSlug as CollectionSlug, id)
  let published: unknown = live
  for (const key of path) published = (published as Record<string, unknown> | null)?.[key]
  return published === value
}
