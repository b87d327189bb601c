import type { Metadata } from 'next'
import { RequireAuth } from '@/components/auth/RequireAuth.tsx'
import styles from '@/components/purchase/Purchase.module.scss'
import { ResultCard } from '@/components/purchase/ResultCard.tsx'
import { getGlobal } from '@/server/cms.ts'

export const metadata: Metadata = { robots: { index: false } }

export default async function Page() {
  const [site, constants] = await Promise.all([
    getGlobal('site-settings'),
    getGlobal('business-constants'),
  ])
  return (
    <main id="conteudo" className={styles.page}>
      <RequireAuth>
        <ResultCard
          kind="awaited"
          proofUrl={site.proofOfPaymentUrl || null}
          trialDays={constants.trialDays}
        />
      </RequireAuth>
    </main>
  )
}
