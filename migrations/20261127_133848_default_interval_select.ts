import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// "Periodicidade padrão" becomes a select of the four checkout codes. The text field accepted the
// aliases intervalToPriceKey reads (src/lib/intervals.ts), so they are mapped to their code first;
// anything else could not have been saved, and falls back to the spec's default, month.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "business_constants" SET "default_interval" = CASE lower(trim("default_interval"))
    WHEN 'quarter' THEN 'quarter' WHEN 'quarterly' THEN 'quarter' WHEN 'trimestral' THEN 'quarter'
    WHEN 'semester' THEN 'semester' WHEN 'semiannual' THEN 'semester' WHEN 'semestral' THEN 'semester'
    WHEN 'year' THEN 'year' WHEN 'yearly' THEN 'year' WHEN 'annual' THEN 'year' WHEN 'anual' THEN 'year'
    ELSE 'month' END
  WHERE "default_interval" IS NOT NULL;
  CREATE TYPE "public"."enum_business_constants_default_interval" AS ENUM('month', 'quarter', 'semester', 'year');
  ALTER TABLE "business_constants" ALTER COLUMN "default_interval" SET DATA TYPE "public"."enum_business_constants_default_interval" USING "default_interval"::"public"."enum_business_constants_default_interval";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "business_constants" ALTER COLUMN "default_interval" SET DATA TYPE varchar;
  DROP TYPE "public"."enum_business_constants_default_interval";`)
}
