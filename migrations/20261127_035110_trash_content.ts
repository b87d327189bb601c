import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "promo_codes" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_promo_codes_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "faqs" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_faqs_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "stores" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_stores_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "pain_points" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_pain_points_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "features" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_features_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "bio_links" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_bio_links_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "legal_pages" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_legal_pages_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  CREATE INDEX "promo_codes_deleted_at_idx" ON "promo_codes" USING btree ("deleted_at");
  CREATE INDEX "_promo_codes_v_version_version_deleted_at_idx" ON "_promo_codes_v" USING btree ("version_deleted_at");
  CREATE INDEX "faqs_deleted_at_idx" ON "faqs" USING btree ("deleted_at");
  CREATE INDEX "_faqs_v_version_version_deleted_at_idx" ON "_faqs_v" USING btree ("version_deleted_at");
  CREATE INDEX "stores_deleted_at_idx" ON "stores" USING btree ("deleted_at");
  CREATE INDEX "_stores_v_version_version_deleted_at_idx" ON "_stores_v" USING btree ("version_deleted_at");
  CREATE INDEX "pain_points_deleted_at_idx" ON "pain_points" USING btree ("deleted_at");
  CREATE INDEX "_pain_points_v_version_version_deleted_at_idx" ON "_pain_points_v" USING btree ("version_deleted_at");
  CREATE INDEX "features_deleted_at_idx" ON "features" USING btree ("deleted_at");
  CREATE INDEX "_features_v_version_version_deleted_at_idx" ON "_features_v" USING btree ("version_deleted_at");
  CREATE INDEX "bio_links_deleted_at_idx" ON "bio_links" USING btree ("deleted_at");
  CREATE INDEX "_bio_links_v_version_version_deleted_at_idx" ON "_bio_links_v" USING btree ("version_deleted_at");
  CREATE INDEX "legal_pages_deleted_at_idx" ON "legal_pages" USING btree ("deleted_at");
  CREATE INDEX "_legal_pages_v_version_version_deleted_at_idx" ON "_legal_pages_v" USING btree ("version_deleted_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "promo_codes_deleted_at_idx";
  DROP INDEX "_promo_codes_v_version_version_deleted_at_idx";
  DROP INDEX "faqs_deleted_at_idx";
  DROP INDEX "_faqs_v_version_version_deleted_at_idx";
  DROP INDEX "stores_deleted_at_idx";
  DROP INDEX "_stores_v_version_version_deleted_at_idx";
  DROP INDEX "pain_points_deleted_at_idx";
  DROP INDEX "_pain_points_v_version_version_deleted_at_idx";
  DROP INDEX "features_deleted_at_idx";
  DROP INDEX "_features_v_version_version_deleted_at_idx";
  DROP INDEX "bio_links_deleted_at_idx";
  DROP INDEX "_bio_links_v_version_version_deleted_at_idx";
  DROP INDEX "legal_pages_deleted_at_idx";
  DROP INDEX "_legal_pages_v_version_version_deleted_at_idx";
  ALTER TABLE "promo_codes" DROP COLUMN "deleted_at";
  ALTER TABLE "_promo_codes_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "faqs" DROP COLUMN "deleted_at";
  ALTER TABLE "_faqs_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "stores" DROP COLUMN "deleted_at";
  ALTER TABLE "_stores_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "pain_points" DROP COLUMN "deleted_at";
  ALTER TABLE "_pain_points_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "features" DROP COLUMN "deleted_at";
  ALTER TABLE "_features_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "bio_links" DROP COLUMN "deleted_at";
  ALTER TABLE "_bio_links_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "legal_pages" DROP COLUMN "deleted_at";
  ALTER TABLE "_legal_pages_v" DROP COLUMN "version_deleted_at";`)
}
