import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The sign-up page's subtitle moves from the site's messages into "Textos das páginas de venda" ›
// Cadastro, where marketing can change its promise ("sem cartão de crédito"). A database seeded
// before gets the text the page showed, in the live row and in every version (the admin's form and a
// restore start from a version: left empty there, the next publish would drop the subtitle). A fresh
// database gets it from migrations/seed/content.ts. Copied here, not imported, so this migration
// keeps doing what it did when content.ts changes.
const SUBTITLE = '{diasTeste} dias grátis para testar, sem cartão de crédito.'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "landing_copy" ADD COLUMN "signup_subtitle" varchar;
  ALTER TABLE "_landing_copy_v" ADD COLUMN "version_signup_subtitle" varchar;`)
  await db.execute(sql`UPDATE "landing_copy" SET "signup_subtitle" = ${SUBTITLE}`)
  await db.execute(sql`UPDATE "_landing_copy_v" SET "version_signup_subtitle" = ${SUBTITLE}`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "landing_copy" DROP COLUMN "signup_subtitle";
  ALTER TABLE "_landing_copy_v" DROP COLUMN "version_signup_subtitle";`)
}
