import type { Metadata } from 'next'
import { FeaturesSection } from '@/components/landing/FeaturesSection.tsx'
import { getFeatures, getGlobal } from '@/server/cms.ts'

export async function generateMetadata(): Promise<Metadata> {
  const copy = await getGlobal('landing-copy')
  return {
    title: copy.featuresTitle ?? undefined,
    description: copy.featuresSubtitle ?? undefined,
    alternates: { canonical: '/solucoes' },
  }
}

export default async function Solutions() {
  const [copy, constants, features] = await Promise.all([
    getGlobal('landing-copy'),
    getGlobal('business-constants'),
    getFeatures(),
  ])
  return (
    <main id="conteudo">
      <h1 className="visually-hidden">{copy.featuresTitle}</h1>
      <FeaturesSection
        title={copy.featuresTitle ?? ''}
        subtitle={copy.featuresSubtitle ?? ''}
        features={features}
        tabMs={constants.featuresCarouselMs}
      />
    </main>
  )
}
