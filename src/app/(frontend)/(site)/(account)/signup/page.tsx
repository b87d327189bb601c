import type { Metadata } from 'next'
import styles from '../../../../../components/auth/AuthCard.module.scss'
import { SignupForm } from '../../../../../components/auth/SignupForm.tsx'
import { getAllPlans } from '../../../../../server/cms.ts'

export const metadata: Metadata = { title: 'Criar conta', alternates: { canonical: '/cadastro' } }

export default async function Page() {
  const plans = await getAllPlans()
  const confirmationPlans = plans.filter((p) => p.afterSignupConfirmation).map((p) => ({ planId: p.planId, name: p.name }))
  return (
    <main id="conteudo" className={styles.page}>
      <SignupForm confirmationPlans={confirmationPlans} />
    </main>
  )
}
