'use client'
// Choosing a plan on the plans pages (spec section 4, "Plan selection").
import { useRouter } from 'next/navigation'
import { useCallback } from 'react'
import { useIntl } from 'react-intl'
import { apiFetch } from '../../client/api.ts'
import { writeStorage } from '../../client/storage.ts'
import { upsellEndTime } from '../../lib/countdown.ts'
import { STORAGE_KEYS, type SelectedPlan } from '../../lib/storageKeys.ts'
import { useAuth } from '../auth/AuthProvider.tsx'
import { useToast } from '../ui/Toaster.tsx'
import { useOpenBillingPortal } from './useOpenBillingPortal.ts'

export type SelectionSettings = { upsellMinutes: number; activeToastMs: number; promoPage: boolean }

export function usePlanSelection({ upsellMinutes, activeToastMs, promoPage }: SelectionSettings) {
  const router = useRouter()
  const intl = useIntl()
  const toast = useToast()
  const { user: knownUser, loading, whenReady } = useAuth()
  const openPortal = useOpenBillingPortal()

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
      if (!promoPage) {
        let active = false
        try {
          const record = await apiFetch<{ subscription_active?: boolean }>(`/api/users/${encodeURIComponent(user.uid)}`)
          active = record.subscription_active === true
        } catch {
          active = false // no record yet: a new subscriber
        }
        if (active) {
          toast({
            title: intl.formatMessage({ id: 'plans.activeTitle' }),
            description: intl.formatMessage({ id: 'plans.activeText' }),
            durationMs: activeToastMs,
            action: { label: intl.formatMessage({ id: 'plans.manage' }), onClick: () => void openPortal(user.email) },
          })
          return
        }
      }
      writeStorage(STORAGE_KEYS.upsellEndTime, String(upsellEndTime(Date.now(), upsellMinutes)))
      router.push('/upsell')
    },
    [knownUser, loading, whenReady, promoPage, router, toast, intl, activeToastMs, upsellMinutes, openPortal],
  )
}
