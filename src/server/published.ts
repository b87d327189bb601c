// What visitors may see of versioned content (drafts, issue 16): published documents only. The rule
// lives here, once: the site's cached reads (cms.ts), checkout's plan and coupon lookups
// (checkout.ts), the Stripe price sync (priceSync.ts) and the REST/GraphQL read access of the
// versioned collections and globals (collections/access/staffOrPublished.ts) all use it. Drafts
// reach only staff and the draft-mode preview.
//
// A collection's own row holds its published content (a draft save writes only a version) and is
// marked `_status = 'draft'` while the document has never been published or was unpublished, so
// filtering the rows is enough. A global's row is always what the site shows: globals cannot be
// unpublished (collections/hooks/revalidate.ts).
import type { CollectionSlug, PayloadRequest, Where } from 'payload'

const PUBLISHED: Where = { _status: { equals: 'published' } }

/** `where` narrowed to published documents (without `where`: every published document). */
export function publishedOnly(where?: Where): Where {
  return where ? { and: [where, PUBLISHED] } : PUBLISHED
}

/**
 * A document as the site has it, or null when it is not on the site (never published, unpublished,
 * in the trash). Payload hands update hooks the latest version as `originalDoc`, which is the draft
 * once one was autosaved: a rule about what is live reads the row. `req` keeps the read in the
 * operation's transaction.
 */
export async function liveRow<T extends object>(
  req: PayloadRequest,
  collection: CollectionSlug,
  id: number | string,
): Promise<T | null> {
  const row = (await req.payload.db.findOne({
    collection,
    where: { id: { equals: id } },
    req,
  })) as (T & { _status?: unknown; deletedAt?: unknown }) | null
  return row && row._status === 'published' && !row.deletedAt ? row : null
}
