// Money is integer cents everywhere; this is the one place that turns cents into text and back.

/**
 * Stripe's smallest charge in BRL. A subscription invoice under it is not charged: Stripe carries the
 * amount to the customer's next invoice.
 */
export const STRIPE_MIN_CENTS = 50

/** Stripe takes at most eight digits of centavos in BRL (99 999 999 centavos). */
export const MAX_CHARGE_CENTS = 99_999_999

function groupThousands(int: string): string {
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, '.')
}

/** '97,90' — Brazilian decimal format, no symbol. */
export function formatDecimalBR(cents: number): string {
  const abs = Math.abs(Math.round(cents))
  const text = `${groupThousands(String(Math.floor(abs / 100)))},${String(abs % 100).padStart(2, '0')}`
  return cents < 0 ? `-${text}` : text
}

/** 'R$' + space + the Brazilian decimal; a plain space (Intl would insert a non-breaking one). */
export function formatBRL(cents: number): string {
  const text = `R$ ${formatDecimalBR(Math.abs(cents))}`
  return cents < 0 ? `-${text}` : text
}

/** '97.90' — the decimal string the spec stores as priceRaw. */
export function centsToDecimalString(cents: number): string {
  const abs = Math.abs(Math.round(cents))
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
  return cents < 0 ? `-${text}` : text
}

/**
 * The cents of a priceRaw ('97.90'), the inverse of centsToDecimalString; null for anything else,
 * so a malformed stored plan is not taken for an amount the visitor was shown.
 */
export function decimalStringToCents(raw: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(raw.trim())
  if (!m) return null
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'))
}

/** A whole, non-negative number of centavos that Stripe could charge. */
export function isChargeableCents(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_CHARGE_CENTS
}

/** Accepts the symbol-prefixed Brazilian format, bare Brazilian or dot decimals, or a number; null for anything else. */
export function parseMoneyToCents(input: string | number): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? Math.round(input * 100) : null
  let s = input.replace(/R\$/i, '').replace(/\s|\u00a0/g, '')
  if (!/^-?[\d.,]+$/.test(s)) return null
  if (s.includes(',')) s = s.replace(/\./g, '').replace(',', '.')
  else if (/^\d{1,3}(\.\d{3})+$/.test(s)) s = s.replace(/\./g, '')
  if (!/^-?\d+(\.\d{1,2})?$/.test(s)) return null
  const n = Number(s)
  return Number.isFinite(n) ? Math.round(n * 100) : null
}
