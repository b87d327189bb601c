import type { Metadata } from 'next'
import { LegalPage, legalMetadata } from '@/components/legal/LegalPage.tsx'

export function generateMetadata(): Promise<Metadata> {
  return legalMetadata('termos', '/termos')
}

export default function Page() {
  return <LegalPage slug="termos" />
}
