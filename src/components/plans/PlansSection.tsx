'use client'
import { useEffect, useMemo } from 'react'
import { removeStorage, writeStorage } from '@/client/storage.ts'
import type { PlanCardGroup } from '@/lib/planNames.ts'
import {
  promoCodeFromQuery,
  pagePromo,
  type PromoCodeRecord,
  type PromoConfig,
} from '@/lib/promo.ts'
import { STORAGE_KEYS } from '@/lib/storageKeys.ts'
import { PlanCard, type PlanCardMessages } from './PlanCard.tsx'
import type { PlanCardData } from './planData.ts'
import { useBrowserValue } from '@/components/ui/useBrowserValue.ts'
import { usePromoTime } from './usePromoTime.ts'
import { PromoBanner, type PromoMessages } from './PromoBanner.tsx'
import {
  usePlanSelection,
  type SelectionMessages,
  type SelectionSettings,
} from './usePlanSelection.ts'
import styles from './Plans.module.scss'

/** Every fixed string of the section, formatted on the server (plansSectionProps.ts). */
export type PlansMessages = {
  heading: string
  card: PlanCardMessages
  promo: PromoMessages
  selection: SelectionMessages
}

type Props = {
  messages: PlansMessages
  /** The monthly plans, grouped into cards on the server (Elite levels share one tabbed card). */
  cards: PlanCardGroup<PlanCardData>[]
  promoCodes: PromoCodeRecord[]
  selection: SelectionSettings
  /** The promo plans page applies this code when the URL names none. */
  fallbackPromoCode?: string
  /** A staff preview as of this moment (ISO): the promo and its countdown are resolved then. */
  previewAt?: string
  title?: string
  subtitle?: string
}

export function PlansSection({
  messages,
  cards,
  promoCodes,
  selection,
  fallbackPromoCode,
  previewAt,
  title,
  subtitle,
}: Props) {
  // The URL's code wins over the page's fallback; the prerendered page cannot know the query.
  const fromUrl = useBrowserValue(
    () => promoCodeFromQuery(new URLSearchParams(window.location.search)),
    null,
  )

  useEffect(() => {
    // Spec section 4: plans pages clear any stored plan and keep the campaign and referral of the URL.
    const params = new URLSearchParams(window.location.search)
    removeStorage(STORAGE_KEYS.selectedPlan)
    const campaign = params.get('campaign')
    const ref = params.get('ref')
    if (campaign) writeStorage(STORAGE_KEYS.campaignId, campaign)
    if (ref) writeStorage(STORAGE_KEYS.referral, ref)
  }, [])

  const promoTime = usePromoTime(promoCodes, previewAt)
  const promo: PromoConfig | null = useMemo(
    () => pagePromo(fromUrl, fallbackPromoCode, promoCodes, new Date(promoTime)),
    [fromUrl, fallbackPromoCode, promoCodes, promoTime],
  )
  const choose = usePlanSelection(selection, messages.selection)

  return (
    <section id="planos" className={styles.section} aria-labelledby="planos-titulo">
      <div className={styles.inner}>
        <h2 id="planos-titulo" className={styles.heading}>
          {title ?? messages.heading}
        </h2>
        {subtitle ? <p className={styles.sub}>{subtitle}</p> : null}
        {promo ? <PromoBanner promo={promo} messages={messages.promo} at={previewAt} /> : null}
        <div className={styles.grid}>
          {cards.map((card) => (
            <PlanCard
              key={card.key}
              variants={card.variants}
              promo={promo}
              onChoose={choose}
              messages={messages.card}
            />
          ))}
        </div>
      </div>
    </section>
  )
}
