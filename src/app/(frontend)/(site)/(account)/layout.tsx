import type { ReactNode } from 'react'
import { compiledAccountMessages } from '../../../../i18n/compiled.ts'
import { IntlClientProvider } from '../../../../i18n/IntlClientProvider.tsx'

/** Sign-in, user-area and purchase pages: their strings join the public ones only here. */
export default function AccountAreaLayout({ children }: { children: ReactNode }) {
  return <IntlClientProvider messages={compiledAccountMessages}>{children}</IntlClientProvider>
}
