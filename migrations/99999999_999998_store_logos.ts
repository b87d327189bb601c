import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import { stores } from './seed/content.ts'
import { uploadStoreLogo } from './seed/seed.ts'

// Data only: the wordmark files of migrations/seed/logos/ for stores of a database seeded before
// they existed, only where a store of the spec still has no logo (a logo a marketer chose stays).
// Like the seed it writes through Payload's local API (uploads need it), which speaks the current
// schema, so it sorts just before the seed, after every schema migration. On a fresh database the
// stores table is still empty here and nothing happens: the seed right after creates the stores
// with their logos.
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  const found = await payload.find({
    collection: 'stores',
    where: { name: { in: stores.map((s) => s.name) } },
    depth: 0,
    limit: 100,
    pagination: false,
    req,
    overrideAccess: true,
  })
  for (const doc of found.docs) {
    const store = stores.find((s) => s.name === doc.name)
    if (!store || doc.logo) continue
    const logo = await uploadStoreLogo(payload, req, store)
    await payload.update({
      collection: 'stores',
      id: doc.id,
      data: { logo },
      req,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  }
}

// The logos stay: removing them could take away a marketer's later edits to those media records.
export async function down(_args: MigrateDownArgs): Promise<void> {}
