// What a page may use of a CMS record. The admin refuses what breaks a page, but a row stored before
// a rule existed, or written by a bug, must not take the whole page down ("Algo deu errado" on
// /planos for one 150 % code): such a record is left out, or its bad part cleared, and the reason
// returned so the server logs it once with the record's id (src/server/cms.ts).
import { intervalToPriceKey, PRICE_KEYS, type PriceKey } from './intervals.ts'
import { isChargeableCents } from './money.ts'

/** A discount a price can take: 0–100 % (the admin asks for whole 1–100; 12.5 % from before stays). */
export const isValidPercent = (percent: unknown): percent is number =>
  typeof percent === 'number' && Number.isFinite(percent) && percent >= 0 && percent <= 100

/** Why a promo code cannot apply, or null. */
export function promoCodeProblem(r: { discountPercent?: unknown }): string | null {
  return isValidPercent(r.discountPercent)
    ? null
    : `desconto inválido (${String(r.discountPercent)} %): deixado de fora`
}

type PriceOption = { price?: number | null; originalPrice?: number | null } & Record<
  string,
  unknown
>
type PlanLike = {
  name?: string | null
  displayName?: string | null
  prices?: Partial<Record<PriceKey, PriceOption | null>> | null
}

/**
 * The plan as pages may show it (null: left out) and what was wrong. A plan with no name is left
 * out (its card and checkout line would be blank); a price that is not a chargeable amount is
 * cleared, so its option is not offered, and an invalid original price is not shown struck.
 */
export function checkedPlan<P extends PlanLike>(plan: P): { plan: P | null; problems: string[] } {
  if (!plan.name?.trim()) return { plan: null, problems: ['plano sem nome: deixado de fora'] }
  const problems: string[] = []
  const prices = { ...plan.prices }
  for (const key of PRICE_KEYS) {
    const option = prices[key]
    if (!option) continue
    const bad = (['price', 'originalPrice'] as const).filter(
      (field) => option[field] != null && !isChargeableCents(option[field]),
    )
    if (!bad.length) continue
    prices[key] = { ...option, ...Object.fromEntries(bad.map((field) => [field, null])) }
    for (const field of bad) problems.push(`${key}.${field} inválido (${option[field]}): ignorado`)
  }
  const displayName = plan.displayName?.trim() || plan.name
  if (!problems.length && displayName === plan.displayName) return { plan, problems }
  return { plan: { ...plan, displayName, prices }, problems }
}

/** Why an upsell option cannot be offered (a period this release does not sell), or null. */
export function upsellOptionProblem(option: { priceKey?: unknown }): string | null {
  const key = typeof option.priceKey === 'string' ? intervalToPriceKey(option.priceKey) : null
  return key && key !== 'mensal' ? null : `período desconhecido (${String(option.priceKey)})`
}
