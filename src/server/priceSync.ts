// Price sync: makes Stripe's catalogue match the CMS. For every active plan's price option it finds
// or creates the Stripe product and recurring price, and stores the price id on the plan, so
// marketers change prices in the admin panel only. Safe to re-run: it finds what it made before.
import type { Payload } from 'payload'
import type { Plan } from '../payload-types.ts'
import { PRICE_KEYS, stripeRecurring, type PriceKey } from '../lib/intervals.ts'
import { stripeLookupKey, stripeProductId } from '../lib/stripeCatalog.ts'
import { publishedOnly } from './published.ts'
import { stripe } from './stripe.ts'

export type PriceSyncRow = { plan: string; option: PriceKey; amount: number; priceId: string; action: 'created' | 'found' | 'unchanged' }

async function ensureProduct(plan: Plan): Promise<string> {
  const id = stripeProductId(plan.planId)
  try {
    const product = await stripe().products.retrieve(id)
    if (product.name !== plan.name || !product.active) await stripe().products.update(id, { name: plan.name, active: true })
    return id
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode !== 404) throw err
  }
  await stripe().products.create({ id, name: plan.name, metadata: { planId: plan.planId } }, { idempotencyKey: `product:${id}` })
  return id
}

async function ensurePrice(plan: Plan, productId: string, key: PriceKey, amount: number): Promise<{ id: string; created: boolean }> {
  const lookupKey = stripeLookupKey(plan.planId, key, amount)
  const existing = await stripe().prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 })
  const found = existing.data[0]
  if (found) return { id: found.id, created: false }
  const price = await stripe().prices.create(
    { product: productId, currency: 'brl', unit_amount: amount, recurring: stripeRecurring(key), lookup_key: lookupKey, transfer_lookup_key: true, metadata: { planId: plan.planId, option: key } },
    { idempotencyKey: `price:${lookupKey}` },
  )
  return { id: price.id, created: true }
}

/**
 * Payload builds a save on the latest version: with a draft pending, storing the ids would put the
 * draft's other changes (and its draft status) into the published plan. Such a plan keeps its ids
 * unset (checkout then sends the published amount itself) until the next sync after publishing.
 */
async function hasPendingDraft(payload: Payload, id: number): Promise<boolean> {
  const latest = await payload.findByID({ collection: 'plans', id, draft: true, depth: 0, overrideAccess: true, select: { _status: true } })
  return latest._status === 'draft'
}

export async function syncStripePrices(payload: Payload): Promise<PriceSyncRow[]> {
  // Published prices only: a draft price gets its Stripe price once it is published and synced.
  const plans = await payload.find({ collection: 'plans', where: publishedOnly({ active: { equals: true } }), limit: 200, depth: 0, pagination: false, overrideAccess: true })
  const rows: PriceSyncRow[] = []
  for (const plan of plans.docs) {
    const options = PRICE_KEYS.filter((k) => typeof plan.prices?.[k]?.price === 'number')
    if (!options.length) continue
    const productId = await ensureProduct(plan)
    const prices = structuredClone(plan.prices ?? {})
    let changed = false
    for (const key of options) {
      const option = prices[key]!
      const amount = option.price!
      const { id, created } = await ensurePrice(plan, productId, key, amount)
      const action = created ? 'created' : option.stripePriceId === id ? 'unchanged' : 'found'
      if (option.stripePriceId !== id) {
        option.stripePriceId = id
        changed = true
      }
      rows.push({ plan: plan.name, option: key, amount, priceId: id, action })
    }
    if (changed && !(await hasPendingDraft(payload, plan.id))) await payload.update({ collection: 'plans', id: plan.id, data: { prices }, overrideAccess: true })
  }
  return rows
}
