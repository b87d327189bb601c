import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

// Changes nothing. Two migrations written side by side (purchase_exact, admin_ux) each recorded a
// schema snapshot without the other's change; this one records the whole schema, so the next
// `migrate:create` compares against the truth.
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
