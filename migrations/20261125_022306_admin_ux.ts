import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { generateNKeysBetween } from 'payload/shared'

// Admin usability (issue 16): drag-and-drop order (`orderable` adds `_order`), a feature icon picked
// from a list, image sizes for logos, icons and share images, the site logo and icon, and the
// mobile breakpoint removed (a CSS constant, $mobile in src/styles/_tokens.scss).

type Db = MigrateUpArgs['db']

// The typed sort numbers these tables had, replaced by `_order`.
const ORDERED = [
  ['plans', 'sort_order'],
  ['faqs', 'order'],
  ['stores', 'order'],
  ['pain_points', 'order'],
  ['features', 'order'],
  ['bio_links', 'order'],
] as const

/** Gives each row an `_order` key (Payload's fractional keys) in the order of the old sort number. */
async function carryOrderOver(db: Db, table: string, column: string): Promise<void> {
  const { rows } = await db.execute(
    sql`SELECT id FROM ${sql.identifier(table)} ORDER BY ${sql.identifier(column)} NULLS LAST, id`,
  )
  const keys = generateNKeysBetween(null, null, rows.length)
  for (const [i, row] of rows.entries()) {
    await db.execute(
      sql`UPDATE ${sql.identifier(table)} SET "_order" = ${keys[i]} WHERE id = ${row.id}`,
    )
  }
}

/** The other way: sort numbers 1, 2, 3… in `_order` order. */
async function carryOrderBack(db: Db, table: string, column: string): Promise<void> {
  await db.execute(
    sql`UPDATE ${sql.identifier(table)} t SET ${sql.identifier(column)} = r.n FROM (SELECT id, row_number() OVER (ORDER BY "_order" NULLS LAST, id) AS n FROM ${sql.identifier(table)}) r WHERE t.id = r.id`,
  )
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  // An icon name outside the list showed the default sparkle; no icon shows the same.
  await db.execute(
    sql`UPDATE "features" SET "icon" = NULL WHERE "icon" NOT IN ('robot', 'send', 'catalog', 'image', 'globe', 'chart')`,
  )
  await db.execute(sql`
   CREATE TYPE "public"."enum_features_icon" AS ENUM('robot', 'send', 'catalog', 'image', 'globe', 'chart');
  ALTER TABLE "features" ALTER COLUMN "icon" SET DATA TYPE "public"."enum_features_icon" USING "icon"::"public"."enum_features_icon";
  ALTER TABLE "plans" ADD COLUMN "_order" varchar;
  ALTER TABLE "faqs" ADD COLUMN "_order" varchar;
  ALTER TABLE "stores" ADD COLUMN "_order" varchar;
  ALTER TABLE "pain_points" ADD COLUMN "_order" varchar;
  ALTER TABLE "features" ADD COLUMN "_order" varchar;
  ALTER TABLE "bio_links" ADD COLUMN "_order" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_logo_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_logo_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_logo_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_logo_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_logo_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_logo_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_icon_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_icon_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_icon_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_icon_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_icon_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_icon_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_share_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_share_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_share_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_share_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_share_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_share_filename" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "logo_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "favicon_id" integer;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_favicon_id_media_id_fk" FOREIGN KEY ("favicon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "plans__order_idx" ON "plans" USING btree ("_order");
  CREATE INDEX "faqs__order_idx" ON "faqs" USING btree ("_order");
  CREATE INDEX "stores__order_idx" ON "stores" USING btree ("_order");
  CREATE INDEX "pain_points__order_idx" ON "pain_points" USING btree ("_order");
  CREATE INDEX "features__order_idx" ON "features" USING btree ("_order");
  CREATE INDEX "bio_links__order_idx" ON "bio_links" USING btree ("_order");
  CREATE INDEX "media_sizes_logo_sizes_logo_filename_idx" ON "media" USING btree ("sizes_logo_filename");
  CREATE INDEX "media_sizes_icon_sizes_icon_filename_idx" ON "media" USING btree ("sizes_icon_filename");
  CREATE INDEX "media_sizes_share_sizes_share_filename_idx" ON "media" USING btree ("sizes_share_filename");
  CREATE INDEX "site_settings_logo_idx" ON "site_settings" USING btree ("logo_id");
  CREATE INDEX "site_settings_favicon_idx" ON "site_settings" USING btree ("favicon_id");`)
  for (const [table, column] of ORDERED) await carryOrderOver(db, table, column)
  await db.execute(sql`
  ALTER TABLE "plans" DROP COLUMN "sort_order";
  ALTER TABLE "faqs" DROP COLUMN "order";
  ALTER TABLE "stores" DROP COLUMN "order";
  ALTER TABLE "pain_points" DROP COLUMN "order";
  ALTER TABLE "features" DROP COLUMN "order";
  ALTER TABLE "bio_links" DROP COLUMN "order";
  ALTER TABLE "business_constants" DROP COLUMN "mobile_breakpoint_px";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_logo_id_media_id_fk";
  
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_favicon_id_media_id_fk";
  
  DROP INDEX "plans__order_idx";
  DROP INDEX "faqs__order_idx";
  DROP INDEX "stores__order_idx";
  DROP INDEX "pain_points__order_idx";
  DROP INDEX "features__order_idx";
  DROP INDEX "bio_links__order_idx";
  DROP INDEX "media_sizes_logo_sizes_logo_filename_idx";
  DROP INDEX "media_sizes_icon_sizes_icon_filename_idx";
  DROP INDEX "media_sizes_share_sizes_share_filename_idx";
  DROP INDEX "site_settings_logo_idx";
  DROP INDEX "site_settings_favicon_idx";
  ALTER TABLE "features" ALTER COLUMN "icon" SET DATA TYPE varchar;
  ALTER TABLE "plans" ADD COLUMN "sort_order" numeric DEFAULT 0;
  ALTER TABLE "faqs" ADD COLUMN "order" numeric DEFAULT 0;
  ALTER TABLE "stores" ADD COLUMN "order" numeric DEFAULT 0;
  ALTER TABLE "pain_points" ADD COLUMN "order" numeric DEFAULT 0;
  ALTER TABLE "features" ADD COLUMN "order" numeric DEFAULT 0;
  ALTER TABLE "bio_links" ADD COLUMN "order" numeric DEFAULT 0;
  ALTER TABLE "business_constants" ADD COLUMN "mobile_breakpoint_px" numeric DEFAULT 768 NOT NULL;`)
  for (const [table, column] of ORDERED) await carryOrderBack(db, table, column)
  await db.execute(sql`
  ALTER TABLE "plans" DROP COLUMN "_order";
  ALTER TABLE "faqs" DROP COLUMN "_order";
  ALTER TABLE "stores" DROP COLUMN "_order";
  ALTER TABLE "pain_points" DROP COLUMN "_order";
  ALTER TABLE "features" DROP COLUMN "_order";
  ALTER TABLE "bio_links" DROP COLUMN "_order";
  ALTER TABLE "media" DROP COLUMN "sizes_logo_url";
  ALTER TABLE "media" DROP COLUMN "sizes_logo_width";
  ALTER TABLE "media" DROP COLUMN "sizes_logo_height";
  ALTER TABLE "media" DROP COLUMN "sizes_logo_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_logo_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_logo_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_icon_url";
  ALTER TABLE "media" DROP COLUMN "sizes_icon_width";
  ALTER TABLE "media" DROP COLUMN "sizes_icon_height";
  ALTER TABLE "media" DROP COLUMN "sizes_icon_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_icon_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_icon_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_share_url";
  ALTER TABLE "media" DROP COLUMN "sizes_share_width";
  ALTER TABLE "media" DROP COLUMN "sizes_share_height";
  ALTER TABLE "media" DROP COLUMN "sizes_share_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_share_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_share_filename";
  ALTER TABLE "site_settings" DROP COLUMN "logo_id";
  ALTER TABLE "site_settings" DROP COLUMN "favicon_id";
  DROP TYPE "public"."enum_features_icon";`)
}
