// Reads of CMS content for public pages. Visitors get published content only (published.ts),
// cached: each read is tagged with its collection or global slug, the afterChange/afterDelete
// hooks expire the tag when something is published, unpublished or deleted, so pages refresh
// without a rebuild and a cached page view does not query Postgres. In draft mode (staff previewing,
// preview.ts) the same reads return the latest drafts and bypass the cache. Texts come with
// {diasTeste}/{diasGarantia} filled in (src/lib/siteTokens.ts), so every read also carries the
// business-constants tag.
import { unstable_cache } from 'next/cache'
import type { CollectionSlug, Payload, Where } from 'payload'
import type {
  BioLink,
  BioPage,
  BusinessConstant,
  Faq,
  Feature,
  LandingCopy,
  LegalPage,
  PainPoint,
  Plan,
  PromoCode,
  SiteSetting,
  Store,
  UpsellSetting,
} from '@/payload-types.ts'
import { fillTokens, type TokenValues } from '@/lib/siteTokens.ts'
import { checkedPlan, promoCodeProblem, upsellOptionProblem } from '@/lib/recordChecks.ts'
import { payloadClient } from './payload.ts'
import { previewing } from './preview.ts'
import { publishedOnly } from './published.ts'

type GlobalSlug =
  'site-settings' | 'landing-copy' | 'bio-page' | 'upsell-settings' | 'business-constants'
type GlobalTypes = {
  'site-settings': SiteSetting
  'landing-copy': LandingCopy
  'bio-page': BioPage
  'upsell-settings': UpsellSetting
  'business-constants': BusinessConstant
}

// Who saved a document is for the admin panel: never in a page (or the data it ships to the browser).
const SITE_FIELDS = { updatedBy: false } as const
const CONSTANTS = 'business-constants'
const MEDIA = 'media'

async function tokenValues(payload: Payload): Promise<TokenValues> {
  const c = await payload.findGlobal({ slug: CONSTANTS, depth: 0 })
  return { trialDays: c.trialDays, guaranteeDays: c.guaranteeDays }
}

// A record that breaks a rule (src/lib/recordChecks.ts) is logged once per process, not per page.
const warned = new Set<string>()
function warnOnce(payload: Payload, where: string, id: unknown, why: string): void {
  const key = `${where}:${String(id)}:${why}`
  if (warned.has(key)) return
  warned.add(key)
  payload.logger.warn({ collection: where, id, why }, 'CMS record left out or clamped on the site')
}

/** What the pages may use of a list (src/lib/recordChecks.ts): broken records out, bad parts cleared. */
function usableRecords<T>(payload: Payload, collection: CollectionSlug, docs: T[]): T[] {
  if (collection === 'plans')
    return (docs as Plan[]).flatMap((doc) => {
      const { plan, problems } = checkedPlan(doc)
      for (const why of problems) warnOnce(payload, collection, doc.id, why)
      return plan ? [plan as T] : []
    })
  if (collection === 'promo-codes')
    return (docs as PromoCode[]).filter((doc) => {
      const why = promoCodeProblem(doc)
      if (why) warnOnce(payload, collection, doc.id, why)
      return !why
    }) as T[]
  return docs
}

function usableGlobal<S extends GlobalSlug>(payload: Payload, slug: S, doc: GlobalTypes[S]) {
  if (slug !== 'upsell-settings') return doc
  const upsell = doc as UpsellSetting
  const options = (upsell.options ?? []).filter((option) => {
    const why = upsellOptionProblem(option)
    if (why) warnOnce(payload, `${slug}.options`, option.id, why)
    return !why
  })
  return { ...upsell, options } as GlobalTypes[S]
}

async function readGlobal<S extends GlobalSlug>(slug: S, draft: boolean): Promise<GlobalTypes[S]> {
  const payload = await payloadClient()
  // Business constants are not versioned: a field selection naming a field they lack is refused.
  const select = slug === CONSTANTS ? undefined : SITE_FIELDS
  const doc = usableGlobal(
    payload,
    slug,
    (await payload.findGlobal({ slug, depth: 1, draft, select })) as GlobalTypes[S],
  )
  return slug === CONSTANTS ? doc : fillTokens(doc, await tokenValues(payload))
}

export async function getGlobal<S extends GlobalSlug>(slug: S): Promise<GlobalTypes[S]> {
  if (await previewing()) return readGlobal(slug, true)
  // A global's row is its published content (published.ts).
  // Site settings and the bio page show uploads (logo, favicon, share image): an edited or replaced
  // image (whose old file Payload deletes) must not leave pages pointing at it.
  return unstable_cache(() => readGlobal(slug, false), ['global', slug], {
    tags: [...new Set([slug, CONSTANTS, ...(slug === CONSTANTS ? [] : [MEDIA])])],
    revalidate: 600,
  })()
}

async function readList<T>(
  collection: CollectionSlug,
  where: Where | undefined,
  sort: string,
  draft: boolean,
): Promise<T[]> {
  const payload = await payloadClient()
  const res = await payload.find({
    collection,
    where: draft ? where : publishedOnly(where),
    sort,
    depth: 1,
    limit: 500,
    pagination: false,
    draft,
    select: SITE_FIELDS,
  })
  return fillTokens(usableRecords(payload, collection, res.docs as T[]), await tokenValues(payload))
}

async function list<T>(
  collection: CollectionSlug,
  key: string,
  where: Where | undefined,
  sort: string,
  extraTags: string[] = [],
): Promise<T[]> {
  if (await previewing()) return readList<T>(collection, where, sort, true)
  return unstable_cache(
    () => readList<T>(collection, where, sort, false),
    ['list', collection, key],
    { tags: [collection, CONSTANTS, ...extraTags], revalidate: 600 },
  )()
}

// `_order`: the drag-and-drop order of the admin list (Payload's `orderable`).
// A plan saved without an identifier before the admin required one cannot be sold or named on a
// subscription: the pages leave it out rather than fail on it.
const withPlanId = (plans: Plan[]) => plans.filter((p) => p.planId?.trim())
/** Plans on sale, in card order. */
export const getActivePlans = async () =>
  withPlanId(await list<Plan>('plans', 'active', { active: { equals: true } }, '_order'))
/** Every plan identifier with its display name (sold or label-only), for the user area. */
export const getAllPlans = async () =>
  withPlanId(await list<Plan>('plans', 'all', undefined, '_order'))

/**
 * Every plan identifier a subscription may carry, with its display name, for the user area: the
 * published plans, and those unpublished since (their subscribers keep the identifier) under the
 * name of their last published version, never a draft's text.
 */
export async function getPlanNames(): Promise<{ planId: string; displayName: string }[]> {
  const published = await getAllPlans()
  const withdrawn = await unstable_cache(readWithdrawnPlanNames, ['plan-names', 'withdrawn'], {
    tags: ['plans', CONSTANTS],
    revalidate: 600,
  })()
  const named = new Set(published.map((p) => p.planId.toLowerCase()))
  return [
    ...published.map((p) => ({ planId: p.planId, displayName: p.displayName })),
    ...withdrawn.filter((p) => !named.has(p.planId.toLowerCase())),
  ]
}

async function readWithdrawnPlanNames(): Promise<{ planId: string; displayName: string }[]> {
  const payload = await payloadClient()
  const unpublished = await payload.find({
    collection: 'plans',
    where: { _status: { not_equals: 'published' } },
    depth: 0,
    pagination: false,
    select: { planId: true },
  })
  if (!unpublished.docs.length) return []
  // Newest first: the first published version met per plan is its last one.
  const versions = await payload.findVersions({
    collection: 'plans',
    where: {
      and: [
        { parent: { in: unpublished.docs.map((d) => d.id) } },
        { 'version._status': { equals: 'published' } },
      ],
    },
    sort: '-updatedAt',
    depth: 0,
    pagination: false,
  })
  const names = new Map<string, { planId: string; displayName: string }>()
  for (const v of versions.docs) {
    const parent = v.parent
    const planId = v.version.planId?.trim()
    if (!planId || names.has(String(parent))) continue
    names.set(String(parent), { planId, displayName: v.version.displayName })
  }
  const tokens = await tokenValues(payload)
  return fillTokens([...names.values()], tokens)
}
export const getPromoCodes = () => list<PromoCode>('promo-codes', 'all', undefined, 'code')
// Rich text can embed uploads.
export const getFaqs = (page: 'landing' | 'promo' | 'plans') =>
  list<Faq>('faqs', page, { pages: { in: [page] } }, '_order', [MEDIA])
export const getStores = () => list<Store>('stores', 'all', undefined, '_order', [MEDIA])
export const getPainPoints = () => list<PainPoint>('pain-points', 'all', undefined, '_order')
export const getFeatures = () => list<Feature>('features', 'all', undefined, '_order')
export const getBioLinks = () => list<BioLink>('bio-links', 'all', undefined, '_order')

export async function getLegalPage(slug: LegalPage['slug']): Promise<LegalPage | null> {
  const docs = await list<LegalPage>('legal-pages', slug, { slug: { equals: slug } }, 'slug', [
    MEDIA,
  ])
  return docs[0] ?? null
}

/**
 * A plan Business constants names, or null if it was deleted. Read through the cached plan list, so
 * a plan edit refreshes it too.
 */
async function constantsPlan(field: 'defaultPlan' | 'trialPlan'): Promise<Plan | null> {
  const [constants, plans] = await Promise.all([getGlobal('business-constants'), getAllPlans()])
  const ref = constants[field]
  const id = ref && typeof ref === 'object' ? ref.id : ref
  return plans.find((p) => p.id === id) ?? null
}

/** The plan of a checkout with no stored plan (spec section 9's default plan). */
export const getDefaultPlan = () => constantsPlan('defaultPlan')
/** The plan the free trial gives, named in the user area (spec section 4). */
export const getTrialPlan = () => constantsPlan('trialPlan')
