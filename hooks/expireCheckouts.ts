import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionSlug,
} from 'payload'
import { queueCheckoutExpiry, type ExpiryTarget } from '@/server/jobs/expireCheckouts.ts'
import { savedDraft } from './revalidate.ts'

// Open checkout sessions keep the price and discount they were made with: an edit that changes what
// a published promo code or plan sells expires the sessions made with it (a job queued in the edit's
// transaction, src/server/jobs/expireCheckouts.ts). Payload's previousDoc is the latest version,
// possibly a draft, so the published row is read before the write; a draft save changes no row and
// expires nothing. Publishing, unpublishing, trashing, restoring, deleting and scheduled
// publications all pass here.

type Targets<Row> = (before: Row | null, after: Row | null, now: Date) => ExpiryTarget[]

const rowKey = (slug: string, id: number | string) => `publishedRow:${slug}:${id}`

export function expireCheckoutsOnChange<Row>(
  slug: CollectionSlug,
  targets: Targets<Row>,
): {
  beforeChange: CollectionBeforeChangeHook
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  const queue = async (
    req: Parameters<CollectionAfterDeleteHook>[0]['req'],
    list: ExpiryTarget[],
  ) => {
    for (const target of list) await queueCheckoutExpiry(req, target)
  }
  return {
    beforeChange: async ({ data, operation, originalDoc, req }) => {
      if (operation !== 'update' || !originalDoc || savedDraft(req, slug)) return data
      const id = (originalDoc as { id: number | string }).id
      req.context[rowKey(slug, id)] = await req.payload.db.findOne({
        collection: slug,
        where: { id: { equals: id } },
        req,
      })
      return data
    },
    afterChange: async ({ doc, operation, req }) => {
      if (operation !== 'update' || savedDraft(req, slug)) return doc
      const before = req.context[rowKey(slug, (doc as { id: number | string }).id)]
      if (before) await queue(req, targets(before as Row, doc as Row, new Date()))
      return doc
    },
    afterDelete: async ({ doc, req }) => {
      await queue(req, targets(doc as Row, null, new Date()))
      return doc
    },
  }
}
