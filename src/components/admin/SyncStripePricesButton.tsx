'use client'
// Admin panel action above the plans list: creates or finds the Stripe prices of every plan price
// option and stores their ids (POST /api/plans/sync-stripe), so prices are edited only here.
import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

type Row = { plan: string; option: string; action: 'created' | 'found' | 'unchanged' }

export function SyncStripePricesButton() {
  const router = useRouter()
  const [busy, setBusy] = useState(false)

  const sync = async () => {
    setBusy(true)
    try {
      const res = await fetch('/api/plans/sync-stripe', { method: 'POST', credentials: 'include' })
      const body = (await res.json().catch(() => ({}))) as { rows?: Row[]; error?: string }
      if (!res.ok || !body.rows) {
        toast.error(body.error ?? 'Não foi possível sincronizar com o Stripe.')
        return
      }
      const created = body.rows.filter((r) => r.action === 'created').length
      toast.success(`Preços sincronizados: ${body.rows.length} opções, ${created} novas no Stripe.`)
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
        {busy ? 'Sincronizando...' : 'Sincronizar preços com o Stripe'}
      </Button>
    </div>
  )
}
