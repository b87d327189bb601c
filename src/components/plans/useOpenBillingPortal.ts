'use client'
import type { User } from 'firebase/auth'
import { useCallback } from 'react'
import { apiFetch } from '@/client/api.ts'
import { useToast } from '@/components/ui/Toaster.tsx'

/** The portal's error strings: from the server on public pages, from react-intl on account pages. */
export type PortalMessages = { error: string; noEmail: string; failed: string }

/**
 * Opens the Stripe billing portal for the signed-in subscriber (spec sections 5 and 8). The call
 * carries the Firebase ID token: the session cookie lasts five days and is not re-minted without a
 * recent sign-in, so a subscriber signed in for longer has none.
 */
export function useOpenBillingPortal(messages: PortalMessages) {
  const toast = useToast()
  return useCallback(
    async (user: Pick<User, 'email' | 'getIdToken'> | null | undefined) => {
      if (!user?.email) {
        toast({ title: messages.error, description: messages.noEmail, variant: 'destructive' })
        return
      }
      try {
        const { url } = await apiFetch<{ url: string }>('/api/create-customer-portal-session', {
          json: { email: user.email },
          headers: { authorization: `Bearer ${await user.getIdToken()}` },
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
