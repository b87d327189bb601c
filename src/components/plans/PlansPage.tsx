import { t } from '../../i18n/server.ts'
import { getActivePlans, getFaqs, getGlobal, getPromoCodes } from '../../server/cms.ts'
import { FaqSection } from '../landing/FaqSection.tsx'
import landing from '../landing/Landing.module.scss'
import { PlansInclude } from './PlansInclude.tsx'
import { PlansSection } from './PlansSection.tsx'
import { toPlanCardData } from './planData.ts'

/** /planos and /selecionar-plano: plans, 'all plans include' and a short plan FAQ. */
export async function PlansPage() {
  const [copy, site, constants, upsell, plans, promoCodes, faqs] = await Promise.all([
    getGlobal('landing-copy'),
    getGlobal('site-settings'),
    getGlobal('business-constants'),
    getGlobal('upsell-settings'),
    getActivePlans(),
    getPromoCodes(),
    getFaqs('plans'),
  ])
  return (
    <main id="conteudo">
      <h1 className="visually-hidden">{copy.plansTitle}</h1>
      <PlansSection
        plans={plans.map(toPlanCardData)}
        promoCodes={promoCodes}
        defaultPromoPercent={constants.defaultPromoPercent}
        selection={{ upsellMinutes: upsell.countdownMinutes, activeToastMs: constants.activeSubscriptionToastMs, promoPage: false }}
        title={copy.plansTitle ?? undefined}
        subtitle={copy.plansSubtitle ?? undefined}
      />
      <PlansInclude title={copy.plansIncludeTitle ?? t('plans.include')} items={(copy.plansInclude ?? []).map((i) => i.text)} />
      <FaqSection
        title={copy.planFaqTitle ?? t('faq.title')}
        items={faqs}
        footer={
          <p className={landing.help}>
            <a href={site.helpCenterUrl} target="_blank" rel="noopener noreferrer">{copy.helpCenterText ?? t('plans.helpCenter')}</a>
          </p>
        }
      />
    </main>
  )
}
