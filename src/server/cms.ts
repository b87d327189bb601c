// Reads of CMS content for public pages. Visitors get published content only (published.ts),
// cached: each read is tagged with its collection or global slug, the afterChange/afterDelete
// hooks expire the tag when something is published, unpublished or deleted, so pages refresh
// without a rebuild and a cached page view does not query Postgres. In draft mode (staff previewing,
// preview.ts) the same reads return the latest drafts and bypass the cache.
import { unstable_cache } from 'next/cache'
import type { CollectionSlug, Where } from 'payload'
import type { BioLink, BioPage, BusinessConstant, Faq, Feature, LandingCopy, LegalPage, PainPoint, Plan, PromoCode, SiteSetting, Store, UpsellSetting } from '../payload-types.ts'
import { payloadClient } from './payload.ts'
import { previewing } from './preview.ts'
import { publishedOnly } from './published.ts'

type GlobalSlug = 'site-settings' | 'landing-copy' | 'bio-page' | 'upsell-settings' | 'business-constants'
type GlobalTypes = {
  'site-settings': SiteSetting
  'landing-copy': LandingCopy
  'bio-page': BioPage
  'upsell-settings': UpsellSetting
  'business-constants': BusinessConstant
}

// Who saved a document is for the admin panel: never in a page (or the data it ships to the browser).
const SITE_FIELDS = { updatedBy: false } as const

async function readGlobal<S extends GlobalSlug>(slug: S, draft: boolean): Promise<GlobalTypes[S]> {
  const payload = await payloadClient()
  // Business constants are not versioned: a field selection naming a field they lack is refused.
  const select = slug === 'business-constants' ? undefined : SITE_FIELDS
  return (await payload.findGlobal({ slug, depth: 1, draft, select })) as GlobalTypes[S]
}

export async function getGlobal<S extends GlobalSlug>(slug: S): Promise<GlobalTypes[S]> {
  if (await previewing()) return readGlobal(slug, true)
  // A global's row is its published content (published.ts).
  return unstable_cache(() => readGlobal(slug, false), ['global', slug], { tags: [slug], revalidate: 600 })()
}

async function readList<T>(collection: CollectionSlug, where: Where | undefined, sort: string, draft: boolean): Promise<T[]> {
  const payload = await payloadClient()
  const res = await payload.find({ collection, where: draft ? where : publishedOnly(where), sort, depth: 1, limit: 500, pagination: false, draft, select: SITE_FIELDS })
  return res.docs as T[]
}

async function list<T>(collection: CollectionSlug, key: string, where: Where | undefined, sort: string, extraTags: string[] = []): Promise<T[]> {
  if (await previewing()) return readList<T>(collection, where, sort, true)
  return unstable_cache(() => readList<T>(collection, where, sort, false), ['list', collection, key], { tags: [collection, ...extraTags], revalidate: 600 })()
}

/** Plans on sale, in card order. */
export const getActivePlans = () => list<Plan>('plans', 'active', { active: { equals: true } }, 'sortOrder')
/** Every plan identifier with its display name (sold or label-only), for the user area. */
export const getAllPlans = () => list<Plan>('plans', 'all', undefined, 'sortOrder')
export const getPromoCodes = () => list<PromoCode>('promo-codes', 'all', undefined, 'code')
export const getFaqs = (page: 'landing' | 'promo' | 'plans') => list<Faq>('faqs', page, { pages: { in: [page] } }, 'order')
export const getStores = () => list<Store>('stores', 'all', undefined, 'order', ['media'])
export const getPainPoints = () => list<PainPoint>('pain-points', 'all', undefined, 'order')
export const getFeatures = () => list<Feature>('features', 'all', undefined, 'order')
export const getBioLinks = () => list<BioLink>('bio-links', 'all', undefined, 'order')

export async function getLegalPage(slug: LegalPage['slug']): Promise<LegalPage | null> {
  const docs = await list<LegalPage>('legal-pages', slug, { slug: { equals: slug } }, 'slug')
  return docs[0] ?? null
}
