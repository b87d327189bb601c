// `npm run stripe:sync-prices`: creates or finds the Stripe product and price of every plan price
// option and the first-payment coupon of every current promo code, and stores their ids on the
// records (the same as the admin panel's button).
// Needs STRIPE_SECRET_KEY; without DATABASE_URI it works on the local embedded database (refused with
// NODE_ENV=production: scripts/with-db.ts; how to run it in production: docs/production.md).
import config from '@payload-config'
import { getPayload } from 'payload'
import { syncStripeCatalog } from '@/server/priceSync.ts'

const payload = await getPayload({ config })
try {
  const { prices, coupons } = await syncStripeCatalog(payload)
  console.table(
    prices.map((r) => ({
      plano: r.plan,
      opção: r.option,
      centavos: r.amount,
      preço: r.priceId,
      ação: r.action,
    })),
  )
  console.table(
    coupons.map((r) => ({
      código: r.code,
      desconto: `${r.percent}%`,
      cupom: r.couponId,
      ação: r.action,
    })),
  )
  process.exit(0)
} catch (err) {
  console.error(`price sync failed: ${(err as Error).message}`)
  process.exit(1)
}
