'use client'
// The admin input of fields/money.ts: shows and takes reais ("97,90" after "R$"), keeps centavos in
// the form. Text that is not a price is kept as typed, so the field's validation names the problem.
import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { NumberFieldClientComponent } from 'payload'
import { useState, type ChangeEvent } from 'react'
import { formatDecimalBR, parseMoneyToCents } from '@/lib/money.ts'

const toCents = (text: string): number | string | null =>
  text.trim() === '' ? null : (parseMoneyToCents(text) ?? text)

export const MoneyInput: NumberFieldClientComponent = ({
  field,
  path: pathFromProps,
  readOnly,
}) => {
  const { value, setValue, showError, disabled, path } = useField<number | string | null>({
    potentiallyStalePath: pathFromProps,
  })
  const [text, setText] = useState(() => (typeof value === 'number' ? formatDecimalBR(value) : ''))
  // The value can change from outside (reset, a restored version): show it unless the text already says it.
  if (typeof value === 'number' && parseMoneyToCents(text) !== value)
    setText(formatDecimalBR(value))
  if ((value === null || value === undefined) && text.trim() !== '') setText('')

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    setText(e.target.value)
    setValue(toCents(e.target.value))
  }
  const onBlur = () => {
    if (typeof value === 'number') setText(formatDecimalBR(value))
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
          <input
            id={id}
            name={path}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0,00"
            value={text}
            onChange={onChange}
            onBlur={onBlur}
            disabled={off}
            aria-invalid={showError || undefined}
          />
        </div>
        <FieldDescription description={field.admin?.description} path={path} />
      </div>
    </div>
  )
}
