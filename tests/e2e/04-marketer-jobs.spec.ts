// A marketer's day in the admin (issue 48), on a 1440×900 screen, with the keyboard and the mouse:
// each test is one job done end to end and checked where its reader meets it (the site, checkout's
// schedule, the bio page). Nothing here uses fill(): values are typed key by key.
import { expect, test, type Page } from '@playwright/test'
import pg from 'pg'
import sharp from 'sharp'
import { adminToken, brasiliaTyped, openScheduleDrawer, retype, signInAdmin } from './support.ts'

test.describe.configure({ mode: 'serial' })
test.use({ viewport: { width: 1440, height: 900 } })

const auth = (token: string) => ({ authorization: `JWT ${token}` })

/** Clicks the publish button until the form takes it (an autosave in flight makes Payload ignore a click). */
async function publish(page: Page): Promise<void> {
  await expect(async () => {
    await page.getByRole('button', { name: 'Publicar alterações' }).first().click()
    await expect(page.getByText('Atualizado com sucesso.').first()).toBeVisible({ timeout: 4000 })
  }).toPass({ timeout: 30_000 })
}

/** Types at the end of the form's rich text field, as a person clicks into the text and writes. */
async function typeInRichText(page: Page, text: string): Promise<void> {
  const editor = page.locator('[data-lexical-editor="true"][contenteditable="true"]').first()
  await editor.click()
  await page.keyboard.press('ControlOrMeta+End')
  await page.keyboard.type(text, { delay: 10 })
}

const landingQuestions = async (page: Page) => {
  const html = await (await page.request.get('/')).text()
  return [...html.matchAll(/<summary[^>]*>(?:<[^>]+>)*([^<]+)/g)].map((m) => m[1]!.trim())
}

test('create a promo code by typing it, its dates and its publication time in Brasília', async ({
  page,
  context,
  request,
}) => {
  const token = await adminToken(request)
  const code = `natal${Date.now()}`
  const db = new pg.Client({ connectionString: process.env.DATABASE_URI })
  await db.connect()
  let id: number | undefined
  try {
    await signInAdmin(context, request)
    await page.goto('/admin/collections/promo-codes/create')
    await retype(page.locator('input[name="code"]'), code)
    await retype(page.locator('input[name="title"]'), 'Natal com 20% de desconto')
    await retype(page.locator('input[name="discountPercent"]'), '20')
    for (const [field, typed] of [
      ['validFrom', '20/12/2030 09:00'],
      ['validUntil', '26/12/2030 23:59'],
    ] as const) {
      const input = page.locator(`#field-${field} input`)
      await retype(input, typed)
      await input.press('Enter')
      await expect(input).toHaveValue(typed)
    }
    // Autosave made it a draft with an address of its own.
    await expect(page).toHaveURL(/\/admin\/collections\/promo-codes\/\d+/, { timeout: 20_000 })
    id = Number(/promo-codes\/(\d+)/.exec(page.url())![1])
    await expect
      .poll(
        async () => {
          const res = await request.get(`/api/promo-codes/${id}?draft=true&depth=0`, {
            headers: auth(token),
          })
          const doc = (await res.json()) as { validFrom?: string; validUntil?: string }
          return [doc.validFrom, doc.validUntil]
        },
        { timeout: 30_000 },
      )
      // 09:00 and 23:59 in Brasília (UTC−3).
      .toEqual(['2030-12-20T12:00:00.000Z', '2030-12-27T02:59:00.000Z'])

    const time = await openScheduleDrawer(page)
    await retype(time, '19/12/2030 18:30')
    await time.press('Enter')
    await expect(time).toHaveValue('19/12/2030 18:30')
    await page.getByRole('button', { name: 'Salvar' }).last().click()
    await expect(page.getByText('Agendado com sucesso.').first()).toBeVisible()
    const job = await db.query<{ wait_until: Date }>(
      `select wait_until from payload_jobs where input->'doc'->>'value' = $1`,
      [String(id)],
    )
    expect(job.rows.map((r) => brasiliaTyped(r.wait_until))).toEqual(['19/12/2030 18:30'])
    // Not on the site before its time: a visitor's API read finds no such code.
    const visitor = await request.get(`/api/promo-codes?where[code][equals]=${code}`)
    expect(((await visitor.json()) as { docs: unknown[] }).docs).toHaveLength(0)
  } finally {
    if (id !== undefined) {
      await db.query(`delete from payload_jobs where input->'doc'->>'value' = $1`, [String(id)])
      await request.delete(`/api/promo-codes/${id}`, { headers: auth(token) })
    }
    await db.end()
  }
})

test('add a FAQ question and move it first on the landing page from the list', async ({
  page,
  context,
  request,
}) => {
  const token = await adminToken(request)
  const question = `Posso cancelar quando quiser? (${Date.now()})`
  let id: number | undefined
  try {
    await signInAdmin(context, request)
    await page.goto('/admin/collections/faqs/create')
    await retype(page.locator('input[name="question"]'), question)
    await typeInRichText(page, 'Sim, pela área do usuário, sem multa.')
    await publish(page)
    id = Number(/faqs\/(\d+)/.exec(page.url())![1])
    // New questions go last.
    await expect.poll(async () => (await landingQuestions(page)).at(-1)).toBe(question)

    // The list shows ten per page: the new question is on the last one, found by its words.
    await page.goto('/admin/collections/faqs')
    const search = page.getByPlaceholder('Buscar por Pergunta')
    await search.click()
    await search.pressSequentially('cancelar quando quiser? (', { delay: 20 })
    const row = page.locator('tbody tr', { hasText: question })
    await row.getByRole('button', { name: `Mover “${question}” para o topo` }).click()
    await expect(page.getByText(/Ordem salva: .* agora é o primeiro da lista/)).toBeVisible()
    await page.goto('/admin/collections/faqs')
    await expect(page.locator('tbody tr').first()).toContainText(question)
    await expect.poll(async () => (await landingQuestions(page))[0]).toBe(question)
    // The first one says so rather than saving anything.
    await page
      .locator('tbody tr')
      .first()
      .getByRole('button', { name: /para o topo/ })
      .click()
    await expect(page.getByText('já é o primeiro da lista')).toBeVisible()
  } finally {
    if (id !== undefined) await request.delete(`/api/faqs/${id}`, { headers: auth(token) })
  }
})

test("replace a store's logo: the landing page shows the new file", async ({
  page,
  context,
  request,
}) => {
  const token = await adminToken(request)
  const stores = (await (
    await request.get('/api/stores?sort=_order&limit=1&depth=0', { headers: auth(token) })
  ).json()) as { docs: Array<{ id: number; name: string; logo: number | null }> }
  const store = stores.docs[0]!
  const filename = `logo-loja-${Date.now()}.png`
  const png = await sharp({
    create: { width: 480, height: 192, channels: 3, background: '#f97316' },
  })
    .png()
    .toBuffer()
  try {
    await signInAdmin(context, request)
    await page.goto(`/admin/collections/stores/${store.id}`)
    const field = page.locator('#field-logo')
    // Remove the current logo, then "Criar": a file from the computer and its description.
    await field.locator('.upload-relationship-details__remove').click()
    await field.getByRole('button', { name: /^Criar\b/ }).click()
    const drawer = page.locator('.drawer--is-open, dialog[open]').last()
    await drawer.locator('input[type="file"]').setInputFiles({
      name: filename,
      mimeType: 'image/png',
      buffer: png,
    })
    await retype(drawer.locator('input[name="alt"]').first(), `Logo ${store.name}`)
    await drawer.getByRole('button', { name: 'Salvar' }).last().click()
    await expect(field).toContainText(filename.replace('.png', ''), { timeout: 20_000 })
    await publish(page)
    await expect
      .poll(async () => (await (await request.get('/')).text()).includes(filename.slice(0, -4)), {
        timeout: 10_000,
      })
      .toBe(true)
  } finally {
    await request.patch(`/api/stores/${store.id}`, {
      headers: auth(token),
      data: { logo: store.logo, _status: 'published' },
    })
  }
})

test('edit a bio link: /bio shows the new text', async ({ page, context, request }) => {
  const token = await adminToken(request)
  const links = (await (
    await request.get('/api/bio-links?sort=_order&limit=1&depth=0', { headers: auth(token) })
  ).json()) as { docs: Array<{ id: number; label: string }> }
  const link = links.docs[0]!
  const label = `Grupo VIP de ofertas ${Date.now() % 10_000}`
  try {
    await signInAdmin(context, request)
    await page.goto(`/admin/collections/bio-links/${link.id}`)
    await retype(page.locator('input[name="label"]'), label)
    await publish(page)
    await expect
      .poll(async () => (await (await request.get('/bio')).text()).includes(label), {
        timeout: 10_000,
      })
      .toBe(true)
  } finally {
    await request.patch(`/api/bio-links/${link.id}`, {
      headers: auth(token),
      data: { label: link.label, _status: 'published' },
    })
  }
})

test('edit the terms of use: /termos shows the new sentence', async ({
  page,
  context,
  request,
}) => {
  const token = await adminToken(request)
  const terms = (await (
    await request.get('/api/legal-pages?where[slug][equals]=termos&depth=0', {
      headers: auth(token),
    })
  ).json()) as { docs: Array<{ id: number; content: unknown }> }
  const doc = terms.docs[0]!
  const sentence = `Cláusula de teste digitada ${Date.now()}.`
  try {
    await signInAdmin(context, request)
    await page.goto(`/admin/collections/legal-pages/${doc.id}`)
    await typeInRichText(page, ` ${sentence}`)
    await publish(page)
    await expect
      .poll(async () => (await (await request.get('/termos')).text()).includes(sentence), {
        timeout: 10_000,
      })
      .toBe(true)
    await page.goto('/termos')
    await expect(page.getByText(sentence)).toBeVisible()
  } finally {
    await request.patch(`/api/legal-pages/${doc.id}`, {
      headers: auth(token),
      data: { content: doc.content, _status: 'published' },
    })
  }
})
