import type { Metadata } from 'next'
import { PlansPage } from '@/components/plans/PlansPage.tsx'
import { getGlobal } from '@/server/cms.ts'

export async function generateMetadata(): Promise<Metadata> {
  const copy = await getGlobal('landing-copy')
  return {
    title: copy.plansTitle ?? undefined,
    description: copy.plansSubtitle ?? undefined,
    alternates: { canonical: '/planos' },
  }
}

export default function Page() {
  return <PlansPage />
}
