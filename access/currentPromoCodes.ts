import type { Access, Where } from 'payload'
import { publishedOnly } from '@/server/published.ts'

/**
 * Staff read every promo code; anyone else only the published codes that apply now (active, started,
 * not expired). The plans pages ship a little more: active codes that have not started yet too
 * (src/lib/promo.ts promoRecordsForBrowser), so a page cached before a code's start applies it from
 * its first minute. Publish a code only when its name may be seen.
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
