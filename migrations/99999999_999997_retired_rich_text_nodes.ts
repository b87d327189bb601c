import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'
import { withoutRetiredNodes } from '@/lib/richTextNodes.ts'

// Data only: rich text saved while the editor still had the relationship block and internal links
// (payload.config.ts dropped them) would no longer open in the admin nor publish. Each FAQ answer
// and legal text, and their versions, loses those nodes, keeping an internal link's text
// (src/lib/richTextNodes.ts). Written in SQL: the local API would validate what it cannot load.
const COLUMNS = [
  ['faqs', 'answer'],
  ['_faqs_v', 'version_answer'],
  ['legal_pages', 'content'],
  ['_legal_pages_v', 'version_content'],
] as const

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const [table, column] of COLUMNS) {
    const t = sql.identifier(table)
    const c = sql.identifier(column)
    const { rows } = await db.execute(sql`
      SELECT "id", ${c} AS "state" FROM ${t}
      WHERE ${c}::text LIKE '%"relationship"%' OR ${c}::text LIKE '%"internal"%'`)
    for (const row of rows as Array<{ id: number; state: unknown }>) {
      const next = withoutRetiredNodes(row.state)
      if (next)
        await db.execute(
          sql`UPDATE ${t} SET ${c} = ${JSON.stringify(next)}::jsonb WHERE "id" = ${row.id}`,
        )
    }
  }
}

// The removed nodes cannot come back (the editor no longer has them).
export async function down(_args: MigrateDownArgs): Promise<void> {}
