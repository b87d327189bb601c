'use client'
import { useCallback } from 'react'
import { useIntl } from 'react-intl'
import { apiFetch } from '../../client/api.ts'
import { useToast } from '../ui/Toaster.tsx'

/** Opens the Stripe billing portal for the signed-in subscriber (spec sections 5 and 8). */
export function useOpenBillingPortal() {
  const intl = useIntl()
  const toast = useToast()
  return useCallback(
    async (email: string | null | undefined) => {
      const error = intl.formatMessage({ id: 'portal.error' })
      if (!email) {
        toast({ title: error, description: intl.formatMessage({ id: 'portal.noEmail' }), variant: 'destructive' })
        return
      }
      try {
        const { url } = await apiFetch<{ url: string }>('/api/create-customer-portal-session', { json: { email } })
        window.location.assign(url)
      } catch (err) {
        console.error('portal session failed', err)
        toast({ title: error, description: intl.formatMessage({ id: 'portal.failed' }), variant: 'destructive' })
      }
    },
    [intl, toast],
  )
}
