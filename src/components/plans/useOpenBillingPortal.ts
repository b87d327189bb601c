'use client'
import { useCallback } from 'react'
import { apiFetch } from '@/client/api.ts'
import { useToast } from '@/components/ui/Toaster.tsx'

/** The portal's error strings: from the server on public pages, from react-intl on account pages. */
export type PortalMessages = { error: string; noEmail: string; failed: string }

/** Opens the Stripe billing portal for the signed-in subscriber (spec sections 5 and 8). */
export function useOpenBillingPortal(messages: PortalMessages) {
  const toast = useToast()
  return useCallback(
    async (email: string | null | undefined) => {
      if (!email) {
        toast({ title: messages.error, description: messages.noEmail, variant: 'destructive' })
        return
      }
      try {
        const { url } = await apiFetch<{ url: string }>('/api/create-customer-portal-session', {
          json: { email },
        })
        window.location.assign(url)
      } catch (err) {
        console.error('portal session failed', err)
        toast({ title: messages.error, description: messages.failed, variant: 'destructive' })
      }
    },
    [messages, toast],
  )
}
