import type { Access } from 'payload'
import { publishedOnly } from '../../src/server/published.ts'

/**
 * Versioned content (plans, FAQ, the site's texts …): staff read drafts and versions; anyone else
 * only what is published, also with `?draft=true` (Payload applies this rule to the draft query too).
 */
export const staffOrPublished: Access = ({ req: { user } }) => (user?.collection === 'admins' ? true : publishedOnly())
