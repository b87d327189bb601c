import type { Metadata } from 'next'
import styles from '@/components/purchase/Purchase.module.scss'
import { UpsellOffers } from '@/components/purchase/UpsellOffers.tsx'
import type { UpsellPlan } from '@/lib/upsell.ts'
import { promoRecordsForBrowser } from '@/lib/promo.ts'
import { getActivePlans, getGlobal, getPromoCodes } from '@/server/cms.ts'

// The tab reads as the page's heading (Upsell › Título).
export async function generateMetadata(): Promise<Metadata> {
  const upsell = await getGlobal('upsell-settings')
  return { title: upsell.title, robots: { index: false } }
}

export default async function Page() {
  const [plans, upsell, constants, promoCodes] = await Promise.all([
    getActivePlans(),
    getGlobal('upsell-settings'),
    getGlobal('business-constants'),
    getPromoCodes(),
  ])
  // An empty 'Preço original' stays empty: the offer then shows no struck price, percent or saving.
  const pair = (p?: { price?: number | null; originalPrice?: number | null } | null) =>
    p?.price != null ? { price: p.price, originalPrice: p.originalPrice ?? null } : null
  const upsellPlans: Array<UpsellPlan & { monthlyPeriod: string }> = plans.map((p) => ({
    name: p.name,
    planId: p.planId,
    monthlyPeriod: p.prices?.mensal?.period ?? '/mês', // as the plan cards (planData.ts)
    prices: {
      mensal: pair(p.prices?.mensal),
      trimestral: pair(p.prices?.trimestral),
      semestral: pair(p.prices?.semestral),
      anual: pair(p.prices?.anual),
    },
  }))
  return (
    <main id="conteudo" className={styles.page}>
      <UpsellOffers
        plans={upsellPlans}
        promoCodes={promoRecordsForBrowser(promoCodes, new Date())}
        pollMs={constants.checkoutPollMs}
        settings={{
          countdownMinutes: upsell.countdownMinutes,
          countdownLabel: upsell.countdownLabel ?? '',
          title: upsell.title,
          subtitle: upsell.subtitle ?? '',
          featuresTitle: upsell.featuresTitle ?? '',
          featureLines: (upsell.featureLines ?? []).map((l) => l.text),
          options: (upsell.options ?? []).map((o) => ({
            priceKey: o.priceKey,
            title: o.title,
            badge: o.badge ?? '',
            periodLabel: o.periodLabel ?? '',
            highlight: Boolean(o.highlight),
            description: o.description ?? '',
          })),
          reassurance: (upsell.reassurance ?? []).map((r) => ({
            title: r.title,
            text: r.text ?? '',
          })),
        }}
      />
    </main>
  )
}
