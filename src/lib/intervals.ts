// The four price options of a plan and how they map to checkout intervals and Stripe recurrence.
export type PriceKey = 'mensal' | 'trimestral' | 'semestral' | 'anual'
export type Interval = 'month' | 'quarter' | 'semester' | 'year'

export const PRICE_KEYS: readonly PriceKey[] = ['mensal', 'trimestral', 'semestral', 'anual']
export const MONTHS: Record<PriceKey, number> = {
  mensal: 1,
  trimestral: 3,
  semestral: 6,
  anual: 12,
}

const ALIASES: Record<string, PriceKey> = {
  month: 'mensal',
  monthly: 'mensal',
  mensal: 'mensal',
  quarter: 'trimestral',
  quarterly: 'trimestral',
  trimestral: 'trimestral',
  semester: 'semestral',
  semiannual: 'semestral',
  semestral: 'semestral',
  year: 'anual',
  yearly: 'anual',
  annual: 'anual',
  anual: 'anual',
}

export function intervalToPriceKey(x: string | null | undefined): PriceKey | null {
  const key = x?.trim().toLowerCase() ?? ''
  // hasOwn: 'constructor' and friends must not resolve through Object.prototype.
  return Object.hasOwn(ALIASES, key) ? ALIASES[key]! : null
}

const TO_INTERVAL: Record<PriceKey, Interval> = {
  mensal: 'month',
  trimestral: 'quarter',
  semestral: 'semester',
  anual: 'year',
}

export function priceKeyToInterval(k: PriceKey): Interval {
  return TO_INTERVAL[k]
}

export function stripeRecurring(k: PriceKey): {
  interval: 'month' | 'year'
  interval_count: number
} {
  return k === 'anual'
    ? { interval: 'year', interval_count: 1 }
    : { interval: 'month', interval_count: MONTHS[k] }
}

/**
 * The price option a Stripe recurrence charges (the inverse of stripeRecurring), or null for one the
 * site does not sell (weekly, every 2 months…). A price made in the Dashboard may say 12 months for
 * a year.
 */
export function recurringToPriceKey(
  recurring: { interval?: string | null; interval_count?: number | null } | null | undefined,
): PriceKey | null {
  const count = recurring?.interval_count ?? 1
  if (!Number.isInteger(count) || count < 1) return null
  const months =
    recurring?.interval === 'month' ? count : recurring?.interval === 'year' ? count * 12 : null
  return PRICE_KEYS.find((k) => MONTHS[k] === months) ?? null
}
