import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionBeforeOperationHook,
} from 'payload'
import { revalidateCollection } from './revalidate.ts'

// Hooks every versioned content collection (FAQ, stores, plans, promo codes, legal pages, ...) shares:
// the cache expiry of revalidate.ts, and two undo rules Payload leaves out.

/**
 * Restoring a version brings back its content, not its place in the list: Payload's `_order` is
 * saved in every version, so undoing a text change moved the item back to where it was then (and
 * the old key may since belong to another item, leaving two at one position).
 */
export const keepListPositionOnRestore: CollectionBeforeChangeHook = ({
  data,
  originalDoc,
  req,
}) => {
  if (req.context.isRestoringVersion !== true || !originalDoc || !('_order' in originalDoc))
    return data
  return { ...data, _order: (originalDoc as { _order?: unknown })._order }
}

/**
 * Moving an item to the trash cancels its scheduled publications, as deleting it does (Payload):
 * otherwise the job fails when due, or publishes the item anyway if it was restored before then.
 */
export const cancelSchedulesOnTrash: CollectionAfterChangeHook = async ({
  collection,
  doc,
  previousDoc,
  req,
}) => {
  const trashed = (d: unknown) => Boolean((d as { deletedAt?: unknown } | undefined)?.deletedAt)
  if (!trashed(doc) || trashed(previousDoc)) return doc
  await req.payload.db.deleteMany({
    collection: 'payload-jobs',
    req,
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { completedAt: { exists: false } },
        { processing: { equals: false } },
        { 'input.doc.relationTo': { equals: collection.slug } },
        { 'input.doc.value': { equals: doc.id } },
      ],
    },
  })
  return doc
}

export function contentHooks(tag: string): {
  beforeOperation: CollectionBeforeOperationHook[]
  beforeChange: CollectionBeforeChangeHook[]
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  const revalidate = revalidateCollection(tag)
  return {
    ...revalidate,
    beforeChange: [keepListPositionOnRestore],
    afterChange: [...revalidate.afterChange, cancelSchedulesOnTrash],
  }
}
