'use client'
import { IntlProvider } from 'react-intl'
import type { ReactNode } from 'react'
import { LOCALE, messages } from './pt-BR.ts'

export function IntlClientProvider({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale={LOCALE} defaultLocale={LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  )
}
