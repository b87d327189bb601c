// Words in CMS texts that the site replaces with business constants, so a text that names the trial
// or the guarantee follows "Regras e tempos" instead of repeating a number ("{diasTeste} dias grátis").
export type TokenValues = { trialDays: number; guaranteeDays: number }

const TOKENS: Record<string, keyof TokenValues> = {
  '{diasTeste}': 'trialDays',
  '{diasGarantia}': 'guaranteeDays',
}
const PATTERN = /\{diasTeste\}|\{diasGarantia\}/g

/** The tokens replaced in every CMS text. */
export const SITE_TOKENS = Object.keys(TOKENS)

/**
 * The `{…}` placeholders of `text` that are not in `allowed`: the site shows them as typed
 * ("{diasteste} dias grátis"), since tokens are matched exactly.
 */
export function unknownTokens(text: string, allowed: readonly string[]): string[] {
  const found = text.match(/\{[^{}]*\}/g) ?? []
  return [...new Set(found.filter((t) => !allowed.includes(t)))]
}

/** The admin description of every text field that may hold a token. */
export const TOKEN_HELP =
  'Pode usar {diasTeste} e {diasGarantia}: o site troca pelos dias definidos em "Regras e tempos".'

export function fillTokensInText(text: string, values: TokenValues): string {
  return text.replace(PATTERN, (token) => String(values[TOKENS[token]!]))
}

/** Every string inside a CMS document (rich text included), with the tokens replaced. */
export function fillTokens<T>(value: T, values: TokenValues): T {
  if (typeof value === 'string') return fillTokensInText(value, values) as T
  if (Array.isArray(value)) return value.map((v: unknown) => fillTokens(v, values)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, fillTokens(v, values)]),
    ) as T
  }
  return value
}
