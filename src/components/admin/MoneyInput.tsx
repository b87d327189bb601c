'use client'
// The admin input of fields/money.ts: shows and takes reais ("97,90" after "R$"), keeps centavos in
// the form. react-number-format does the typing (decimal comma, thousands dot, two decimals, caret
// kept); what it shows is what the form holds.
import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { NumberFieldClientComponent } from 'payload'
import { useState, type ClipboardEvent } from 'react'
import { NumericFormat, type NumberFormatValues } from 'react-number-format'
import { centsToDecimalString, parseMoneyToCents } from '@/lib/money.ts'

/** The numeric string ("97.90") react-number-format takes for a stored value. */
const numericOf = (value: unknown): string =>
  typeof value === 'number' && Number.isInteger(value) ? centsToDecimalString(value) : ''

/** The centavos of the library's numeric string, including the halfway "97." and ".5" of typing. */
const centsOf = (numeric: string): number | null =>
  numeric === '' || numeric === '.' ? null : Math.round(Number(numeric) * 100)

// Nine digits of reais: enough to type a price above the maximum and read the field's message about it.
const withinNineDigits = ({ value }: NumberFormatValues) => value.split('.')[0].length <= 9

/**
 * A price pasted whole (with the currency symbol and thousands dots, a dot decimal, or followed by
 * "reais"): the library reads every dot as a thousands separator, which turned a dot decimal into a
 * hundred times the price. Words and symbols around the number are dropped.
 */
function pastedCents(text: string): number | null {
  const number = text.replace(/[^\d.,-]/g, '')
  return number === '' ? null : parseMoneyToCents(number)
}

export const MoneyInput: NumberFieldClientComponent = ({
  field,
  path: pathFromProps,
  readOnly,
}) => {
  const { value, setValue, showError, disabled, path } = useField<number | null>({
    potentiallyStalePath: pathFromProps,
  })
  // While the field has focus the typed text is the truth: the form's value reaches this component
  // a render or more after each key, and re-deriving the text from it lost keys ("99,90" → "9,00,90").
  // Without focus the text is the form's value, so a reset or a restored version shows at once.
  const [typing, setTyping] = useState<string | null>(null)
  const shown = typing ?? numericOf(value)

  const take = (numeric: string) => {
    setTyping(numeric)
    setValue(centsOf(numeric))
  }
  const onValueChange = (
    { value: numeric }: NumberFormatValues,
    { source }: { source: string },
  ) => {
    // Only what the person did: a change of the `value` prop is already the form's.
    if (source === 'event') take(numeric)
  }
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const input = e.currentTarget
    const whole = input.selectionStart === 0 && input.selectionEnd === input.value.length
    const cents = pastedCents(e.clipboardData.getData('text'))
    if (!whole || cents === null || cents < 0) return
    e.preventDefault()
    take(centsToDecimalString(cents))
  }

  const id = `field-${path.replace(/\./g, '__')}`
  const off = Boolean(readOnly || disabled)
  return (
    <div
      className={['field-type', 'number', 'money', showError ? 'error' : '', off ? 'read-only' : '']
        .filter(Boolean)
        .join(' ')}
    >
      <FieldLabel label={field.label} path={path} required={field.required} />
      <div className="field-type__wrap">
        <FieldError path={path} showError={showError} />
        <div className="money__input">
          <span className="money__prefix" aria-hidden="true">
            R$
          </span>
          <NumericFormat
            id={id}
            name={path}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0,00"
            value={shown}
            valueIsNumericString
            decimalSeparator=","
            thousandSeparator="."
            allowedDecimalSeparators={[',', '.']}
            decimalScale={2}
            // "97" reads "97,00" once the field is left; while typing, decimals can be removed.
            fixedDecimalScale={typing === null}
            allowNegative={false}
            isAllowed={withinNineDigits}
            onValueChange={onValueChange}
            onPaste={onPaste}
            onFocus={() => setTyping(numericOf(value))}
            onBlur={() => setTyping(null)}
            disabled={off}
            aria-invalid={showError || undefined}
          />
        </div>
        <FieldDescription description={field.admin?.description} path={path} />
      </div>
    </div>
  )
}
