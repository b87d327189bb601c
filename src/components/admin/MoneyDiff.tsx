'use client'
// The versions comparison of fields/money.ts: Payload's number diff showed the stored centavos
// ("9690 → 9790"); a marketer reads reais, as the form and the site show them.
import { FieldDiffContainer, getHTMLDiffComponents, useTranslation } from '@payloadcms/ui'
import type { FieldDiffClientProps } from 'payload'
import { formatBRL } from '@/lib/money.ts'

const shown = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value) ? formatBRL(value) : ''

export function MoneyDiff({
  comparisonValue,
  versionValue,
  field,
  locale,
  nestingLevel,
}: FieldDiffClientProps) {
  const { i18n } = useTranslation()
  const { From, To } = getHTMLDiffComponents({
    // Text only, no markup: formatBRL gives digits, "R$", comma, dot and a space.
    fromHTML: `<p>${shown(comparisonValue)}</p>`,
    toHTML: `<p>${shown(versionValue)}</p>`,
    // Whole amounts struck and added, not single digits.
    tokenizeByCharacter: false,
  })
  return (
    <FieldDiffContainer
      className="text-diff"
      From={From}
      To={To}
      i18n={i18n}
      label={{ label: 'label' in field ? field.label : undefined, locale }}
      nestingLevel={nestingLevel}
    />
  )
}
