import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PlanCard, type PlanCardMessages } from '@/components/plans/PlanCard.tsx'
import type { PlanCardData } from '@/components/plans/planData.ts'
import { t, tTemplate } from '@/i18n/server.ts'
import type { PromoConfig } from '@/lib/promo.ts'

const messages: PlanCardMessages = {
  choose: tTemplate('plans.choose', 'plan'),
  firstMonth: t('plans.firstMonth'),
  from: tTemplate('plans.from', 'price'),
  perMonthNote: tTemplate('plans.perMonthNote', 'price'),
  variants: tTemplate('plans.variants', 'plan'),
}

const plan = (period: string): PlanCardData => ({
  planId: 'top_afiliado',
  name: 'Top Afiliado',
  description: '',
  badge: null,
  highlight: false,
  buttonText: '',
  mainFeature: '',
  features: [],
  group: 'none',
  tabLabel: 'Top Afiliado',
  monthly: { price: 9790, originalPrice: 11990, period, subtext: '' },
})

const promo: PromoConfig = {
  code: 'novo',
  title: null,
  subtitle: null,
  discountPercent: 10,
  specialOffer: null,
  promoMessage: null,
  couponCode: 'BUSQYNOVO10',
  couponId: null,
  showCountdown: false,
  subtextNew: null,
  monthlyOnly: true,
  validUntil: null,
  known: true,
}

const card = (period: string, withPromo: PromoConfig | null) =>
  renderToString(
    <PlanCard
      variants={[plan(period)]}
      promo={withPromo}
      onChoose={async () => {}}
      messages={messages}
    />,
  ).replace(/<!-- -->/g, '')

describe('PlanCard', () => {
  it("under a promo, the note of the regular price uses the plan's own period label from the CMS", () => {
    expect(card('/mês', promo)).toContain('Depois, R$ 97,90/mês')
    // A marketer who writes the label differently sees it on the promo cards too, not a fixed "/mês".
    const html = card(' por mês', promo)
    expect(html).toContain('Depois, R$ 97,90 por mês')
    expect(html).not.toContain('/mês')
  })

  it('without a promo the price carries the same label', () => {
    expect(card(' por mês', null)).toContain('R$ 97,90</strong><span> por mês</span>')
  })
})
