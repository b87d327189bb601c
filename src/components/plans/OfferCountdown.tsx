'use client'
import { clockOffset } from '@/client/serverClock.ts'
import { offerDeadline, pad2, remainingUntil } from '@/lib/countdown.ts'
import { STORAGE_KEYS } from '@/lib/storageKeys.ts'
import { useBrowserValue, useStoredValue } from '@/components/ui/useBrowserValue.ts'
import { useNow } from '@/components/ui/useNow.ts'
import styles from './Plans.module.scss'

export type CountdownLabels = { endsIn: string; hours: string; minutes: string; seconds: string }

/**
 * 'Oferta acaba em:' counting to the end of the visitor's current day, or to the promo code's
 * validUntil when that is earlier, stopping at 00:00:00. A staff preview as of a moment (`at`, ISO)
 * shows, without ticking, what is left at that moment.
 */
export function OfferCountdown({
  labels,
  validUntil,
  at,
}: {
  labels: CountdownLabels
  validUntil: string | null
  at?: string
}) {
  const frozen = at ? Date.parse(at) : NaN
  const fixed = Number.isFinite(frozen)
  // The code ends on the server's clock, as the plan cards read it (usePromoTime); a preview's
  // moment is already the server's.
  const learnt = clockOffset(useStoredValue(STORAGE_KEYS.clockOffset))
  const offset = fixed ? 0 : learnt
  // The visitor's day, in the visitor's time zone: unknown to the server.
  const end = useBrowserValue<number | null>(
    () => offerDeadline(new Date(fixed ? frozen : Date.now()), validUntil, offset),
    null,
  )
  // A stop already past: a frozen countdown starts no timer.
  const now = useNow(fixed ? 0 : (end ?? undefined))
  const r = end === null ? null : remainingUntil(end, fixed ? frozen : now)
  const parts: Array<[number | null, string]> = [
    [r ? r.days * 24 + r.hours : null, labels.hours],
    [r ? r.minutes : null, labels.minutes],
    [r ? r.seconds : null, labels.seconds],
  ]
  return (
    <div className={styles.countdown} role="timer" aria-live="off">
      <p className={styles.countdownTitle}>{labels.endsIn}</p>
      <div className={styles.countdownParts} data-testid="offer-countdown">
        {parts.map(([value, label]) => (
          <span key={label} className={styles.countdownPart}>
            <strong>{value === null ? '--' : pad2(value)}</strong>
            <small>{label}</small>
          </span>
        ))}
      </div>
    </div>
  )
}
