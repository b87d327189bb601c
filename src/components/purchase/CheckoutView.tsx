'use client'
// The checkout tab (spec section 2): Stripe's embedded checkout for the stored plan (or the default
// plan). When the checkout completes it keeps the secret, tells the upsell page (its opener) whether
// the session is paid, a boleto awaits payment, or the status could not be read, and closes itself.
import { EmbeddedCheckout, EmbeddedCheckoutProvider } from '@stripe/react-stripe-js'
import { loadStripe, type Stripe } from '@stripe/stripe-js'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { ApiError, apiFetch } from '@/client/api.ts'
import { fetchSessionStatus } from '@/client/sessionStatus.ts'
import { learnServerTime } from '@/client/serverClock.ts'
import { readStorage, writeStorage } from '@/client/storage.ts'
import { trackEvent } from '@/client/tracking.ts'
import {
  checkoutAwaitingMessage,
  checkoutCompletedMessage,
  checkoutReturnPath,
  checkoutSubscribedMessage,
  checkoutSuccessMessage,
  checkoutUnknownMessage,
  completedOutcome,
  isCheckoutAck,
  CHECKOUT_ELSEWHERE,
  paymentSuccessPath,
  PRICE_CHANGED,
  SUBSCRIPTION_ACTIVE,
} from '@/lib/checkoutState.ts'
import { decimalStringToCents } from '@/lib/money.ts'
import { couponIdForInterval, promoPlansPath } from '@/lib/promo.ts'
import { parseSelectedPlan, STORAGE_KEYS } from '@/lib/storageKeys.ts'
import { useAuth } from '@/components/auth/AuthProvider.tsx'
import { useOpenBillingPortal } from '@/components/plans/useOpenBillingPortal.ts'
import { useToast } from '@/components/ui/Toaster.tsx'
import styles from './Purchase.module.scss'

let stripePromise: Promise<Stripe | null> | null = null
const getStripe = () =>
  (stripePromise ??= loadStripe(process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY ?? ''))

type DefaultPlan = { planId: string; name: string; interval: string } | null

/** Whether the opener acknowledged the outcome within `ms` (resolves after `ms` either way). */
type Failure = 'setup' | 'priceChanged' | 'elsewhere'
const FAILURE_TOAST: Record<Failure, string> = {
  setup: 'checkout.errorToast',
  priceChanged: 'checkout.priceChanged',
  elsewhere: 'checkout.elsewhere',
}
const FAILURE_TEXT: Record<Failure, string> = {
  setup: 'checkout.errorText',
  priceChanged: 'checkout.priceChanged',
  elsewhere: 'checkout.elsewhere',
}

function waitForAck(ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    let acked = false
    const onMessage = (event: MessageEvent) => {
      if (isCheckoutAck({ origin: event.origin, data: event.data }, window.location.origin))
        acked = true
    }
    window.addEventListener('message', onMessage)
    window.setTimeout(() => {
      window.removeEventListener('message', onMessage)
      resolve(acked)
    }, ms)
  })
}

export function CheckoutView({
  closeAfterMs,
  activeToastMs,
  defaultPlan,
}: {
  closeAfterMs: number
  activeToastMs: number
  defaultPlan: DefaultPlan
}) {
  const intl = useIntl()
  const router = useRouter()
  const toast = useToast()
  const { user, loading } = useAuth()
  // Which error card shows: the generic setup failure, the price that changed since it was shown, or
  // a checkout another tab of the account opened at the same moment (that one is payable).
  const [failed, setFailed] = useState<Failure | null>(null)
  // Why the server refused a request that cannot succeed as it is (a plan or code withdrawn since it
  // was chosen): shown under the setup failure, so "try again later" is not all the visitor reads.
  const [refusal, setRefusal] = useState<string | null>(null)
  const [active, setActive] = useState(false)
  const [done, setDone] = useState<'paid' | 'awaiting' | 'unknown' | null>(null)
  // 'Carregando checkout...' until the session exists; then Stripe's form shows in its place.
  const [secretReady, setSecretReady] = useState(false)
  const portalMessages = useMemo(
    () => ({
      error: intl.formatMessage({ id: 'portal.error' }),
      noEmail: intl.formatMessage({ id: 'portal.noEmail' }),
      failed: intl.formatMessage({ id: 'portal.failed' }),
    }),
    [intl],
  )
  const openPortal = useOpenBillingPortal(portalMessages)

  // The stored plan, else the default plan of Business constants (spec section 9).
  const plan = useMemo(() => parseSelectedPlan(readStorage(STORAGE_KEYS.selectedPlan)), [])
  const target = useMemo(
    () => (plan ? { planId: plan.planId, name: plan.name, interval: plan.interval } : defaultPlan),
    [plan, defaultPlan],
  )
  // The first payment the visitor was shown (the stored priceRaw): the server refuses any other.
  // Nothing is sent for the default plan, which no page priced.
  const expectedAmountCents = useMemo(
    () => (plan ? decimalStringToCents(plan.priceRaw) : null),
    [plan],
  )
  // And what each later period costs, as the card said after the first payment.
  const expectedRecurringCents = useMemo(
    () => (plan?.recurringRaw ? decimalStringToCents(plan.recurringRaw) : null),
    [plan],
  )
  // One id per opening of this tab: the server turns it into Stripe's idempotency key.
  const attemptId = useMemo(() => crypto.randomUUID(), [])
  const sessionId = useRef<string | null>(null)
  const clientSecret = useRef<string | null>(null)
  const started = useRef(false)
  useEffect(() => {
    if (!user || started.current) return
    started.current = true
    trackEvent(
      'checkout_iniciado',
      {
        email: user.email,
        name: user.displayName,
        uid: user.uid,
        subscriptionPlan: target?.name,
        interval: target?.interval,
        value: plan ? Number(plan.priceRaw) : undefined,
      },
      user,
    )
  }, [user, plan, target])

  const failedOnce = useRef(false)
  const showSetupFailure = useCallback(
    (kind: Failure = 'setup') => {
      if (failedOnce.current) return // Stripe.js and the session can both fail: one toast
      failedOnce.current = true
      setFailed(kind)
      toast({
        title: intl.formatMessage({ id: 'checkout.errorTitle' }),
        description: intl.formatMessage({ id: FAILURE_TOAST[kind] }),
        variant: 'destructive',
      })
    },
    [toast, intl],
  )

  const fetchClientSecret = useCallback(async () => {
    try {
      if (!target) throw new Error('no plan to check out')
      const idToken = await user!.getIdToken()
      const couponId = plan ? couponIdForInterval(plan.couponId, plan.interval) : undefined
      const res = await apiFetch<{
        clientSecret: string
        sessionId?: string
        amountCents?: number
      }>('/create-embedded-checkout-session', {
        json: {
          email: user!.email,
          ...(target.planId ? { planId: target.planId } : {}),
          planName: target.name,
          interval: target.interval,
          attemptId,
          ...(plan?.promoCode ? { promoCode: plan.promoCode } : {}),
          ...(couponId ? { couponId } : {}),
          ...(expectedAmountCents !== null ? { expectedAmountCents } : {}),
          ...(expectedRecurringCents !== null ? { expectedRecurringCents } : {}),
        },
        headers: { authorization: `Bearer ${idToken}` },
      })
      sessionId.current = res.sessionId ?? res.clientSecret.split('_secret_')[0] ?? null
      clientSecret.current = res.clientSecret
      setSecretReady(true)
      return res.clientSecret
    } catch (err) {
      if (
        err instanceof ApiError &&
        err.status === 409 &&
        (err.body as { code?: unknown } | null)?.code === SUBSCRIPTION_ACTIVE
      ) {
        // Spec section 8: the active-subscriber toast, with 'Gerenciar Plano' opening the portal.
        // The upsell page learns it first: this tab may leave for the portal, which it cannot read.
        window.opener?.postMessage(checkoutSubscribedMessage(), window.location.origin)
        setActive(true)
        toast({
          title: intl.formatMessage({ id: 'plans.activeTitle' }),
          description: intl.formatMessage({ id: 'plans.activeText' }),
          durationMs: activeToastMs,
          action: {
            label: intl.formatMessage({ id: 'plans.manage' }),
            onClick: () => void openPortal(user),
          },
        })
        throw err
      }
      if (
        err instanceof ApiError &&
        err.status === 409 &&
        (err.body as { code?: unknown } | null)?.code === PRICE_CHANGED
      ) {
        // The stored plan carries a price the server no longer charges: the plans page re-prices,
        // at the server's time should this browser's clock be what made the difference. The choice
        // stays stored (the plans page clears it) so that a reload refuses it again rather than
        // opening a checkout for the default plan, which the visitor never chose.
        learnServerTime((err.body as { serverTime?: unknown }).serverTime)
        showSetupFailure('priceChanged')
        throw err
      }
      if (
        err instanceof ApiError &&
        err.status === 409 &&
        (err.body as { code?: unknown } | null)?.code === CHECKOUT_ELSEWHERE
      ) {
        showSetupFailure('elsewhere')
        throw err
      }
      console.error('checkout setup failed', err)
      const reason = err instanceof ApiError && (err.body as { error?: unknown } | null)?.error
      if (err instanceof ApiError && err.status === 400 && typeof reason === 'string')
        setRefusal(reason)
      showSetupFailure()
      throw err
    }
  }, [
    user,
    plan,
    target,
    attemptId,
    expectedAmountCents,
    expectedRecurringCents,
    toast,
    intl,
    activeToastMs,
    openPortal,
    showSetupFailure,
  ])

  // Stripe.js failing to load (blocked, offline) is a setup failure too, not an endless loading; the
  // failed load is forgotten so that opening the checkout again tries again.
  useEffect(() => {
    if (!user || active) return
    let cancelled = false
    getStripe()
      .then((stripe) => {
        if (!stripe && !cancelled) showSetupFailure()
      })
      .catch((err: unknown) => {
        console.error('Stripe.js failed to load', err)
        stripePromise = null
        if (!cancelled) showSetupFailure()
      })
    return () => {
      cancelled = true
    }
  }, [user, active, showSetupFailure])

  const onComplete = useCallback(async () => {
    const id = sessionId.current
    // Said before anything is awaited: from now on the upsell page must not take this tab closing
    // (or leaving) for a cancelled checkout, whatever the status check below finds.
    window.opener?.postMessage(checkoutCompletedMessage(id ?? undefined), window.location.origin)
    const headers: Record<string, string> = user
      ? { authorization: `Bearer ${await user.getIdToken()}` }
      : {}
    // Asked again for about half a minute if the network or the server fails: the tab stays on the
    // checkout meanwhile, so the upsell page (polling it) waits.
    const status = id ? await fetchSessionStatus(id, headers, 6) : null
    // Spec section 4: the checkout tab stores the secret of the session it completed.
    if (clientSecret.current) writeStorage(STORAGE_KEYS.checkoutClientSecret, clientSecret.current)
    const acked = waitForAck(closeAfterMs)
    let next: string
    // Without a session id there is nothing to ask: what Stripe's form showed last, a boleto.
    const outcome = id ? completedOutcome(status) : 'awaiting'
    if (id && outcome === 'unknown') {
      // Unknown is neither paid nor a boleto (nor cancelled): the return page asks again, with a retry.
      setDone('unknown')
      window.opener?.postMessage(checkoutUnknownMessage(id), window.location.origin)
      next = checkoutReturnPath(id)
    } else if (status && outcome === 'paid') {
      // A paid session (or one with nothing to pay) is a success; an issued boleto waits for its
      // payment (spec section 4).
      setDone('paid')
      const value =
        status.amount_total != null ? status.amount_total / 100 : Number(plan?.priceRaw ?? 0)
      window.opener?.postMessage(
        checkoutSuccessMessage(
          status.plan_name ?? target?.name ?? '',
          status.interval ?? target?.interval ?? '',
          value,
          id ?? undefined,
        ),
        window.location.origin,
      )
      next = paymentSuccessPath(id)
    } else {
      setDone('awaiting')
      window.opener?.postMessage(checkoutAwaitingMessage(id ?? undefined), window.location.origin)
      next = '/payment-awaited'
    }
    // Closes itself after the delay once the upsell page has the outcome; with nobody to tell (that
    // page reloaded, or this tab was opened on its own) it shows the result page instead.
    if (await acked) window.close()
    else router.replace(next)
  }, [user, plan, target, closeAfterMs, router])

  if (loading)
    return <p className={styles.subtitle}>{intl.formatMessage({ id: 'checkout.loading' })}</p>
  if (!user) {
    return (
      <div className={styles.card}>
        <h1>{intl.formatMessage({ id: 'checkout.restricted' })}</h1>
        <p>{intl.formatMessage({ id: 'checkout.restrictedText' })}</p>
        <div className={styles.actions}>
          <Link href="/login" className={styles.primary}>
            {intl.formatMessage({ id: 'checkout.login' })}
          </Link>
        </div>
      </div>
    )
  }
  if (active) {
    return (
      <div className={styles.card} role="status">
        <h1>{intl.formatMessage({ id: 'plans.activeTitle' })}</h1>
        <p>{intl.formatMessage({ id: 'plans.activeText' })}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => void openPortal(user)}>
            {intl.formatMessage({ id: 'plans.manage' })}
          </button>
        </div>
      </div>
    )
  }
  if (failed) {
    return (
      <div className={styles.card} role="alert">
        <h1>{intl.formatMessage({ id: 'checkout.errorTitle' })}</h1>
        <p>{intl.formatMessage({ id: FAILURE_TEXT[failed] })}</p>
        {failed === 'setup' && refusal ? <p>{refusal}</p> : null}
        <div className={styles.actions}>
          <Link
            href={plan?.promoCode ? promoPlansPath(plan.promoCode) : '/planos'}
            className={styles.primary}
          >
            {intl.formatMessage({ id: 'checkout.back' })}
          </Link>
        </div>
      </div>
    )
  }
  return (
    <div className={styles.checkout}>
      <h1>{intl.formatMessage({ id: 'checkout.title' })}</h1>
      {done ? (
        <p role="status">
          {intl.formatMessage({
            id:
              done === 'paid'
                ? 'checkout.done'
                : done === 'awaiting'
                  ? 'checkout.doneAwaiting'
                  : 'checkout.doneUnknown',
          })}
        </p>
      ) : null}
      <div className={styles.embedded} aria-busy={!secretReady}>
        {secretReady ? null : (
          <p className={styles.subtitle}>{intl.formatMessage({ id: 'checkout.loading' })}</p>
        )}
        <EmbeddedCheckoutProvider
          stripe={getStripe()}
          options={{ fetchClientSecret, onComplete: () => void onComplete() }}
        >
          <EmbeddedCheckout />
        </EmbeddedCheckoutProvider>
      </div>
      <div className={styles.actions}>
        <Link href="/planos" className={styles.monthly}>
          {intl.formatMessage({ id: 'checkout.back' })}
        </Link>
      </div>
    </div>
  )
}
