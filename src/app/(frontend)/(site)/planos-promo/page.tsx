import type { Metadata } from 'next'
import { PromoPlansPage } from '@/components/plans/PromoPlansPage.tsx'
import { getGlobal } from '@/server/cms.ts'

export async function generateMetadata(): Promise<Metadata> {
  const copy = await getGlobal('landing-copy')
  return {
    title: copy.promoBannerTitle ?? undefined,
    description: copy.promoBannerText ?? undefined,
    alternates: { canonical: '/planos-promo' },
  }
}

export default function Page() {
  return <PromoPlansPage />
}
