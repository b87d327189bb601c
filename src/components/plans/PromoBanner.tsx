'use client'
import { fill, type Template } from '@/i18n/template.ts'
import type { PromoConfig } from '@/lib/promo.ts'
import { useToast } from '@/components/ui/Toaster.tsx'
import { OfferCountdown, type CountdownLabels } from './OfferCountdown.tsx'
import styles from './Plans.module.scss'

/** Promo message and coupon code; clicking copies the code (toast 'Cupom copiado!'). */
export type PromoMessages = {
  copied: string
  copyFailed: string
  copyHint: Template
  coupon: Template
  countdown: CountdownLabels
}

export function PromoBanner({
  promo,
  messages,
  at,
}: {
  promo: PromoConfig
  messages: PromoMessages
  /** A staff preview as of this moment (ISO): the countdown shows what is left then. */
  at?: string
}) {
  const toast = useToast()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(promo.couponCode)
      toast({ title: messages.copied, description: promo.couponCode, variant: 'success' })
    } catch {
      toast({ title: messages.copyFailed, description: promo.couponCode, variant: 'destructive' })
    }
  }
  return (
    <div className={styles.promo} data-testid="promo-banner">
      <div>
        {promo.title ? <p className={styles.promoTitle}>{promo.title}</p> : null}
        {promo.subtitle ? <p className={styles.promoSubtitle}>{promo.subtitle}</p> : null}
        {promo.promoMessage ? <p className={styles.promoMessage}>{promo.promoMessage}</p> : null}
        {promo.specialOffer ? <p className={styles.promoOffer}>{promo.specialOffer}</p> : null}
      </div>
      <button
        type="button"
        className={styles.coupon}
        onClick={copy}
        title={fill(messages.copyHint, promo.couponCode)}
      >
        {fill(messages.coupon, promo.couponCode)}
      </button>
      {promo.showCountdown ? (
        <OfferCountdown labels={messages.countdown} validUntil={promo.validUntil} at={at} />
      ) : null}
    </div>
  )
}
