// The serialisable slice of a CMS plan that plan cards need (cards show the monthly option).
import type { Plan } from '@/payload-types.ts'

export type PlanCardData = {
  planId: string
  name: string
  description: string
  badge: string | null
  highlight: boolean
  buttonText: string
  mainFeature: string
  features: string[]
  group: string
  tabLabel: string
  /** originalPrice: null when 'Preço original' is empty in the CMS. */
  monthly: { price: number; originalPrice: number | null; period: string; subtext: string } | null
}

export function toPlanCardData(plan: Plan): PlanCardData {
  const m = plan.prices?.mensal
  return {
    planId: plan.planId,
    name: plan.name,
    description: plan.description ?? '',
    badge: plan.badge ?? null,
    highlight: Boolean(plan.highlight),
    buttonText: plan.buttonText ?? '',
    mainFeature: plan.mainFeature ?? '',
    features: (plan.features ?? []).map((f) => f.text),
    group: plan.group,
    tabLabel: plan.tabLabel?.trim() || plan.name,
    monthly:
      m?.price != null
        ? {
            price: m.price,
            originalPrice: m.originalPrice ?? null,
            period: m.period ?? '/mês',
            subtext: m.subtext ?? '',
          }
        : null,
  }
}
