// The checkout tab end to end: the real server creates sessions on the Stripe API stand-in, and a
// stand-in Stripe.js (route interception) plays Stripe's embedded checkout in the browser.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import {
  adminToken,
  markPaying,
  offlineWithStripeStandIn,
  publishPromoCode,
  signUpWithPlan,
  storeEliteChoice,
  storePlanChoice,
  stripeStandInUrl,
} from './support.ts'

type StandInSession = {
  id: string
  amount_total: number | null
  metadata: Record<string, string>
  customer: string
}

test.beforeEach(async ({ context }) => offlineWithStripeStandIn(context))

/** The stand-in session the checkout on `page` shows, with every session the stand-in made. */
async function shownSession(page: Page, request: APIRequestContext) {
  const sessionId = (await page.getByTestId('stripe-standin-session').textContent())!
  const sessions = (await (
    await request.get(`${stripeStandInUrl()}/__control/sessions`)
  ).json()) as StandInSession[]
  return { sessionId, sessions }
}

/** From the upsell page: takes the semestral offer and returns the checkout tab it opens. */
async function openCheckoutTab(page: Page): Promise<Page> {
  await expect(page).toHaveURL(/\/upsell$/)
  await page.getByRole('article').nth(1).getByRole('button', { name: 'Aproveitar Oferta' }).click()
  const dialog = page.getByRole('dialog', { name: 'Confirmar mudança de plano' })
  const popup = page.waitForEvent('popup')
  await dialog.getByRole('button', { name: 'Confirmar' }).click()
  const tab = await popup
  await expect(page.getByText('Abrindo checkout...')).toBeVisible()
  await expect(tab.getByRole('heading', { name: 'Finalizar Assinatura' })).toBeVisible()
  await expect(tab.getByTestId('stripe-standin')).toBeVisible()
  return tab
}

test('signed out: plan → cadastro → sign up → upsell → offer → checkout tab → payment success, at the CMS price', async ({
  page,
  request,
}) => {
  await signUpWithPlan(page, 'Elite Nível 1')
  const tab = await openCheckoutTab(page)

  const { sessionId, sessions } = await shownSession(tab, request)
  const session = sessions.find((s) => s.id === sessionId)!
  const plans = (await (
    await request.get('/api/plans?where[name][equals]=Elite%20N%C3%ADvel%201&depth=0')
  ).json()) as { docs: Array<{ planId: string; prices: { semestral: { price: number } } }> }
  expect(session.amount_total).toBe(plans.docs[0]!.prices.semestral.price)
  expect(session.metadata).toMatchObject({ planId: plans.docs[0]!.planId, interval: 'semester' })

  await tab.getByRole('button', { name: 'Pagar assinatura' }).click()
  await expect(page).toHaveURL(new RegExp(`/payment-success\\?session_id=${sessionId}$`))
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible()
  // The tab keeps the result and closes itself after 3 seconds.
  await tab.waitForEvent('close', { timeout: 10_000 })
  // It stored the secret of the session it completed (spec section 4).
  expect(await page.evaluate(() => localStorage.getItem('checkoutClientSecret'))).toMatch(
    new RegExp(`^${sessionId}_secret_`),
  )

  // The payment reaches Meta once, with what the server recorded for the session, not on a reload.
  const purchases = async () => {
    const reqs = (await (
      await request.get(`${process.env.META_GRAPH_STANDIN_URL}/__requests`)
    ).json()) as Array<{
      body: {
        data: Array<{ event_name: string; event_id: string; custom_data: Record<string, unknown> }>
      }
    }>
    return reqs
      .flatMap((r) => r.body.data)
      .filter((e) => e.event_id === `pagamento_confirmado:${sessionId}`)
  }
  await expect.poll(async () => (await purchases()).length, { timeout: 5000 }).toBe(1)
  expect((await purchases())[0]!.custom_data).toMatchObject({
    value: session.amount_total! / 100,
    currency: 'BRL',
    subscription_plan: 'Elite Nível 1',
    interval: 'semester',
  })
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible()
  await page.waitForTimeout(1_500)
  expect(await purchases()).toHaveLength(1)
})

test('a paid checkout whose status cannot be read at first is not called a boleto: the tab asks again and shows the payment', async ({
  page,
}) => {
  await signUpWithPlan(page, 'Elite Nível 1')
  const tab = await openCheckoutTab(page)
  let failures = 0
  await tab.route('**/session-status*', (route) =>
    ++failures <= 3
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'Serviço temporariamente indisponível.' }),
        })
      : route.continue(),
  )
  await tab.getByRole('button', { name: 'Pagar assinatura' }).click()
  // The tab asks again in place; the upsell page, polling it, waits for the real outcome.
  await expect(page).toHaveURL(/\/payment-success\?session_id=cs_/, { timeout: 30_000 })
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible()
  expect(failures).toBeGreaterThan(3)
})

test('a completed checkout whose status the tab cannot read goes to the return page, never to "Pagamento cancelado"', async ({
  page,
}) => {
  await signUpWithPlan(page, 'Elite Nível 1')
  const tab = await openCheckoutTab(page)
  const seen: string[] = []
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) seen.push(f.url())
  })
  // A final refusal in the tab only: the upsell page's return page asks again and gets the answer.
  await tab.route('**/session-status*', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"x"}' }),
  )
  const sessionId = (await tab.getByTestId('stripe-standin-session').textContent())!
  await tab.getByRole('button', { name: 'Pagar assinatura' }).click()
  await expect(page).toHaveURL(new RegExp(`/payment-success\\?session_id=${sessionId}$`), {
    timeout: 30_000,
  })
  expect(seen.some((u) => u.includes(`/checkout-return?session_id=${sessionId}`))).toBe(true)
  expect(seen.some((u) => u.includes('/payment-canceled'))).toBe(false)
  await tab.waitForEvent('close', { timeout: 10_000 })
})

test('the checkout tab closed while it still checks a completed payment: the return page, not "Pagamento cancelado"', async ({
  page,
}) => {
  await signUpWithPlan(page, 'Elite Nível 1')
  const tab = await openCheckoutTab(page)
  // The tab's status check never answers (before: closing the tab now was a cancellation).
  await tab.route('**/session-status*', () => {})
  const sessionId = (await tab.getByTestId('stripe-standin-session').textContent())!
  await tab.getByRole('button', { name: 'Pagar assinatura' }).click()
  await tab.waitForTimeout(1_000)
  await tab.close()
  await expect(page).toHaveURL(new RegExp(`/payment-success\\?session_id=${sessionId}$`), {
    timeout: 15_000,
  })
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible()
})

test('a paid choice is cleared: sign-in and the upsell send the subscriber to the user area', async ({
  page,
  request,
}) => {
  const email = await signUpWithPlan(page, 'Elite Nível 1')
  const tab = await openCheckoutTab(page)
  await tab.getByRole('button', { name: 'Pagar assinatura' }).click()
  await expect(page).toHaveURL(/\/payment-success\?session_id=cs_/, { timeout: 10_000 })
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('selectedPlan'))).toBeNull()
  expect(await page.evaluate(() => localStorage.getItem('upsellEndTime'))).toBeNull()
  await page.goto('/login')
  await expect(page).toHaveURL(/\/area-usuario$/)

  // A plan stored again (another tab, an old link): the upsell sees the active subscription.
  await markPaying(request, email)
  await storeEliteChoice(page)
  // Whether an offer ever showed, however briefly, before the page went on.
  await page.addInitScript(() => {
    const w = window as unknown as { offerShown: boolean }
    w.offerShown = false
    new MutationObserver(() => {
      const buttons = Array.from(document.querySelectorAll('button'))
      if (buttons.some((b) => b.textContent?.includes('Aproveitar Oferta'))) w.offerShown = true
    }).observe(document, { childList: true, subtree: true, characterData: true })
  })
  await page.goto('/upsell')
  await expect(page).toHaveURL(/\/area-usuario$/)
  expect(await page.evaluate(() => (window as unknown as { offerShown: boolean }).offerShown)).toBe(
    false,
  )
  expect(await page.evaluate(() => localStorage.getItem('selectedPlan'))).toBeNull()
})

// Review: the tab, refused because the account already paid (elsewhere, after the upsell page
// looked), offered the portal; once it went there the upsell page could not read its address and
// said 'Aguardando Pagamento', recording a finished checkout.
test('the checkout tab finds the account already paying: the upsell page goes to the user area', async ({
  page,
  request,
}) => {
  const email = await signUpWithPlan(page, 'Elite Nível 1')
  await expect(page).toHaveURL(/\/upsell$/)
  await expect(page.getByRole('button', { name: 'Aproveitar Oferta' }).first()).toBeVisible()
  await markPaying(request, email)

  await page.getByRole('article').nth(1).getByRole('button', { name: 'Aproveitar Oferta' }).click()
  const popup = page.waitForEvent('popup')
  await page
    .getByRole('dialog', { name: 'Confirmar mudança de plano' })
    .getByRole('button', { name: 'Confirmar' })
    .click()
  const tab = await popup
  await expect(
    tab.getByRole('heading', { name: 'Você já tem uma assinatura ativa!' }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/area-usuario$/)
  expect(await page.evaluate(() => localStorage.getItem('selectedPlan'))).toBeNull()
})

test('the upsell page reloaded while its checkout tab is open: the tab shows the result itself', async ({
  page,
}) => {
  await signUpWithPlan(page, 'Elite Nível 1')
  const tab = await openCheckoutTab(page)
  // Nobody listens to the tab's message any more (before: it closed itself, and the payment's
  // outcome was shown nowhere).
  await page.reload()
  await tab.getByRole('button', { name: 'Pagar assinatura' }).click()
  await expect(tab).toHaveURL(/\/payment-success\?session_id=cs_/, { timeout: 10_000 })
  await expect(tab.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible()
})

test('one checkout tab at a time: the monthly button pressed again while its tab is open opens no second one', async ({
  page,
  context,
}) => {
  await signUpWithPlan(page, 'Elite Nível 1')
  await expect(page).toHaveURL(/\/upsell$/)
  const monthly = page.getByRole('button', { name: 'Continuar com o plano mensal' })
  const popup = page.waitForEvent('popup')
  await monthly.click()
  const tab = await popup
  await expect(tab.getByTestId('stripe-standin')).toBeVisible()
  // 'Abrindo checkout...' covers the page and makes it inert: the keyboard no longer reaches the
  // button behind it (nor 'Aproveitar Oferta', which would rewrite the stored plan). Were it
  // reached, a second tab would expire the first one's session (one payable checkout per account).
  await expect(page.getByText('Abrindo checkout...')).toBeVisible()
  // Focus is on the box that says so, not lost on the inert page.
  await expect(page.getByText('Abrindo checkout...').locator('..')).toBeFocused()
  await monthly.focus()
  await expect(monthly).not.toBeFocused()
  await page.keyboard.press('Enter')
  await page.waitForTimeout(1_500)
  expect(context.pages()).toHaveLength(2)
})

test('boleto: an issued, unpaid voucher goes to /payment-awaited, and the account stays inactive', async ({
  page,
  request,
}) => {
  const email = await signUpWithPlan(page, 'Elite Nível 1')
  const tab = await openCheckoutTab(page)
  await tab.getByRole('button', { name: 'Gerar boleto' }).click()
  await expect(tab.getByText('Boleto gerado!')).toBeVisible()
  await expect(page).toHaveURL(/\/payment-awaited$/, { timeout: 10_000 })
  await expect(page.getByRole('heading', { name: 'Aguardando Pagamento' })).toBeVisible()
  const token = await adminToken(request)
  const found = (await (
    await request.get(`/api/subscribers?where[email][equals]=${encodeURIComponent(email)}`, {
      headers: { authorization: `JWT ${token}` },
    })
  ).json()) as { docs: Array<{ subscription_active: boolean }> }
  expect(found.docs[0]!.subscription_active).toBe(false)
})

test('the promo page’s first-month price is what the checkout charges (BF40 on Elite Nível 1)', async ({
  page,
  request,
}) => {
  await page.goto('/planos-promo?promo=blackfriday')
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Elite Nível 1' }) })
  // The page is prerendered with its fallback code; the browser applies the URL's code once hydrated.
  await expect(card.getByTestId('plan-price').locator('strong')).toHaveText('R$ 118,74')
  await card.getByRole('button', { name: /Assin/ }).click()
  await expect(page).toHaveURL(/\/cadastro$/)
  await page.getByLabel('Nome completo').fill('Bia Promo')
  await page.getByLabel('Email').fill(`promo${Date.now()}@example.com`)
  await page.getByLabel('Senha').fill('senha-123')
  await page.getByRole('button', { name: 'Criar conta e assinar Elite Nível 1' }).click()
  await expect(page).toHaveURL(/\/upsell$/)
  // A longer offer first (BF40 discounts the first month only), its tab closed, back on the upsell:
  // the monthly choice still has BF40.
  const semestral = await openCheckoutTab(page)
  await semestral.close()
  await expect(page).toHaveURL(/\/payment-canceled$/)
  await page.goto('/upsell')
  // The first month's promo price is not the monthly price: the line says what follows.
  await expect(
    page.getByText('Plano escolhido: Elite Nível 1 — R$ 118,74 no 1º mês. Depois, R$ 197,90/mês'),
  ).toBeVisible()
  const popup = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'Continuar com o plano mensal' }).click()
  const tab = await popup
  const { sessionId, sessions } = await shownSession(tab, request)
  const session = sessions.find((s) => s.id === sessionId)!
  expect(session.amount_total).toBe(11874)
  expect(session.metadata).toMatchObject({
    planId: 'elite_nivel_1',
    interval: 'month',
    promoCode: 'blackfriday',
    campaign: 'black-friday',
  })
})

test('back on the upsell after choosing a longer period, the monthly choice is still the monthly price', async ({
  page,
  request,
}) => {
  await signUpWithPlan(page, 'Elite Nível 1')
  const tab = await openCheckoutTab(page) // the semestral offer, now the stored plan
  await tab.close()
  await expect(page).toHaveURL(/\/payment-canceled$/)
  const plans = (await (
    await request.get('/api/plans?where[name][equals]=Elite%20N%C3%ADvel%201&depth=0')
  ).json()) as { docs: Array<{ prices: { mensal: { price: number } } }> }
  const monthly = plans.docs[0]!.prices.mensal.price
  const brl = `R$ ${(monthly / 100).toFixed(2).replace('.', ',')}`

  await page.goto('/upsell')
  await expect(page.getByText(`Plano escolhido: Elite Nível 1 — ${brl}/mês`)).toBeVisible()
  const popup = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'Continuar com o plano mensal' }).click()
  const monthlyTab = await popup
  const { sessionId, sessions } = await shownSession(monthlyTab, request)
  const session = sessions.find((s) => s.id === sessionId)!
  expect(session.metadata).toMatchObject({ interval: 'month' })
  expect(session.amount_total).toBe(monthly)
})

test('with no stored plan, /checkout opens a real checkout of the default plan', async ({
  page,
  request,
}) => {
  await signUpWithPlan(page, 'Top Afiliado') // Top Afiliado's record: after sign-up, the account confirmation
  await expect(page).toHaveURL(/\/account-confirmation$/)
  await page.evaluate(() => localStorage.removeItem('selectedPlan'))
  await page.goto('/checkout')
  await expect(page.getByRole('heading', { name: 'Finalizar Assinatura' })).toBeVisible()
  const { sessionId, sessions } = await shownSession(page, request)
  expect(sessions.find((s) => s.id === sessionId)).toMatchObject({
    amount_total: 9790,
    metadata: { planId: 'top_afiliado', interval: 'month' },
  })
  await expect(page.getByText('Ocorreu um erro ao configurar o checkout')).toHaveCount(0)
  // Once the form is there, it is neither 'Carregando checkout...' nor busy for assistive technology.
  await expect(page.getByText('Carregando checkout...')).toHaveCount(0)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
})

test('a stored plan whose shown price is no longer the price: no checkout, the price-changed card, also after a reload', async ({
  page,
  request,
}) => {
  await signUpWithPlan(page, 'Top Afiliado')
  await expect(page).toHaveURL(/\/account-confirmation$/)
  // As a page left open before a new price was published: it showed R$ 87,90, the CMS says R$ 97,90.
  await storePlanChoice(page, {
    planId: 'top_afiliado',
    name: 'Top Afiliado',
    price: 'R$ 87,90',
    period: '/mês',
    priceRaw: '87.90',
    interval: 'month',
  })
  const before = (await (
    await request.get(`${stripeStandInUrl()}/__control/sessions`)
  ).json()) as StandInSession[]
  await page.goto('/checkout')
  const card = page.getByRole('alert')
  await expect(card.getByRole('heading', { name: 'Erro' })).toBeVisible()
  await expect(
    card.getByText('O preço desta oferta mudou. Volte aos planos para ver o valor atual.'),
  ).toBeVisible()
  await expect(page.getByText('Ocorreu um erro ao configurar o checkout')).toHaveCount(0)
  await expect(card.getByRole('link', { name: 'Voltar aos planos' })).toHaveAttribute(
    'href',
    '/planos',
  )
  // Review: the choice was cleared, so a reload opened a payable checkout for the default plan.
  await page.reload()
  await expect(
    page
      .getByRole('alert')
      .getByText('O preço desta oferta mudou. Volte aos planos para ver o valor atual.'),
  ).toBeVisible()
  await expect(
    page.getByRole('alert').getByRole('link', { name: 'Voltar aos planos' }),
  ).toHaveAttribute('href', '/planos')
  const after = (await (
    await request.get(`${stripeStandInUrl()}/__control/sessions`)
  ).json()) as StandInSession[]
  expect(after).toHaveLength(before.length)
})

test('a stored plan withdrawn since it was chosen: the error card says why, not only "try again later"', async ({
  page,
}) => {
  await signUpWithPlan(page, 'Top Afiliado')
  await expect(page).toHaveURL(/\/account-confirmation$/)
  await storePlanChoice(page, {
    planId: 'plano_retirado',
    name: 'Plano Retirado',
    price: 'R$ 10,00',
    period: '/mês',
    priceRaw: '10.00',
    interval: 'month',
  })
  await page.goto('/checkout')
  const card = page.getByRole('alert')
  await expect(
    card.getByText(
      'Ocorreu um erro ao configurar o checkout. Por favor, tente novamente mais tarde.',
    ),
  ).toBeVisible()
  await expect(card.getByText('Plano ou periodicidade indisponível.')).toBeVisible()
  await expect(card.getByRole('link', { name: 'Voltar aos planos' })).toHaveAttribute(
    'href',
    '/planos',
  )
})

// A page ships only the codes in force when it renders (a code that has not started is not in it), so
// a browser clock ahead cannot show a discount early; one behind can still show a code after its end.
test("a browser clock behind the server: checkout refuses the discount once, then the plans page prices at the server's time", async ({
  page,
  request,
}) => {
  const code = `relogio${Date.now()}`
  await signUpWithPlan(page, 'Top Afiliado')
  await expect(page).toHaveURL(/\/account-confirmation$/)
  // Ends in 15 s on the server; this browser's clock runs two hours behind.
  const endsAt = Date.now() + 15_000
  const promo = await publishPromoCode(request, code, {
    percent: 40,
    validFrom: Date.now() - 3 * 3_600_000,
    validUntil: endsAt,
  })
  try {
    await page.clock.install({ time: Date.now() - 2 * 3_600_000 })
    const promoPage = `/planos-promo?promo=${code}`
    const price = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Top Afiliado' }) })
      .getByTestId('plan-price')
    await page.goto(promoPage)
    await expect(price).toContainText('R$ 58,74')
    // The code ends on the server; this browser still counts it as in force.
    await new Promise((r) => setTimeout(r, Math.max(0, endsAt + 2000 - Date.now())))
    await page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Top Afiliado' }) })
      .getByRole('button', { name: /Assin/ })
      .click()
    await expect(page).toHaveURL(/\/upsell$/)
    await page.goto('/checkout')
    await expect(
      page
        .getByRole('alert')
        .getByText('O preço desta oferta mudou. Volte aos planos para ver o valor atual.'),
    ).toBeVisible()
    // 'Voltar aos planos' goes back to the code's page (review: it went to /planos, without the
    // code). The code has ended on the server, so the default 10 %, not 40 % again.
    await page.getByRole('alert').getByRole('link', { name: 'Voltar aos planos' }).click()
    await expect(page).toHaveURL(new RegExp(`/planos-promo\\?promo=${code}$`))
    await expect(price).toContainText('R$ 88,11')
  } finally {
    await promo.remove()
  }
})

test('Stripe.js failing to load shows the error card and toast, not an endless loading', async ({
  page,
}) => {
  await signUpWithPlan(page, 'Top Afiliado')
  await expect(page).toHaveURL(/\/account-confirmation$/)
  await page.route(/^https:\/\/js\.stripe\.com\//, (route) => route.abort())
  await page.goto('/checkout')
  await expect(page.getByRole('alert').getByRole('heading', { name: 'Erro' })).toBeVisible({
    timeout: 15_000,
  })
  await expect(
    page.getByText(
      'Ocorreu um erro ao configurar o checkout. Por favor, tente novamente mais tarde.',
    ),
  ).toBeVisible()
  await expect(
    page
      .getByTestId('toast')
      .filter({ hasText: 'Não foi possível configurar o checkout. Tente novamente mais tarde.' }),
  ).toHaveCount(1)
})

test('renaming a plan in the admin changes neither where its buyers go after sign-up nor what they are charged', async ({
  page,
  request,
}) => {
  const token = await adminToken(request)
  const auth = { authorization: `JWT ${token}` }
  const top = (
    (await (
      await request.get('/api/plans?where[planId][equals]=top_afiliado&depth=0', { headers: auth })
    ).json()) as { docs: Array<{ id: number }> }
  ).docs[0]!
  const renamed = await request.patch(`/api/plans/${top.id}`, {
    headers: auth,
    data: { name: 'Afiliado Top' },
  })
  expect(renamed.ok(), await renamed.text()).toBe(true)
  try {
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Afiliado Top' }) })
    // The edit reaches the cached page within moments (revalidation), not necessarily at once.
    await expect(async () => {
      await page.goto('/planos')
      await expect(card).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 10_000 })
    await card.getByRole('button', { name: /Assin/ }).click()
    await expect(page).toHaveURL(/\/cadastro$/)
    await page.getByLabel('Nome completo').fill('Rita Renomeado')
    await page.getByLabel('Email').fill(`renomeado${Date.now()}@example.com`)
    await page.getByLabel('Senha').fill('senha-123')
    await page.getByRole('button', { name: 'Criar conta e assinar Afiliado Top' }).click()
    await expect(page).toHaveURL(/\/account-confirmation$/)
    await page.goto('/checkout')
    const { sessionId, sessions } = await shownSession(page, request)
    expect(sessions.find((s) => s.id === sessionId)).toMatchObject({
      amount_total: 9790,
      metadata: { planId: 'top_afiliado' },
    })
  } finally {
    await request.patch(`/api/plans/${top.id}`, { headers: auth, data: { name: 'Top Afiliado' } })
  }
})

/** Elite Nível 1's record, changed through the API as the admin saves it; `restore` puts it back. */
async function editEliteOne(request: APIRequestContext, data: Record<string, unknown>) {
  const auth = { authorization: `JWT ${await adminToken(request)}` }
  const plan = (
    (await (
      await request.get('/api/plans?where[planId][equals]=elite_nivel_1&depth=0', { headers: auth })
    ).json()) as { docs: Array<Record<string, unknown> & { id: number }> }
  ).docs[0]!
  const before = Object.fromEntries(Object.keys(data).map((k) => [k, plan[k] ?? null]))
  const saved = await request.patch(`/api/plans/${plan.id}`, { headers: auth, data })
  expect(saved.ok(), await saved.text()).toBe(true)
  return async () => {
    await request.patch(`/api/plans/${plan.id}`, { headers: auth, data: before })
  }
}

test("a plan's record, not its name, decides its tab label and where its buyers go after sign-up", async ({
  page,
  request,
}) => {
  const restore = await editEliteOne(request, {
    tabLabel: 'Primeiro degrau',
    afterSignupConfirmation: true,
  })
  try {
    await expect(async () => {
      await page.goto('/planos')
      await expect(page.getByRole('tab', { name: 'Primeiro degrau' })).toBeVisible({
        timeout: 1000,
      })
    }).toPass({ timeout: 10_000 })
    await signUpWithPlan(page, 'Elite Nível 1')
    await expect(page).toHaveURL(/\/account-confirmation$/)
  } finally {
    await restore()
  }
})

test('a plan renamed after it was chosen still gets its upsell offers', async ({
  page,
  request,
}) => {
  await signUpWithPlan(page, 'Elite Nível 1')
  await expect(page).toHaveURL(/\/upsell$/)
  const restore = await editEliteOne(request, { name: 'Elite Um' })
  try {
    // Once the rename is on the site (read outside the browser: a plans page would clear the
    // stored choice), the upsell still finds the stored choice by its plan id.
    await expect(async () => {
      expect(await (await request.get('/upsell')).text()).toContain('Elite Um')
    }).toPass({ timeout: 10_000 })
    await page.goto('/upsell')
    await expect(page.getByRole('button', { name: 'Aproveitar Oferta' })).toHaveCount(3)
  } finally {
    await restore()
  }
})

/** Signs up with Elite Nível 1, opens its checkout tab and closes it: the upsell page goes to
 * /payment-canceled. Returns the still-open session's id. */
async function signUpAndCloseCheckout(page: Page): Promise<string> {
  await signUpWithPlan(page, 'Elite Nível 1')
  const tab = await openCheckoutTab(page)
  const sessionId = (await tab.getByTestId('stripe-standin-session').textContent())!
  await tab.close()
  await expect(page).toHaveURL(/\/payment-canceled$/, { timeout: 8_000 })
  return sessionId
}

test('checkout tab closed → /payment-canceled; the return page follows the session status', async ({
  page,
  request,
}) => {
  const sessionId = await signUpAndCloseCheckout(page)
  await expect(page.getByRole('heading', { name: 'Pagamento cancelado' })).toBeVisible()

  // Still open at Stripe → back to the checkout.
  await page.goto(`/checkout-return?session_id=${sessionId}`)
  await expect(page).toHaveURL(/\/checkout$/)
  // That checkout opens the account's one payable session (the closed tab's is expired): it is the
  // one paid. (Paying the first raced the new checkout expiring it.)
  await expect(page.getByTestId('stripe-standin')).toBeVisible()
  const paid = (await shownSession(page, request)).sessionId
  // Finished at Stripe → payment success, with the session id.
  expect(
    (await request.post(`${stripeStandInUrl()}/__control/sessions/${paid}/complete`)).ok(),
  ).toBe(true)
  await page.goto(`/checkout-return?session_id=${paid}`)
  await expect(page).toHaveURL(new RegExp(`/payment-success\\?session_id=${paid}$`))
  // Someone else's session id is never answered: once refused, the page says so (not a spinner
  // for ever) and offers another try, the account and the plans, staying where it is.
  await page.goto('/checkout-return?session_id=cs_test_someone_else')
  const unknown = page.getByRole('alert').filter({
    has: page.getByRole('heading', { name: 'Não foi possível verificar o pagamento' }),
  })
  await expect(unknown).toBeVisible({ timeout: 8_000 })
  await expect(page).toHaveURL(/\/checkout-return\?session_id=cs_test_someone_else$/)
  await expect(unknown.getByRole('link', { name: 'Minha Conta' })).toHaveAttribute(
    'href',
    '/area-usuario',
  )
  await expect(unknown.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/planos')
  // "Tentar novamente" asks again: the finished session of this account now answers.
  await page.evaluate((id) => history.replaceState(null, '', `?session_id=${id}`), paid)
  await unknown.getByRole('button', { name: 'Tentar novamente' }).click()
  await expect(page).toHaveURL(new RegExp(`/payment-success\\?session_id=${paid}$`))
  // Without a session id there is nothing to wait for.
  await page.goto('/checkout-return')
  await expect(unknown).toBeVisible()
})

test('the return page of an expired session is the payment-cancelled page', async ({
  page,
  request,
}) => {
  const sessionId = await signUpAndCloseCheckout(page)
  // What Stripe does when the session's expires_at passes (a promo code's end, or 24 hours).
  const expired = await request.post(
    `${stripeStandInUrl()}/v1/checkout/sessions/${sessionId}/expire`,
    {
      headers: { authorization: 'Bearer sk_test_standin' },
    },
  )
  expect(expired.ok()).toBe(true)
  await page.goto(`/checkout-return?session_id=${sessionId}`)
  await expect(page).toHaveURL(/\/payment-canceled$/)
  await expect(page.getByRole('heading', { name: 'Pagamento cancelado' })).toBeVisible()
})

test('an active subscriber choosing a plan gets the toast and the billing portal button', async ({
  page,
  request,
}) => {
  // Two 8-second toasts waited out in full: on a busy machine it outlasted the 60 s default.
  test.slow()
  const email = await signUpWithPlan(page, 'Elite Nível 1')
  const activeToast = page
    .getByTestId('toast')
    .filter({ hasText: 'Você já tem uma assinatura ativa!' })
  const chooseTopAfiliado = () =>
    page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Top Afiliado' }) })
      .getByRole('button', { name: /Assin/ })
      .click()
  const tab = await openCheckoutTab(page) // the first checkout creates the Stripe customer
  await tab.close()
  await expect(page).toHaveURL(/\/payment-canceled$/, { timeout: 8_000 })

  // What the Stripe webhook would write once the payment settles.
  const subscriber = await markPaying(request, email)
  expect(subscriber.stripeCustomerId).toMatch(/^cus_/)

  await page.route(/^https:\/\/billing\.stripe\.com\//, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<h1>Portal de cobrança (stand-in)</h1>',
    }),
  )
  // Without the session cookie (right after a sign-in it may not be set yet) the plans page still
  // knows the subscriber: its check sends the ID token.
  await page.context().clearCookies()
  await page.route('**/api/auth/set-cookie', (route) => route.abort())
  await page.goto('/planos')
  await chooseTopAfiliado()
  await expect(activeToast).toBeVisible()
  await expect(page).toHaveURL(/\/planos$/)
  await page.unroute('**/api/auth/set-cookie')

  // The server refuses a second checkout: the checkout tab shows the active-subscriber card and toast.
  await page.goto('/checkout')
  await expect(
    page.getByRole('heading', { name: 'Você já tem uma assinatura ativa!' }),
  ).toBeVisible()
  await expect(activeToast.getByRole('button', { name: 'Gerenciar Plano' })).toBeVisible()
  // The promo plans page too.
  await page.goto('/planos-promo?promo=blackfriday')
  await chooseTopAfiliado()
  await expect(activeToast).toBeVisible()
  await expect(page).toHaveURL(/\/planos-promo\?promo=blackfriday$/)
  // Every other page with plan cards: the promo paths, the plans-only path and both landings.
  for (const path of [
    '/promo?parceiro=novo',
    '/afiliado',
    '/selecionar-plano',
    '/promo-landing',
    '/',
  ]) {
    await page.goto(path)
    await chooseTopAfiliado()
    await expect(activeToast.first()).toBeVisible()
    expect(new URL(page.url()).pathname).toBe(path.split('?')[0])
  }
  // On the last of them: hovering holds the toast past its 8 s, leaving lets it go; Escape
  // dismisses the one the keyboard is in.
  await activeToast.hover()
  await page.waitForTimeout(9_000)
  await expect(activeToast).toBeVisible()
  await page.mouse.move(0, 0)
  await expect(activeToast).toHaveCount(0, { timeout: 10_000 })
  await chooseTopAfiliado()
  await expect(activeToast).toBeVisible()
  await page.keyboard.press('Alt+KeyT')
  await page.keyboard.press('Escape')
  await expect(activeToast).toHaveCount(0)
  // The keyboard is back on the button it left for the toast, not at the top of the page.
  await expect(
    page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Top Afiliado' }) })
      .getByRole('button', { name: /Assin/ }),
  ).toBeFocused()
  // A subscriber signed in days ago has no session cookie left (it lasts five days and is not
  // re-minted without a recent sign-in): the portal call below carries the ID token.
  await page.context().clearCookies()
  await page.route('**/api/auth/set-cookie', (route) => route.abort())
  await page.goto('/planos')
  // One live region, there before any toast, so that screen readers announce what is added to it.
  const live = page
    .getByRole('region', { name: 'Notificações (Alt+T)' })
    .locator('[aria-live="polite"]')
  await expect(live).toBeAttached()
  await expect(live.getByTestId('toast')).toHaveCount(0)
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Top Afiliado' }) })
  await card.getByRole('button', { name: /Assin/ }).click()
  const toast = live.getByTestId('toast').filter({ hasText: 'Você já tem uma assinatura ativa!' })
  await expect(toast).toBeVisible()
  await expect(toast).toContainText(
    'Clique no botão abaixo para alterar ou visualizar sua assinatura.',
  )
  await expect(page).toHaveURL(/\/planos$/)
  // Alt+T takes the keyboard to the toast; while focus is inside it, its 8 s do not run out.
  await page.keyboard.press('Alt+KeyT')
  await expect(toast).toBeFocused()
  await page.waitForTimeout(9_000)
  await expect(toast).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(toast.getByRole('button', { name: 'Gerenciar Plano' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/^https:\/\/billing\.stripe\.com\/p\/session\//)
  await expect(page.getByRole('heading', { name: 'Portal de cobrança (stand-in)' })).toBeVisible()
})
