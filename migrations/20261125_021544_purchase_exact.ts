import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Issue 15: checkout sessions recorded by the server; the default plan becomes a relationship to a
// plan on sale (the spec's 'profissional' is a label without prices); the after-sign-up and tab-label
// rules become plan fields. The data statements change nothing on a fresh database (the seed, which
// runs after every schema migration, writes the same values); on a seeded one they carry the rules
// that used to be written in code.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "checkout_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"session_id" varchar NOT NULL,
  	"uid" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"plan_id" varchar NOT NULL,
  	"plan_name" varchar NOT NULL,
  	"interval" varchar NOT NULL,
  	"amount_cents" numeric NOT NULL,
  	"promo_code" varchar,
  	"campaign" varchar,
  	"coupon_id" varchar,
  	"status" varchar DEFAULT 'open' NOT NULL,
  	"payment_status" varchar DEFAULT 'unpaid' NOT NULL,
  	"purchase_reported_at" timestamp(3) with time zone,
  	"new_subscription_reported_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "business_constants" RENAME COLUMN "default_plan_id" TO "default_plan_key";
  ALTER TABLE "business_constants" ADD COLUMN "default_plan_id" integer;
  UPDATE "business_constants" bc SET "default_plan_id" = COALESCE(
    (SELECT p."id" FROM "plans" p WHERE p."plan_id" = bc."default_plan_key" AND p."active" AND p."prices_mensal_price" IS NOT NULL LIMIT 1),
    (SELECT p."id" FROM "plans" p WHERE p."plan_id" = 'top_afiliado' LIMIT 1));
  ALTER TABLE "business_constants" DROP COLUMN "default_plan_key";
  ALTER TABLE "plans" ADD COLUMN "tab_label" varchar;
  ALTER TABLE "plans" ADD COLUMN "after_signup_confirmation" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "checkout_sessions_id" integer;
  CREATE UNIQUE INDEX "checkout_sessions_session_id_idx" ON "checkout_sessions" USING btree ("session_id");
  CREATE INDEX "checkout_sessions_uid_idx" ON "checkout_sessions" USING btree ("uid");
  CREATE INDEX "checkout_sessions_updated_at_idx" ON "checkout_sessions" USING btree ("updated_at");
  CREATE INDEX "checkout_sessions_created_at_idx" ON "checkout_sessions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_checkout_sessions_fk" FOREIGN KEY ("checkout_sessions_id") REFERENCES "public"."checkout_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "business_constants" ADD CONSTRAINT "business_constants_default_plan_id_plans_id_fk" FOREIGN KEY ("default_plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_checkout_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("checkout_sessions_id");
  CREATE INDEX "business_constants_default_plan_idx" ON "business_constants" USING btree ("default_plan_id");
  UPDATE "plans" SET "after_signup_confirmation" = true WHERE "plan_id" = 'top_afiliado';
  UPDATE "plans" SET "tab_label" = 'Nível ' || substring("plan_id" from '^elite_nivel_([0-9]+)$') WHERE "plan_id" ~ '^elite_nivel_[0-9]+$';
  UPDATE "plans" SET "tab_label" = 'PRO ' || substring("plan_id" from '^elite_pro_([0-9]+)$') WHERE "plan_id" ~ '^elite_pro_[0-9]+$';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "checkout_sessions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "checkout_sessions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_checkout_sessions_fk";
  
  ALTER TABLE "business_constants" DROP CONSTRAINT "business_constants_default_plan_id_plans_id_fk";
  
  DROP INDEX "payload_locked_documents_rels_checkout_sessions_id_idx";
  DROP INDEX "business_constants_default_plan_idx";
  ALTER TABLE "business_constants" ALTER COLUMN "default_plan_id" SET DATA TYPE varchar;
  UPDATE "business_constants" bc SET "default_plan_id" = (SELECT p."plan_id" FROM "plans" p WHERE p."id"::varchar = bc."default_plan_id");
  ALTER TABLE "plans" DROP COLUMN "tab_label";
  ALTER TABLE "plans" DROP COLUMN "after_signup_confirmation";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "checkout_sessions_id";`)
}
