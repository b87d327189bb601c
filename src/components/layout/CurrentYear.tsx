'use client'
import { fill, type Template } from '@/i18n/template.ts'
import { useBrowserValue } from '@/components/ui/useBrowserValue.ts'

/** The copyright year of a cached page must still be the visitor's current year. */
export function CurrentYear({
  copyright,
  renderedYear,
}: {
  copyright: Template
  renderedYear: number
}) {
  const year = useBrowserValue(() => new Date().getFullYear(), renderedYear)
  return <>{fill(copyright, String(year))}</>
}
