'use client'
import { useIntl } from 'react-intl'
import type { PromoConfig } from '../../lib/promo.ts'
import { useToast } from '../ui/Toaster.tsx'
import { OfferCountdown } from './OfferCountdown.tsx'
import styles from './Plans.module.scss'

/** Promo message and coupon code; clicking copies the code (toast 'Cupom copiado!'). */
export function PromoBanner({ promo }: { promo: PromoConfig }) {
  const intl = useIntl()
  const toast = useToast()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(promo.couponCode)
      toast({ title: intl.formatMessage({ id: 'promo.copied' }), description: promo.couponCode, variant: 'success' })
    } catch {
      toast({ title: intl.formatMessage({ id: 'promo.copyFailed' }), description: promo.couponCode, variant: 'destructive' })
    }
  }
  return (
    <div className={styles.promo} data-testid="promo-banner">
      <div>
        {promo.title ? <p className={styles.promoTitle}>{promo.title}</p> : null}
        {promo.promoMessage ? <p className={styles.promoMessage}>{promo.promoMessage}</p> : null}
        {promo.specialOffer ? <p className={styles.promoOffer}>{promo.specialOffer}</p> : null}
      </div>
      <button type="button" className={styles.coupon} onClick={copy} title={intl.formatMessage({ id: 'promo.copyHint' }, { code: promo.couponCode })}>
        {intl.formatMessage({ id: 'promo.coupon' }, { code: promo.couponCode })}
      </button>
      {promo.showCountdown ? <OfferCountdown /> : null}
    </div>
  )
}
