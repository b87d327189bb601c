// Payload adds its own collections and globals to the config: the admin panel's edit locks
// (payload-locked-documents), per-user preferences (payload-preferences) and the jobs queue's
// schedule state (payload-jobs-stats). Their default access is "any logged-in user", which would
// include a subscriber wherever the Firebase strategy makes them one (GraphQL). They exist for the
// admin panel and the server only, so only admin-panel users (the admins collection, any role) may
// touch them through the API. They are added while the config is sanitised, after plugins run, so
// the rule is applied to the built config.
import type { Access, SanitizedConfig } from 'payload'

const ADMIN_PANEL_ONLY = new Set([
  'payload-locked-documents',
  'payload-preferences',
  'payload-jobs-stats',
])
const OPERATIONS = ['create', 'read', 'update', 'delete', 'readVersions'] as const

const panelUser = (user: { collection?: string } | null | undefined, adminSlug: string) =>
  Boolean(user && user.collection === adminSlug)

export function adminPanelOnlyInternalCollections(config: SanitizedConfig): SanitizedConfig {
  const adminSlug = config.admin.user
  for (const entity of [...config.collections, ...config.globals]) {
    if (!ADMIN_PANEL_ONLY.has(entity.slug)) continue
    const access = entity.access as Record<string, Access | undefined>
    for (const op of OPERATIONS) {
      const inner = access[op]
      // Keep Payload's own rule (a user's preferences are theirs) for admin-panel users.
      access[op] = (args) =>
        panelUser(args.req.user, adminSlug) ? (inner ? inner(args) : true) : false
    }
  }
  return config
}
