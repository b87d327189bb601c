import { t } from '@/i18n/server.ts'
import { getFaqs, getGlobal, getPainPoints, getStores } from '@/server/cms.ts'
import { AnniversaryBanner } from '@/components/landing/AnniversaryBanner.tsx'
import { FaqSection } from '@/components/landing/FaqSection.tsx'
import { PainPoints } from '@/components/landing/PainPoints.tsx'
import { StoresSection } from '@/components/landing/StoresSection.tsx'
import { PlansInclude } from './PlansInclude.tsx'
import { PlansSection } from './PlansSection.tsx'
import { plansSectionProps } from './plansSectionProps.ts'

/** /planos-promo, /promo and /afiliado: one shared promo plans page (?promo|parceiro|afiliado, campaign, ref). */
export async function PromoPlansPage() {
  const [copy, constants, faqs, pains, stores] = await Promise.all([
    getGlobal('landing-copy'),
    getGlobal('business-constants'),
    getFaqs('promo'),
    getPainPoints(),
    getStores(),
  ])
  return (
    <main id="conteudo">
      <h1 className="visually-hidden">{copy.promoBannerTitle}</h1>
      <AnniversaryBanner
        title={copy.promoBannerTitle ?? ''}
        text={copy.promoBannerText ?? ''}
        cta={copy.promoBannerCta ?? ''}
      />
      <PainPoints eyebrow={copy.painEyebrow} title={copy.painTitle ?? ''} items={pains} />
      <StoresSection
        title={copy.storesTitle ?? ''}
        stores={stores}
        intervalMs={constants.storesCarouselMs}
        showLabel={copy.storesToggleShow ?? ''}
        hideLabel={copy.storesToggleHide ?? ''}
        networkLabel={copy.storesNetworkTitle ?? ''}
      />
      <PlansSection {...await plansSectionProps({ promoPage: true })} />
      <PlansInclude
        title={copy.plansIncludeTitle ?? t('plans.include')}
        items={(copy.plansInclude ?? []).map((i) => i.text)}
      />
      <FaqSection title={copy.faqTitle ?? t('faq.title')} items={faqs} />
    </main>
  )
}
