import { getFaqs, getFeatures, getGlobal, getPainPoints, getStores } from '@/server/cms.ts'
import { PlansSection } from '@/components/plans/PlansSection.tsx'
import { plansSectionProps } from '@/components/plans/plansSectionProps.ts'
import { FaqSection } from './FaqSection.tsx'
import { FeaturesSection } from './FeaturesSection.tsx'
import { Hero } from './Hero.tsx'
import { PainPoints } from './PainPoints.tsx'
import { StoresSection } from './StoresSection.tsx'

/** The landing page (/, /home) and its promo variant (/promo-landing). */
export async function LandingPage({ promo = false }: { promo?: boolean }) {
  const [copy, constants, faqs, features, pains, stores] = await Promise.all([
    getGlobal('landing-copy'),
    getGlobal('business-constants'),
    getFaqs('landing'),
    getFeatures(),
    getPainPoints(),
    getStores(),
  ])
  return (
    <main id="conteudo">
      <Hero
        title={(promo ? copy.promoLandingTitle : copy.heroTitle) ?? ''}
        subtitle={(promo ? copy.promoLandingSubtitle : copy.heroSubtitle) ?? ''}
        cta={copy.heroCta ?? ''}
      />
      <PainPoints eyebrow={copy.painEyebrow} title={copy.painTitle ?? ''} items={pains} />
      <FeaturesSection
        title={copy.featuresTitle ?? ''}
        subtitle={copy.featuresSubtitle ?? ''}
        features={features}
        tabMs={constants.featuresCarouselMs}
      />
      <StoresSection
        title={copy.storesTitle ?? ''}
        stores={stores}
        intervalMs={constants.storesCarouselMs}
        showLabel={copy.storesToggleShow ?? ''}
        hideLabel={copy.storesToggleHide ?? ''}
        networkLabel={copy.storesNetworkTitle ?? ''}
      />
      <PlansSection {...await plansSectionProps({ promoPage: promo })} />
      <FaqSection title={copy.faqTitle ?? ''} items={faqs} />
    </main>
  )
}
