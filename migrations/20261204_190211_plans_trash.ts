import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "plans" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_plans_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  CREATE INDEX "plans_deleted_at_idx" ON "plans" USING btree ("deleted_at");
  CREATE INDEX "_plans_v_version_version_deleted_at_idx" ON "_plans_v" USING btree ("version_deleted_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "plans_deleted_at_idx";
  DROP INDEX "_plans_v_version_version_deleted_at_idx";
  ALTER TABLE "plans" DROP COLUMN "deleted_at";
  ALTER TABLE "_plans_v" DROP COLUMN "version_deleted_at";`)
}
