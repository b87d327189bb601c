'use client'
import { useIntl } from 'react-intl'
import { endOfDay, pad2, remainingUntil } from '../../lib/countdown.ts'
import { useBrowserValue } from '../ui/useBrowserValue.ts'
import { useNow } from '../ui/useNow.ts'
import styles from './Plans.module.scss'

/** 'Oferta acaba em:' counting to the end of the visitor's current day, stopping at 00:00:00. */
export function OfferCountdown() {
  const intl = useIntl()
  // The visitor's day, in the visitor's time zone: unknown to the server.
  const end = useBrowserValue<number | null>(() => endOfDay(new Date()).getTime(), null)
  const now = useNow(1000, end ?? undefined)
  const r = end === null ? null : remainingUntil(end, now)
  const parts: Array<[number | null, string]> = [
    [r ? r.days * 24 + r.hours : null, 'promo.hours'],
    [r ? r.minutes : null, 'promo.minutes'],
    [r ? r.seconds : null, 'promo.seconds'],
  ]
  return (
    <div className={styles.countdown} role="timer" aria-live="off">
      <p className={styles.countdownTitle}>{intl.formatMessage({ id: 'promo.endsIn' })}</p>
      <div className={styles.countdownParts} data-testid="offer-countdown">
        {parts.map(([value, label]) => (
          <span key={label} className={styles.countdownPart}>
            <strong>{value === null ? '--' : pad2(value)}</strong>
            <small>{intl.formatMessage({ id: label })}</small>
          </span>
        ))}
      </div>
    </div>
  )
}
