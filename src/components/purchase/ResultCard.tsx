'use client'
// The result pages after checkout: payment confirmed, cancelled, or awaiting the boleto.
import Link from 'next/link'
import { useEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import { readStorage, removeStorage } from '@/client/storage.ts'
import { apiFetch } from '@/client/api.ts'
import { trackBrowserPayment, trackPayment } from '@/client/tracking.ts'
import { paymentValue } from '@/lib/paymentSuccess.ts'
import { parseSelectedPlan, STORAGE_KEYS, type SelectedPlan } from '@/lib/storageKeys.ts'
import { useAuth } from '@/components/auth/AuthProvider.tsx'
import { TrialCountdown, useTrial } from '@/components/trial/TrialCountdown.tsx'
import styles from './Purchase.module.scss'

type Props =
  | {
      kind: 'success'
      appUrl: string
      defaultPlanName: string
      defaultInterval: string
      defaultPrice: number
    }
  | { kind: 'canceled'; appUrl: string; trialDays: number; brand: string }
  | { kind: 'awaited'; proofUrl: string | null; trialDays: number }

export function ResultCard(props: Props) {
  const intl = useIntl()
  const trial = useTrial(props.kind === 'success' ? 0 : props.trialDays)
  const over = props.kind !== 'success' && trial?.over === true
  const { user } = useAuth()
  const tracked = useRef(false)
  // The plan this payment was for, read once (undefined until then) before it is cleared below.
  const paidPlan = useRef<SelectedPlan | null | undefined>(undefined)
  useEffect(() => {
    if (props.kind !== 'success' || paidPlan.current !== undefined) return
    paidPlan.current = parseSelectedPlan(readStorage(STORAGE_KEYS.selectedPlan))
    // A paid choice is done: left stored, sign-in would send this subscriber back to the upsell.
    removeStorage(STORAGE_KEYS.selectedPlan, STORAGE_KEYS.upsellEndTime)
  }, [props.kind])
  useEffect(() => {
    if (props.kind !== 'success' || tracked.current || !user) return
    tracked.current = true
    const q = new URLSearchParams(window.location.search)
    const sessionId = q.get('session_id')
    void (async () => {
      const authorization = `Bearer ${await user.getIdToken()}`
      if (sessionId) {
        // The amount, plan and interval of the completed session, as the server recorded them.
        const status = await apiFetch<{
          amount_total?: number | null
          plan_name?: string
          interval?: string
        }>(`/session-status?session_id=${encodeURIComponent(sessionId)}`, {
          headers: { authorization },
        }).catch(() => null)
        await trackPayment(
          sessionId,
          {
            email: user.email,
            name: user.displayName,
            uid: user.uid,
            value: status?.amount_total != null ? status.amount_total / 100 : undefined,
            subscriptionPlan: status?.plan_name,
            interval: status?.interval,
          },
          authorization,
        )
        return
      }
      // Spec section 7, without a session id: planName, interval and price from the URL; the stored
      // plan's priceRaw wins. The server counts payments only for a session, so only the Pixel fires.
      const stored = paidPlan.current ?? null
      trackBrowserPayment({
        value: paymentValue({ price: q.get('price') }, stored, props.defaultPrice),
        subscriptionPlan: q.get('planName') ?? stored?.name ?? props.defaultPlanName,
        interval: q.get('interval') ?? stored?.interval ?? props.defaultInterval,
      })
    })()
  }, [props, user])
  return (
    <div className={styles.card}>
      <h1>{intl.formatMessage({ id: `${props.kind}.title` })}</h1>
      <p>
        {intl.formatMessage(
          { id: over ? `${props.kind}.over` : `${props.kind}.text` },
          { brand: props.kind === 'canceled' ? props.brand : '' },
        )}
      </p>
      {props.kind !== 'success' ? <TrialCountdown trialDays={props.trialDays} /> : null}
      <div className={styles.actions}>
        {props.kind === 'success' ? (
          <a href={props.appUrl} className={styles.primary}>
            {intl.formatMessage({ id: 'success.app' })}
          </a>
        ) : null}
        {props.kind === 'canceled' ? (
          <>
            <Link href="/planos" className={styles.primary}>
              {intl.formatMessage({ id: 'canceled.plans' })}
            </Link>
            <a href={props.appUrl} className={styles.monthly}>
              {intl.formatMessage({ id: 'canceled.app' })}
            </a>
          </>
        ) : null}
        {/* Settings saved before the link was required may lack it: no button rather than one
            that opens something else. */}
        {props.kind === 'awaited' && props.proofUrl ? (
          <a
            href={props.proofUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.primary}
          >
            {intl.formatMessage({ id: 'awaited.proof' })}
          </a>
        ) : null}
      </div>
    </div>
  )
}
