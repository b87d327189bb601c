import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Three migrations were written side by side: purchase_exact (plan flags), admin_ux (drag-and-drop
// `_order`, the icon list, the logo and favicon of the site settings) and drafts_versions (version
// tables, built from the schema before the other two). This brings the version tables up to the
// fields the other two added and records the whole schema, so the next `migrate:create` compares
// against the truth. Checked by comparing a migrated database with one Payload builds from the
// config (every column, index, constraint and enum). Existing versions take their document's
// current values for the new columns; on a fresh database the tables are empty.
const ORDERABLE = ['plans', 'faqs', 'stores', 'pain_points', 'features', 'bio_links']
const ICONS = ['robot', 'send', 'catalog', 'image', 'globe', 'chart']
const iconList = ICONS.map((i) => `'${i}'`).join(', ')

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "_plans_v" DROP COLUMN IF EXISTS "version_sort_order"`)
  for (const table of ORDERABLE) {
    if (table !== 'plans')
      await db.execute(sql.raw(`ALTER TABLE "_${table}_v" DROP COLUMN IF EXISTS "version_order"`))
    await db.execute(sql.raw(`ALTER TABLE "_${table}_v" ADD COLUMN "version__order" varchar`))
    await db.execute(
      sql.raw(
        `CREATE INDEX "_${table}_v_version_version__order_idx" ON "_${table}_v" USING btree ("version__order")`,
      ),
    )
    await db.execute(
      sql.raw(
        `UPDATE "_${table}_v" v SET "version__order" = t."_order" FROM "${table}" t WHERE v.parent_id = t.id`,
      ),
    )
  }
  await db.execute(sql`
  ALTER TABLE "_plans_v" ADD COLUMN "version_tab_label" varchar;
  ALTER TABLE "_plans_v" ADD COLUMN "version_after_signup_confirmation" boolean DEFAULT false;
  UPDATE "_plans_v" v SET "version_tab_label" = p."tab_label", "version_after_signup_confirmation" = p."after_signup_confirmation" FROM "plans" p WHERE v.parent_id = p.id;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_logo_id" integer;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_favicon_id" integer;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_favicon_id_media_id_fk" FOREIGN KEY ("version_favicon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_site_settings_v_version_version_logo_idx" ON "_site_settings_v" USING btree ("version_logo_id");
  CREATE INDEX "_site_settings_v_version_version_favicon_idx" ON "_site_settings_v" USING btree ("version_favicon_id");
  UPDATE "_site_settings_v" v SET "version_logo_id" = s."logo_id", "version_favicon_id" = s."favicon_id" FROM "site_settings" s;`)
  await db.execute(
    sql.raw(`CREATE TYPE "public"."enum__features_v_version_icon" AS ENUM(${iconList})`),
  )
  await db.execute(
    sql.raw(
      `ALTER TABLE "_features_v" ALTER COLUMN "version_icon" SET DATA TYPE "public"."enum__features_v_version_icon" USING (CASE WHEN "version_icon" IN (${iconList}) THEN "version_icon"::"public"."enum__features_v_version_icon" END)`,
    ),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "_features_v" ALTER COLUMN "version_icon" SET DATA TYPE varchar USING "version_icon"::text;
  DROP TYPE "public"."enum__features_v_version_icon";
  ALTER TABLE "_site_settings_v" DROP CONSTRAINT "_site_settings_v_version_logo_id_media_id_fk";
  ALTER TABLE "_site_settings_v" DROP CONSTRAINT "_site_settings_v_version_favicon_id_media_id_fk";
  DROP INDEX "_site_settings_v_version_version_logo_idx";
  DROP INDEX "_site_settings_v_version_version_favicon_idx";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_logo_id";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_favicon_id";
  ALTER TABLE "_plans_v" DROP COLUMN "version_tab_label";
  ALTER TABLE "_plans_v" DROP COLUMN "version_after_signup_confirmation";`)
  for (const table of ORDERABLE) {
    await db.execute(sql.raw(`DROP INDEX "_${table}_v_version_version__order_idx"`))
    await db.execute(sql.raw(`ALTER TABLE "_${table}_v" DROP COLUMN "version__order"`))
    await db.execute(
      sql.raw(
        `ALTER TABLE "_${table}_v" ADD COLUMN "${table === 'plans' ? 'version_sort_order' : 'version_order'}" numeric DEFAULT 0`,
      ),
    )
  }
}
