// A promo code's first payment must be one Stripe charges: nothing (100 %) or at least R$ 0,50.
// Under that, Stripe does not charge the invoice but carries the amount to the next one, so the
// visitor would pay other than the card showed. Checked from both sides, when a save can put such a
// combination on sale: a promo code's terms, and a plan's prices. Checkout refuses one that got
// through anyway (src/server/checkout.ts).
import { ValidationError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'
import type { Plan, PromoCode } from '@/payload-types.ts'
import { PRICE_KEYS } from '@/lib/intervals.ts'
import { formatBRL, STRIPE_MIN_CENTS } from '@/lib/money.ts'
import { uncollectableFirstPayments } from '@/lib/promo.ts'
import { publishedOnly } from '@/server/published.ts'
import { isWholeNumber } from '../fields/numbers.ts'
import { savedDraft } from './revalidate.ts'

export const FIRST_PAYMENT_MESSAGES = {
  promo: (percent: number, plan: string, period: string, cents: number) =>
    `Com ${percent} % de desconto, o 1º pagamento do plano ${plan} (${period}) seria ${formatBRL(cents)}, e o Stripe não cobra menos de ${formatBRL(STRIPE_MIN_CENTS)}. Use 100 % (1º pagamento grátis) ou um desconto menor.`,
  plan: (code: string, percent: number, period: string, cents: number) =>
    `Com o código "${code}" (${percent} % de desconto), o 1º pagamento deste plano (${period}) seria ${formatBRL(cents)}, e o Stripe não cobra menos de ${formatBRL(STRIPE_MIN_CENTS)}. Use um preço maior ou mude o desconto do código.`,
} as const

const instant = (d: string | null | undefined) => (d ? Date.parse(d) : null)

// What decides a first payment, and whether it is on sale. A save that changes none of it (the
// price sync storing Stripe ids, a text edit) passes even where an older combination is refused.
const promoTerms = (c: Partial<PromoCode>) =>
  JSON.stringify([
    c.discountPercent,
    c.monthlyOnly ?? true,
    c.active,
    instant(c.validUntil),
    c._status,
    c.deletedAt ?? null,
  ])
const planTerms = (p: Partial<Plan>) =>
  JSON.stringify([PRICE_KEYS.map((k) => p.prices?.[k]?.price ?? null), p.active, p._status])

const onSale = (doc: {
  _status?: string | null
  deletedAt?: string | null
  active?: boolean | null
}) => doc._status === 'published' && !doc.deletedAt && doc.active !== false

function refuse(
  req: PayloadRequest,
  collection: 'plans' | 'promo-codes',
  path: string,
  label: string,
  message: string,
): never {
  throw new ValidationError({ collection, req, errors: [{ path, label, message }] }, req.t)
}

export const promoFirstPaymentsCollectable: CollectionBeforeChangeHook<PromoCode> = async ({
  data,
  originalDoc,
  req,
}) => {
  if (savedDraft(req, 'promo-codes')) return data
  const code = { ...originalDoc, ...data } as PromoCode
  // A percent the field's validation refuses is left to it.
  const percent = code.discountPercent
  if (!onSale(code) || !isWholeNumber(percent) || percent < 1 || percent > 100) return data
  if (originalDoc && promoTerms(originalDoc) === promoTerms(code)) return data
  if (code.validUntil && Date.parse(code.validUntil) <= Date.now()) return data
  const plans = await req.payload.find({
    collection: 'plans',
    where: publishedOnly({ active: { equals: true } }),
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const [first] = uncollectableFirstPayments(
    { discountPercent: code.discountPercent, monthlyOnly: code.monthlyOnly ?? true },
    plans.docs,
  )
  if (first)
    refuse(
      req,
      'promo-codes',
      'discountPercent',
      'Desconto (%)',
      FIRST_PAYMENT_MESSAGES.promo(code.discountPercent, first.plan, first.priceKey, first.cents),
    )
  return data
}

export const planFirstPaymentsCollectable: CollectionBeforeChangeHook<Plan> = async ({
  data,
  originalDoc,
  req,
}) => {
  if (savedDraft(req, 'plans')) return data
  const plan = { ...originalDoc, ...data } as Plan
  if (
    !onSale(plan) ||
    plan.active !== true ||
    (originalDoc && planTerms(originalDoc) === planTerms(plan))
  )
    return data
  const now = new Date().toISOString()
  const codes = await req.payload.find({
    collection: 'promo-codes',
    where: publishedOnly({
      and: [
        { or: [{ active: { equals: true } }, { active: { exists: false } }] },
        { or: [{ validUntil: { exists: false } }, { validUntil: { greater_than: now } }] },
      ],
    }),
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  for (const code of codes.docs) {
    const [first] = uncollectableFirstPayments(
      { discountPercent: code.discountPercent, monthlyOnly: code.monthlyOnly ?? true },
      [plan],
    )
    if (first)
      refuse(
        req,
        'plans',
        `prices.${first.priceKey}.price`,
        'Preço',
        FIRST_PAYMENT_MESSAGES.plan(code.code, code.discountPercent, first.priceKey, first.cents),
      )
  }
  return data
}
