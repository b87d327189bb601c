import type { Metadata } from 'next'
import { CheckoutReturn } from '@/components/purchase/CheckoutReturn.tsx'

export const metadata: Metadata = { title: 'Verificando pagamento', robots: { index: false } }

export default function Page() {
  return (
    <main id="conteudo">
      <CheckoutReturn />
    </main>
  )
}
