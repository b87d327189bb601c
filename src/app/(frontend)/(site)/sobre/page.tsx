import type { Metadata } from 'next'
import { LegalPage, legalMetadata } from '@/components/legal/LegalPage.tsx'

export function generateMetadata(): Promise<Metadata> {
  return legalMetadata('sobre', '/sobre')
}

export default function Page() {
  return <LegalPage slug="sobre" />
}
