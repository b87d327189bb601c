// Whole-number settings (days, minutes, milliseconds, characters, percents): a decimal is stored as
// typed and read back into texts ("7.5 dias grátis") and timers. One rule for every such field.
import { validations, type NumberFieldSingleValidation } from 'payload'

export const WHOLE_NUMBER_MESSAGE = 'Use um número inteiro, sem casas decimais.'

export const isWholeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value)

/**
 * Payload's number validation (required, min, max) for a whole number. A field's own `validate`
 * replaces Payload's, so the other rules are run here too.
 */
export const validateWholeNumber: NumberFieldSingleValidation = (value, args) => {
  if (typeof value === 'number' && !Number.isInteger(value)) return WHOLE_NUMBER_MESSAGE
  return (validations.number as NumberFieldSingleValidation)(value, args)
}
