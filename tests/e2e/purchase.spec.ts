// Upsell and result pages for a signed-in visitor who chose a plan.
import { expect, test } from '@playwright/test'
import { offline, signUpWithPlan } from './support.ts'

test.beforeEach(async ({ page }) => offline(page))

test('upsell: three longer periods of the chosen plan with the section 9 maths, persisted countdown, confirmation dialog', async ({ page }) => {
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
  const end = await page.evaluate(() => localStorage.getItem('upsellEndTime'))
  await page.reload()
  expect(await page.evaluate(() => localStorage.getItem('upsellEndTime'))).toBe(end)

  await cards.nth(1).getByRole('button', { name: 'Aproveitar Oferta' }).click()
  const dialog = page.getByRole('dialog', { name: 'Confirmar mudança de plano' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Voltar' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Continuar com o plano mensal' })).toBeVisible()
  await expect(page.locator('strong', { hasText: 'Garantia de 7 dias' })).toBeVisible()
  await expect(page.locator('strong', { hasText: 'Upgrade a qualquer momento' })).toBeVisible()
  await expect(page.locator('strong', { hasText: 'Ofertas exclusivas' })).toBeVisible()
})

test('upsell without a chosen plan goes to /planos', async ({ page }) => {
  await page.goto('/upsell')
  await expect(page).toHaveURL(/\/planos$/)
})

test('result pages: cancelled and awaiting payment show the trial countdown; confirmed links to the app', async ({ page }) => {
  await signUpWithPlan(page, 'Top Afiliado')
  await expect(page).toHaveURL(/\/account-confirmation$/)
  await page.goto('/payment-canceled')
  await expect(page.getByRole('heading', { name: 'Pagamento cancelado' })).toBeVisible()
  await expect(page.getByTestId('trial-countdown')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/planos')
  await page.goto('/payment-awaited')
  await expect(page.getByRole('heading', { name: 'Aguardando Pagamento' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Enviar comprovante pelo WhatsApp' })).toHaveAttribute('href', /wa\.me/)
  await page.evaluate(() => localStorage.setItem('registrationDate', new Date(Date.now() - 9 * 86_400_000).toISOString()))
  await page.reload()
  await expect(page.getByText('Seu teste grátis terminou. Sua assinatura será ativada assim que o boleto for compensado.')).toBeVisible()
  await page.goto('/payment-success')
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Acessar App' }).last()).toHaveAttribute('href', 'https://app.busqy.com.br')
})
