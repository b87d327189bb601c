'use client'
// Choosing a plan on the plans pages (spec section 4, "Plan selection").
import { useRouter } from 'next/navigation'
import { useCallback, useRef } from 'react'
import { hasActiveSubscription } from '@/client/subscription.ts'
import { removeStorage, writeStorage } from '@/client/storage.ts'
import { upsellEndTime } from '@/lib/countdown.ts'
import { STORAGE_KEYS, type SelectedPlan } from '@/lib/storageKeys.ts'
import { useAuth } from '@/components/auth/AuthProvider.tsx'
import { useToast } from '@/components/ui/Toaster.tsx'
import { useOpenBillingPortal, type PortalMessages } from './useOpenBillingPortal.ts'

export type SelectionSettings = { upsellMinutes: number; activeToastMs: number }
/** The active-subscriber toast and the portal's errors, formatted on the server. */
export type SelectionMessages = {
  activeTitle: string
  activeText: string
  manage: string
  portal: PortalMessages
}

export function usePlanSelection(
  { upsellMinutes, activeToastMs }: SelectionSettings,
  messages: SelectionMessages,
) {
  const router = useRouter()
  const toast = useToast()
  const { user: knownUser, loading, whenReady } = useAuth()
  const openPortal = useOpenBillingPortal(messages.portal)

  // One choice at a time, whichever card: a second click while the first awaits Firebase and the
  // subscription check would navigate (and store its plan) twice.
  const inFlight = useRef(false)

  return useCallback(
    async (plan: SelectedPlan) => {
      if (inFlight.current) return
      inFlight.current = true
      // Stays set once a navigation starts: the page is leaving, and a click on another card in
      // the meantime would store and push a second choice.
      let leaving = false
      try {
        writeStorage(STORAGE_KEYS.selectedPlan, JSON.stringify(plan))
        // A click before Firebase has restored the session must not treat a signed-in visitor as new.
        const user = loading ? await whenReady() : knownUser
        if (!user) {
          // Spec section 4: the upsell starts its 15 minutes when the visitor arrives after sign-up;
          // an end time left by an earlier choice must not run on.
          removeStorage(STORAGE_KEYS.upsellEndTime)
          writeStorage(STORAGE_KEYS.loginRedirectUrl, '/upsell')
          leaving = true
          router.push('/cadastro')
          return
        }
        // Every plans page, the promo ones too: a subscriber already paying manages the plan in the
        // billing portal (the checkout would refuse a second subscription anyway).
        if (await hasActiveSubscription(user)) {
          toast({
            title: messages.activeTitle,
            description: messages.activeText,
            durationMs: activeToastMs,
            action: { label: messages.manage, onClick: () => void openPortal(user) },
          })
          return
        }
        writeStorage(STORAGE_KEYS.upsellEndTime, String(upsellEndTime(Date.now(), upsellMinutes)))
        leaving = true
        router.push('/upsell')
      } catch (err) {
        // The card runs this as a transition: a throw would reach the error page, not just the log.
        console.error('plan choice failed', err)
      } finally {
        if (!leaving) inFlight.current = false
      }
    },
    [
      knownUser,
      loading,
      whenReady,
      router,
      toast,
      messages,
      activeToastMs,
      upsellMinutes,
      openPortal,
    ],
  )
}
