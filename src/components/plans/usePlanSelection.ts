'use client'
// Choosing a plan on the plans pages (spec section 4, "Plan selection").
import { useRouter } from 'next/navigation'
import { useCallback } from 'react'
import { apiFetch } from '@/client/api.ts'
import { writeStorage } from '@/client/storage.ts'
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

  return useCallback(
    async (plan: SelectedPlan) => {
      writeStorage(STORAGE_KEYS.selectedPlan, JSON.stringify(plan))
      // A click before Firebase has restored the session must not treat a signed-in visitor as new.
      const user = loading ? await whenReady() : knownUser
      if (!user) {
        writeStorage(STORAGE_KEYS.loginRedirectUrl, '/upsell')
        router.push('/cadastro')
        return
      }
      // Every plans page, the promo ones too: a subscriber already paying manages the plan in the
      // billing portal (the checkout would refuse a second subscription anyway).
      let active = false
      try {
        // With the ID token: the session cookie may not be set yet right after sign-in.
        const record = await apiFetch<{ subscription_active?: boolean }>(
          `/api/users/${encodeURIComponent(user.uid)}`,
          { headers: { authorization: `Bearer ${await user.getIdToken()}` } },
        )
        active = record.subscription_active === true
      } catch {
        active = false // no record yet: a new subscriber
      }
      if (active) {
        toast({
          title: messages.activeTitle,
          description: messages.activeText,
          durationMs: activeToastMs,
          action: { label: messages.manage, onClick: () => void openPortal(user) },
        })
        return
      }
      writeStorage(STORAGE_KEYS.upsellEndTime, String(upsellEndTime(Date.now(), upsellMinutes)))
      router.push('/upsell')
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
