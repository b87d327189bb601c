import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// When the sign-up was reported to Meta (Subscribers.registrationReportedAt): once per account.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "subscribers" ADD COLUMN "registration_reported_at" timestamp(3) with time zone;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "subscribers" DROP COLUMN "registration_reported_at";`)
}
