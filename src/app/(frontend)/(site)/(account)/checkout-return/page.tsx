import type { Metadata } from 'next'
import { CheckoutReturn } from '@/components/purchase/CheckoutReturn.tsx'
import { t } from '@/i18n/server.ts'

export const metadata: Metadata = { title: t('return.title'), robots: { index: false } }

export default function Page() {
  return (
    <main id="conteudo">
      <h1 className="visually-hidden">{t('return.title')}</h1>
      <CheckoutReturn />
    </main>
  )
}
