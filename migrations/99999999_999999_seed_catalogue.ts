import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import { seedCatalogue, unseedCatalogue } from './seed/seed.ts'

// The seed writes through Payload's local API, which speaks the current schema, so it must run after
// every schema migration on a fresh database: its name sorts last (Payload runs migrations in name
// order) and stays last whatever `migrate:create` adds. It runs once per database, like any
// migration: a record a marketer deleted is never written back. A database seeded under the seed's
// earlier name (20261123_004148_seed_catalogue) is not seeded again.
// Data changes for databases seeded before a new field existed belong in their own migration, written
// so that it changes nothing on an empty table (on a fresh database this seed writes the current
// catalogue after it).
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  const earlier = await payload.count({
    collection: 'payload-migrations',
    where: { name: { equals: '20261123_004148_seed_catalogue' } },
    req,
  })
  if (earlier.totalDocs > 0) return
  await seedCatalogue(payload, req)
}

export async function down({ payload, req }: MigrateDownArgs): Promise<void> {
  await unseedCatalogue(payload, req)
}
