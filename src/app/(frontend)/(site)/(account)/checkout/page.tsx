import type { Metadata } from 'next'
import { RequireAuth } from '../../../../../components/auth/RequireAuth.tsx'
import { CheckoutView } from '../../../../../components/purchase/CheckoutView.tsx'
import styles from '../../../../../components/purchase/Purchase.module.scss'
import { getAllPlans, getGlobal } from '../../../../../server/cms.ts'

export const metadata: Metadata = { title: 'Finalizar Assinatura', robots: { index: false } }

export default async function Page() {
  const [constants, plans] = await Promise.all([getGlobal('business-constants'), getAllPlans()])
  const fallback = plans.find((p) => p.planId === constants.defaultPlanId)
  return (
    <main id="conteudo" className={styles.page}>
      <RequireAuth>
        <CheckoutView closeAfterMs={constants.checkoutTabCloseMs} defaultPlan={{ name: fallback?.name ?? constants.defaultPlanId, interval: constants.defaultInterval, value: constants.defaultPriceCents / 100 }} />
      </RequireAuth>
    </main>
  )
}
