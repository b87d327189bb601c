import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_preferences_rels" ADD COLUMN "subscribers_id" integer;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_subscribers_fk" FOREIGN KEY ("subscribers_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_preferences_rels_subscribers_id_idx" ON "payload_preferences_rels" USING btree ("subscribers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_preferences_rels" DROP CONSTRAINT "payload_preferences_rels_subscribers_fk";
  
  DROP INDEX "payload_preferences_rels_subscribers_id_idx";
  ALTER TABLE "payload_preferences_rels" DROP COLUMN "subscribers_id";`)
}
