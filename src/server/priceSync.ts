// Price sync: makes Stripe's catalogue match the CMS. For every active plan's price option it finds
// or creates the Stripe product and recurring price, and for every active promo code (and the
// default partner discount) its first-payment coupon, and stores the ids on the records, so
// marketers change prices and discounts in the admin panel only. Safe to re-run: it finds what it
// made before.
import type { Payload, PayloadRequest } from 'payload'
import type { Plan, PromoCode } from '@/payload-types.ts'
import { PRICE_KEYS, stripeRecurring, type PriceKey } from '@/lib/intervals.ts'
import { formatBRL } from '@/lib/money.ts'
import {
  stripeAmountCouponId,
  stripeLookupKey,
  stripePercentCouponId,
  stripeProductId,
} from '@/lib/stripeCatalog.ts'
import { publishedOnly } from './published.ts'
import { stripe } from './stripe.ts'

export type PriceSyncRow = {
  plan: string
  option: PriceKey
  amount: number
  priceId: string
  action: 'created' | 'found' | 'unchanged'
}

async function ensureProduct(plan: Plan): Promise<string> {
  const id = stripeProductId(plan.planId)
  try {
    const product = await stripe().products.retrieve(id)
    if (product.name !== plan.name || !product.active)
      await stripe().products.update(id, { name: plan.name, active: true })
    return id
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode !== 404) throw err
  }
  await stripe().products.create(
    { id, name: plan.name, metadata: { planId: plan.planId } },
    { idempotencyKey: `product:${id}` },
  )
  return id
}

async function ensurePrice(
  plan: Plan,
  productId: string,
  key: PriceKey,
  amount: number,
): Promise<{ id: string; created: boolean }> {
  const lookupKey = stripeLookupKey(plan.planId, key, amount)
  const existing = await stripe().prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 })
  const found = existing.data[0]
  if (found) return { id: found.id, created: false }
  const price = await stripe().prices.create(
    {
      product: productId,
      currency: 'brl',
      unit_amount: amount,
      recurring: stripeRecurring(key),
      lookup_key: lookupKey,
      transfer_lookup_key: true,
      metadata: { planId: plan.planId, option: key },
    },
    { idempotencyKey: `price:${lookupKey}` },
  )
  return { id: price.id, created: true }
}

export type CouponSyncRow = {
  code: string
  percent: number
  couponId: string
  action: 'created' | 'found' | 'unchanged'
}

const statusOf = (err: unknown) => (err as { statusCode?: number }).statusCode

/** Finds the coupon with this id, or creates it with these parameters; `created` says which. */
async function ensureCoupon(
  id: string,
  params: Record<string, unknown>,
): Promise<{ id: string; created: boolean }> {
  try {
    await stripe().coupons.retrieve(id)
    return { id, created: false }
  } catch (err) {
    if (statusOf(err) !== 404) throw err
  }
  try {
    await stripe().coupons.create(
      { id, duration: 'once', ...params },
      { idempotencyKey: `coupon:${id}` },
    )
    return { id, created: true }
  } catch (err) {
    // Created meanwhile by another instance's checkout: the same id means the same discount.
    if ((err as { code?: string }).code === 'resource_already_exists') return { id, created: false }
    throw err
  }
}

type CouponRecord = Pick<
  PromoCode,
  'id' | 'code' | 'discountPercent' | 'couponCode' | 'stripeCouponId'
>

/**
 * The percent-off coupon of a promo code (the first payment only), found or created on Stripe and
 * stored on the record. Used by the sync and by every discounted checkout: the stored id alone is not
 * trusted (a coupon deleted in the Stripe Dashboard would make checkout fail), which costs checkout
 * one Stripe read.
 */
export async function ensurePromoCoupon(
  payload: Payload,
  promo: CouponRecord,
  req?: PayloadRequest,
): Promise<{ id: string; created: boolean }> {
  const id = stripePercentCouponId(promo.code, promo.discountPercent)
  const label = promo.couponCode?.trim() || promo.code.toUpperCase()
  const result = await ensureCoupon(id, {
    percent_off: promo.discountPercent,
    name: `${label} (${promo.discountPercent}% no 1º pagamento)`.slice(0, 40),
    metadata: { promoCode: promo.code },
  })
  if (promo.stripeCouponId !== id)
    await storeIds(
      payload,
      'promo-codes',
      promo.id,
      { code: promo.code, discountPercent: promo.discountPercent },
      { stripeCouponId: id },
      req,
    )
  return result
}

/** An amount-off coupon for a first payment whose percent discount is not a whole number of centavos. */
export async function ensureAmountCoupon(amountOffCents: number): Promise<string> {
  const id = stripeAmountCouponId(amountOffCents)
  await ensureCoupon(id, {
    amount_off: amountOffCents,
    currency: 'brl',
    name: `${formatBRL(amountOffCents)} no 1º pagamento`,
  })
  return id
}

async function syncStripeCoupons(payload: Payload): Promise<CouponSyncRow[]> {
  // Published codes only: a draft discount gets its coupon once it is published.
  const promos = await payload.find({
    collection: 'promo-codes',
    where: publishedOnly({ active: { not_equals: false } }),
    limit: 500,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const now = Date.now()
  const rows: CouponSyncRow[] = []
  for (const promo of promos.docs) {
    // A code saved blank before the admin required one has no coupon to make (and no link).
    if (!promo.code?.trim()) continue
    if (promo.validUntil && new Date(promo.validUntil).getTime() < now) continue
    const before = promo.stripeCouponId
    const { id, created } = await ensurePromoCoupon(payload, promo)
    rows.push({
      code: promo.code,
      percent: promo.discountPercent,
      couponId: id,
      action: created ? 'created' : before === id ? 'unchanged' : 'found',
    })
  }
  return rows
}

/** Prices of every active plan option, then coupons of every current promo code. */
export async function syncStripeCatalog(
  payload: Payload,
): Promise<{ prices: PriceSyncRow[]; coupons: CouponSyncRow[] }> {
  const prices = await syncStripePrices(payload)
  return { prices, coupons: await syncStripeCoupons(payload) }
}

type IdTarget = 'plans' | 'promo-codes'

/**
 * Writes Stripe ids, and nothing else, where the record still has the values they were found for.
 * Not `payload.update`: it builds the save on the latest version, so a draft pending (or autosaved
 * between a check for one and the write) went into the record with its draft status and took it off
 * the site. Instead the row (what the site and checkout read) gets the id columns in one UPDATE
 * whose WHERE re-checks the values and that it is published (an edit published meanwhile keeps its
 * own price); the latest version (what the admin form shows, and sends back when published) gets
 * them when it holds the same values. No version is saved and no cache expires: the ids are
 * bookkeeping, read uncached by checkout, which also checks a price id's amount at Stripe.
 */
async function storeIds(
  payload: Payload,
  collection: IdTarget,
  id: number,
  match: Record<string, string | number>,
  ids: Record<string, unknown>,
  req?: PayloadRequest,
): Promise<void> {
  const on = (prefix: string) =>
    Object.entries(match).map(([path, value]) => ({ [`${prefix}${path}`]: { equals: value } }))
  // `updatedAt: null` keeps the timestamps (the adapter would set them to now): a scheduled
  // publication takes a moved one for an edit made after it was scheduled (scheduledVersion.ts).
  await payload.db.updateOne({
    collection,
    where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }, ...on('')] },
    data: { ...ids, updatedAt: null },
    returning: false,
    req,
  })
  const latest = { and: [{ latest: { equals: true } }, ...on('version.')] }
  const { docs } = await payload.db.findVersions({
    collection,
    where: { and: [{ parent: { equals: id } }, latest] },
    limit: 1,
    pagination: false,
    req,
  })
  if (docs[0])
    await payload.db.updateVersion({
      collection,
      id: docs[0].id,
      // Checked again in the write (an autosave may have rewritten this version since): the
      // Postgres adapter ANDs `where` with the id, which Payload's type does not admit together.
      ...({ where: latest } as unknown as { where?: never }),
      // Payload's type has no null updatedAt; the adapter reads null as "leave it".
      versionData: { version: ids, updatedAt: null as unknown as string },
      returning: false,
      req,
    })
}

export async function syncStripePrices(payload: Payload): Promise<PriceSyncRow[]> {
  // Published prices only: a draft price gets its Stripe price once it is published and synced.
  const plans = await payload.find({
    collection: 'plans',
    where: publishedOnly({ active: { equals: true } }),
    limit: 200,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const rows: PriceSyncRow[] = []
  for (const plan of plans.docs) {
    // A plan saved without an identifier before the admin required one is not sold (checkout needs it).
    if (!plan.planId?.trim()) continue
    const options = PRICE_KEYS.filter((k) => typeof plan.prices?.[k]?.price === 'number')
    if (!options.length) continue
    const productId = await ensureProduct(plan)
    const found = new Map<PriceKey, { amount: number; id: string }>()
    for (const key of options) {
      const option = plan.prices![key]!
      const amount = option.price!
      const { id, created } = await ensurePrice(plan, productId, key, amount)
      const action = created ? 'created' : option.stripePriceId === id ? 'unchanged' : 'found'
      if (option.stripePriceId !== id) found.set(key, { amount, id })
      rows.push({ plan: plan.name, option: key, amount, priceId: id, action })
    }
    if (found.size) await storePriceIds(payload, plan.id, found)
  }
  return rows
}

/**
 * Stores the ids found, each only on an option still at the amount it was found for: the Stripe calls
 * above take seconds, and an editor may publish a new price meanwhile, which keeps its own id (none
 * until the next sync).
 */
async function storePriceIds(
  payload: Payload,
  id: number,
  found: Map<PriceKey, { amount: number; id: string }>,
): Promise<void> {
  for (const [key, { amount, id: priceId }] of found)
    await storeIds(
      payload,
      'plans',
      id,
      { [`prices.${key}.price`]: amount },
      { prices: { [key]: { stripePriceId: priceId } } },
    )
}
