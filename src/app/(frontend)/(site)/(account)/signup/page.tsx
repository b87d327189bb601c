import type { Metadata } from 'next'
import styles from '../../../../../components/auth/AuthCard.module.scss'
import { SignupForm } from '../../../../../components/auth/SignupForm.tsx'
import { getGlobal } from '../../../../../server/cms.ts'

export const metadata: Metadata = { title: 'Criar conta', alternates: { canonical: '/cadastro' } }

export default async function Page() {
  const constants = await getGlobal('business-constants')
  return (
    <main id="conteudo" className={styles.page}>
      <SignupForm passwordMinLength={constants.passwordMinLength} trialDays={constants.trialDays} />
    </main>
  )
}
