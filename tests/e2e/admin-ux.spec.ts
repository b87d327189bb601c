// The admin as a marketer uses it (issue 16): prices in reais with Portuguese messages, the sample
// values on the dashboard, drag-and-drop order, and settings that change the site.
import { expect, test, type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'
import {
  adminToken,
  fieldInView,
  signInAdmin,
  offline,
  publishPromoCode,
  retype,
} from './support.ts'

test.describe.configure({ mode: 'serial' })

const auth = (token: string) => ({ authorization: `JWT ${token}` })

async function updateGlobal(
  request: APIRequestContext,
  slug: string,
  data: Record<string, unknown>,
) {
  const res = await request.post(`/api/globals/${slug}`, {
    headers: auth(await adminToken(request)),
    data,
  })
  expect(res.ok(), await res.text()).toBe(true)
}

test('a price typed in reais: "97" is R$ 97,00; no minus sign, and an above-original price refused in Portuguese', async ({
  page,
  context,
  request,
}) => {
  const token = await adminToken(request)
  const made = await request.post('/api/plans', {
    headers: auth(token),
    data: {
      name: 'Plano de teste',
      planId: `reais_${Date.now()}`,
      displayName: 'Plano de teste',
      group: 'single',
      active: false,
      prices: { mensal: { price: 5000, originalPrice: 11990 } },
    },
  })
  expect(made.ok(), await made.text()).toBe(true)
  const { doc } = (await made.json()) as { doc: { id: number } }
  try {
    await signInAdmin(context, request)
    await page.goto(`/admin/collections/plans/${doc.id}`)
    const price = await fieldInView(page, 'prices.mensal.price')
    await expect(price).toHaveValue('50,00')
    await expect(page.locator('.money__prefix').first()).toHaveText('R$')

    // Autosave runs every 2 s while typing: a click on Publicar that lands during one is not taken
    // (Payload's form is busy), and a person clicks again. So does this test.
    const publishShows = (text: string) =>
      expect(async () => {
        await page.getByRole('button', { name: 'Publicar alterações' }).click()
        await expect(page.getByText(text).first()).toBeVisible({ timeout: 4000 })
      }).toPass({ timeout: 30_000 })

    // The field takes no minus sign (the API still refuses a negative price: moneyValidation).
    await retype(price, '-5')
    await expect(price).toHaveValue('5')

    await retype(price, '150')
    await publishShows('O preço não pode ser maior que o preço original.')

    await retype(price, '97')
    await publishShows('Atualizado com sucesso.')
    const saved = (await (
      await request.get(`/api/plans/${doc.id}?depth=0`, { headers: auth(token) })
    ).json()) as { prices: { mensal: { price: number } } }
    expect(saved.prices.mensal.price).toBe(9700)
    await page.reload()
    await expect(await fieldInView(page, 'prices.mensal.price')).toHaveValue('97,00')
  } finally {
    await request.delete(`/api/plans/${doc.id}`, { headers: auth(token) })
  }
})

test('a promo percent that would leave a plan on sale a first payment under R$ 0,50 is refused under the field, in Portuguese', async ({
  page,
  context,
  request,
}) => {
  const token = await adminToken(request)
  const stamp = Date.now()
  const plan = await request.post('/api/plans', {
    headers: auth(token),
    data: {
      name: `Plano de R$ 40 ${stamp}`,
      planId: `quarenta_${stamp}`,
      displayName: 'Plano de R$ 40',
      group: 'single',
      active: true,
      prices: { mensal: { price: 4000, originalPrice: 5000 } },
      _status: 'published',
    },
  })
  expect(plan.ok(), await plan.text()).toBe(true)
  const planId = ((await plan.json()) as { doc: { id: number } }).doc.id
  const code = await request.post('/api/promo-codes?draft=true', {
    headers: auth(token),
    data: { code: `centavos${stamp}`, discountPercent: 10, couponCode: 'CENTAVOS' },
  })
  expect(code.ok(), await code.text()).toBe(true)
  const codeId = ((await code.json()) as { doc: { id: number } }).doc.id
  try {
    await signInAdmin(context, request)
    await page.goto(`/admin/collections/promo-codes/${codeId}`)
    const percent = await fieldInView(page, 'discountPercent')
    const publishShows = (text: string) =>
      expect(async () => {
        await page.getByRole('button', { name: /^Publicar/ }).click()
        await expect(page.getByText(text).first()).toBeVisible({ timeout: 4000 })
      }).toPass({ timeout: 30_000 })

    // 99 % of R$ 40,00 is R$ 0,40, which Stripe would not charge.
    await percent.fill('99')
    await publishShows(
      `Com 99 % de desconto, o 1º pagamento do plano Plano de R$ 40 ${stamp} (mensal) seria R$ 0,40, e o Stripe não cobra menos de R$ 0,50.`,
    )
    await percent.fill('98')
    await publishShows('com sucesso')
    const saved = (await (
      await request.get(`/api/promo-codes/${codeId}?depth=0`, { headers: auth(token) })
    ).json()) as { discountPercent: number; _status: string }
    expect(saved).toMatchObject({ discountPercent: 98, _status: 'published' })
  } finally {
    await request.delete(`/api/promo-codes/${codeId}`, { headers: auth(token) })
    await request.delete(`/api/plans/${planId}`, { headers: auth(token) })
  }
})

test('the dashboard lists the sample values still live, in Portuguese', async ({
  page,
  context,
  request,
}) => {
  await signInAdmin(context, request)
  await page.goto('/admin')
  const panel = page.getByTestId('sample-values')
  await expect(
    panel.getByRole('heading', { name: 'Valores de exemplo para trocar antes de publicar' }),
  ).toBeVisible()
  await expect(panel).toContainText('CNPJ 00.000.000/0001-00')
  await expect(
    panel.getByRole('link', { name: 'Configurações do site › Central de Ajuda' }),
  ).toHaveAttribute('href', '/admin/globals/site-settings')
})

test('dragging a FAQ question in the admin list reorders the landing FAQ, on a 1440×900 screen, and says it is saved', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await offline(page)
  await signInAdmin(context, request)
  const token = await adminToken(request)
  const landingOrder = async () => {
    const html = await (await request.get('/')).text()
    return [...html.matchAll(/<summary[^>]*>(?:<[^>]+>)*([^<]+)/g)].map((m) => m[1]!.trim())
  }
  const before = await landingOrder()
  expect(before[0]).toBe('Como funciona o teste grátis de 7 dias?')

  await page.goto('/admin/collections/faqs')
  const rows = page.locator('tbody tr')
  await expect(rows.first()).toContainText('Como funciona o teste grátis')
  const handle = (i: number) => rows.nth(i).locator('td.cell-_dragHandle > div')
  const from = (await handle(0).boundingBox())!
  const to = (await handle(2).boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 5 })
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 5, { steps: 15 })
  await page.mouse.up()
  await expect(rows.nth(2)).toContainText('Como funciona o teste grátis')
  await expect(page.getByText('Ordem salva: o site já mostra a nova ordem.')).toBeVisible()

  await expect
    .poll(async () => (await landingOrder()).slice(0, 3), { timeout: 5_000 })
    .toEqual([before[1], before[2], before[0]])

  // Back to the order of the spec, through the same endpoint the list uses.
  const faqs = (await (await request.get('/api/faqs?sort=_order&limit=3&depth=0')).json()) as {
    docs: Array<{ id: number; question: string; _order: string }>
  }
  const moved = faqs.docs.find((d) => d.question.startsWith('Como funciona'))!
  const first = faqs.docs[0]!
  const res = await request.post('/api/reorder', {
    headers: auth(token),
    data: {
      collectionSlug: 'faqs',
      docsToMove: [moved.id],
      newKeyWillBe: 'less',
      orderableFieldName: '_order',
      target: { id: first.id, key: first._order },
    },
  })
  expect(res.ok()).toBe(true)
  await expect.poll(async () => (await landingOrder())[0], { timeout: 5_000 }).toBe(before[0])
})

test('trial and guarantee days, and the password minimum, come from "Regras e tempos"', async ({
  page,
  request,
}) => {
  await offline(page)
  try {
    await updateGlobal(request, 'business-constants', {
      trialDays: 14,
      guaranteeDays: 30,
      passwordMinLength: 8,
    })
    await expect
      .poll(
        async () => (await (await request.get('/')).text()).includes('Teste grátis por 14 dias.'),
        { timeout: 5_000 },
      )
      .toBe(true)
    await page.goto('/')
    await expect(page.getByText('Como funciona o teste grátis de 14 dias?')).toBeVisible()
    await page.goto('/planos')
    await expect(page.getByText('Garantia de 30 dias na primeira assinatura')).toBeVisible()
    await page.goto('/cadastro')
    await expect(page.getByText('14 dias grátis para testar, sem cartão de crédito.')).toBeVisible()
    await page.getByLabel('Senha').fill('1234567')
    await expect(page.getByText('A senha deve ter pelo menos 8 caracteres.')).toBeVisible()
    await page.getByLabel('Senha').fill('12345678')
    await expect(page.getByText('A senha deve ter pelo menos 8 caracteres.')).toHaveCount(0)
    await page.goto('/termos')
    await expect(
      page.getByText('Toda conta nova tem 14 dias de teste grátis', { exact: false }),
    ).toBeVisible()
  } finally {
    await updateGlobal(request, 'business-constants', {
      trialDays: 7,
      guaranteeDays: 7,
      passwordMinLength: 6,
    })
  }
  await expect
    .poll(
      async () => (await (await request.get('/')).text()).includes('Teste grátis por 7 dias.'),
      { timeout: 5_000 },
    )
    .toBe(true)
})

test('upsell countdown label and option descriptions, feature bullets and network stores show on the site', async ({
  page,
  request,
}) => {
  await offline(page)
  const token = await adminToken(request)
  const store = await request.post('/api/stores', {
    headers: auth(token),
    // Stores have drafts: published, it is on the site.
    data: { name: 'Loja Rede Teste', network: true, _status: 'published' },
  })
  const { doc } = (await store.json()) as { doc: { id: number } }
  try {
    await updateGlobal(request, 'upsell-settings', { countdownLabel: 'Só até o relógio zerar' })
    await page.goto('/')
    await expect(page.getByText('Filtros por loja e categoria')).toBeVisible()
    await page.getByRole('button', { name: 'Ver todas as lojas' }).click()
    await expect(page.getByRole('heading', { name: 'Rede de afiliados' })).toBeVisible()
    await expect(page.getByTestId('network-stores')).toContainText('Loja Rede Teste')

    await page.evaluate(() =>
      localStorage.setItem(
        'selectedPlan',
        JSON.stringify({
          name: 'Top Afiliado',
          price: 'R$ 97,90',
          period: '/mês',
          priceRaw: '97.90',
          interval: 'month',
        }),
      ),
    )
    await page.goto('/upsell')
    // The tab reads as the page's heading from the admin (Upsell › Título).
    await expect(page).toHaveTitle(/^Aproveite as Ofertas Exclusivas \|/)
    await expect(page.getByTestId('upsell-countdown')).toContainText('Só até o relógio zerar')
    await expect(page.getByRole('article').nth(1)).toContainText('6 meses de acesso com desconto')
  } finally {
    await updateGlobal(request, 'upsell-settings', { countdownLabel: 'Oferta expira em' })
    await request.delete(`/api/stores/${doc.id}`, { headers: auth(token) })
  }
})

test('sales-page lines from "Textos das páginas de venda": the sign-up subtitle and the pain points\' eyebrow; emptied, neither shows', async ({
  page,
  request,
}) => {
  await offline(page)
  const token = await adminToken(request)
  const before = (await (
    await request.get('/api/globals/landing-copy', { headers: auth(token) })
  ).json()) as { signupSubtitle?: string | null; painEyebrow?: string | null }
  const served = (path: string, text: string) =>
    expect.poll(async () => (await (await request.get(path)).text()).includes(text), {
      timeout: 5_000,
    })
  try {
    await updateGlobal(request, 'landing-copy', {
      signupSubtitle: 'Sem fidelidade: teste por {diasTeste} dias.',
      painEyebrow: 'Reconhece alguma destas?',
      _status: 'published',
    })
    await served('/cadastro', 'Sem fidelidade: teste por 7 dias.').toBe(true)
    await page.goto('/cadastro')
    await expect(page.getByText('Sem fidelidade: teste por 7 dias.')).toBeVisible()
    await served('/', 'Reconhece alguma destas?').toBe(true)
    await page.goto('/')
    await expect(page.getByText('Reconhece alguma destas?')).toBeVisible()

    await updateGlobal(request, 'landing-copy', {
      signupSubtitle: '',
      painEyebrow: '',
      _status: 'published',
    })
    await served('/cadastro', 'Sem fidelidade').toBe(false)
    await page.goto('/cadastro')
    await expect(page.getByRole('heading', { name: 'Crie sua conta' })).toBeVisible()
    await expect(page.locator('h1 + p')).toHaveCount(0)
    await served('/', 'Reconhece alguma destas?').toBe(false)
    await page.goto('/')
    await expect(page.locator('#dores-titulo')).toBeVisible()
    await expect(page.locator('p:has(+ #dores-titulo)')).toHaveCount(0)
  } finally {
    await updateGlobal(request, 'landing-copy', {
      signupSubtitle: before.signupSubtitle ?? null,
      painEyebrow: before.painEyebrow ?? null,
      _status: 'published',
    })
  }
})

test('the header logo, the icon and the share image: defaults from public/, then the uploads of "Configurações do site"', async ({
  page,
  request,
}) => {
  await offline(page)
  const token = await adminToken(request)
  await page.goto('/')
  await expect(page.locator('header img[src="/logo.svg"]')).toBeVisible()
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/og-default\.png$/,
  )
  await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute('href', /\/icon\.svg/)
  expect((await request.get('/og-default.png')).headers()['content-type']).toBe('image/png')
  // What a browser asks for where no page names an icon (the global error page, a JSON answer).
  const favicon = () => request.get('/favicon.ico', { maxRedirects: 0 })
  const redirect = await favicon()
  expect(redirect.status()).toBe(307)
  expect(redirect.headers()['location']).toBe('/icon.svg')
  expect((await request.get('/favicon.ico')).headers()['content-type']).toBe('image/svg+xml')

  const png = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: '#5b21b6' },
  })
    .png()
    .toBuffer()
  const upload = async (name: string) => {
    const res = await request.post('/api/media', {
      headers: auth(token),
      multipart: {
        file: { name, mimeType: 'image/png', buffer: png },
        _payload: JSON.stringify({ alt: name }),
      },
    })
    expect(res.ok(), await res.text()).toBe(true)
    return ((await res.json()) as { doc: { id: number } }).doc.id
  }
  const logo = await upload(`logo-e2e-${Date.now()}.png`)
  const share = await upload(`share-e2e-${Date.now()}.png`)
  try {
    await updateGlobal(request, 'site-settings', { logo, favicon: logo, ogImage: share })
    await expect
      .poll(
        async () => (await (await request.get('/')).text()).includes('/api/media/file/share-e2e-'),
        { timeout: 5_000 },
      )
      .toBe(true)
    await page.goto('/')
    await expect(page.locator('header img[src="/logo.svg"]')).toHaveCount(0)
    const img = page.locator('header a img')
    await expect(img).toBeVisible()
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0)
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/api\/media\/file\/share-e2e-\d+-1200x630\.png$/,
    )
    await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute(
      'href',
      /\/api\/media\/file\/logo-e2e-\d+-512x512\.png/,
    )
    expect((await favicon()).headers()['location']).toMatch(
      /^\/api\/media\/file\/logo-e2e-\d+-512x512\.png$/,
    )
    // A new file for the share image (Payload deletes the old one): pages show it at once, not
    // when their cache runs out ten minutes later with a link to a deleted file.
    const replaced = `share-e2e-novo-${Date.now()}`
    const res = await request.patch(`/api/media/${share}`, {
      headers: auth(token),
      multipart: {
        file: { name: `${replaced}.png`, mimeType: 'image/png', buffer: png },
        _payload: JSON.stringify({ alt: replaced }),
      },
    })
    expect(res.ok(), await res.text()).toBe(true)
    await expect
      .poll(async () => (await (await request.get('/')).text()).includes(`/${replaced}-1200x630`), {
        timeout: 5_000,
      })
      .toBe(true)
  } finally {
    await updateGlobal(request, 'site-settings', { logo: null, favicon: null, ogImage: null })
    for (const id of [logo, share])
      await request.delete(`/api/media/${id}`, { headers: auth(token) })
  }
})

test("the bio page's round logo is cut around the focal point marked in the admin", async ({
  page,
  request,
}) => {
  await offline(page)
  const token = await adminToken(request)
  const before = (await (await request.get('/api/globals/bio-page?depth=0')).json()) as {
    logo?: number | null
  }
  // Wide, so the circle has to leave most of it out.
  const png = await sharp({
    create: { width: 600, height: 200, channels: 3, background: '#0f766e' },
  })
    .png()
    .toBuffer()
  const name = `bio-focal-e2e-${Date.now()}`
  const res = await request.post('/api/media', {
    headers: auth(token),
    multipart: {
      file: { name: `${name}.png`, mimeType: 'image/png', buffer: png },
      _payload: JSON.stringify({ alt: name, focalX: 20, focalY: 70 }),
    },
  })
  expect(res.ok(), await res.text()).toBe(true)
  const id = ((await res.json()) as { doc: { id: number } }).doc.id
  try {
    await updateGlobal(request, 'bio-page', { logo: id })
    await expect
      .poll(async () => (await (await request.get('/bio')).text()).includes(name), {
        timeout: 5_000,
      })
      .toBe(true)
    await page.goto('/bio')
    const logo = page.getByRole('img', { name })
    await expect(logo).toBeVisible()
    expect(await logo.evaluate((el) => getComputedStyle(el).objectPosition)).toBe('20% 70%')
  } finally {
    await updateGlobal(request, 'bio-page', { logo: before.logo ?? null })
    await request.delete(`/api/media/${id}`, { headers: auth(token) })
  }
})

test('promo dates read as Brazilians write them: day first, 24-hour clock, in the list and the field', async ({
  context,
  page,
  request,
}) => {
  await offline(page)
  await signInAdmin(context, request)
  const code = `relogio${Date.now()}`
  // Noon in São Paulo, where the browser is: "12:00", never "12:00 PM" (or "12:00 AM" for it).
  const promo = await publishPromoCode(request, code, {
    percent: 10,
    validFrom: Date.UTC(2026, 11, 1, 15, 0),
    validUntil: Date.UTC(2026, 11, 5, 15, 0),
  })
  try {
    await page.goto(`/admin/collections/promo-codes?where[code][equals]=${code}`)
    const row = page.getByRole('row').filter({ hasText: code })
    await expect(row).toContainText('05/12/2026 12:00')
    await row.getByRole('link', { name: code }).click()
    const until = page.locator('#field-validUntil input')
    await expect(until).toHaveValue('05/12/2026 12:00')
    await expect(page.locator('#field-validFrom input')).toHaveValue('01/12/2026 12:00')
  } finally {
    await promo.remove()
  }
})
