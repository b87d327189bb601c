// The migrations are the only way schema and seed data change: on an empty database they must
// produce the whole catalogue of the spec, and running them again must change nothing.
import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as adminUx from '../../migrations/20261125_022306_admin_ux.ts'
import * as intervalSelect from '../../migrations/20261127_133848_default_interval_select.ts'
import * as dayOnlyNoon from '../../migrations/20261204_120000_day_only_noon.ts'
import * as pruneAutosaves from '../../migrations/20261204_190000_prune_superseded_autosaves.ts'
import * as retiredNodes from '../../migrations/99999999_999997_retired_rich_text_nodes.ts'
import { migrate as runMigrations } from '../../scripts/lib/migrate.mjs'
import { createScratchDatabase, query } from '../support/db.ts'

// The same runner `npm run dev`, `npm start` and `npm test` use: Payload's CLI, then a check that
// every migration file is recorded as run.
type MigrationArgs = Parameters<typeof adminUx.up>[0]

const migrate = (uri: string) => runMigrations({ ...process.env, DATABASE_URI: uri })

async function snapshot(uri: string): Promise<Record<string, string>> {
  const tables = await query<{ table_name: string }>(
    uri,
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  )
  const out: Record<string, string> = {}
  for (const { table_name } of tables) {
    if (table_name === 'payload_migrations') continue
    const rows = await query<{ digest: string | null; n: string }>(
      uri,
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest, count(*) AS n FROM "${table_name}" t`,
    )
    out[table_name] = `${rows[0]?.n}:${rows[0]?.digest}`
  }
  return out
}

describe('migrations on an empty database', () => {
  let db: Awaited<ReturnType<typeof createScratchDatabase>>
  beforeAll(async () => {
    db = await createScratchDatabase('migrations')
    await migrate(db.uri)
  })
  afterAll(async () => db?.drop())

  /** A migration's up/down arguments over one connection to this database; `end()` closes it. */
  const migrationArgs = () => {
    const pool = new pg.Pool({ connectionString: db.uri, max: 1 })
    return { run: { db: drizzle(pool) } as unknown as MigrationArgs, end: () => pool.end() }
  }

  const monthly = (planId: string) =>
    query<{ price: string; original: string }>(
      db.uri,
      `SELECT prices_mensal_price AS price, prices_mensal_original_price AS original FROM plans WHERE plan_id = $1`,
      [planId],
    )

  it('seeds every monthly price of section 9 in cents', async () => {
    const table: Array<[string, number, number]> = [
      ['top_afiliado', 9790, 11990],
      ['elite_nivel_1', 19790, 23790],
      ['elite_nivel_2', 21790, 27790],
      ['elite_nivel_3', 24790, 29790],
      ['elite_nivel_4', 23790, 29790],
      ['elite_nivel_5', 29790, 39790],
      ['elite_nivel_6', 40790, 51790],
      ['elite_pro_1', 29790, 34790],
      ['elite_pro_2', 44790, 49790],
      ['elite_pro_3', 59790, 69790],
    ]
    for (const [planId, price, original] of table) {
      const [row] = await monthly(planId)
      expect(row, planId).toBeDefined()
      expect([Number(row!.price), Number(row!.original)], planId).toEqual([price, original])
    }
  })

  it('seeds the Top Afiliado period prices', async () => {
    const [row] = await query<Record<string, string>>(
      db.uri,
      `SELECT prices_trimestral_price AS t, prices_semestral_price AS s, prices_anual_price AS a, prices_anual_original_price AS ao FROM plans WHERE plan_id = 'top_afiliado'`,
    )
    expect([row!.t, row!.s, row!.a, row!.ao].map(Number)).toEqual([23496, 39160, 58740, 117480])
  })

  it('seeds the label-only plan identifiers with display names', async () => {
    const rows = await query<{ plan_id: string; display_name: string }>(
      db.uri,
      `SELECT plan_id, display_name FROM plans WHERE plan_id IN ('admin','free','iniciante','profissional','elite','topafiliado') ORDER BY plan_id`,
    )
    expect(Object.fromEntries(rows.map((r) => [r.plan_id, r.display_name]))).toMatchObject({
      free: 'Iniciante Free',
      profissional: 'Profissional',
      admin: 'Admin',
    })
    expect(rows).toHaveLength(6)
  })

  it('seeds the promo codes of section 9', async () => {
    const rows = await query<{ code: string; discount_percent: string; coupon_code: string }>(
      db.uri,
      `SELECT code, discount_percent, coupon_code FROM promo_codes`,
    )
    const byCode = Object.fromEntries(
      rows.map((r) => [r.code, [Number(r.discount_percent), r.coupon_code]]),
    )
    expect(byCode).toMatchObject({
      novo: [10, 'BUSQYNOVO10'],
      aniversario: [15, expect.any(String)],
      final: [50, expect.any(String)],
      papodeafiliado: [15, expect.any(String)],
      blackfriday: [40, 'BF40'],
      comeback: [30, 'COMEBACK30'],
      default: [10, expect.any(String)],
    })
  })

  it('seeds ten landing FAQ questions, twelve named stores with their logos, six pain points, six bio links and the three legal pages', async () => {
    const [faq] = await query<{ n: string }>(
      db.uri,
      `SELECT count(DISTINCT f.id) AS n FROM faqs f JOIN faqs_pages p ON p.parent_id = f.id WHERE p.value = 'landing'`,
    )
    expect(Number(faq!.n)).toBe(10)
    const stores = await query<{
      name: string
      filename: string | null
      mime_type: string | null
      alt: string | null
    }>(
      db.uri,
      `SELECT s.name, m.filename, m.mime_type, m.alt FROM stores s LEFT JOIN media m ON m.id = s.logo_id ORDER BY s."_order"`,
    )
    expect(stores.map((s) => s.name)).toEqual([
      'Amazon',
      'Magalu',
      'Mercado Livre',
      'Shopee',
      'Shein',
      'AliExpress',
      'Beleza na Web',
      'C&A',
      'Dafiti',
      'Eudora',
      'Natura',
      'oBoticario',
    ])
    for (const s of stores)
      expect([s.filename, s.mime_type, s.alt], s.name).toEqual([
        expect.stringMatching(/\.svg$/),
        'image/svg+xml',
        `Logo ${s.name}`,
      ])
    expect(await query(db.uri, `SELECT id FROM pain_points`)).toHaveLength(6)
    expect(await query(db.uri, `SELECT id FROM bio_links`)).toHaveLength(6)
    const legal = await query<{ slug: string; last_updated: Date }>(
      db.uri,
      `SELECT slug, last_updated FROM legal_pages ORDER BY slug::text`,
    )
    expect(legal.map((l) => l.slug)).toEqual(['privacidade', 'sobre', 'termos'])
    for (const l of legal)
      expect(new Date(l.last_updated).toISOString().slice(0, 10)).toBe('2025-04-29')
  })

  it('seeds the business constants and upsell settings', async () => {
    const [c] = await query<Record<string, string>>(
      db.uri,
      `SELECT trial_days, guarantee_days, password_min_length, features_carousel_ms, stores_carousel_ms, checkout_poll_ms, checkout_tab_close_ms, active_subscription_toast_ms, countdown_tick_ms, default_price_cents, default_plan_id, trial_plan_id FROM business_constants`,
    )
    // Spec section 4: 'período de testes do plano Profissional'.
    const [pro] = await query<{ id: number }>(
      db.uri,
      `SELECT id FROM plans WHERE plan_id = 'profissional'`,
    )
    expect(Number(c!.trial_plan_id)).toBe(pro!.id)
    // The spec's 'profissional' has no price: the default is the entry plan on sale (issue 15).
    const [top] = await query<{ id: number }>(
      db.uri,
      `SELECT id FROM plans WHERE plan_id = 'top_afiliado'`,
    )
    expect(Number(c!.default_plan_id)).toBe(top!.id)
    expect(
      [
        c!.trial_days,
        c!.guarantee_days,
        c!.password_min_length,
        c!.features_carousel_ms,
        c!.stores_carousel_ms,
        c!.checkout_poll_ms,
        c!.checkout_tab_close_ms,
        c!.active_subscription_toast_ms,
        c!.countdown_tick_ms,
        c!.default_price_cents,
      ].map(Number),
    ).toEqual([7, 7, 6, 15000, 3000, 3000, 3000, 8000, 1000, 100])
    const [u] = await query<{ countdown_minutes: string }>(
      db.uri,
      `SELECT countdown_minutes FROM upsell_settings`,
    )
    expect(Number(u!.countdown_minutes)).toBe(15)
  })

  it('lists plans, FAQ, stores, pain points, features and bio links in the order of the spec', async () => {
    const plans = await query<{ plan_id: string }>(
      db.uri,
      `SELECT plan_id FROM plans ORDER BY "_order"`,
    )
    expect(plans.map((p) => p.plan_id).slice(0, 4)).toEqual([
      'top_afiliado',
      'elite_nivel_1',
      'elite_nivel_2',
      'elite_nivel_3',
    ])
    const faqs = await query<{ question: string }>(
      db.uri,
      `SELECT question FROM faqs ORDER BY "_order"`,
    )
    expect(faqs[0]!.question).toBe('Como funciona o teste grátis de {diasTeste} dias?')
    expect(faqs.at(-1)!.question).toBe('E se eu não gostar?')
    for (const table of ['plans', 'faqs', 'stores', 'pain_points', 'features', 'bio_links']) {
      const [row] = await query<{ missing: string; n: string; keys: string }>(
        db.uri,
        `SELECT count(*) FILTER (WHERE "_order" IS NULL) AS missing, count(*) AS n, count(DISTINCT "_order") AS keys FROM ${table}`,
      )
      expect([Number(row!.missing), Number(row!.keys)], table).toEqual([0, Number(row!.n)])
    }
  })

  it('seeds published documents, each with one published version the history starts from', async () => {
    for (const table of [
      'plans',
      'promo_codes',
      'faqs',
      'stores',
      'pain_points',
      'features',
      'bio_links',
      'legal_pages',
    ]) {
      const [row] = await query<{ drafts: string; docs: string; versions: string }>(
        db.uri,
        `SELECT (SELECT count(*) FROM ${table} WHERE _status IS DISTINCT FROM 'published') AS drafts, (SELECT count(*) FROM ${table}) AS docs, (SELECT count(*) FROM _${table}_v WHERE latest AND version__status = 'published') AS versions`,
      )
      expect([Number(row!.drafts), Number(row!.versions)], table).toEqual([0, Number(row!.docs)])
    }
    for (const table of ['site_settings', 'landing_copy', 'bio_page', 'upsell_settings']) {
      const [row] = await query<{ status: string }>(
        db.uri,
        `SELECT _status AS status FROM ${table}`,
      )
      expect(row?.status, table).toBe('published')
    }
  })

  it('creates no admin account', async () => {
    expect(await query(db.uri, `SELECT id FROM admins`)).toHaveLength(0)
  })

  it('changes nothing when run again', async () => {
    const before = await snapshot(db.uri)
    await migrate(db.uri)
    expect(await snapshot(db.uri)).toEqual(before)
    const ran = await query<{ name: string }>(db.uri, 'SELECT name FROM payload_migrations')
    expect(new Set(ran.map((r) => r.name)).size).toBe(ran.length)
  })

  it("never writes back a record a marketer deleted, also on a database seeded under the seed migration's earlier name", async () => {
    const landingFaqs = async () =>
      Number((await query<{ n: string }>(db.uri, `SELECT count(*) AS n FROM faqs`))[0]!.n)
    const before = await landingFaqs()
    const [victim] = await query<{ id: number }>(db.uri, `SELECT id FROM faqs ORDER BY id LIMIT 1`)
    await query(db.uri, `DELETE FROM faqs WHERE id = $1`, [victim!.id])
    // As on a database migrated before the seed was renamed to sort last.
    await query(
      db.uri,
      `UPDATE payload_migrations SET name = '20261123_004148_seed_catalogue' WHERE name LIKE '%_seed_catalogue'`,
    )
    await migrate(db.uri)
    expect(await landingFaqs()).toBe(before - 1)
    const seeds = await query<{ name: string }>(
      db.uri,
      `SELECT name FROM payload_migrations WHERE name LIKE '%_seed_catalogue' ORDER BY name`,
    )
    expect(seeds.map((r) => r.name)).toEqual([
      '20261123_004148_seed_catalogue',
      '99999999_999999_seed_catalogue',
    ])
  })

  it('the admin_ux migration carries typed sort numbers over to the drag-and-drop order (and back), and clears unknown icons', async () => {
    const { run, end } = migrationArgs()
    try {
      const before = await query<{ id: number }>(db.uri, `SELECT id FROM faqs ORDER BY "_order"`)
      await adminUx.down(run)
      // Back to numbers 1, 2, 3… in the same order.
      const numbered = await query<{ id: number; order: string }>(
        db.uri,
        `SELECT id, "order" FROM faqs ORDER BY "order"`,
      )
      expect(numbered.map((r) => r.id)).toEqual(before.map((r) => r.id))
      // A marketer's typed order, reversed, and an icon name the list does not have.
      await query(db.uri, `UPDATE faqs SET "order" = 1000 - "order"`)
      await query(
        db.uri,
        `UPDATE features SET icon = 'foguete' WHERE id = (SELECT min(id) FROM features)`,
      )
      await adminUx.up(run)
      const after = await query<{ id: number }>(db.uri, `SELECT id FROM faqs ORDER BY "_order"`)
      expect(after.map((r) => r.id)).toEqual(before.map((r) => r.id).reverse())
      const icons = await query<{ icon: string | null }>(
        db.uri,
        `SELECT icon FROM features ORDER BY id LIMIT 1`,
      )
      expect(icons[0]!.icon).toBeNull()
    } finally {
      await end()
    }
  })

  it('"Periodicidade padrão" typed as an alias before it was a select becomes its checkout code', async () => {
    const { run, end } = migrationArgs()
    const stored = async () =>
      (
        await query<{ v: string }>(db.uri, `SELECT default_interval AS v FROM business_constants`)
      )[0]?.v
    try {
      expect(await stored()).toBe('month')
      for (const [typed, code] of [
        [' Anual ', 'year'],
        ['semiannual', 'semester'],
        ['trimestral', 'quarter'],
        ['monthly', 'month'],
      ] as const) {
        await intervalSelect.down(run)
        await query(db.uri, `UPDATE business_constants SET default_interval = $1`, [typed])
        await intervalSelect.up(run)
        expect(await stored(), typed).toBe(code)
      }
    } finally {
      await end()
    }
  })

  it('rich text saved with the retired relationship block and internal links opens again: the link keeps its text', async () => {
    const { run, end } = migrationArgs()
    const text = (t: string) => ({ type: 'text', text: t, format: 0, version: 1 })
    const answer = {
      root: {
        type: 'root',
        version: 1,
        children: [
          { type: 'relationship', relationTo: 'plans', value: 1, version: 2 },
          {
            type: 'paragraph',
            version: 1,
            children: [
              text('Veja '),
              {
                type: 'link',
                version: 3,
                fields: { linkType: 'internal', doc: { relationTo: 'plans', value: 1 } },
                children: [text('os planos')],
              },
            ],
          },
        ],
      },
    }
    const [faq] = await query<{ id: number }>(db.uri, `SELECT id FROM faqs ORDER BY id LIMIT 1`)
    // Kept to put back: the tests after this one read the seeded texts.
    const saved = await query<{ answer: unknown }>(
      db.uri,
      `SELECT answer FROM faqs WHERE id = $1`,
      [faq!.id],
    )
    const savedVersions = await query<{ id: number; version_answer: unknown }>(
      db.uri,
      `SELECT id, version_answer FROM _faqs_v WHERE parent_id = $1`,
      [faq!.id],
    )
    try {
      await query(db.uri, `UPDATE faqs SET answer = $1::jsonb WHERE id = $2`, [
        JSON.stringify(answer),
        faq!.id,
      ])
      await query(db.uri, `UPDATE _faqs_v SET version_answer = $1::jsonb WHERE parent_id = $2`, [
        JSON.stringify(answer),
        faq!.id,
      ])
      await retiredNodes.up(run)
      const expected = [
        { type: 'paragraph', version: 1, children: [text('Veja '), text('os planos')] },
      ]
      const [row] = await query<{ answer: typeof answer }>(
        db.uri,
        `SELECT answer FROM faqs WHERE id = $1`,
        [faq!.id],
      )
      expect(row!.answer.root.children).toEqual(expected)
      const versions = await query<{ version_answer: typeof answer }>(
        db.uri,
        `SELECT version_answer FROM _faqs_v WHERE parent_id = $1`,
        [faq!.id],
      )
      expect(versions.length).toBeGreaterThan(0)
      for (const v of versions) expect(v.version_answer.root.children).toEqual(expected)
    } finally {
      await query(db.uri, `UPDATE faqs SET answer = $1::jsonb WHERE id = $2`, [
        JSON.stringify(saved[0]!.answer),
        faq!.id,
      ])
      for (const v of savedVersions)
        await query(db.uri, `UPDATE _faqs_v SET version_answer = $1::jsonb WHERE id = $2`, [
          JSON.stringify(v.version_answer),
          v.id,
        ])
      await end()
    }
  })

  it("updates a database seeded before: trial and guarantee texts get their tokens, stores without a logo get one, a marketer's edits stay", async () => {
    // As before these migrations: the seed's old wording, a rewrite by a marketer, a store without a logo and one with the marketer's own.
    await query(
      db.uri,
      `UPDATE landing_copy SET plans_subtitle = 'Comece com 7 dias grátis e mude de plano quando quiser.'`,
    )
    await query(
      db.uri,
      `UPDATE bio_links SET label = 'Teste grátis por 7 dias, já!' WHERE label LIKE 'Teste grátis%'`,
    )
    await query(
      db.uri,
      `UPDATE faqs SET answer = replace(answer::text, '{diasGarantia} dias de garantia incondicional, com', '7 dias de garantia incondicional, com')::jsonb`,
    )
    const [mine] = await query<{ id: number }>(
      db.uri,
      `SELECT logo_id AS id FROM stores WHERE name = 'Shein'`,
    )
    await query(db.uri, `UPDATE stores SET logo_id = NULL WHERE name = 'Amazon'`)
    await query(db.uri, `UPDATE stores SET logo_id = $1 WHERE name = 'Natura'`, [mine!.id])
    await query(
      db.uri,
      `DELETE FROM payload_migrations WHERE name IN ('20261125_022310_business_tokens', '99999999_999998_store_logos')`,
    )
    await migrate(db.uri)

    const [landing] = await query<{ plans_subtitle: string }>(
      db.uri,
      `SELECT plans_subtitle FROM landing_copy`,
    )
    expect(landing!.plans_subtitle).toBe(
      'Comece com {diasTeste} dias grátis e mude de plano quando quiser.',
    )
    expect(
      await query(
        db.uri,
        `SELECT label FROM bio_links WHERE label = 'Teste grátis por 7 dias, já!'`,
      ),
    ).toHaveLength(1)
    const [faq] = await query<{ answer: string }>(
      db.uri,
      `SELECT answer::text AS answer FROM faqs WHERE question = 'E se eu não gostar?'`,
    )
    expect(faq!.answer).toContain(
      '"Na primeira assinatura você tem {diasGarantia} dias de garantia incondicional, com reembolso de 100% do valor."',
    )
    const logos = await query<{ name: string; logo: number | null; filename: string | null }>(
      db.uri,
      `SELECT s.name, s.logo_id AS logo, m.filename FROM stores s LEFT JOIN media m ON m.id = s.logo_id WHERE s.name IN ('Amazon', 'Natura') ORDER BY s.name`,
    )
    expect(logos[0]).toMatchObject({
      name: 'Amazon',
      filename: expect.stringMatching(/^amazon.*\.svg$/),
    })
    expect(logos[1]).toMatchObject({ name: 'Natura', logo: mine!.id })
  })

  it('publishes what existed before drafts, each document with a first version copied from it', async () => {
    // As on a database from before drafts: no versions yet, and the new status column at its default.
    for (const table of [
      'plans',
      'promo_codes',
      'faqs',
      'stores',
      'pain_points',
      'features',
      'bio_links',
      'legal_pages',
      'site_settings',
      'landing_copy',
      'bio_page',
      'upsell_settings',
    ]) {
      await query(db.uri, `DELETE FROM _${table}_v`)
      await query(db.uri, `UPDATE ${table} SET _status = 'draft'`)
    }
    await query(
      db.uri,
      `DELETE FROM payload_migrations WHERE name = '20261125_022400_publish_existing_content'`,
    )
    await migrate(db.uri)

    expect(await query(db.uri, `SELECT id FROM plans WHERE _status <> 'published'`)).toEqual([])
    const versions = await query<{
      plan_id: string
      price: string
      n: string
      features: string
      own: string
    }>(
      db.uri,
      `SELECT p.plan_id, v.version_prices_mensal_price AS price, (SELECT count(*) FROM _plans_v w WHERE w.parent_id = p.id) AS n,
         (SELECT count(*) FROM _plans_v_version_features f WHERE f._parent_id = v.id) AS features, (SELECT count(*) FROM plans_features f WHERE f._parent_id = p.id) AS own
       FROM plans p JOIN _plans_v v ON v.parent_id = p.id AND v.latest AND v.version__status = 'published' WHERE p.plan_id = 'top_afiliado'`,
    )
    expect(versions).toHaveLength(1)
    expect(versions[0]).toMatchObject({ price: '9790', n: '1' })
    expect(Number(versions[0]!.features)).toBe(Number(versions[0]!.own))
    expect(Number(versions[0]!.features)).toBeGreaterThan(0)
    // Multiple-choice selects and the globals' arrays come along.
    const [faq] = await query<{ n: string }>(
      db.uri,
      `SELECT count(*) AS n FROM _faqs_v_version_pages`,
    )
    const [faqOwn] = await query<{ n: string }>(db.uri, `SELECT count(*) AS n FROM faqs_pages`)
    expect(faq!.n).toBe(faqOwn!.n)
    const [landing] = await query<{ title: string; include: string }>(
      db.uri,
      `SELECT version_hero_title AS title, (SELECT count(*) FROM _landing_copy_v_version_plans_include) AS include FROM _landing_copy_v`,
    )
    const [landingOwn] = await query<{ title: string; include: string }>(
      db.uri,
      `SELECT hero_title AS title, (SELECT count(*) FROM landing_copy_plans_include) AS include FROM landing_copy`,
    )
    expect(landing).toEqual(landingOwn)
  })
  it("keeps the legal pages' day at noon UTC, the same day in the admin (Brasília) and on the site, also on a database seeded at midnight", async () => {
    const days = () =>
      query<{ at: string }>(
        db.uri,
        `SELECT to_char(last_updated AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS at FROM legal_pages
         UNION ALL SELECT to_char(version_last_updated AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') FROM _legal_pages_v`,
      )
    const seeded = await days()
    expect(seeded.length).toBeGreaterThanOrEqual(6)
    expect(new Set(seeded.map((r) => r.at))).toEqual(new Set(['2025-04-29 12:00']))
    // As the seed stored it before: midnight UTC, 21:00 of the day before in Brasília.
    await query(db.uri, `UPDATE legal_pages SET last_updated = '2025-04-29T00:00:00Z'`)
    await query(db.uri, `UPDATE _legal_pages_v SET version_last_updated = '2025-04-29T23:30:00Z'`)
    const { run, end } = migrationArgs()
    try {
      await dayOnlyNoon.up(run)
    } finally {
      await end()
    }
    expect(new Set((await days()).map((r) => r.at))).toEqual(new Set(['2025-04-29 12:00']))
  })

  it('drops the autosaved drafts a later version replaced, in every version table, and keeps the current draft', async () => {
    const faq = await query<{ id: number }>(db.uri, `SELECT id FROM faqs ORDER BY id LIMIT 1`)
    const parent = faq[0]!.id
    // Two old autosaves under the seeded publication, then the current autosaved draft on top.
    await query(
      db.uri,
      `INSERT INTO _faqs_v (parent_id, version_question, version_answer, version__status, autosave, latest, created_at, updated_at)
       SELECT parent_id, version_question, version_answer, 'draft', true, $2, now() - $3::interval, now() - $3::interval
         FROM _faqs_v WHERE parent_id = $1 AND latest IS TRUE LIMIT 1`,
      [parent, false, '2 days'],
    )
    await query(db.uri, `UPDATE _faqs_v SET latest = false WHERE parent_id = $1`, [parent])
    await query(
      db.uri,
      `INSERT INTO _faqs_v (parent_id, version_question, version_answer, version__status, autosave, latest, created_at, updated_at)
       SELECT parent_id, version_question, version_answer, 'draft', true, true, now(), now()
         FROM _faqs_v WHERE parent_id = $1 LIMIT 1`,
      [parent],
    )
    const rows = () =>
      query<{ autosave: boolean; latest: boolean | null }>(
        db.uri,
        `SELECT autosave, latest FROM _faqs_v WHERE parent_id = $1 ORDER BY updated_at`,
        [parent],
      )
    expect((await rows()).filter((r) => r.autosave).length).toBe(2)
    const { run, end } = migrationArgs()
    try {
      await pruneAutosaves.up(run)
    } finally {
      await end()
    }
    const after = await rows()
    expect(after.filter((r) => r.autosave)).toEqual([{ autosave: true, latest: true }])
    expect(after.some((r) => !r.autosave)).toBe(true)
  })
})
