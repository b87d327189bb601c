import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// hooks/versionedContent.ts now drops an autosaved draft once a later version replaces it, so the
// version cap keeps publications, not typing. The versions saved before that keep their old
// autosaves: drop them the same way, in every version table that has autosaves (their arrays and
// relations go with them: ON DELETE CASCADE).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    DO $$
    DECLARE t text;
    BEGIN
      FOR t IN
        SELECT c.table_name FROM information_schema.columns c
         WHERE c.table_schema = current_schema() AND c.column_name = 'autosave'
           AND EXISTS (SELECT 1 FROM information_schema.columns l
                        WHERE l.table_schema = c.table_schema AND l.table_name = c.table_name
                          AND l.column_name = 'latest')
      LOOP
        EXECUTE format('DELETE FROM %I WHERE autosave IS TRUE AND latest IS NOT TRUE', t);
      END LOOP;
    END $$;`)
}

// The dropped drafts were replaced by the versions after them; nothing to bring back.
export async function down(_args: MigrateDownArgs): Promise<void> {}
