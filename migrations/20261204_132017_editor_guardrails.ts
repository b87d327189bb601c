import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Regras e tempos › "Maior desconto que um editor publica (%)" (src/lib/guardrails.ts), 50 % on a
// database seeded before, as on a fresh one.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "business_constants" ADD COLUMN "editor_max_discount_percent" numeric DEFAULT 50 NOT NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "business_constants" DROP COLUMN "editor_max_discount_percent";`)
}
