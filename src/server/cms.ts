// Cached reads of CMS content for public pages. Each read is tagged with its collection or global
// slug; the afterChange/afterDelete hooks expire the tag, so pages refresh without a rebuild and a
// cached page view does not query Postgres.
import { unstable_cache } from 'next/cache'
import type { CollectionSlug, Where } from 'payload'
import type { BioLink, BioPage, BusinessConstant, Faq, Feature, LandingCopy, LegalPage, PainPoint, Plan, PromoCode, SiteSetting, Store, UpsellSetting } from '../payload-types.ts'
import { payloadClient } from './payload.ts'

type GlobalSlug = 'site-settings' | 'landing-copy' | 'bio-page' | 'upsell-settings' | 'business-constants'
type GlobalTypes = {
  'site-settings': SiteSetting
  'landing-copy': LandingCopy
  'bio-page': BioPage
  'upsell-settings': UpsellSetting
  'business-constants': BusinessConstant
}

export function getGlobal<S extends GlobalSlug>(slug: S): Promise<GlobalTypes[S]> {
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      return (await payload.findGlobal({ slug, depth: 1 })) as GlobalTypes[S]
    },
    ['global', slug],
    { tags: [slug], revalidate: 600 },
  )()
}

function listCached<T>(collection: CollectionSlug, key: string, where: Where | undefined, sort: string, extraTags: string[] = []): Promise<T[]> {
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      const res = await payload.find({ collection, where, sort, depth: 1, limit: 500, pagination: false })
      return res.docs as T[]
    },
    ['list', collection, key],
    { tags: [collection, ...extraTags], revalidate: 600 },
  )()
}

/** Plans on sale, in card order. */
export const getActivePlans = () => listCached<Plan>('plans', 'active', { active: { equals: true } }, 'sortOrder')
/** Every plan identifier with its display name (sold or label-only), for the user area. */
export const getAllPlans = () => listCached<Plan>('plans', 'all', undefined, 'sortOrder')
export const getPromoCodes = () => listCached<PromoCode>('promo-codes', 'all', undefined, 'code')
export const getFaqs = (page: 'landing' | 'promo' | 'plans') => listCached<Faq>('faqs', page, { pages: { in: [page] } }, 'order')
export const getStores = () => listCached<Store>('stores', 'all', undefined, 'order', ['media'])
export const getPainPoints = () => listCached<PainPoint>('pain-points', 'all', undefined, 'order')
export const getFeatures = () => listCached<Feature>('features', 'all', undefined, 'order')
export const getBioLinks = () => listCached<BioLink>('bio-links', 'all', undefined, 'order')

export async function getLegalPage(slug: LegalPage['slug']): Promise<LegalPage | null> {
  const docs = await listCached<LegalPage>('legal-pages', slug, { slug: { equals: slug } }, 'slug')
  return docs[0] ?? null
}

/**
 * The default plan of Business constants (checkout with no stored plan, the trial wording), or null
 * if it was deleted. Read through the cached plan list, so a plan edit refreshes it too.
 */
export async function getDefaultPlan(): Promise<Plan | null> {
  const [constants, plans] = await Promise.all([getGlobal('business-constants'), getAllPlans()])
  const ref = constants.defaultPlan
  const id = ref && typeof ref === 'object' ? ref.id : ref
  return plans.find((p) => p.id === id) ?? null
}
