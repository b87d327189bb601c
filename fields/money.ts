// The one money field of the admin: editors type and read reais ("97,90", "R$" before it; "97" is
// R$ 97,00) and the database keeps integer centavos, as every reader of prices expects. The input
// and the list cell are the client side (src/components/admin/MoneyInput.tsx, MoneyCell.tsx); the
// parsing and formatting are src/lib/money.ts, the same the site uses.
import type { NumberField, NumberFieldSingleValidation } from 'payload'

export const MONEY_MESSAGES = {
  invalid: 'Valor inválido: use reais com vírgula, por exemplo 97,90.',
  negative: 'O preço não pode ser negativo.',
  required: 'Informe um valor em reais.',
  aboveOriginal: 'O preço não pode ser maior que o preço original.',
  activePlanNeedsMonthly: 'Um plano ativo precisa de preço mensal.',
} as const

/** Centavos as stored, or the text the editor typed that is not a price (kept so the error shows). */
export type MoneyValue = number | string | null | undefined

/** Null when empty, a message when not a non-negative whole number of centavos. */
export function checkCents(value: MoneyValue): string | true {
  if (value === null || value === undefined || value === '') return true
  if (typeof value !== 'number' || !Number.isInteger(value)) return MONEY_MESSAGES.invalid
  if (value < 0) return MONEY_MESSAGES.negative
  return true
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
        Field: '/src/components/admin/MoneyInput.tsx#MoneyInput',
        Cell: '/src/components/admin/MoneyCell.tsx#MoneyCell',
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
