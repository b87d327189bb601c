// Drafts in the admin panel, as a marketer uses them (issue 16): a price typed as a draft changes
// neither the site nor checkout, the preview shows it, publishing puts it on the site within 2 s,
// restoring the earlier version puts the old price back; a promo code scheduled for a moment ahead
// goes live on its own, with nobody in the admin panel.
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Cookie,
  type FrameLocator,
  type Page,
} from '@playwright/test'
import { formatDecimalBR } from '@/lib/money.ts'
import {
  ADMIN,
  adminToken,
  brasiliaTyped,
  emulatorHost,
  offline,
  openScheduleDrawer,
  retype,
  stripeStandInUrl,
} from './support.ts'

test.describe.configure({ mode: 'serial' })

const base = () => process.env.TEST_BASE_URL || 'http://127.0.0.1:3100'
const PUBLISHED = 9790
const DRAFT = 8790
const brl = (cents: number) =>
  `R\\$\\s${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`

let jwt = ''
let adminCookies: Cookie[] = []
let planId = 0

// One admin sign-in for the whole file (sign-ins are limited per client): a token for the API and
// the session cookie for the panel.
test.beforeAll(async () => {
  const api = await playwrightRequest.newContext({ baseURL: base() })
  jwt = await adminToken(api)
  if (!(await api.storageState()).cookies.some((c) => c.name === 'payload-token'))
    await api.post('/api/admins/login', { data: ADMIN })
  adminCookies = (await api.storageState()).cookies
  const res = await api.get('/api/plans?where[planId][equals]=top_afiliado&depth=0')
  planId = ((await res.json()) as { docs: Array<{ id: number }> }).docs[0]!.id
  await api.dispose()
})

// Whatever happens above, the next suites find the seeded price published.
test.afterAll(async () => {
  const api = await playwrightRequest.newContext({
    baseURL: base(),
    extraHTTPHeaders: { authorization: `JWT ${jwt}` },
  })
  const live = (await (await api.get(`/api/plans/${planId}?depth=0`)).json()) as {
    prices: { mensal: { price: number } }
  }
  if (live.prices.mensal.price !== PUBLISHED)
    await api.patch(`/api/plans/${planId}`, {
      data: { prices: { mensal: { price: PUBLISHED } }, _status: 'published' },
    })
  await api.dispose()
})

const auth = () => ({ authorization: `JWT ${jwt}` })

/** The monthly price of Top Afiliado on /planos as a visitor gets the page (no cookie at all). */
async function visitorSees(request: APIRequestContext, cents: number): Promise<boolean> {
  const html = await (await request.get('/planos', { headers: { cookie: '' } })).text()
  return new RegExp(`${brl(cents)}(?!\\d)`).test(html)
}

/** The amount checkout sends to Stripe for Top Afiliado, monthly, for a new signed-in subscriber. */
async function checkoutAmount(): Promise<number> {
  const api = await playwrightRequest.newContext({ baseURL: base() })
  try {
    const email = `rascunho${Date.now()}@example.com`
    const signUp = await api.post(
      `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
      { data: { email, password: 'senha-123', returnSecureToken: true } },
    )
    const { idToken, localId } = (await signUp.json()) as { idToken: string; localId: string }
    expect(
      (
        await api.post('/api/auth/set-cookie', {
          headers: { authorization: `Bearer ${idToken}` },
          data: { uid: localId },
        })
      ).ok(),
    ).toBe(true)
    const res = await api.post('/create-embedded-checkout-session', {
      data: { email, planName: 'Top Afiliado', interval: 'month' },
    })
    expect(res.status()).toBe(200)
    const sessionId = ((await res.json()) as { clientSecret: string }).clientSecret.split(
      '_secret_',
    )[0]
    const sessions = (await (
      await api.get(`${stripeStandInUrl()}/__control/sessions`)
    ).json()) as Array<{ id: string; amount_total: number }>
    return sessions.find((s) => s.id === sessionId)!.amount_total
  } finally {
    await api.dispose()
  }
}

const topCard = (where: Page | FrameLocator) =>
  where.getByRole('article').filter({ has: where.getByRole('heading', { name: 'Top Afiliado' }) })

async function openPlanInAdmin(page: Page): Promise<void> {
  await page.context().addCookies(adminCookies)
  await page.goto(`/admin/collections/plans/${planId}`)
  await expect(page.getByRole('heading', { name: 'Top Afiliado' })).toBeVisible({ timeout: 30_000 })
}

test('a price saved as a draft changes neither the site nor checkout; the preview and live preview show it', async ({
  page,
  request,
}) => {
  expect(await visitorSees(request, PUBLISHED)).toBe(true)
  await openPlanInAdmin(page)
  const price = page.locator('input[name="prices.mensal.price"]')
  // Payload renders fields as they scroll into view: scroll until the price groups are there.
  await expect(async () => {
    await page.mouse.wheel(0, 1500)
    await expect(price).toBeAttached({ timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  await retype(price, formatDecimalBR(DRAFT))
  // Autosave keeps it as a draft: nobody clicked anything.
  await expect
    .poll(
      async () =>
        (
          (await (
            await request.get(`/api/plans/${planId}?draft=true&depth=0`, { headers: auth() })
          ).json()) as { prices: { mensal: { price: number } } }
        ).prices.mensal.price,
      { timeout: 15_000 },
    )
    .toBe(DRAFT)

  expect(await visitorSees(request, PUBLISHED)).toBe(true)
  expect(await visitorSees(request, DRAFT)).toBe(false)
  expect(await checkoutAmount()).toBe(PUBLISHED)

  // The preview button: the plans page in draft mode, in a new tab.
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Pré-visualização' }).click(),
  ])
  await expect(tab).toHaveURL(/\/planos$/)
  await expect(topCard(tab).getByTestId('plan-price')).toContainText(new RegExp(brl(DRAFT)))
  await expect(tab.getByRole('status').filter({ hasText: 'Pré-visualização' })).toBeVisible()
  // A draft-mode page is rendered for its request, never marked cacheable, never kept by the
  // response cache (a visitor right after still gets the published page).
  const draftPage = await tab.evaluate(async () => {
    const res = await fetch('/planos')
    return {
      cacheControl: res.headers.get('cache-control'),
      frame: res.headers.get('x-frame-options'),
      html: await res.text(),
    }
  })
  expect(draftPage.cacheControl).toMatch(/private.*no-store/)
  expect(draftPage.frame).toBe('SAMEORIGIN')
  expect(draftPage.html).toMatch(new RegExp(brl(DRAFT)))
  expect(await visitorSees(request, PUBLISHED)).toBe(true)
  // The banner's link leaves draft mode.
  await tab.getByRole('link', { name: 'Sair da pré-visualização' }).click()
  await expect(topCard(tab).getByTestId('plan-price')).toContainText(new RegExp(brl(PUBLISHED)))
  await tab.close()

  // Live preview beside the form, at the phone and desktop widths.
  // Payload remembers per admin whether live preview was open (a retry finds it open).
  if (!(await page.locator('iframe#live-preview-iframe').isVisible()))
    await page.getByRole('button', { name: 'Pré-visualização' }).click()
  const frame = page.frameLocator('iframe#live-preview-iframe')
  await expect(topCard(frame).getByTestId('plan-price')).toContainText(new RegExp(brl(DRAFT)), {
    timeout: 20_000,
  })
  for (const [label, width] of [
    ['Celular', '375'],
    ['Computador', '1440'],
  ] as const) {
    await page.locator('.live-preview-toolbar-controls__breakpoint button').first().click()
    await page.getByRole('button', { name: label, exact: true }).click()
    await expect(
      page.locator('.live-preview-toolbar-controls__device-size input').first(),
    ).toHaveValue(width)
  }
  // It follows the form: the next autosave reloads it with the new draft.
  await retype(price, formatDecimalBR(DRAFT + 100))
  await expect(topCard(frame).getByTestId('plan-price')).toContainText(
    new RegExp(brl(DRAFT + 100)),
    { timeout: 20_000 },
  )
  await retype(price, formatDecimalBR(DRAFT))
  await expect(topCard(frame).getByTestId('plan-price')).toContainText(new RegExp(brl(DRAFT)), {
    timeout: 20_000,
  })
  expect(await visitorSees(request, PUBLISHED)).toBe(true)
})

// The 2 s of these two titles is measured by `npm run bench` (freshness), not asserted here.
test('publishing puts the draft price on the site, and checkout charges it', async ({
  page,
  request,
}) => {
  await openPlanInAdmin(page)
  await page.getByRole('button', { name: 'Publicar alterações' }).click()
  await expect(page.getByText('Atualizado com sucesso.').first()).toBeVisible()
  await expect
    .poll(() => visitorSees(request, DRAFT), { timeout: 15_000, intervals: [100] })
    .toBe(true)
  expect(await checkoutAmount()).toBe(DRAFT)
})

test('the version list names who saved each version; restoring the earlier version puts the old price back', async ({
  page,
  request,
}) => {
  await page.context().addCookies(adminCookies)
  await page.goto(`/admin/collections/plans/${planId}/versions`)
  const rows = page.locator('table tbody tr')
  await expect(rows.first()).toContainText(ADMIN.email)
  await expect(rows.first()).toContainText('Publicada (no site agora)')
  // The first version is the seeded one, saved by no admin.
  const seeded = rows.filter({ hasText: 'Sistema' }).last()
  await expect(seeded).toContainText('Publicada')
  await seeded.getByRole('link').click()
  // The comparison reads money as the form does: reais, never the stored centavos ("9790").
  const diff = page.locator('.field-diff-container, .text-diff').filter({ hasText: 'Preço' })
  await expect(diff.first()).toContainText(new RegExp(brl(PUBLISHED)))
  await expect(page.locator('main, .collection-edit, body').first()).not.toContainText(
    String(PUBLISHED),
  )
  await page.getByRole('button', { name: 'Restaurar essa versão' }).click()
  await page.getByRole('button', { name: 'Confirmar' }).click()
  await expect(page.getByText('Restaurado com sucesso.').first()).toBeVisible()
  await expect
    .poll(() => visitorSees(request, PUBLISHED), { timeout: 15_000, intervals: [100] })
    .toBe(true)
  expect(await checkoutAmount()).toBe(PUBLISHED)
})

test('the preview route is for admin-panel users only', async ({ request }) => {
  const visitor = await request.get('/preview?path=/planos', {
    headers: { cookie: '' },
    maxRedirects: 0,
  })
  expect(visitor.status()).toBe(403)
  const elsewhere = await request.get('/preview?path=//evil.example/', {
    headers: auth(),
    maxRedirects: 0,
  })
  expect(elsewhere.status()).toBe(400)
  // A preview moment that is not a date is refused, not silently dropped.
  const badMoment = await request.get('/preview?path=/planos&em=amanh%C3%A3', {
    headers: auth(),
    maxRedirects: 0,
  })
  expect(badMoment.status()).toBe(400)
  expect(await badMoment.json()).toMatchObject({ error: 'Data de pré-visualização inválida.' })
})

test('a promo code scheduled in the admin goes live on the promo page on its own', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const stamp = Date.now()
  const code = `agenda${stamp}`
  const created = await request.post('/api/promo-codes?draft=true', {
    headers: auth(),
    data: {
      code,
      discountPercent: 35,
      couponCode: `AGENDA35X${stamp}`,
      title: 'Oferta agendada',
      _status: 'draft',
    },
  })
  expect(created.status()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id

  const visitorContext = await browser.newContext({ baseURL: base() })
  const visitor = await visitorContext.newPage()
  await offline(visitor)
  const banner = () => visitor.getByTestId('promo-banner')
  await visitor.goto(`/planos-promo?promo=${code}`)
  // Unknown to the site yet: the default discount with the code itself as the coupon.
  await expect(banner()).toContainText(code.toUpperCase())

  // Schedule it for the next whole minute at least 20 s ahead (the picker is to the minute).
  const at = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000)
  await page.context().addCookies(adminCookies)
  await page.goto(`/admin/collections/promo-codes/${id}`)
  const time = await openScheduleDrawer(page)
  // Typed by keyboard as the admin shows dates (24-hour, day first), in Brasília time, which the
  // drawer preselects (02-marketer types every month of the year).
  await retype(time, brasiliaTyped(at))
  await time.press('Enter')
  await page.getByRole('button', { name: 'Salvar' }).last().click()
  await expect(page.getByText('Agendado com sucesso.').first()).toBeVisible()
  // Nobody stays in the admin panel: from here on, only the visitor's page is asked.
  await page.close()

  await expect(banner()).toContainText(code.toUpperCase())
  await expect(async () => {
    await visitor.goto(`/planos-promo?promo=${code}`)
    await expect(banner()).toContainText(`AGENDA35X${stamp}`, { timeout: 1_000 })
  }).toPass({ timeout: at.getTime() - Date.now() + 30_000, intervals: [2_000] })
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime())
  await visitorContext.close()
})

test('a promo code that starts later is previewed as of its start, and at any moment the bar is given', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now()
  const code = `previa${stamp}`
  const coupon = `PREVIA40X${stamp}`
  // Next Friday's campaign, prepared today: published, in force only from its start.
  const start = new Date(Math.ceil((Date.now() + 3 * 86_400_000) / 60_000) * 60_000)
  const created = await request.post('/api/promo-codes', {
    headers: auth(),
    data: {
      code,
      discountPercent: 40,
      couponCode: coupon,
      title: 'Prévia da campanha',
      validFrom: start.toISOString(),
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  try {
    // A visitor today, even with a preview moment cookie but no admin session: not yet in force.
    const visitorContext = await browser.newContext({ baseURL: base() })
    await visitorContext.addCookies([
      { name: 'preview-at', value: start.toISOString(), url: base() },
    ])
    const visitor = await visitorContext.newPage()
    await offline(visitor)
    await visitor.goto(`/planos-promo?promo=${code}`)
    await expect(visitor.getByTestId('promo-banner')).toContainText(code.toUpperCase())
    await expect(visitor.getByTestId('promo-banner')).not.toContainText(coupon)
    await visitorContext.close()

    // The admin's preview button opens the page as of the campaign's start.
    await page.context().addCookies(adminCookies)
    await page.goto(`/admin/collections/promo-codes/${id}`)
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Pré-visualização' }).click(),
    ])
    const banner = tab.getByTestId('promo-banner')
    await expect(banner).toContainText(coupon)
    await expect(banner).toContainText('Prévia da campanha')
    await expect(tab.getByRole('status').filter({ hasText: 'Pré-visualização' })).toContainText(
      'Mostrando o site como estará em',
    )

    // Back to now: the code is not in force yet, so the default discount with the code as coupon.
    await tab.getByRole('link', { name: 'Voltar para agora' }).click()
    await expect(banner).toContainText(code.toUpperCase())
    await expect(banner).not.toContainText(coupon)
    await expect(tab.getByRole('link', { name: 'Voltar para agora' })).toHaveCount(0)

    // Any moment typed in the bar: an hour after the start, on this browser's clock.
    const later = await tab.evaluate((iso) => {
      const d = new Date(new Date(iso).getTime() + 3_600_000)
      const p = (n: number) => String(n).padStart(2, '0')
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`
    }, start.toISOString())
    await tab.getByLabel('Ver como estará em').fill(later)
    await tab.getByRole('button', { name: 'Ver', exact: true }).click()
    await expect(banner).toContainText(coupon)
    await expect(tab.getByLabel('Ver como estará em')).toHaveValue(later)

    // Leaving the preview leaves the moment too.
    await tab.getByRole('link', { name: 'Sair da pré-visualização' }).click()
    await expect(banner).toContainText(code.toUpperCase())
    await expect(banner).not.toContainText(coupon)
    await tab.close()
  } finally {
    await request.delete(`/api/promo-codes/${id}`, { headers: auth() })
  }
})

// Review: the bar's links were built from a value read only in the browser, so the page as the
// server sent it (and until the bar's code ran) led back to the home page; and a moment beyond the
// years the preview route takes came back as a bare JSON 400.
test('the preview bar leads back from the page it is on, and offers only the moments it can show', async ({
  browser,
}) => {
  // As the server sends the page: no script runs in this browser.
  const plain = await browser.newContext({ baseURL: base(), javaScriptEnabled: false })
  await plain.addCookies(adminCookies)
  const page = await plain.newPage()
  await page.goto('/preview?path=%2Fplanos%3Fpromo%3Dbf40')
  await expect(page).toHaveURL(/\/planos\?promo=bf40$/)
  await expect(page.getByRole('link', { name: 'Sair da pré-visualização' })).toHaveAttribute(
    'href',
    '/preview/sair?path=%2Fplanos%3Fpromo%3Dbf40',
  )
  await page.goto('/preview?path=%2Fbio&em=2030-01-02T12%3A00%3A00.000Z')
  await expect(page.getByRole('link', { name: 'Voltar para agora' })).toHaveAttribute(
    'href',
    '/preview?path=%2Fbio',
  )
  await plain.close()

  const context = await browser.newContext({ baseURL: base() })
  await context.addCookies(adminCookies)
  const tab = await context.newPage()
  await offline(tab)
  await tab.goto('/preview?path=%2Fbio')
  const input = tab.getByLabel('Ver como estará em')
  // Five years either way, as the preview route takes them.
  const year = new Date().getFullYear()
  await expect(input).toHaveAttribute('min', new RegExp(`^${year - 5}-`))
  await expect(input).toHaveAttribute('max', new RegExp(`^${year + 5}-`))
  await input.fill(`${year + 9}-06-01T10:00`)
  await tab.getByRole('button', { name: 'Ver', exact: true }).click()
  // The browser refuses it in the form: the page stays, with no moment set.
  await expect(tab).toHaveURL(/\/bio$/)
  expect(await input.evaluate((el: HTMLInputElement) => el.validity.rangeOverflow)).toBe(true)
  await expect(tab.getByRole('link', { name: 'Voltar para agora' })).toHaveCount(0)
  await context.close()
})
