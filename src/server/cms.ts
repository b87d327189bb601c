// Cached reads of CMS content for public pages. Each read is tagged with its collection or global
// slug; the afterChange/afterDelete hooks expire the tag, so pages refresh without a rebuild and a
// cached page view does not query Postgres. Texts come with {diasTeste}/{diasGarantia} filled in
// (src/lib/siteTokens.ts), so every read also carries the business-constants tag.
import { unstable_cache } from 'next/cache'
import type { CollectionSlug, Payload, Where } from 'payload'
import type { BioLink, BioPage, BusinessConstant, Faq, Feature, LandingCopy, LegalPage, PainPoint, Plan, PromoCode, SiteSetting, Store, UpsellSetting } from '../payload-types.ts'
import { fillTokens, type TokenValues } from '../lib/siteTokens.ts'
import { payloadClient } from './payload.ts'

type GlobalSlug = 'site-settings' | 'landing-copy' | 'bio-page' | 'upsell-settings' | 'business-constants'
type GlobalTypes = {
  'site-settings': SiteSetting
  'landing-copy': LandingCopy
  'bio-page': BioPage
  'upsell-settings': UpsellSetting
  'business-constants': BusinessConstant
}

const CONSTANTS = 'business-constants'

async function tokenValues(payload: Payload): Promise<TokenValues> {
  const c = await payload.findGlobal({ slug: CONSTANTS, depth: 0 })
  return { trialDays: c.trialDays, guaranteeDays: c.guaranteeDays }
}

export function getGlobal<S extends GlobalSlug>(slug: S): Promise<GlobalTypes[S]> {
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      const doc = (await payload.findGlobal({ slug, depth: 1 })) as GlobalTypes[S]
      return slug === CONSTANTS ? doc : fillTokens(doc, await tokenValues(payload))
    },
    ['global', slug],
    { tags: [...new Set([slug, CONSTANTS])], revalidate: 600 },
  )()
}

function listCached<T>(collection: CollectionSlug, key: string, where: Where | undefined, sort: string, extraTags: string[] = []): Promise<T[]> {
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      const res = await payload.find({ collection, where, sort, depth: 1, limit: 500, pagination: false })
      return fillTokens(res.docs as T[], await tokenValues(payload))
    },
    ['list', collection, key],
    { tags: [collection, CONSTANTS, ...extraTags], revalidate: 600 },
  )()
}

// `_order`: the drag-and-drop order of the admin list (Payload's `orderable`).
/** Plans on sale, in card order. */
export const getActivePlans = () => listCached<Plan>('plans', 'active', { active: { equals: true } }, '_order')
/** Every plan identifier with its display name (sold or label-only), for the user area. */
export const getAllPlans = () => listCached<Plan>('plans', 'all', undefined, '_order')
export const getPromoCodes = () => listCached<PromoCode>('promo-codes', 'all', undefined, 'code')
export const getFaqs = (page: 'landing' | 'promo' | 'plans') => listCached<Faq>('faqs', page, { pages: { in: [page] } }, '_order')
export const getStores = () => listCached<Store>('stores', 'all', undefined, '_order', ['media'])
export const getPainPoints = () => listCached<PainPoint>('pain-points', 'all', undefined, '_order')
export const getFeatures = () => listCached<Feature>('features', 'all', undefined, '_order')
export const getBioLinks = () => listCached<BioLink>('bio-links', 'all', undefined, '_order')

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
