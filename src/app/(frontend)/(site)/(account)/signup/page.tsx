import type { Metadata } from 'next'
import styles from '../../../../../components/auth/AuthCard.module.scss'
import { SignupForm } from '../../../../../components/auth/SignupForm.tsx'

export const metadata: Metadata = { title: 'Criar conta', alternates: { canonical: '/cadastro' } }

export default function Page() {
  return (
    <main id="conteudo" className={styles.page}>
      <SignupForm />
    </main>
  )
}
