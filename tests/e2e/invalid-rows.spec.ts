// The pages never fail because of one record (issue 48): rows that break the admin's rules, written
// straight into Postgres as an older release or a bug could have left them, are left out or clamped
// and every public route still renders with everything else.
import { expect, test, type Page } from '@playwright/test'
import pg from 'pg'
import { revalidateToken } from '@/server/cache/revalidateToken.ts'
import { adminToken, offline } from './support.ts'

test.describe.configure({ mode: 'serial' })

const CODE = `quebrado${Date.now()}`
const ROUTES = [
  '/',
  '/home',
  '/promo-landing',
  '/bio',
  '/planos',
  '/selecionar-plano',
  '/planos-promo',
  '/promo',
  '/afiliado',
  '/solucoes',
  '/sobre',
  '/termos',
  '/politicas-de-privacidade',
  '/login',
  '/signup',
  '/cadastro',
  '/esqueci-senha',
  '/checkout-return',
  '/upsell',
  '/checkout',
  '/area-usuario',
  '/payment-success',
  '/payment-canceled',
  '/payment-awaited',
  '/account-confirmation',
  `/?promo=${CODE}`,
  `/planos?promo=${CODE}`,
  `/planos-promo?promo=${CODE}`,
  `/promo?parceiro=${CODE}`,
]
const TAGS = [
  'plans',
  'promo-codes',
  'stores',
  'media',
  'upsell-settings',
  'business-constants',
  'landing-copy',
  'site-settings',
  'features',
  'pain-points',
  'faqs',
  'bio-links',
  'bio-page',
]

let db: pg.Client
const restores: Array<[string, unknown[]]> = []

/** Runs `sql` now and `undo` at the end (rows as they were). */
async function corrupt(sql: string, params: unknown[], undo: string, undoParams: unknown[]) {
  await db.query(sql, params)
  restores.unshift([undo, undoParams])
}

async function expireCaches(request: Page['request']) {
  const res = await request.post('/api/revalidate', {
    headers: { authorization: `Bearer ${revalidateToken()}` },
    data: { tags: TAGS },
  })
  expect(res.ok(), await res.text()).toBe(true)
}

test.beforeAll(async ({ request }) => {
  db = new pg.Client({ connectionString: process.env.DATABASE_URI })
  await db.connect()
  // A promo code published at 150 % (the admin refuses it now), made through the API first so its
  // row is as Payload writes one.
  const made = await request.post('/api/promo-codes', {
    headers: { authorization: `JWT ${await adminToken(request)}` },
    data: { code: CODE, discountPercent: 15, title: 'Quebrado {desconto}%', _status: 'published' },
  })
  expect(made.ok(), await made.text()).toBe(true)
  const codeId = ((await made.json()) as { doc: { id: number } }).doc.id
  await corrupt(
    'UPDATE promo_codes SET discount_percent = 150 WHERE id = $1',
    [codeId],
    'DELETE FROM promo_codes WHERE id = $1',
    [codeId],
  )
  const plan = async (planId: string) =>
    (
      await db.query<{
        id: number
        name: string
        display_name: string
        prices_mensal_price: number
        prices_anual_price: number | null
      }>(
        'SELECT id, name, display_name, prices_mensal_price, prices_anual_price FROM plans WHERE plan_id = $1',
        [planId],
      )
    ).rows[0]!
  const elite1 = await plan('elite_nivel_1')
  await corrupt(
    'UPDATE plans SET prices_mensal_price = -500, prices_anual_price = -1 WHERE id = $1',
    [elite1.id],
    'UPDATE plans SET prices_mensal_price = $2, prices_anual_price = $3 WHERE id = $1',
    [elite1.id, elite1.prices_mensal_price, elite1.prices_anual_price],
  )
  const elite2 = await plan('elite_nivel_2')
  await corrupt(
    "UPDATE plans SET name = '', display_name = '' WHERE id = $1",
    [elite2.id],
    'UPDATE plans SET name = $2, display_name = $3 WHERE id = $1',
    [elite2.id, elite2.name, elite2.display_name],
  )
  // An interval this release does not know (a later release's, rolled back).
  await db.query(
    "ALTER TYPE enum_upsell_settings_options_price_key ADD VALUE IF NOT EXISTS 'bimestral'",
  )
  const option = (
    await db.query<{ id: string; price_key: string }>(
      'SELECT id, price_key FROM upsell_settings_options ORDER BY _order LIMIT 1',
    )
  ).rows[0]!
  await corrupt(
    "UPDATE upsell_settings_options SET price_key = 'bimestral' WHERE id = $1",
    [option.id],
    'UPDATE upsell_settings_options SET price_key = $2 WHERE id = $1',
    [option.id, option.price_key],
  )
  // A store whose logo row is gone, and one whose logo file is missing.
  const stores = (
    await db.query<{ id: number; logo_id: number | null }>(
      'SELECT id, logo_id FROM stores WHERE logo_id IS NOT NULL ORDER BY _order LIMIT 2',
    )
  ).rows
  await corrupt(
    'UPDATE stores SET logo_id = NULL WHERE id = $1',
    [stores[0]!.id],
    'UPDATE stores SET logo_id = $2 WHERE id = $1',
    [stores[0]!.id, stores[0]!.logo_id],
  )
  const media = (
    await db.query<{ id: number; filename: string }>(
      'SELECT id, filename FROM media WHERE id = $1',
      [stores[1]!.logo_id],
    )
  ).rows[0]!
  await corrupt(
    "UPDATE media SET filename = 'nao-existe.png' WHERE id = $1",
    [media.id],
    'UPDATE media SET filename = $2 WHERE id = $1',
    [media.id, media.filename],
  )
  await expireCaches(request)
})

test.afterAll(async ({ request }) => {
  for (const [sql, params] of restores) await db.query(sql, params)
  await db.end()
  await expireCaches(request)
})

test('every public route renders around rows that break the rules', async ({ page }) => {
  test.setTimeout(180_000)
  await offline(page)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`))
  for (const route of ROUTES) {
    const res = await page.goto(route)
    expect(res?.status(), route).toBe(200)
    await page.waitForLoadState('networkidle')
    await expect(page.getByText('Algo deu errado'), route).toHaveCount(0)
  }
  expect(errors).toEqual([])
})

test('the plans page leaves out the broken plans and the 150 % code, and offers the rest', async ({
  page,
}) => {
  await page.goto(`/planos?promo=${CODE}`)
  // The 150 % code is left out: its link gets the default discount for unknown codes (spec 5).
  await expect(page.getByTestId('promo-banner')).toContainText('10% OFF')
  await expect(page.getByText(/Quebrado 150/)).toHaveCount(0)
  // Elite Nível 1 (negative monthly price) and Nível 2 (no name) are left out; Nível 3 is sold.
  await expect(page.getByRole('heading', { name: 'Elite Nível 3' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Elite Nível 1' })).toHaveCount(0)
  await expect(page.getByTestId('plan-price').first()).toBeVisible()
  await expect(page.getByText('-R$')).toHaveCount(0)
})
