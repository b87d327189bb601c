import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The legal pages' "Última atualização" is a day. The seed stored it at midnight UTC, which the admin
// (in Brasília) showed as the day before; the admin's day picker and fields/dates.ts store noon UTC
// of the day. Every stored day moves to noon UTC of its UTC day, in the live rows and every version
// (a restore starts from a version). A fresh database gets noon from the seed.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    UPDATE "legal_pages"
       SET "last_updated" = date_trunc('day', "last_updated" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' + interval '12 hours'
     WHERE "last_updated" IS NOT NULL;
    UPDATE "_legal_pages_v"
       SET "version_last_updated" = date_trunc('day', "version_last_updated" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' + interval '12 hours'
     WHERE "version_last_updated" IS NOT NULL;`)
}

// Noon is as right as midnight was for what the site shows; nothing to undo.
export async function down(_args: MigrateDownArgs): Promise<void> {}
