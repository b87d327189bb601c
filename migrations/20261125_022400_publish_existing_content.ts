import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Drafts (20261125_022313_drafts_versions) add a `_status` column whose default is 'draft', and the
// site shows published documents only (src/server/published.ts). So every document that exists when
// drafts arrive is marked published, or it would vanish from the site, and gets a first version, a
// copy of itself as it is now: the history starts from what is live (a marketer can come back to it
// with "Restaurar"), and draft reads, which query versions, find every document.
// Plain SQL over the live schema (column lists read from information_schema), not the local API: a
// later schema change must not break this migration on a database that is behind. On a fresh
// database the tables are empty and nothing happens; the seed then creates published documents.

const COLLECTIONS = [
  'plans',
  'promo_codes',
  'faqs',
  'stores',
  'pain_points',
  'features',
  'bio_links',
  'legal_pages',
]
const GLOBALS = ['site_settings', 'landing_copy', 'bio_page', 'upsell_settings']

type Db = MigrateUpArgs['db']
type Column = { name: string; enumType: string | null }

async function columnsOf(db: Db, table: string): Promise<Column[]> {
  const res = await db.execute(
    sql`SELECT column_name, data_type, udt_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = ${table} ORDER BY ordinal_position`,
  )
  return (res.rows as Array<{ column_name: string; data_type: string; udt_name: string }>).map(
    (c) => ({ name: c.column_name, enumType: c.data_type === 'USER-DEFINED' ? c.udt_name : null }),
  )
}

async function tablesStartingWith(db: Db, prefix: string): Promise<string[]> {
  const res = await db.execute(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND left(table_name, ${prefix.length}) = ${prefix}`,
  )
  return (res.rows as Array<{ table_name: string }>).map((r) => r.table_name)
}

const q = (name: string) => `"${name.replace(/"/g, '""')}"`

/** `source` as the type of `target` (enums differ by name between a table and its versions). */
const cast = (source: string, target: Column) =>
  target.enumType ? `${source}::text::${q(target.enumType)}` : source

async function firstVersions(db: Db, table: string, isGlobal: boolean): Promise<void> {
  const versions = `_${table}_v`
  const main = await columnsOf(db, table)
  const versionCols = new Map((await columnsOf(db, versions)).map((c) => [c.name, c]))
  const copied = main.filter(
    (c) =>
      !['id', 'created_at', 'updated_at', '_status'].includes(c.name) &&
      versionCols.has(`version_${c.name}`),
  )
  const into = [
    ...copied.map((c) => `version_${c.name}`),
    'version_updated_at',
    'version_created_at',
    'version__status',
    'created_at',
    'updated_at',
    'latest',
    'autosave',
  ]
  const values = [
    ...copied.map((c) => cast(`t.${q(c.name)}`, versionCols.get(`version_${c.name}`)!)),
    't.updated_at',
    't.created_at',
    `'published'`,
    't.updated_at',
    't.updated_at',
    'true',
    'false',
  ]
  if (!isGlobal) {
    into.unshift('parent_id')
    values.unshift('t.id')
  }
  await db.execute(
    sql.raw(
      `INSERT INTO ${q(versions)} (${into.map(q).join(', ')}) SELECT ${values.join(', ')} FROM ${q(table)} t`,
    ),
  )

  // Arrays (`_parent_id`) and multiple-choice selects (`parent_id`) of the document, row by row.
  const version = isGlobal
    ? `(SELECT max(id) AS id FROM ${q(versions)}) v ON true`
    : `${q(versions)} v ON v.parent_id = `
  for (const child of await tablesStartingWith(db, `${table}_`)) {
    const versionChild = `_${table}_v_version_${child.slice(table.length + 1)}`
    const childCols = await columnsOf(db, child)
    const targetCols = new Map((await columnsOf(db, versionChild)).map((c) => [c.name, c]))
    if (!targetCols.size) continue // another table that merely shares the prefix
    const parent = childCols.some((c) => c.name === '_parent_id') ? '_parent_id' : 'parent_id'
    const kept = childCols.filter((c) => !['id', parent].includes(c.name) && targetCols.has(c.name))
    const cols = [parent, ...kept.map((c) => c.name)]
    const vals = ['v.id', ...kept.map((c) => cast(`c.${q(c.name)}`, targetCols.get(c.name)!))]
    // Array rows keep their id as `_uuid`, as Payload's own versions do.
    if (parent === '_parent_id' && targetCols.has('_uuid')) {
      cols.push('_uuid')
      vals.push('c.id')
    }
    const join = isGlobal ? `JOIN ${version}` : `JOIN ${version}c.${q(parent)}`
    await db.execute(
      sql.raw(
        `INSERT INTO ${q(versionChild)} (${cols.map(q).join(', ')}) SELECT ${vals.join(', ')} FROM ${q(child)} c ${join}`,
      ),
    )
  }
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of [...COLLECTIONS, ...GLOBALS]) {
    await db.execute(sql.raw(`UPDATE ${q(table)} SET "_status" = 'published'`))
    await firstVersions(db, table, GLOBALS.includes(table))
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // The schema migration before this one drops the version tables and the status columns.
  for (const table of [...COLLECTIONS, ...GLOBALS])
    await db.execute(sql.raw(`DELETE FROM ${q(`_${table}_v`)}`))
}
