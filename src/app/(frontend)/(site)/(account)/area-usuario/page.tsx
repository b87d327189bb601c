import type { Metadata } from 'next'
import styles from '@/components/account/UserArea.module.scss'
import { UserArea } from '@/components/account/UserArea.tsx'
import { RequireAuth } from '@/components/auth/RequireAuth.tsx'
import { t } from '@/i18n/server.ts'
import { getGlobal, getPlanNames, getTrialPlan } from '@/server/cms.ts'

export const metadata: Metadata = { title: 'Minha Conta', robots: { index: false } }

export default async function Page() {
  const [plans, constants, site, trialPlan] = await Promise.all([
    getPlanNames(),
    getGlobal('business-constants'),
    getGlobal('site-settings'),
    getTrialPlan(),
  ])
  return (
    <main id="conteudo" className={styles.page}>
      <div className={styles.inner}>
        <h1>{t('area.title')}</h1>
        <RequireAuth>
          <UserArea
            plans={plans}
            trialDays={constants.trialDays}
            trialPlanName={trialPlan?.displayName ?? ''}
            appUrl={site.appUrl}
          />
        </RequireAuth>
      </div>
    </main>
  )
}
