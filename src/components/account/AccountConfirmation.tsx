'use client'
import { useIntl } from 'react-intl'
import { TrialCountdown } from '@/components/trial/TrialCountdown.tsx'
import styles from '@/components/auth/AuthCard.module.scss'

export function AccountConfirmation({
  trialDays,
  appLoginUrl,
  brand,
}: {
  trialDays: number
  appLoginUrl: string
  /** Site settings' brand name, for 'todos os recursos da {brand}'. */
  brand: string
}) {
  const intl = useIntl()
  return (
    <div className={styles.card}>
      <div className={styles.notice}>
        <h1 className={styles.title}>{intl.formatMessage({ id: 'confirm.title' })}</h1>
        <p className={styles.subtitle}>
          {intl.formatMessage({ id: 'confirm.trial' }, { days: trialDays })}
        </p>
        <p>{intl.formatMessage({ id: 'confirm.text' }, { brand })}</p>
        <TrialCountdown trialDays={trialDays} />
        <a href={appLoginUrl} className={styles.submit}>
          {intl.formatMessage({ id: 'confirm.start' })}
        </a>
      </div>
    </div>
  )
}
