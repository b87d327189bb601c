import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The renewal price each checkout session charges (CheckoutSessions.recurringCents): the expiry job
// keeps a session only while its first payment and its renewal both still sell. Null on older rows.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "checkout_sessions" ADD COLUMN "recurring_cents" numeric;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "checkout_sessions" DROP COLUMN "recurring_cents";`)
}
