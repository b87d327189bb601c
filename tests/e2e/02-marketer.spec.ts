// The admin as a marketer works it (issue 48): keyboard and mouse, one key at a time. Playwright's
// fill() sets a whole value in one event, which hid that a price could not be typed; nothing here
// uses it on a money field.
import { expect, test, type Locator, type Page } from '@playwright/test'
import pg from 'pg'
import {
  adminToken,
  brasiliaTyped,
  fieldInView,
  openScheduleDrawer,
  signInAdmin,
  retype,
} from './support.ts'

test.describe.configure({ mode: 'serial' })

const auth = (token: string) => ({ authorization: `JWT ${token}` })

/** Select all and paste from the real clipboard (Ctrl+V). */
async function paste(page: Page, input: Locator, text: string): Promise<void> {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text)
  await input.click()
  await input.press('ControlOrMeta+a')
  await input.press('ControlOrMeta+v')
}

/** Leaves the field as a person does (Tab), which settles "97" into "97,00". */
const leave = (input: Locator) => input.press('Tab')

/** What every money field must take from the keyboard and the clipboard. */
async function typesLikeAPerson(page: Page, input: Locator): Promise<void> {
  await retype(input, '99,90')
  await expect(input).toHaveValue('99,90')

  // From an empty field: each digit stays where it was typed.
  await input.press('ControlOrMeta+a')
  await input.press('Backspace')
  await expect(input).toHaveValue('')
  await input.pressSequentially('9', { delay: 30 })
  await expect(input).toHaveValue('9')
  await input.pressSequentially('7,9', { delay: 30 })
  await expect(input).toHaveValue('97,9')
  await leave(input)
  await expect(input).toHaveValue('97,90')

  // Backspace takes the decimals away one by one.
  await input.click()
  await input.press('End')
  await input.press('Backspace')
  await expect(input).toHaveValue('97,9')
  await input.press('Backspace')
  await input.press('Backspace')
  await expect(input).toHaveValue('97')
  await leave(input)
  await expect(input).toHaveValue('97,00')

  // An edit in the middle keeps the caret where the person typed.
  await input.click()
  await input.press('Home')
  await input.press('ArrowRight')
  await input.pressSequentially('12', { delay: 30 })
  await expect(input).toHaveValue('9.127,00')
  // Delete removes the digit after the caret: 9.12|7,00 → 912,00.
  await input.press('Delete')
  await expect(input).toHaveValue('912,00')
  await input.press('Home')
  await input.press('Delete')
  await expect(input).toHaveValue('12,00')

  // A dot typed as the decimal point is taken as the comma.
  await retype(input, '97.9')
  await expect(input).toHaveValue('97,9')

  for (const [pasted, shown] of [
    ['R$ 1.234,56', '1.234,56'],
    ['97.90', '97,90'],
    ['97', '97,00'],
    ['97,9', '97,90'],
    ['97,90 reais', '97,90'],
  ] as const) {
    await paste(page, input, pasted)
    await leave(input)
    await expect(input, `pasted ${pasted}`).toHaveValue(shown)
  }
}

/** Clicks Publicar until the form takes it (an autosave in flight makes Payload ignore a click). */
async function publish(page: Page, button = 'Publicar alterações'): Promise<void> {
  await expect(async () => {
    await page.getByRole('button', { name: button }).first().click()
    await expect(page.getByText('Atualizado com sucesso.').first()).toBeVisible({ timeout: 4000 })
  }).toPass({ timeout: 30_000 })
}

type PlanDoc = {
  id: number
  prices: Record<'mensal' | 'trimestral', { price: number | null; originalPrice: number | null }>
}

test('every money field of a plan takes a price typed key by key and pasted, and saves what it shows', async ({
  page,
  context,
  request,
}) => {
  const token = await adminToken(request)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const made = await request.post('/api/plans', {
    headers: auth(token),
    data: {
      name: 'Plano digitado',
      displayName: 'Plano digitado',
      planId: `digitado_${Date.now()}`,
      group: 'single',
      active: false,
      prices: { mensal: { price: 5000, originalPrice: 11990 } },
      _status: 'published',
    },
  })
  expect(made.ok(), await made.text()).toBe(true)
  const { doc } = (await made.json()) as { doc: { id: number } }
  try {
    await signInAdmin(context, request)
    await page.goto(`/admin/collections/plans/${doc.id}`)
    for (const name of [
      'prices.mensal.price',
      'prices.mensal.originalPrice',
      'prices.trimestral.price',
    ]) {
      await test.step(name, async () => {
        const input = await fieldInView(page, name)
        await expect(input).toHaveValue(name === 'prices.trimestral.price' ? '' : /,/)
        await typesLikeAPerson(page, input)
      })
    }
    // Valid together: monthly 89,90 under its original 119,90; three months 239,70.
    await retype(await fieldInView(page, 'prices.mensal.originalPrice'), '119,90')
    await retype(await fieldInView(page, 'prices.mensal.price'), '89,9')
    await retype(await fieldInView(page, 'prices.trimestral.price'), '239,7')
    await leave(page.locator('input[name="prices.trimestral.price"]'))
    await publish(page)
    const saved = (await (
      await request.get(`/api/plans/${doc.id}?depth=0`, { headers: auth(token) })
    ).json()) as PlanDoc
    expect(saved.prices.mensal).toMatchObject({ price: 8990, originalPrice: 11990 })
    expect(saved.prices.trimestral.price).toBe(23970)
    await page.reload()
    await expect(await fieldInView(page, 'prices.mensal.price')).toHaveValue('89,90')
    await expect(await fieldInView(page, 'prices.trimestral.price')).toHaveValue('239,70')
  } finally {
    await request.delete(`/api/plans/${doc.id}`, { headers: auth(token) })
  }
})

test('the default price of "Regras e tempos" takes typing, and the saved value is what it shows', async ({
  page,
  context,
  request,
}) => {
  const token = await adminToken(request)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const before = (await (
    await request.get('/api/globals/business-constants?depth=0', { headers: auth(token) })
  ).json()) as { defaultPriceCents: number }
  await signInAdmin(context, request)
  await page.goto('/admin/globals/business-constants')
  const input = await fieldInView(page, 'defaultPriceCents')
  await typesLikeAPerson(page, input)
  await retype(input, '1,5')
  await leave(input)
  await expect(input).toHaveValue('1,50')
  try {
    await publish(page, 'Salvar')
    const after = (await (
      await request.get('/api/globals/business-constants?depth=0', { headers: auth(token) })
    ).json()) as { defaultPriceCents: number }
    expect(after.defaultPriceCents).toBe(150)
  } finally {
    await request.post('/api/globals/business-constants', {
      headers: auth(token),
      data: { defaultPriceCents: before.defaultPriceCents },
    })
  }
})

test('the schedule drawer takes a date typed for every month, on a 24-hour clock, in Brasília time', async ({
  page,
  context,
  request,
}) => {
  const token = await adminToken(request)
  const stamp = Date.now()
  const created = await request.post('/api/promo-codes?draft=true', {
    headers: auth(token),
    data: { code: `meses${stamp}`, discountPercent: 20, title: 'Meses', _status: 'draft' },
  })
  expect(created.status()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  const db = new pg.Client({ connectionString: process.env.DATABASE_URI })
  await db.connect()
  try {
    await signInAdmin(context, request)
    await page.goto(`/admin/collections/promo-codes/${id}`)
    const time = await openScheduleDrawer(page)
    // Brasília is chosen before anyone opens the list, and the list names Brazil's zones in Portuguese.
    await expect(page.locator('.timezone-picker-wrapper')).toContainText('Horário de Brasília')
    // Every month, an afternoon hour (a 12-hour clock would need "PM"): the picker keeps what
    // it reads and puts its last value back on what it cannot (fev, abr, mai, ago, set, out and dez
    // were dropped when it read "MMM d, yyy h:mm a" with Portuguese month names).
    for (let month = 1; month <= 12; month++) {
      const typed = `15/${String(month).padStart(2, '0')}/2027 17:45`
      await retype(time, typed)
      await time.press('Enter')
      await expect(time).toHaveValue(typed)
    }
    await page.getByRole('button', { name: 'Salvar' }).last().click()
    await expect(page.getByText('Agendado com sucesso.').first()).toBeVisible()
    // 17:45 in Brasília (UTC−3) on 15 December is 20:45 UTC, whatever zone the browser is in.
    const job = await db.query<{ wait_until: Date }>(
      `select wait_until from payload_jobs where input->'doc'->>'value' = $1`,
      [String(id)],
    )
    expect(job.rows.map((r) => r.wait_until.toISOString())).toEqual(['2027-12-15T20:45:00.000Z'])
    expect(brasiliaTyped(job.rows[0].wait_until)).toBe('15/12/2027 17:45')
  } finally {
    await db.query(`delete from payload_jobs where input->'doc'->>'value' = $1`, [String(id)])
    await db.end()
    await request.delete(`/api/promo-codes/${id}`, { headers: auth(token) })
  }
})

test('the promo codes list says which code is live, scheduled, ended or a draft, with its dates in Brasília time from a browser anywhere', async ({
  browser,
  request,
}) => {
  const token = await adminToken(request)
  const stamp = Date.now()
  const day = 24 * 60 * 60 * 1000
  const made: number[] = []
  const post = async (suffix: string, data: Record<string, unknown>, draft = false) => {
    const res = await request.post(`/api/promo-codes${draft ? '?draft=true' : ''}`, {
      headers: auth(token),
      data: { code: `lista-${suffix}-${stamp}`, title: 'Lista', ...data },
    })
    expect(res.status(), await res.text()).toBe(201)
    const id = ((await res.json()) as { doc: { id: number } }).doc.id
    made.push(id)
    return id
  }
  // A browser far from Brasília (UTC−10): the admin still reads Brasília time.
  const context = await browser.newContext({ timezoneId: 'Pacific/Honolulu' })
  try {
    await post('ativo', {
      discountPercent: 15,
      campaign: 'Black Friday',
      validFrom: new Date(Date.now() - day).toISOString(),
      _status: 'published',
    })
    // 10/01/2030 09:30 to 20/01/2030 23:59 in Brasília.
    await post('agendado', {
      discountPercent: 25,
      validFrom: '2030-01-10T12:30:00.000Z',
      validUntil: '2030-01-21T02:59:00.000Z',
      _status: 'published',
    })
    await post('expirado', {
      discountPercent: 10,
      validFrom: new Date(Date.now() - 3 * day).toISOString(),
      validUntil: new Date(Date.now() - day).toISOString(),
      _status: 'published',
    })
    await post('rascunho', { discountPercent: 30, _status: 'draft' }, true)
    const pending = await post('pendente', { discountPercent: 12, _status: 'published' })
    const edited = await request.patch(`/api/promo-codes/${pending}?draft=true`, {
      headers: auth(token),
      data: { title: 'Lista (nova)' },
    })
    expect(edited.status()).toBe(200)

    await signInAdmin(context, request)
    const page = await context.newPage()
    await page.goto(`/admin/collections/promo-codes?search=${stamp}&limit=50`)
    const row = (suffix: string) =>
      page.locator('tbody tr', { hasText: `lista-${suffix}-${stamp}` })
    const headings = await page.locator('thead th').allInnerTexts()
    for (const heading of [
      'Situação no site',
      'Desconto (%)',
      'Válido a partir de',
      'Válido até',
      'Campanha',
    ])
      expect(headings.map((h) => h.trim())).toContain(heading)
    await expect(row('ativo')).toContainText('Ativo')
    await expect(row('ativo')).toContainText('Black Friday')
    await expect(row('agendado')).toContainText('Agendado')
    await expect(row('agendado')).toContainText('10/01/2030 09:30')
    await expect(row('agendado')).toContainText('20/01/2030 23:59')
    await expect(row('agendado')).toContainText('25')
    await expect(row('expirado')).toContainText('Expirado')
    await expect(row('rascunho')).toContainText('Rascunho (nunca publicado)')
    // Published and still live, with an edit waiting as a draft.
    await expect(row('pendente')).toContainText('Ativo')
    await expect(row('pendente')).toContainText('alteração em rascunho')

    // A day without a time reads the same day in the admin as on the site.
    await page.goto('/admin/collections/legal-pages')
    await expect(page.locator('tbody tr', { hasText: 'Termos' })).toContainText('29/04/2025')
    await page.goto('/termos')
    await expect(page.getByText('29 de abril de 2025')).toBeVisible()
  } finally {
    await context.close()
    for (const id of made) await request.delete(`/api/promo-codes/${id}`, { headers: auth(token) })
  }
})
