import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import { seedCatalogue, unseedCatalogue } from './seed/seed.ts'

export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  await seedCatalogue(payload, req)
}

export async function down({ payload, req }: MigrateDownArgs): Promise<void> {
  await unseedCatalogue(payload, req)
}
