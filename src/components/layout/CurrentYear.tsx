'use client'
import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'

/** The copyright year of a cached page must still be the visitor's current year. */
export function CurrentYear({ brand }: { brand: string }) {
  const intl = useIntl()
  const [year, setYear] = useState(() => new Date().getFullYear())
  useEffect(() => setYear(new Date().getFullYear()), [])
  return <>{intl.formatMessage({ id: 'footer.copyright' }, { year, brand })}</>
}
