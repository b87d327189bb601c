import type { Endpoint } from 'payload'
import { syncStripePrices } from '../priceSync.ts'
import { StripeNotConfiguredError } from '../stripe.ts'

/** POST /api/plans/sync-stripe — the admin panel's "Sincronizar preços com o Stripe" button. */
export const priceSyncEndpoint: Endpoint = {
  path: '/sync-stripe',
  method: 'post',
  handler: async (req) => {
    if (req.user?.collection !== 'admins') return Response.json({ error: 'Apenas a equipe pode sincronizar preços.' }, { status: 403 })
    try {
      const rows = await syncStripePrices(req.payload)
      return Response.json({ ok: true, rows })
    } catch (err) {
      if (err instanceof StripeNotConfiguredError) return Response.json({ error: 'Stripe não configurado: defina STRIPE_SECRET_KEY.' }, { status: 503 })
      req.payload.logger.error({ msg: 'price sync failed', err: (err as Error).message })
      return Response.json({ error: 'Não foi possível sincronizar com o Stripe. Tente novamente.' }, { status: 502 })
    }
  },
}
