import type { Metadata } from 'next'
import { BioPage } from '@/components/bio/BioPage.tsx'
import { getGlobal } from '@/server/cms.ts'

export async function generateMetadata(): Promise<Metadata> {
  const [bio, site] = await Promise.all([getGlobal('bio-page'), getGlobal('site-settings')])
  return {
    // The site's template adds " | brand": a bio titled with the brand alone would read "Busqy | Busqy".
    title: bio.title.trim() === site.brandName.trim() ? { absolute: bio.title } : bio.title,
    description: bio.description ?? undefined,
    alternates: { canonical: '/bio' },
  }
}

export default function Page() {
  return <BioPage />
}
