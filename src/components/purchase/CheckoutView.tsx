'use client'
// The checkout tab (spec section 2): Stripe's embedded checkout for the stored plan. After payment
// it keeps the secret, tells the upsell page (its opener) and closes itself.
import { EmbeddedCheckout, EmbeddedCheckoutProvider } from '@stripe/react-stripe-js'
import { loadStripe, type Stripe } from '@stripe/stripe-js'
import Link from 'next/link'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { apiFetch } from '../../client/api.ts'
import { readStorage, writeStorage } from '../../client/storage.ts'
import { trackEvent } from '../../client/tracking.ts'
import { checkoutSuccessMessage } from '../../lib/checkoutState.ts'
import { couponIdForInterval } from '../../lib/promo.ts'
import { parseSelectedPlan, STORAGE_KEYS } from '../../lib/storageKeys.ts'
import { useAuth } from '../auth/AuthProvider.tsx'
import { useToast } from '../ui/Toaster.tsx'
import styles from './Purchase.module.scss'

let stripePromise: Promise<Stripe | null> | null = null
const getStripe = () => (stripePromise ??= loadStripe(process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY ?? ''))

export function CheckoutView({ closeAfterMs, defaultPlan }: { closeAfterMs: number; defaultPlan: { name: string; interval: string; value: number } }) {
  const intl = useIntl()
  const toast = useToast()
  const { user, loading } = useAuth()
  const [failed, setFailed] = useState(false)
  const [done, setDone] = useState(false)

  const plan = useMemo(() => parseSelectedPlan(readStorage(STORAGE_KEYS.selectedPlan)), [])
  // One id per opening of this tab: the server turns it into Stripe's idempotency key.
  const attemptId = useMemo(() => crypto.randomUUID(), [])
  const started = useRef(false)
  useEffect(() => {
    if (!user || started.current) return
    started.current = true
    trackEvent('checkout_iniciado', { email: user.email, externalId: user.uid, subscriptionPlan: plan?.name, interval: plan?.interval, value: plan ? Number(plan.priceRaw) : undefined })
  }, [user, plan])

  const fetchClientSecret = useCallback(async () => {
    try {
      const idToken = await user!.getIdToken()
      const couponId = plan ? couponIdForInterval(plan.couponId, plan.interval) : undefined
      const { clientSecret } = await apiFetch<{ clientSecret: string }>('/create-embedded-checkout-session', {
        json: { email: user!.email, planName: plan?.name ?? defaultPlan.name, interval: plan?.interval ?? defaultPlan.interval, attemptId, ...(couponId ? { couponId } : {}) },
        headers: { authorization: `Bearer ${idToken}` },
      })
      return clientSecret
    } catch (err) {
      console.error('checkout setup failed', err)
      setFailed(true)
      toast({ title: intl.formatMessage({ id: 'checkout.errorTitle' }), description: intl.formatMessage({ id: 'checkout.errorToast' }), variant: 'destructive' })
      throw err
    }
  }, [user, plan, defaultPlan, attemptId, toast, intl])

  const onComplete = useCallback(() => {
    setDone(true)
    writeStorage(STORAGE_KEYS.checkoutClientSecret, 'complete')
    const value = Number(plan?.priceRaw ?? defaultPlan.value)
    window.opener?.postMessage(checkoutSuccessMessage(plan?.name ?? defaultPlan.name, plan?.interval ?? defaultPlan.interval, value), window.location.origin)
    window.setTimeout(() => window.close(), closeAfterMs)
  }, [plan, defaultPlan, closeAfterMs])

  if (loading) return <p className={styles.subtitle}>{intl.formatMessage({ id: 'checkout.loading' })}</p>
  if (!user) {
    return (
      <div className={styles.card}>
        <h1>{intl.formatMessage({ id: 'checkout.restricted' })}</h1>
        <p>{intl.formatMessage({ id: 'checkout.restrictedText' })}</p>
        <div className={styles.actions}>
          <Link href="/login" className={styles.primary}>{intl.formatMessage({ id: 'checkout.login' })}</Link>
        </div>
      </div>
    )
  }
  if (failed) {
    return (
      <div className={styles.card} role="alert">
        <h1>{intl.formatMessage({ id: 'checkout.errorTitle' })}</h1>
        <p>{intl.formatMessage({ id: 'checkout.errorText' })}</p>
        <div className={styles.actions}>
          <Link href="/planos" className={styles.primary}>{intl.formatMessage({ id: 'checkout.back' })}</Link>
        </div>
      </div>
    )
  }
  return (
    <div className={styles.checkout}>
      <h1>{intl.formatMessage({ id: 'checkout.title' })}</h1>
      {done ? <p role="status">{intl.formatMessage({ id: 'checkout.done' })}</p> : null}
      <div className={styles.embedded} aria-busy={!done}>
        <p className={styles.subtitle}>{intl.formatMessage({ id: 'checkout.loading' })}</p>
        <EmbeddedCheckoutProvider stripe={getStripe()} options={{ fetchClientSecret, onComplete }}>
          <EmbeddedCheckout />
        </EmbeddedCheckoutProvider>
      </div>
      <div className={styles.actions}>
        <Link href="/planos" className={styles.monthly}>{intl.formatMessage({ id: 'checkout.back' })}</Link>
      </div>
    </div>
  )
}
