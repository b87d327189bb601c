import type { Access } from 'payload'
import { publishedOnly } from '@/server/published.ts'

/**
 * Versioned content (plans, FAQ, the site's texts …): staff read drafts; anyone else only what is
 * published (their `?draft=true` is ignored, hooks/revalidate.ts; version lists are staff-only).
 */
export const staffOrPublished: Access = ({ req: { user } }) =>
  user?.collection === 'admins' ? true : publishedOnly()
