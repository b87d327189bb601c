'use client'
// /checkout-return: asks for the session status; 'open' → /checkout, 'complete' → /payment-success
// (or /payment-awaited while a boleto is unpaid), 'expired' → /payment-canceled. The loading view
// stays while the answer can still come (spec section 4); once it cannot (no session id, a refusal,
// or no answer after the retries) the page says so and offers another try, the account and the plans.
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { fetchSessionStatus } from '@/client/sessionStatus.ts'
import { sessionStatusRoute } from '@/lib/checkoutState.ts'
import { useAuth } from '@/components/auth/AuthProvider.tsx'
import { Spinner } from '@/components/ui/Spinner.tsx'
import styles from './Purchase.module.scss'

export function CheckoutReturn() {
  const intl = useIntl()
  const router = useRouter()
  const { user, loading } = useAuth()
  const [attempt, setAttempt] = useState(0)
  const [unknownAt, setUnknownAt] = useState<number | null>(null)
  useEffect(() => {
    if (loading) return
    const id = new URLSearchParams(window.location.search).get('session_id')
    let cancelled = false
    void (async () => {
      let to: string | null = null
      if (id) {
        try {
          const headers: Record<string, string> = user
            ? { authorization: `Bearer ${await user.getIdToken()}` }
            : {}
          // A dropped request or a server error is asked again for about 15 seconds.
          const answer = await fetchSessionStatus(id, headers, 5)
          // An expired session was never paid: the page for a checkout left unpaid.
          to =
            answer?.status === 'expired'
              ? '/payment-canceled'
              : answer && sessionStatusRoute(answer.status, id, answer.payment_status)
        } catch (err) {
          console.warn('session status failed', err)
        }
      }
      if (cancelled) return
      if (to) router.replace(to)
      else setUnknownAt(attempt)
    })()
    return () => {
      cancelled = true
    }
  }, [loading, user, router, attempt])

  if (unknownAt !== attempt) return <Spinner label={intl.formatMessage({ id: 'return.loading' })} />
  return (
    <div className={styles.card} role="alert">
      <h2>{intl.formatMessage({ id: 'return.unknownTitle' })}</h2>
      <p>{intl.formatMessage({ id: 'return.unknownText' })}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => setAttempt((n) => n + 1)}>
          {intl.formatMessage({ id: 'return.retry' })}
        </button>
        <Link href="/area-usuario" className={styles.monthly}>
          {intl.formatMessage({ id: 'return.account' })}
        </Link>
        <Link href="/planos" className={styles.monthly}>
          {intl.formatMessage({ id: 'canceled.plans' })}
        </Link>
      </div>
    </div>
  )
}
