import type { CollectionSlug, PayloadRequest } from 'payload'
import { liveRow } from '@/server/published.ts'

export type PublishedFieldArgs = {
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
export async function unchangedSincePublished(
  value: unknown,
  args: PublishedFieldArgs,
): Promise<boolean> {
  if (value == null || value === '') return false
  const published = await publishedValueAt(args)
  return published !== undefined && published === value
}

/**
 * The value at this field's path in the document as it is on the site (its row), or undefined when
 * the document is not on the site or this is not an update.
 */
export async function publishedValueAt(args: PublishedFieldArgs): Promise<unknown> {
  const { collectionSlug, id, operation, path, req } = args
  if (operation !== 'update' || id == null || !collectionSlug) return undefined
  const live = await liveRow<Record<string, unknown>>(req, collectionSlug as CollectionSlug, id)
  let published: unknown = live ?? undefined
  for (const key of path) published = (published as Record<string, unknown> | undefined)?.[key]
  return published
}
