import type { Metadata } from 'next'
import { LandingPage } from '@/components/landing/LandingPage.tsx'
import { getGlobal } from '@/server/cms.ts'

export async function generateMetadata(): Promise<Metadata> {
  const copy = await getGlobal('landing-copy')
  return {
    title: copy.promoLandingTitle ?? undefined,
    description: copy.promoLandingSubtitle ?? undefined,
    alternates: { canonical: '/promo-landing' },
  }
}

export default function PromoLanding() {
  return <LandingPage promo />
}
