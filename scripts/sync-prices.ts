// `npm run stripe:sync-prices`: creates or finds the Stripe product and price of every plan price
// option in the CMS and stores the price ids on the plans (the same as the admin panel's button).
// Needs STRIPE_SECRET_KEY; without DATABASE_URI it works on the local embedded database.
import config from '@payload-config'
import { getPayload } from 'payload'
import { syncStripePrices } from '../src/server/priceSync.ts'

const payload = await getPayload({ config })
try {
  const rows = await syncStripePrices(payload)
  console.table(rows.map((r) => ({ plano: r.plan, opção: r.option, centavos: r.amount, preço: r.priceId, ação: r.action })))
  process.exit(0)
} catch (err) {
  console.error(`price sync failed: ${(err as Error).message}`)
  process.exit(1)
}
