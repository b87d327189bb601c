import type { Metadata } from 'next'
import { RequireAuth } from '@/components/auth/RequireAuth.tsx'
import styles from '@/components/purchase/Purchase.module.scss'
import { ResultCard } from '@/components/purchase/ResultCard.tsx'
import { getDefaultPlan, getGlobal } from '@/server/cms.ts'

export const metadata: Metadata = { robots: { index: false } }

export default async function Page() {
  const [site, constants, fallback] = await Promise.all([
    getGlobal('site-settings'),
    getGlobal('business-constants'),
    getDefaultPlan(),
  ])
  return (
    <main id="conteudo" className={styles.page}>
      <RequireAuth>
        <ResultCard
          kind="success"
          appUrl={site.appUrl}
          defaultPlanName={fallback?.name ?? ''}
          defaultInterval={constants.defaultInterval}
          defaultPrice={constants.defaultPriceCents / 100}
        />
      </RequireAuth>
    </main>
  )
}
