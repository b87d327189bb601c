'use client'
// The 7-day trial countdown (days, hours, minutes, seconds) with a progress bar (spec section 4).
import { useIntl } from 'react-intl'
import { ownRegistrationDate, pad2, trialInfo, type TrialInfo } from '@/lib/countdown.ts'
import { STORAGE_KEYS } from '@/lib/storageKeys.ts'
import { useAuth } from '@/components/auth/AuthProvider.tsx'
import { useStoredValue } from '@/components/ui/useBrowserValue.ts'
import { useNow } from '@/components/ui/useNow.ts'
import styles from './Trial.module.scss'

export function useTrial(trialDays: number): TrialInfo | null {
  const { user } = useAuth()
  const storedDate = useStoredValue(STORAGE_KEYS.registrationDate) ?? null
  const storedUid = useStoredValue(STORAGE_KEYS.uid) ?? null
  const registered = ownRegistrationDate({ date: storedDate, uid: storedUid }, user?.uid)
  const now = useNow()
  if (!user && !registered) return null
  return trialInfo(registered, user?.metadata.creationTime ?? null, new Date(now), trialDays)
}

export function TrialCountdown({ trialDays }: { trialDays: number }) {
  const intl = useIntl()
  const trial = useTrial(trialDays)
  const r = trial?.remaining
  const parts: Array<[number | undefined, string]> = [
    [r?.days, 'trial.days'],
    [r?.hours, 'trial.hours'],
    [r?.minutes, 'trial.minutes'],
    [r?.seconds, 'trial.seconds'],
  ]
  return (
    <div
      className={styles.trial}
      role="timer"
      aria-label={intl.formatMessage({ id: 'trial.label' })}
      data-testid="trial-countdown"
    >
      <div className={styles.parts}>
        {parts.map(([v, label]) => (
          <span key={label} className={styles.part}>
            <strong>{v === undefined ? '--' : pad2(v)}</strong>
            <small>{intl.formatMessage({ id: label })}</small>
          </span>
        ))}
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round((trial?.progress ?? 0) * 100)}
        aria-label={intl.formatMessage({ id: 'trial.label' })}
      >
        <span style={{ width: `${(trial?.progress ?? 0) * 100}%` }} />
      </div>
    </div>
  )
}
