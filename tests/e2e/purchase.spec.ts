// Upsell and result pages for a signed-in visitor who chose a plan.
import { expect, test } from '@playwright/test'
import {
  expectAccessible,
  offline,
  signUpWithPlan,
  storeEliteChoice,
  storePlanChoice,
} from './support.ts'

test.beforeEach(async ({ page }) => offline(page))

test('upsell: three longer periods of the chosen plan with the section 9 maths, persisted countdown, confirmation dialog', async ({
  page,
}) => {
  await signUpWithPlan(page, 'Elite Nível 1')
  await expect(page).toHaveURL(/\/upsell$/)
  await expect(page.getByRole('heading', { name: 'Aproveite as Ofertas Exclusivas' })).toBeVisible()
  const cards = page.getByRole('article')
  await expect(cards).toHaveCount(3)
  await expect(cards.nth(0)).toContainText('Economia')
  await expect(cards.nth(1)).toContainText('Mais Popular')
  await expect(cards.nth(2)).toContainText('Melhor Valor')
  // Elite Nível 1: monthly 197,90 → trimestral 474,96 of 593,70 (20 %), extra 277,06, saving 39,58/month.
  await expect(cards.nth(0)).toContainText('R$ 474,96')
  await expect(cards.nth(0)).toContainText('R$ 593,70')
  await expect(cards.nth(0)).toContainText('20% de desconto')
  await expect(cards.nth(0)).toContainText('Apenas + R$ 277,06')
  await expect(cards.nth(0)).toContainText('Economize R$ 39,58/mês')
  await expect(cards.nth(2)).toContainText('50% de desconto')

  const timer = page.getByTestId('upsell-countdown')
  await expect(timer).toContainText(/00:1[45]:\d\d/)
  await expectAccessible(page)
  const end = await page.evaluate(() => localStorage.getItem('upsellEndTime'))
  await page.reload()
  expect(await page.evaluate(() => localStorage.getItem('upsellEndTime'))).toBe(end)

  // The confirmation dialog is modal: focus moves in, the page behind is inert, Escape closes it and
  // focus returns to the button that opened it.
  const offer = cards.nth(1).getByRole('button', { name: 'Aproveitar Oferta' })
  await offer.click()
  const dialog = page.getByRole('dialog', { name: 'Confirmar mudança de plano' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Voltar' })).toBeFocused()
  await expectAccessible(page)
  const monthly = page.getByRole('button', { name: 'Continuar com o plano mensal' })
  const box = (await monthly.boundingBox())!
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.textContent ?? '',
    [box.x + box.width / 2, box.y + box.height / 2],
  )
  expect(hit).not.toBe('Continuar com o plano mensal')
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab')
    expect(
      await page.evaluate(
        () =>
          !document.activeElement ||
          document.activeElement === document.body ||
          !!document.activeElement.closest('dialog'),
      ),
    ).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(offer).toBeFocused()
  await offer.click()
  await dialog.getByRole('button', { name: 'Voltar' }).click()
  await expect(dialog).toBeHidden()
  await expect(offer).toBeFocused()
  await expect(page.getByRole('button', { name: 'Continuar com o plano mensal' })).toBeVisible()
  await expect(page.locator('strong', { hasText: 'Garantia de 7 dias' })).toBeVisible()
  await expect(page.locator('strong', { hasText: 'Upgrade a qualquer momento' })).toBeVisible()
  await expect(page.locator('strong', { hasText: 'Ofertas exclusivas' })).toBeVisible()
})

test("upsell, signed out: 'Confirmar' shows 'Processando...' until the sign-up page has loaded", async ({
  page,
}) => {
  await page.goto('/termos') // not a plans page: those clear the stored plan
  await storeEliteChoice(page)
  await page.goto('/upsell')
  // The sign-up page's data arrives slowly, so the plan change is visibly under way.
  let release = () => {}
  const held = new Promise<void>((r) => (release = r))
  await page.route(/\/cadastro\?_rsc=/, async (route) => {
    await held
    await route.continue()
  })
  await page.getByRole('article').nth(0).getByRole('button', { name: 'Aproveitar Oferta' }).click()
  const dialog = page.getByRole('dialog', { name: 'Confirmar mudança de plano' })
  await dialog.getByRole('button', { name: 'Confirmar' }).click()
  const processing = dialog.getByRole('button', { name: 'Processando...' })
  await expect(processing).toBeVisible()
  await expect(processing).toHaveAttribute('aria-disabled', 'true')
  await expect(dialog.getByRole('button', { name: 'Voltar' })).toBeDisabled()
  release()
  await expect(page).toHaveURL(/\/cadastro$/)
  expect(await page.evaluate(() => localStorage.getItem('loginRedirectUrl'))).toBe('/planos-promo')
  expect(
    JSON.parse((await page.evaluate(() => localStorage.getItem('selectedPlan')))!),
  ).toMatchObject({ name: 'Elite Nível 1', interval: 'quarter' })
})

test('upsell without a chosen plan goes to /planos', async ({ page }) => {
  await page.goto('/upsell')
  await expect(page).toHaveURL(/\/planos$/)
})

test('upsell with a plan withdrawn since it was chosen says so and links to the plans, offering nothing', async ({
  page,
}) => {
  await page.goto('/termos') // not a plans page: those clear the stored plan
  // A longer period of a plan no longer on sale (confirmed on an earlier visit).
  await storePlanChoice(page, {
    planId: 'plano_retirado',
    name: 'Plano Retirado',
    price: 'R$ 234,96',
    period: '/trimestre',
    priceRaw: '234.96',
    interval: 'quarter',
  })
  await page.goto('/upsell')
  const card = page.getByRole('alert').filter({ hasText: 'Este plano não está mais à venda' })
  await expect(
    card.getByRole('heading', { name: 'Este plano não está mais à venda' }),
  ).toBeVisible()
  await expect(card.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/planos')
  await expect(page.getByText('R$ 234,96')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Continuar com o plano mensal' })).toHaveCount(0)
})

test('result pages: cancelled and awaiting payment show the trial countdown; confirmed links to the app', async ({
  page,
}) => {
  await signUpWithPlan(page, 'Top Afiliado')
  await expect(page).toHaveURL(/\/account-confirmation$/)
  await page.goto('/payment-canceled')
  await expect(page.getByRole('heading', { name: 'Pagamento cancelado' })).toBeVisible()
  await expect(page.getByTestId('trial-countdown')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/planos')
  await page.goto('/payment-awaited')
  await expect(page.getByRole('heading', { name: 'Aguardando Pagamento' })).toBeVisible()
  await expect(
    page.getByRole('link', { name: 'Enviar comprovante pelo WhatsApp' }),
  ).toHaveAttribute('href', /wa\.me/)
  await page.evaluate(() =>
    localStorage.setItem('registrationDate', new Date(Date.now() - 9 * 86_400_000).toISOString()),
  )
  await page.reload()
  await expect(
    page.getByText(
      'Seu teste grátis terminou. Sua assinatura será ativada assim que o boleto for compensado.',
    ),
  ).toBeVisible()
  await page.goto('/payment-success')
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Acessar App' }).last()).toHaveAttribute(
    'href',
    'https://app.busqy.com.br',
  )
})

test('the upsell countdown starts fresh after sign-up: an expired end time left behind is not 00:00:00', async ({
  page,
}) => {
  await page.goto('/termos')
  // What an earlier visit left: its 15 minutes ran out long ago (before: the upsell kept it).
  await page.evaluate(() => localStorage.setItem('upsellEndTime', String(Date.now() - 3_600_000)))
  await signUpWithPlan(page, 'Elite Nível 1')
  await expect(page).toHaveURL(/\/upsell$/)
  await expect(page.getByTestId('upsell-countdown')).toContainText(/00:1[45]:\d\d/)
})

test('choosing a plan: the button is busy until the choice is settled, and a second click does nothing', async ({
  page,
}) => {
  await signUpWithPlan(page, 'Top Afiliado')
  await expect(page).toHaveURL(/\/account-confirmation$/)
  await page.goto('/planos')
  // The subscription check is held, so the first choice stays pending.
  let release = () => {}
  const held = new Promise<void>((r) => (release = r))
  let checks = 0
  await page.route('**/api/users/*', async (route) => {
    if (route.request().method() !== 'GET') return route.continue()
    checks++
    await held
    await route.continue()
  })
  const choose = (plan: string) =>
    page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: plan }) })
      .getByRole('button', { name: /Assin/ })
  await choose('Elite Nível 1').click()
  await expect(choose('Elite Nível 1')).toHaveAttribute('aria-busy', 'true')
  await expect(choose('Elite Nível 1')).toHaveAttribute('aria-disabled', 'true')
  await expect.poll(() => checks).toBe(1)
  // Clicked again (a double click), and another card meanwhile: neither starts a second choice.
  await choose('Elite Nível 1').dispatchEvent('click')
  await choose('Top Afiliado').click()
  await page.waitForTimeout(1_000)
  expect(checks).toBe(1)
  expect(
    JSON.parse((await page.evaluate(() => localStorage.getItem('selectedPlan')))!),
  ).toMatchObject({ name: 'Elite Nível 1' })
  release()
  await expect(page).toHaveURL(/\/upsell$/)
  await expect(page.getByText(/Plano escolhido: Elite Nível 1/)).toBeVisible()
})
