'use client'
// Admin panel action above the plans and promo code lists: creates or finds the Stripe prices of
// every plan price option and the coupons of every current promo code, and stores their ids
// (POST /api/plans/sync-stripe), so prices and discounts are edited only here.
import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

type Row = { action: 'created' | 'found' | 'unchanged' }

export function SyncStripePricesButton() {
  const router = useRouter()
  const [busy, setBusy] = useState(false)

  const sync = async () => {
    setBusy(true)
    try {
      const res = await fetch('/api/plans/sync-stripe', { method: 'POST', credentials: 'include' })
      const body = (await res.json().catch(() => ({}))) as {
        rows?: Row[]
        coupons?: Row[]
        error?: string
      }
      if (!res.ok || !body.rows) {
        toast.error(body.error ?? 'Não foi possível sincronizar com o Stripe.')
        return
      }
      const created = [...body.rows, ...(body.coupons ?? [])].filter(
        (r) => r.action === 'created',
      ).length
      toast.success(
        `Sincronizado: ${body.rows.length} preços e ${body.coupons?.length ?? 0} cupons, ${created} novos no Stripe.`,
      )
      router.refresh()
    } catch {
      toast.error('Sem conexão com o servidor.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <Button buttonStyle="secondary" size="small" onClick={sync} disabled={busy}>
        {busy ? 'Sincronizando...' : 'Sincronizar preços e cupons com o Stripe'}
      </Button>
    </div>
  )
}
