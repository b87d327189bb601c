import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The plan the free trial gives becomes its own setting (spec section 4: 'período de testes do plano
// Profissional'); it used to be the default plan of checkout, which must be a plan on sale. On a
// seeded database it becomes 'profissional' (or the default plan if that label was deleted); on a
// fresh one the seed, which runs after every schema migration, writes it.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "business_constants" ADD COLUMN "trial_plan_id" integer;
  UPDATE "business_constants" SET "trial_plan_id" = COALESCE(
    (SELECT p."id" FROM "plans" p WHERE p."plan_id" = 'profissional' LIMIT 1), "default_plan_id");
  ALTER TABLE "business_constants" ADD CONSTRAINT "business_constants_trial_plan_id_plans_id_fk" FOREIGN KEY ("trial_plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "business_constants_trial_plan_idx" ON "business_constants" USING btree ("trial_plan_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "business_constants" DROP CONSTRAINT "business_constants_trial_plan_id_plans_id_fk";
  DROP INDEX "business_constants_trial_plan_idx";
  ALTER TABLE "business_constants" DROP COLUMN "trial_plan_id";`)
}
