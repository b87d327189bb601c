'use client'
// /checkout-return: asks for the session status; 'open' → /checkout, 'complete' → /payment-success
// (or /payment-awaited while a boleto is unpaid), anything else keeps the loading view (spec section 4).
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { useIntl } from 'react-intl'
import { fetchSessionStatus } from '@/client/sessionStatus.ts'
import { sessionStatusRoute } from '@/lib/checkoutState.ts'
import { useAuth } from '@/components/auth/AuthProvider.tsx'
import { Spinner } from '@/components/ui/Spinner.tsx'

export function CheckoutReturn() {
  const intl = useIntl()
  const router = useRouter()
  const { user, loading } = useAuth()
  useEffect(() => {
    if (loading) return
    const id = new URLSearchParams(window.location.search).get('session_id')
    if (!id) return
    let cancelled = false
    void (async () => {
      try {
        const headers: Record<string, string> = user
          ? { authorization: `Bearer ${await user.getIdToken()}` }
          : {}
        // A dropped request or a server error is asked again for about 15 seconds.
        const answer = await fetchSessionStatus(id, headers, 5)
        const to = answer && sessionStatusRoute(answer.status, id, answer.payment_status)
        if (to && !cancelled) router.replace(to)
      } catch (err) {
        console.warn('session status failed', err)
      }
    })()
    return () => {
      cancelled = true
    }
  }, [loading, user, router])
  return <Spinner label={intl.formatMessage({ id: 'return.loading' })} />
}
