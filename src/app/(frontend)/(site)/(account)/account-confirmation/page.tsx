import type { Metadata } from 'next'
import { AccountConfirmation } from '@/components/account/AccountConfirmation.tsx'
import styles from '@/components/auth/AuthCard.module.scss'
import { RequireAuth } from '@/components/auth/RequireAuth.tsx'
import { getGlobal } from '@/server/cms.ts'

export const metadata: Metadata = { title: 'Conta criada', robots: { index: false } }

export default async function Page() {
  const [constants, site] = await Promise.all([
    getGlobal('business-constants'),
    getGlobal('site-settings'),
  ])
  return (
    <main id="conteudo" className={styles.page}>
      <RequireAuth>
        <AccountConfirmation
          trialDays={constants.trialDays}
          appLoginUrl={site.appLoginUrl}
          brand={site.brandName}
        />
      </RequireAuth>
    </main>
  )
}
