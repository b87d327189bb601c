import { t } from '@/i18n/server.ts'
import { getFaqs, getGlobal } from '@/server/cms.ts'
import { FaqSection } from '@/components/landing/FaqSection.tsx'
import landing from '@/components/landing/Landing.module.scss'
import { PlansInclude } from './PlansInclude.tsx'
import { PlansSection } from './PlansSection.tsx'
import { plansSectionProps } from './plansSectionProps.ts'

/** /planos and /selecionar-plano: plans, 'all plans include' and a short plan FAQ. */
export async function PlansPage() {
  const [copy, site, faqs] = await Promise.all([
    getGlobal('landing-copy'),
    getGlobal('site-settings'),
    getFaqs('plans'),
  ])
  return (
    <main id="conteudo">
      <h1 className="visually-hidden">{copy.plansTitle}</h1>
      <PlansSection {...await plansSectionProps({ promoPage: false })} />
      <PlansInclude
        title={copy.plansIncludeTitle ?? t('plans.include')}
        items={(copy.plansInclude ?? []).map((i) => i.text)}
      />
      <FaqSection
        title={copy.planFaqTitle ?? t('faq.title')}
        items={faqs}
        footer={
          <p className={landing.help}>
            <a href={site.helpCenterUrl} target="_blank" rel="noopener noreferrer">
              {copy.helpCenterText ?? t('plans.helpCenter')}
            </a>
          </p>
        }
      />
    </main>
  )
}
