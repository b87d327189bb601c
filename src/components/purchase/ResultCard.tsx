'use client'
// The result pages after checkout: payment confirmed, cancelled, or awaiting the boleto.
import Link from 'next/link'
import { useEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import { readStorage } from '../../client/storage.ts'
import { trackEvent } from '../../client/tracking.ts'
import { paymentValue } from '../../lib/paymentSuccess.ts'
import { parseSelectedPlan, STORAGE_KEYS } from '../../lib/storageKeys.ts'
import { TrialCountdown, useTrial } from '../trial/TrialCountdown.tsx'
import styles from './Purchase.module.scss'

type Props =
  | { kind: 'success'; appUrl: string; defaultPlanName: string; defaultInterval: string; defaultPrice: number }
  | { kind: 'canceled'; appUrl: string; trialDays: number }
  | { kind: 'awaited'; proofUrl: string; trialDays: number }

export function ResultCard(props: Props) {
  const intl = useIntl()
  const trial = useTrial(props.kind === 'success' ? 0 : props.trialDays)
  const over = props.kind !== 'success' && trial?.over === true
  const tracked = useRef(false)
  useEffect(() => {
    if (props.kind !== 'success' || tracked.current) return
    tracked.current = true
    // Spec section 7: planName, interval and price come from the URL; the stored plan's priceRaw wins.
    const q = new URLSearchParams(window.location.search)
    const stored = parseSelectedPlan(readStorage(STORAGE_KEYS.selectedPlan))
    const data = {
      value: paymentValue({ price: q.get('price') }, stored, props.defaultPrice),
      subscriptionPlan: q.get('planName') ?? stored?.name ?? props.defaultPlanName,
      interval: q.get('interval') ?? stored?.interval ?? props.defaultInterval,
    }
    trackEvent('pagamento_confirmado', data)
    trackEvent('PVNewSubs', data)
  }, [props])
  return (
    <div className={styles.card}>
      <h1>{intl.formatMessage({ id: `${props.kind}.title` })}</h1>
      <p>{intl.formatMessage({ id: over ? `${props.kind}.over` : `${props.kind}.text` })}</p>
      {props.kind !== 'success' ? <TrialCountdown trialDays={props.trialDays} /> : null}
      <div className={styles.actions}>
        {props.kind === 'success' ? <a href={props.appUrl} className={styles.primary}>{intl.formatMessage({ id: 'success.app' })}</a> : null}
        {props.kind === 'canceled' ? (
          <>
            <Link href="/planos" className={styles.primary}>{intl.formatMessage({ id: 'canceled.plans' })}</Link>
            <a href={props.appUrl} className={styles.monthly}>{intl.formatMessage({ id: 'canceled.app' })}</a>
          </>
        ) : null}
        {props.kind === 'awaited' ? (
          <a href={props.proofUrl} target="_blank" rel="noopener noreferrer" className={styles.primary}>{intl.formatMessage({ id: 'awaited.proof' })}</a>
        ) : null}
      </div>
    </div>
  )
}
