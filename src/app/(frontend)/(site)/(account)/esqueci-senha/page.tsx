import type { Metadata } from 'next'
import styles from '@/components/auth/AuthCard.module.scss'
import { ForgotPasswordForm } from '@/components/auth/ForgotPasswordForm.tsx'

export const metadata: Metadata = {
  title: 'Recuperar senha',
  alternates: { canonical: '/esqueci-senha' },
}

export default function Page() {
  return (
    <main id="conteudo" className={styles.page}>
      <ForgotPasswordForm />
    </main>
  )
}
