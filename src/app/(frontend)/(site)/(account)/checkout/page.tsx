import type { Metadata } from 'next'
import { RequireAuth } from '@/components/auth/RequireAuth.tsx'
import { CheckoutView } from '@/components/purchase/CheckoutView.tsx'
import styles from '@/components/purchase/Purchase.module.scss'
import { getDefaultPlan, getGlobal } from '@/server/cms.ts'

export const metadata: Metadata = { title: 'Finalizar Assinatura', robots: { index: false } }

export default async function Page() {
  const [constants, fallback] = await Promise.all([
    getGlobal('business-constants'),
    getDefaultPlan(),
  ])
  return (
    <main id="conteudo" className={styles.page}>
      <RequireAuth>
        <CheckoutView
          closeAfterMs={constants.checkoutTabCloseMs}
          activeToastMs={constants.activeSubscriptionToastMs}
          defaultPlan={
            fallback
              ? {
                  planId: fallback.planId,
                  name: fallback.name,
                  interval: constants.defaultInterval,
                }
              : null
          }
        />
      </RequireAuth>
    </main>
  )
}
