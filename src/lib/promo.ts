// Promo codes (spec sections 5 and 9): case-insensitive lookup, default discount for unknown
// codes, the discounted first-month price, and which coupon id may reach the checkout.
import { adminDateTime } from './adminTime.ts'
import { intervalToPriceKey, PRICE_KEYS, type PriceKey } from './intervals.ts'
import { centsToDecimalString, formatBRL, STRIPE_MIN_CENTS } from './money.ts'
import { isValidPercent } from './recordChecks.ts'
import type { SelectedPlan } from './storageKeys.ts'

export type PromoCodeRecord = {
  code: string
  discountPercent: number
  couponCode?: string | null
  stripeCouponId?: string | null
  monthlyOnly?: boolean | null
  active?: boolean | null
  validFrom?: string | null
  validUntil?: string | null
  isDefault?: boolean | null
  title?: string | null
  subtitle?: string | null
  promoMessage?: string | null
  specialOffer?: string | null
  subtext?: string | null
  showCountdown?: boolean | null
  campaign?: string | null
}

export type PromoConfig = {
  code: string
  title: string | null
  subtitle: string | null
  discountPercent: number
  specialOffer: string | null
  promoMessage: string | null
  couponCode: string
  couponId: string | null
  showCountdown: boolean
  subtextNew: string | null
  monthlyOnly: boolean
  /** The end of the resolved record's validity window (ISO), if it has one: the countdown stops there. */
  validUntil: string | null
  known: boolean
}

/**
 * Whether a record has a code. The admin requires one, but a row saved before it did (published
 * blank from an autosaved draft) must not break a page or checkout: such a record never applies.
 */
const hasCode = (r: PromoCodeRecord): boolean => typeof r.code === 'string' && r.code.trim() !== ''

/** Whether a code gives its discount at `now`: it has a code, is active and within its validity window. */
export function usable(r: PromoCodeRecord, now: Date): boolean {
  // A percent outside 0–100 (stored before the admin refused it) never applies: applyDiscount throws.
  if (!hasCode(r) || r.active === false || !isValidPercent(r.discountPercent)) return false
  const t = now.getTime()
  if (r.validFrom && t < new Date(r.validFrom).getTime()) return false
  if (r.validUntil && t > new Date(r.validUntil).getTime()) return false
  return true
}

/**
 * Why the promo pages would not apply `r` as their own code at `now` (pagePromo: the default code
 * for unknown codes is never a page's own, and an inactive, ended or not yet started one is not in
 * force), in the admin's words; null when they would. A campaign prepared ahead names its code in a
 * publication scheduled for the code's start.
 */
export function landingCodeProblem(
  r: Pick<PromoCodeRecord, 'code' | 'isDefault' | 'active' | 'validFrom' | 'validUntil'>,
  now: Date,
): string | null {
  const normal = 'as páginas promocionais mostrariam os preços normais, sem faixa'
  if (r.isDefault)
    return `O código "${r.code}" é o padrão para códigos desconhecidos: ${normal}. Escolha outro código ou desmarque "Padrão para códigos desconhecidos" nele (Vendas › Códigos promocionais).`
  if (r.active === false)
    return `O código "${r.code}" está desativado: ${normal}. Ative-o em Vendas › Códigos promocionais ou escolha outro.`
  if (r.validUntil && Date.parse(r.validUntil) < now.getTime())
    return `O código "${r.code}" já terminou ("Válido até" no passado): ${normal}. Mude a data de fim em Vendas › Códigos promocionais ou escolha outro.`
  if (r.validFrom && Date.parse(r.validFrom) > now.getTime())
    return `O código "${r.code}" só começa em ${adminDateTime(new Date(r.validFrom))} ("Válido a partir de"): até lá ${normal}. Agende a publicação destes textos para esse momento, ou escolha outro código.`
  return null
}

/** The admin description of the promo texts' own words (collections/PromoCodes.ts). */
export const PROMO_TOKEN_HELP =
  'Pode usar {desconto} (o percentual deste código) e {cupom} (o cupom mostrado): o texto acompanha as mudanças.'

/** A promo's texts, with {desconto} and {cupom} replaced so they follow the code's own fields. */
function texts(r: PromoCodeRecord, couponCode: string) {
  const fill = (text: string | null | undefined) =>
    text == null
      ? null
      : text.replaceAll('{desconto}', String(r.discountPercent)).replaceAll('{cupom}', couponCode)
  return {
    title: fill(r.title),
    subtitle: fill(r.subtitle),
    specialOffer: fill(r.specialOffer),
    promoMessage: fill(r.promoMessage),
    showCountdown: Boolean(r.showCountdown),
    subtextNew: fill(r.subtext),
    monthlyOnly: r.monthlyOnly ?? true,
    validUntil: r.validUntil ?? null,
  }
}

/**
 * The record a code resolves to: its own when it is active and within its validity window, else the
 * default record (isDefault) when that one applies; `known` says which.
 */
export function findPromoRecord<R extends PromoCodeRecord>(
  code: string | null | undefined,
  records: R[],
  now: Date,
): { lower: string; upper: string; record: R | undefined; known: boolean } | null {
  const wanted = code?.trim()
  if (!wanted) return null
  const lower = wanted.toLowerCase()
  const match = records.find(
    (r) => !r.isDefault && usable(r, now) && r.code.trim().toLowerCase() === lower,
  )
  if (match) return { lower, upper: wanted.toUpperCase(), record: match, known: true }
  return { lower, upper: wanted.toUpperCase(), record: defaultRecord(records, now), known: false }
}

/**
 * The default code in force. The admin refuses two defaults whose windows overlap, but the pages
 * and checkout read the list in different orders: if two ever are in force, both still pick the same
 * one (the first by code).
 */
function defaultRecord<R extends PromoCodeRecord>(records: R[], now: Date): R | undefined {
  let chosen: R | undefined
  for (const r of records)
    if (r.isDefault && usable(r, now) && (!chosen || r.code < chosen.code)) chosen = r
  return chosen
}

/**
 * When the promo a page resolves can next change on its own: the earliest start, or moment after an
 * end (a window's end is inclusive), of an active code's window after `now`, in ms; null if none.
 */
export function nextPromoChange(records: PromoCodeRecord[], now: Date): number | null {
  const t = now.getTime()
  let next = Infinity
  for (const r of records) {
    if (r.active === false) continue
    const edges = [
      r.validFrom ? Date.parse(r.validFrom) : NaN,
      r.validUntil ? Date.parse(r.validUntil) + 1 : NaN,
    ]
    for (const at of edges) if (at > t && at < next) next = at
  }
  return Number.isFinite(next) ? next : null
}

type DefaultWindow = Pick<
  PromoCodeRecord,
  'code' | 'active' | 'isDefault' | 'validFrom' | 'validUntil'
>

/**
 * Another active default code whose validity window overlaps this one's from now on (the admin
 * refuses it). Windows that have ended are not in the way, and a start in the past counts as now.
 */
export function overlappingDefault<R extends DefaultWindow>(
  candidate: DefaultWindow,
  others: R[],
  now: Date,
): R | undefined {
  if (!candidate.isDefault || candidate.active === false) return undefined
  const t = now.getTime()
  const start = (r: DefaultWindow) => Math.max(r.validFrom ? Date.parse(r.validFrom) : t, t)
  const end = (r: DefaultWindow) => (r.validUntil ? Date.parse(r.validUntil) : Infinity)
  if (end(candidate) < t) return undefined
  return others.find(
    (o) =>
      o.isDefault &&
      o.active !== false &&
      o.code !== candidate.code &&
      end(o) >= t &&
      start(o) <= end(candidate) &&
      start(candidate) <= end(o),
  )
}

export function resolvePromo(
  code: string | null | undefined,
  records: PromoCodeRecord[],
  now: Date,
): PromoConfig | null {
  const found = findPromoRecord(code, records, now)
  if (!found) return null
  const { lower, upper, record, known } = found
  if (known && record) {
    const couponCode = record.couponCode?.trim() || upper
    return {
      code: lower,
      ...texts(record, couponCode),
      discountPercent: record.discountPercent,
      couponCode,
      couponId: record.stripeCouponId?.trim() || null,
      known: true,
    }
  }
  // An unknown code gets the default record's discount (the spec's 'default' code); with no default
  // record in force, none.
  if (!record) return null
  return {
    code: lower,
    ...texts(record, upper),
    discountPercent: record.discountPercent,
    couponCode: upper,
    couponId: null,
    known: false,
  }
}

/**
 * The promo of a plans page: the URL's code wins (an unknown one gets the default discount, as the
 * spec says); otherwise the page's own code (the promo pages' campaign), but only while it is a code
 * in force. Once its campaign has ended the page shows the normal prices, not the 10 % of an unknown
 * code with a coupon named after a campaign that is over.
 */
export function pagePromo(
  urlCode: string | null | undefined,
  pageCode: string | null | undefined,
  records: PromoCodeRecord[],
  now: Date,
): PromoConfig | null {
  if (urlCode?.trim()) return resolvePromo(urlCode, records, now)
  if (!findPromoRecord(pageCode, records, now)?.known) return null
  return resolvePromo(pageCode, records, now)
}

/** The fields resolvePromo reads: all that a page sends to the browser of a promo code. */
const BROWSER_FIELDS = [
  'code',
  'discountPercent',
  'couponCode',
  'stripeCouponId',
  'monthlyOnly',
  'validFrom',
  'validUntil',
  'isDefault',
  'title',
  'subtitle',
  'promoMessage',
  'specialOffer',
  'subtext',
  'showCountdown',
] as const

/**
 * The promo codes a plans page ships for resolving ?promo= in the browser: those in force at `now`
 * (usable: active, started, not expired) and only the fields resolvePromo reads. A code that has not
 * started is never shipped: its name, percent, coupon and texts would be public from the moment it
 * is published. At its start the cached pages are re-rendered with it on every instance
 * (src/server/jobs/promoWindowEdges.ts).
 */
export function promoRecordsForBrowser(records: PromoCodeRecord[], now: Date): PromoCodeRecord[] {
  return records
    .filter((r) => usable(r, now))
    .map((r) => {
      const kept: Record<string, unknown> = {}
      for (const field of BROWSER_FIELDS) if (r[field] != null) kept[field] = r[field]
      return kept as PromoCodeRecord
    })
}

/**
 * The longest promo code checkout accepts. The page ignores a longer one, so it never shows a
 * discount that checkout would then refuse.
 */
export const PROMO_CODE_MAX_LENGTH = 100

type QueryLike = URLSearchParams | Record<string, string | string[] | undefined>

/** The promo plans page priced with `code` (its ?promo= query), where a visitor chose it. */
export function promoPlansPath(code: string): string {
  return `/planos-promo?promo=${encodeURIComponent(code.toLowerCase())}`
}

/**
 * The promo code of a promo-page URL: ?promo=, else ?parceiro=, else ?afiliado=. A value longer than
 * PROMO_CODE_MAX_LENGTH counts as absent.
 */
export function promoCodeFromQuery(params: QueryLike): string | null {
  const get = (k: string): string | undefined => {
    if (params instanceof URLSearchParams) return params.get(k) ?? undefined
    const v = params[k]
    return Array.isArray(v) ? v[0] : v
  }
  for (const key of ['promo', 'parceiro', 'afiliado']) {
    const v = get(key)?.trim()
    if (v && v.length <= PROMO_CODE_MAX_LENGTH) return v
  }
  return null
}

/** Price minus percent, to whole cents (half a cent rounds up). */
export function applyDiscount(cents: number, percent: number): number {
  if (!isValidPercent(percent)) throw new RangeError(`invalid discount percent: ${percent}`)
  // Multiply before dividing: cents × (100 − p) is exact for whole percents, so x.5 cents stay x.5
  // instead of drifting to x.4999… as cents × 0.85 can.
  return Math.round((cents * (100 - percent)) / 100)
}

/** Spec section 5: the coupon id is dropped unless the chosen interval is monthly. */
export function couponIdForInterval(
  couponId: string | null | undefined,
  interval: string,
): string | undefined {
  if (!couponId) return undefined
  return intervalToPriceKey(interval) === 'mensal' ? couponId : undefined
}

/**
 * Whether a promo's discount applies to a checkout interval: monthly always; a longer period only
 * when the code's record says it is not monthly-only (spec section 5 drops the coupon otherwise).
 */
export function promoAppliesTo(
  promo: Pick<PromoConfig, 'monthlyOnly'> | null | undefined,
  interval: string,
): boolean {
  const key = intervalToPriceKey(interval)
  if (!promo || !key) return false
  return key === 'mensal' || !promo.monthlyOnly
}

/** The first payment of a price option under a promo: what a plan card shows and Stripe must charge. */
export function firstPaymentCents(
  priceCents: number,
  promo: Pick<PromoConfig, 'monthlyOnly' | 'discountPercent'> | null | undefined,
  interval: string,
): number {
  return promo && promoAppliesTo(promo, interval)
    ? applyDiscount(priceCents, promo.discountPercent)
    : priceCents
}

export type PlanPrices = {
  name: string
  prices?: Partial<Record<PriceKey, { price?: number | null } | null>> | null
}
export type UncollectableFirstPayment = { plan: string; priceKey: PriceKey; cents: number }

/**
 * The first payments a code would make that Stripe cannot charge: more than nothing and under
 * STRIPE_MIN_CENTS (a code of 99 % on a plan under 100 times that minimum, 98 % under 50 times…).
 * Stripe would carry such an amount to the next invoice, so the visitor would pay something other
 * than the card showed.
 * 100 % (a free first payment) is chargeable: Stripe charges nothing.
 */
export function uncollectableFirstPayments(
  promo: Pick<PromoConfig, 'monthlyOnly' | 'discountPercent'>,
  plans: readonly PlanPrices[],
): UncollectableFirstPayment[] {
  const found: UncollectableFirstPayment[] = []
  for (const plan of plans)
    for (const priceKey of PRICE_KEYS) {
      const price = plan.prices?.[priceKey]?.price
      if (typeof price !== 'number' || !promoAppliesTo(promo, priceKey)) continue
      const cents = firstPaymentCents(price, promo, priceKey)
      if (cents > 0 && cents < STRIPE_MIN_CENTS) found.push({ plan: plan.name, priceKey, cents })
    }
  return found
}

/**
 * How the first-payment discount reaches Stripe. A percent-off coupon is used when the percent of
 * this amount is a whole number of centavos; otherwise (e.g. 15 % of 9790 centavos = 1468.5) the
 * rounding of the half centavo would be Stripe's, not ours, so the exact amount goes as an
 * amount-off coupon and the charge equals the price shown to the cent.
 */
export function stripeDiscountFor(
  priceCents: number,
  percent: number,
): { kind: 'percent' | 'amount'; amountOff: number } | null {
  const amountOff = priceCents - applyDiscount(priceCents, percent)
  if (amountOff <= 0) return null
  return { kind: Number.isInteger((priceCents * percent) / 100) ? 'percent' : 'amount', amountOff }
}

/**
 * What choosing a plan's monthly option stores (plan cards, and the upsell's 'Continuar com o plano
 * mensal'): the CMS price, with the promo's first-month discount, never a price read back from storage.
 */
export function monthlySelection(
  plan: { planId: string; name: string; monthlyCents: number; period: string },
  promo: PromoConfig | null,
): SelectedPlan {
  const shown = firstPaymentCents(plan.monthlyCents, promo, 'month')
  const couponId = promo ? couponIdForInterval(promo.couponId, 'month') : undefined
  return {
    planId: plan.planId,
    name: plan.name,
    price: formatBRL(shown),
    period: plan.period,
    priceRaw: centsToDecimalString(shown),
    recurringRaw: centsToDecimalString(plan.monthlyCents),
    interval: 'month',
    ...(promo ? { promoCode: promo.code, couponCode: promo.couponCode } : {}),
    ...(couponId ? { couponId } : {}),
  }
}

const MINUTE = 60
/**
 * When a discounted checkout session must expire (Unix seconds), or undefined for Stripe's default
 * of 24 hours. A session stays payable, at the discount it was made with, until it expires: one
 * opened on a code's last evening was payable at the discount the next day. Stripe accepts 30 min
 * to 24 h from now; a code ending sooner than that gives the next half-hour slot. A retry of one
 * attempt must send the same parameters (they are in its idempotency key): it does, but for a
 * retry across a slot boundary or the 24 h edge, which makes a second session; creating it expires
 * the first (closeOtherCheckouts).
 */
export function discountedSessionExpiry(
  validUntil: string | null | undefined,
  now: Date,
): number | undefined {
  const until = validUntil ? Math.floor(Date.parse(validUntil) / 1000) : NaN
  if (Number.isNaN(until)) return undefined
  const nowSec = Math.floor(now.getTime() / 1000)
  if (until >= nowSec + 24 * 60 * MINUTE - MINUTE) return undefined
  const earliest = nowSec + 31 * MINUTE
  if (until >= earliest) return until
  const slot = 30 * MINUTE
  return Math.ceil(earliest / slot) * slot
}
