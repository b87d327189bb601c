import type { Endpoint } from 'payload'
import { syncStripeCatalog } from '@/server/priceSync.ts'
import { isStripeError, StripeNotConfiguredError } from '@/server/stripe.ts'
import { defineEndpoint, HttpError, json } from './toolkit.ts'

/** POST /api/plans/sync-stripe — the admin panel's "Sincronizar preços e cupons com o Stripe" button. */
export const priceSyncEndpoint: Endpoint = defineEndpoint({
  path: '/sync-stripe',
  method: 'post',
  handler: async ({ req }) => {
    if (req.user?.collection !== 'admins')
      throw new HttpError(403, 'Apenas a equipe pode sincronizar preços.')
    try {
      const { prices, coupons } = await syncStripeCatalog(req.payload)
      return json({ ok: true, rows: prices, coupons })
    } catch (err) {
      if (err instanceof StripeNotConfiguredError)
        throw new HttpError(503, 'Stripe não configurado: defina STRIPE_SECRET_KEY.')
      if (!isStripeError(err)) throw err
      req.payload.logger.error({ msg: 'price sync failed', err: err.message })
      throw new HttpError(502, 'Não foi possível sincronizar com o Stripe. Tente novamente.')
    }
  },
})
