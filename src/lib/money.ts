// Money is integer cents everywhere; this is the one place that turns cents into text and back.

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
