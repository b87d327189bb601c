import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Admin fields that changed nothing a visitor or the business sees go: the site settings' social
// links (the footer has none; the bio page keeps its own), the longer price options' period label
// and subtext (plan cards show the monthly option; the upsell labels the others itself), and the
// business constants' default promo percent (the promo code marked as default sets that discount).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "site_settings_socials" CASCADE;
  DROP TABLE "_site_settings_v_version_socials" CASCADE;
  ALTER TABLE "plans" DROP COLUMN "prices_trimestral_period";
  ALTER TABLE "plans" DROP COLUMN "prices_trimestral_subtext";
  ALTER TABLE "plans" DROP COLUMN "prices_semestral_period";
  ALTER TABLE "plans" DROP COLUMN "prices_semestral_subtext";
  ALTER TABLE "plans" DROP COLUMN "prices_anual_period";
  ALTER TABLE "plans" DROP COLUMN "prices_anual_subtext";
  ALTER TABLE "_plans_v" DROP COLUMN "version_prices_trimestral_period";
  ALTER TABLE "_plans_v" DROP COLUMN "version_prices_trimestral_subtext";
  ALTER TABLE "_plans_v" DROP COLUMN "version_prices_semestral_period";
  ALTER TABLE "_plans_v" DROP COLUMN "version_prices_semestral_subtext";
  ALTER TABLE "_plans_v" DROP COLUMN "version_prices_anual_period";
  ALTER TABLE "_plans_v" DROP COLUMN "version_prices_anual_subtext";
  ALTER TABLE "business_constants" DROP COLUMN "default_promo_percent";
  DROP TYPE "public"."enum_site_settings_socials_platform";
  DROP TYPE "public"."enum__site_settings_v_version_socials_platform";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_socials_platform" AS ENUM('tiktok', 'youtube', 'instagram', 'facebook', 'twitter', 'linkedin');
  CREATE TYPE "public"."enum__site_settings_v_version_socials_platform" AS ENUM('tiktok', 'youtube', 'instagram', 'facebook', 'twitter', 'linkedin');
  CREATE TABLE "site_settings_socials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" "enum_site_settings_socials_platform",
  	"url" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_socials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"platform" "enum__site_settings_v_version_socials_platform",
  	"url" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "plans" ADD COLUMN "prices_trimestral_period" varchar DEFAULT '/3 meses';
  ALTER TABLE "plans" ADD COLUMN "prices_trimestral_subtext" varchar;
  ALTER TABLE "plans" ADD COLUMN "prices_semestral_period" varchar DEFAULT '/6 meses';
  ALTER TABLE "plans" ADD COLUMN "prices_semestral_subtext" varchar;
  ALTER TABLE "plans" ADD COLUMN "prices_anual_period" varchar DEFAULT '/ano';
  ALTER TABLE "plans" ADD COLUMN "prices_anual_subtext" varchar;
  ALTER TABLE "_plans_v" ADD COLUMN "version_prices_trimestral_period" varchar DEFAULT '/3 meses';
  ALTER TABLE "_plans_v" ADD COLUMN "version_prices_trimestral_subtext" varchar;
  ALTER TABLE "_plans_v" ADD COLUMN "version_prices_semestral_period" varchar DEFAULT '/6 meses';
  ALTER TABLE "_plans_v" ADD COLUMN "version_prices_semestral_subtext" varchar;
  ALTER TABLE "_plans_v" ADD COLUMN "version_prices_anual_period" varchar DEFAULT '/ano';
  ALTER TABLE "_plans_v" ADD COLUMN "version_prices_anual_subtext" varchar;
  ALTER TABLE "business_constants" ADD COLUMN "default_promo_percent" numeric DEFAULT 10 NOT NULL;
  ALTER TABLE "site_settings_socials" ADD CONSTRAINT "site_settings_socials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_socials" ADD CONSTRAINT "_site_settings_v_version_socials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_settings_socials_order_idx" ON "site_settings_socials" USING btree ("_order");
  CREATE INDEX "site_settings_socials_parent_id_idx" ON "site_settings_socials" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_socials_order_idx" ON "_site_settings_v_version_socials" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_socials_parent_id_idx" ON "_site_settings_v_version_socials" USING btree ("_parent_id");`)
}
