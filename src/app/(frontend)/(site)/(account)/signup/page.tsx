import type { Metadata } from 'next'
import styles from '@/components/auth/AuthCard.module.scss'
import { SignupForm } from '@/components/auth/SignupForm.tsx'
import { getAllPlans, getGlobal } from '@/server/cms.ts'

export const metadata: Metadata = { title: 'Criar conta', alternates: { canonical: '/cadastro' } }

export default async function Page() {
  const [plans, constants, copy] = await Promise.all([
    getAllPlans(),
    getGlobal('business-constants'),
    getGlobal('landing-copy'),
  ])
  const confirmationPlans = plans
    .filter((p) => p.afterSignupConfirmation)
    .map((p) => ({ planId: p.planId, name: p.name }))
  return (
    <main id="conteudo" className={styles.page}>
      <SignupForm
        confirmationPlans={confirmationPlans}
        passwordMinLength={constants.passwordMinLength}
        subtitle={copy.signupSubtitle || null}
      />
    </main>
  )
}
