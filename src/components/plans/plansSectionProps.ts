// The CMS data every plans section needs (landing, plans page, promo pages), read in one place.
import { getActivePlans, getGlobal, getPromoCodes } from '../../server/cms.ts'
import { promoRecordsForBrowser } from '../../lib/promo.ts'
import { toPlanCardData } from './planData.ts'
import type { PlansSection } from './PlansSection.tsx'

export async function plansSectionProps({ promoPage }: { promoPage: boolean }): Promise<Parameters<typeof PlansSection>[0]> {
  const [copy, constants, upsell, plans, promoCodes] = await Promise.all([getGlobal('landing-copy'), getGlobal('business-constants'), getGlobal('upsell-settings'), getActivePlans(), getPromoCodes()])
  return {
    plans: plans.map(toPlanCardData),
    promoCodes: promoRecordsForBrowser(promoCodes, new Date()),
    defaultPromoPercent: constants.defaultPromoPercent,
    selection: { upsellMinutes: upsell.countdownMinutes, activeToastMs: constants.activeSubscriptionToastMs, promoPage },
    fallbackPromoCode: promoPage ? copy.promoDefaultCode ?? undefined : undefined,
    title: copy.plansTitle ?? undefined,
    subtitle: copy.plansSubtitle ?? undefined,
  }
}
