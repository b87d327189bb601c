import type { ReactNode } from 'react'
import { compiledMessages } from '@/i18n/compiled.ts'
import { IntlClientProvider } from '@/i18n/IntlClientProvider.tsx'
import { FollowSignIn } from '@/components/auth/FollowSignIn.tsx'

/** Sign-in, user-area and purchase pages: the only pages whose client components format messages. */
export default function AccountAreaLayout({ children }: { children: ReactNode }) {
  return (
    <IntlClientProvider messages={compiledMessages}>
      <FollowSignIn />
      {children}
    </IntlClientProvider>
  )
}
