import type { Access } from 'payload'
import { publishedOnly } from '@/server/published.ts'

/**
 * Plans: staff read every plan; anyone else only the published plans on sale ("Ativo (à venda)"),
 * which is what the plans pages, upsell and checkout offer. A plan taken off sale, or prepared for
 * next week's launch, keeps its prices and Stripe price ids to staff. The site reads plans through
 * the local API (cms.ts), so this rule is the public REST and GraphQL's alone.
 */
export const staffOrPlansOnSale: Access = ({ req: { user } }) =>
  user?.collection === 'admins' ? true : publishedOnly({ active: { equals: true } })
