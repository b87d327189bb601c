import type { Metadata } from 'next'
import styles from '@/components/auth/AuthCard.module.scss'
import { LoginForm } from '@/components/auth/LoginForm.tsx'

export const metadata: Metadata = { title: 'Entrar', alternates: { canonical: '/login' } }

export default function Page() {
  return (
    <main id="conteudo" className={styles.page}>
      <LoginForm />
    </main>
  )
}
