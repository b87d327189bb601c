import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Two section labels move from the site's messages into "Textos das páginas de venda" › Seções: the
// line above the pain points' title and the heading of the affiliate network's stores in the list of
// all stores. A database seeded before gets the texts the pages showed, in the live row and in every
// version (the admin's form and a restore start from a version: left empty there, the next publish
// would drop the line, or be refused for the required heading). A fresh database gets them from
// migrations/seed/content.ts. Copied here, not imported, so this migration keeps doing what it did.
const PAIN_EYEBROW = 'Você se identifica?'
const STORES_NETWORK_TITLE = 'Rede de afiliados'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "landing_copy" ADD COLUMN "pain_eyebrow" varchar;
  ALTER TABLE "landing_copy" ADD COLUMN "stores_network_title" varchar;
  ALTER TABLE "_landing_copy_v" ADD COLUMN "version_pain_eyebrow" varchar;
  ALTER TABLE "_landing_copy_v" ADD COLUMN "version_stores_network_title" varchar;`)
  await db.execute(
    sql`UPDATE "landing_copy" SET "pain_eyebrow" = ${PAIN_EYEBROW}, "stores_network_title" = ${STORES_NETWORK_TITLE}`,
  )
  await db.execute(
    sql`UPDATE "_landing_copy_v" SET "version_pain_eyebrow" = ${PAIN_EYEBROW}, "version_stores_network_title" = ${STORES_NETWORK_TITLE}`,
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "landing_copy" DROP COLUMN "pain_eyebrow";
  ALTER TABLE "landing_copy" DROP COLUMN "stores_network_title";
  ALTER TABLE "_landing_copy_v" DROP COLUMN "version_pain_eyebrow";
  ALTER TABLE "_landing_copy_v" DROP COLUMN "version_stores_network_title";`)
}
