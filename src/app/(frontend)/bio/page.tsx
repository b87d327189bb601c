import type { Metadata } from 'next'
import { BioPage } from '@/components/bio/BioPage.tsx'
import { getGlobal } from '@/server/cms.ts'

export async function generateMetadata(): Promise<Metadata> {
  const bio = await getGlobal('bio-page')
  return {
    title: bio.title,
    description: bio.description ?? undefined,
    alternates: { canonical: '/bio' },
  }
}

export default function Page() {
  return <BioPage />
}
