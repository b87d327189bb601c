// The one money field of the admin: editors type and read reais ("97,90", "R$" before it; "97" is
// R$ 97,00) and the database keeps integer centavos, as every reader of prices expects. The input,
// the list cell and the versions diff are the client side (src/components/admin/MoneyInput.tsx,
// MoneyCell.tsx, MoneyDiff.tsx); the parsing and formatting are src/lib/money.ts, as on the site.
import type { Field, NumberField, NumberFieldSingleValidation } from 'payload'
import { MAX_CHARGE_CENTS, STRIPE_MIN_CENTS } from '@/lib/money.ts'
import { fieldPathsWhere } from './walk.ts'

export const MONEY_MESSAGES = {
  invalid: 'Valor inválido: use reais com vírgula, por exemplo 97,90.',
  negative: 'O preço não pode ser negativo.',
  required: 'Informe um valor em reais.',
  aboveOriginal: 'O preço não pode ser maior que o preço original.',
  tooHigh: 'O valor máximo é R$ 999.999,99.',
  belowStripeMinimum: 'O Stripe cobra no mínimo R$ 0,50.',
  activePlanNeedsMonthly: 'Um plano ativo precisa de preço mensal.',
} as const

// A larger price would be shown on the site and then fail every checkout and price sync.
export const MAX_CENTS = MAX_CHARGE_CENTS
export { STRIPE_MIN_CENTS }

/** Centavos as stored, or the text the editor typed that is not a price (kept so the error shows). */
export type MoneyValue = number | string | null | undefined

/** Null when empty, a message when not a non-negative whole number of centavos. */
export function checkCents(value: MoneyValue): string | true {
  if (value === null || value === undefined || value === '') return true
  if (typeof value !== 'number' || !Number.isInteger(value)) return MONEY_MESSAGES.invalid
  if (value < 0) return MONEY_MESSAGES.negative
  if (value > MAX_CENTS) return MONEY_MESSAGES.tooHigh
  return true
}

const MONEY_INPUT = '/src/components/admin/MoneyInput.tsx#MoneyInput'

const isMoneyField = (f: Field): boolean =>
  f.type === 'number' &&
  (f.admin?.components as { Field?: unknown } | undefined)?.Field === MONEY_INPUT

/**
 * Paths of money fields whose value in a write is text. The admin input keeps text it cannot read
 * as a price so the validation can name it, but Payload turns any text into `parseFloat(text)`
 * before field hooks and validation run, and saves drafts without validating: "97,90 reais" was
 * autosaved as 97 centavos. Checked on the raw data, before Payload touches it.
 */
export function moneyTextPaths(
  fields: Field[],
  data: unknown,
): Array<{ path: string; label: string }> {
  // Blank: Payload stores null, as the field shows.
  return fieldPathsWhere(
    fields,
    data,
    (field, value) => isMoneyField(field) && typeof value === 'string' && value.trim() !== '',
  )
}

type MoneyFieldOptions = {
  name: string
  label: string
  description?: string
  required?: boolean
  /** Shown but not editable (a value the server writes, such as what a checkout charged). */
  readOnly?: boolean
  /** Further rules, given a value that already passed checkCents. */
  validate?: NumberFieldSingleValidation
  access?: NumberField['access']
}

export function moneyField({
  name,
  label,
  description,
  required = false,
  readOnly = false,
  validate,
  access,
}: MoneyFieldOptions): NumberField {
  return {
    name,
    type: 'number',
    label,
    required,
    ...(access ? { access } : {}),
    admin: {
      ...(description ? { description } : {}),
      ...(readOnly ? { readOnly } : {}),
      components: {
        Field: MONEY_INPUT,
        Cell: '/src/components/admin/MoneyCell.tsx#MoneyCell',
        Diff: '/src/components/admin/MoneyDiff.tsx#MoneyDiff',
      },
    },
    // Replaces Payload's number validation, so "required" is checked here too.
    validate: (value, args) => {
      const basic = checkCents(value as MoneyValue)
      if (basic !== true) return basic
      if (required && (value === null || value === undefined)) return MONEY_MESSAGES.required
      return validate ? validate(value, args) : true
    },
  }
}
