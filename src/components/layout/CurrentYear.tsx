'use client'
import { useIntl } from 'react-intl'
import { useBrowserValue } from '../ui/useBrowserValue.ts'

/** The copyright year of a cached page must still be the visitor's current year. */
export function CurrentYear({ brand, renderedYear }: { brand: string; renderedYear: number }) {
  const intl = useIntl()
  const year = useBrowserValue(() => new Date().getFullYear(), renderedYear)
  return <>{intl.formatMessage({ id: 'footer.copyright' }, { year, brand })}</>
}
