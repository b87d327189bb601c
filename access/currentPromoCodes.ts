import type { Access, Where } from 'payload'
import { publishedOnly } from '@/server/published.ts'

/**
 * Staff read every promo code; anyone else only the published codes that apply now (active, started,
 * not expired). The plans pages ship the same codes (src/lib/promo.ts promoRecordsForBrowser), and
 * are refreshed on every instance when a code starts or ends (src/server/jobs/promoWindowEdges.ts).
 */
export const staffOrCurrentPromoCodes: Access = ({ req: { user } }) => {
  if (user?.collection === 'admins') return true
  const now = new Date().toISOString()
  const current: Where = {
    and: [
      { active: { equals: true } },
      { or: [{ validFrom: { exists: false } }, { validFrom: { less_than_equal: now } }] },
      { or: [{ validUntil: { exists: false } }, { validUntil: { greater_than_equal: now } }] },
    ],
  }
  return publishedOnly(current)
}
