// Writes the catalogue of the spec (plans, promo codes, FAQ, stores, texts, constants) into a
// fresh database, published (a versioned document created without a status would be a draft, which
// the site never shows). Each record is looked up by its natural key first, so a re-run adds nothing.
import path from 'node:path'
import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'
import * as content from './content.ts'
import { lexicalFromBlocks } from './lexical.ts'

const lines = (items: string[]) => items.map((text) => ({ text }))

async function ensure(
  payload: Payload,
  req: PayloadRequest,
  collection: CollectionSlug,
  where: Where,
  data: Record<string, unknown> | (() => Promise<Record<string, unknown>>),
): Promise<void> {
  const found = await payload.find({
    collection,
    where,
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
    pagination: false,
  })
  if (found.docs.length > 0) return
  const values = typeof data === 'function' ? await data() : data
  await payload.create({
    collection,
    data: { ...values, _status: 'published' } as never,
    req,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

/** Uploads a store's wordmark from migrations/seed/logos/ and returns the media id. */
export async function uploadStoreLogo(
  payload: Payload,
  req: PayloadRequest,
  store: content.SeedStore,
): Promise<number> {
  const media = await payload.create({
    collection: 'media',
    data: { alt: `Logo ${store.name}` },
    // Resolved when a migration runs (Payload's CLI, real files): the server bundles this module
    // (health.ts lists the migrations) but never calls it, and there import.meta.dirname is unset.
    filePath: path.join(import.meta.dirname, 'logos', store.logo),
    req,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  return media.id
}

export async function seedCatalogue(payload: Payload, req: PayloadRequest): Promise<void> {
  for (const plan of content.plans) {
    await ensure(
      payload,
      req,
      'plans',
      { planId: { equals: plan.planId } },
      { ...plan, features: lines(plan.features) },
    )
  }
  for (const promo of content.promoCodes) {
    await ensure(payload, req, 'promo-codes', { code: { equals: promo.code.toLowerCase() } }, promo)
  }
  for (const faq of content.faqs) {
    await ensure(
      payload,
      req,
      'faqs',
      { question: { equals: faq.question } },
      { ...faq, answer: lexicalFromBlocks(faq.answer) },
    )
  }
  for (const store of content.stores) {
    await ensure(payload, req, 'stores', { name: { equals: store.name } }, async () => ({
      name: store.name,
      network: store.network,
      logo: await uploadStoreLogo(payload, req, store),
    }))
  }
  for (const pain of content.painPoints) {
    await ensure(payload, req, 'pain-points', { title: { equals: pain.title } }, pain)
  }
  for (const feature of content.features) {
    await ensure(
      payload,
      req,
      'features',
      { and: [{ title: { equals: feature.title } }, { kind: { equals: feature.kind } }] },
      { ...feature, bullets: lines(feature.bullets) },
    )
  }
  for (const link of content.bioLinks) {
    await ensure(payload, req, 'bio-links', { label: { equals: link.label } }, link)
  }
  for (const page of content.legalPages) {
    await ensure(
      payload,
      req,
      'legal-pages',
      { slug: { equals: page.slug } },
      { ...page, content: lexicalFromBlocks(page.content) },
    )
  }

  const globals = {
    context: { disableRevalidate: true },
    req,
    overrideAccess: true,
    depth: 0,
  } as const
  const site = await payload.findGlobal({ slug: 'site-settings', ...globals })
  if (!site.brandName) {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { ...content.siteSettings, _status: 'published' },
      ...globals,
    })
  }
  const landing = await payload.findGlobal({ slug: 'landing-copy', ...globals })
  if (!landing.heroTitle) {
    await payload.updateGlobal({
      slug: 'landing-copy',
      data: {
        ...content.landingCopy,
        plansInclude: lines(content.landingCopy.plansInclude),
        _status: 'published',
      },
      ...globals,
    })
  }
  const bio = await payload.findGlobal({ slug: 'bio-page', ...globals })
  if (!bio.title) {
    await payload.updateGlobal({
      slug: 'bio-page',
      data: { ...content.bioPage, _status: 'published' },
      ...globals,
    })
  }
  const upsell = await payload.findGlobal({ slug: 'upsell-settings', ...globals })
  if (!upsell.title) {
    await payload.updateGlobal({
      slug: 'upsell-settings',
      data: {
        ...content.upsellSettings,
        featureLines: lines(content.upsellSettings.featureLines),
        _status: 'published',
      },
      ...globals,
    })
  }
  const constants = await payload.findGlobal({ slug: 'business-constants', ...globals })
  if (constants.trialDays == null) {
    const { defaultPlanId, trialPlanId, ...rest } = content.businessConstants
    const planRef = async (planId: string) =>
      (
        await payload.find({
          collection: 'plans',
          where: { planId: { equals: planId } },
          limit: 1,
          depth: 0,
          req,
          overrideAccess: true,
        })
      ).docs[0]!.id
    await payload.updateGlobal({
      slug: 'business-constants',
      data: {
        ...rest,
        defaultPlan: await planRef(defaultPlanId),
        trialPlan: await planRef(trialPlanId),
      },
      ...globals,
    })
  }
}

/** Removes exactly what the seed added (by natural key), leaving records editors created. */
export async function unseedCatalogue(payload: Payload, req: PayloadRequest): Promise<void> {
  const del = (collection: CollectionSlug, where: Where) =>
    payload.delete({
      collection,
      where,
      req,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  await del('plans', { planId: { in: content.plans.map((p) => p.planId) } })
  await del('promo-codes', { code: { in: content.promoCodes.map((p) => p.code.toLowerCase()) } })
  await del('faqs', { question: { in: content.faqs.map((f) => f.question) } })
  const seededStores = await payload.find({
    collection: 'stores',
    where: { name: { in: content.stores.map((s) => s.name) } },
    depth: 0,
    limit: 100,
    req,
    overrideAccess: true,
    pagination: false,
  })
  await del('stores', { name: { in: content.stores.map((s) => s.name) } })
  const logoIds = seededStores.docs
    .map((s) => s.logo)
    .filter((id): id is number => typeof id === 'number')
  if (logoIds.length) await del('media', { id: { in: logoIds } })
  await del('pain-points', { title: { in: content.painPoints.map((p) => p.title) } })
  await del('features', { title: { in: content.features.map((f) => f.title) } })
  await del('bio-links', { label: { in: content.bioLinks.map((l) => l.label) } })
  await del('legal-pages', { slug: { in: content.legalPages.map((l) => l.slug) } })
}
