'use client'
// react-intl for the client components of the account pages (sign-in, user area, purchase), the only
// pages whose browser code formats messages; public pages get their strings from the server as props.
// The messages arrive compiled (see compiled.ts), so the browser needs no ICU parser.
import { IntlProvider } from 'react-intl'
import type { ReactNode } from 'react'
import type { CompiledMessages } from './compiled.ts'
import { LOCALE } from './locale.ts'

export function IntlClientProvider({
  messages,
  children,
}: {
  messages: CompiledMessages
  children: ReactNode
}) {
  return (
    <IntlProvider locale={LOCALE} defaultLocale={LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  )
}
