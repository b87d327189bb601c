// The CMS data every plans section needs (landing, plans page, promo pages), read in one place.
import { t, tTemplate } from '@/i18n/server.ts'
import { getActivePlans, getGlobal, getPromoCodes } from '@/server/cms.ts'
import { groupPlans } from '@/lib/planNames.ts'
import { promoRecordsForBrowser } from '@/lib/promo.ts'
import { previewTime } from '@/server/preview.ts'
import { toPlanCardData } from './planData.ts'
import type { PlansMessages, PlansSection } from './PlansSection.tsx'

export async function plansSectionProps({
  promoPage,
}: {
  promoPage: boolean
}): Promise<Parameters<typeof PlansSection>[0]> {
  const [copy, constants, upsell, plans, promoCodes, at] = await Promise.all([
    getGlobal('landing-copy'),
    getGlobal('business-constants'),
    getGlobal('upsell-settings'),
    getActivePlans(),
    getPromoCodes(),
    previewTime(),
  ])
  return {
    messages: plansMessages(),
    cards: groupPlans(plans.map(toPlanCardData).filter((p) => p.monthly)),
    promoCodes: promoRecordsForBrowser(promoCodes, at ?? new Date()),
    previewAt: at?.toISOString(),
    selection: {
      upsellMinutes: upsell.countdownMinutes,
      activeToastMs: constants.activeSubscriptionToastMs,
    },
    fallbackPromoCode: promoPage ? (copy.promoDefaultCode ?? undefined) : undefined,
    title: copy.plansTitle ?? undefined,
    subtitle: copy.plansSubtitle ?? undefined,
  }
}

function plansMessages(): PlansMessages {
  return {
    heading: t('header.plans'),
    card: {
      choose: tTemplate('plans.choose', 'plan'),
      firstMonth: t('plans.firstMonth'),
      from: tTemplate('plans.from', 'price'),
      perMonthNote: tTemplate('plans.perMonthNote', 'price'),
      variants: tTemplate('plans.variants', 'plan'),
    },
    promo: {
      copied: t('promo.copied'),
      copyFailed: t('promo.copyFailed'),
      copyHint: tTemplate('promo.copyHint', 'code'),
      coupon: tTemplate('promo.coupon', 'code'),
      countdown: {
        endsIn: t('promo.endsIn'),
        hours: t('promo.hours'),
        minutes: t('promo.minutes'),
        seconds: t('promo.seconds'),
      },
    },
    selection: {
      activeTitle: t('plans.activeTitle'),
      activeText: t('plans.activeText'),
      manage: t('plans.manage'),
      portal: {
        error: t('portal.error'),
        noEmail: t('portal.noEmail'),
        failed: t('portal.failed'),
      },
    },
  }
}
