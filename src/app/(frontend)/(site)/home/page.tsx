import type { Metadata } from 'next'
import { LandingPage } from '@/components/landing/LandingPage.tsx'

export const metadata: Metadata = { alternates: { canonical: '/' } }

export default function HomeAlias() {
  return <LandingPage />
}
