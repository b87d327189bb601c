'use client'
// react-intl for client components. The messages arrive compiled (see compiled.ts); a provider inside
// another adds its messages to the outer one's, so pages below the account layout see both parts.
import { IntlContext, IntlProvider } from 'react-intl'
import { useContext, useMemo, type ReactNode } from 'react'
import type { CompiledMessages } from './compiled.ts'
import { LOCALE } from './locale.ts'

export function IntlClientProvider({ messages, children }: { messages: CompiledMessages; children: ReactNode }) {
  const outer = useContext(IntlContext)
  // The outer provider is this component too, so its messages are compiled as well.
  const all = useMemo(() => (outer ? { ...(outer.messages as CompiledMessages), ...messages } : messages), [outer, messages])
  return (
    <IntlProvider locale={LOCALE} defaultLocale={LOCALE} messages={all}>
      {children}
    </IntlProvider>
  )
}
