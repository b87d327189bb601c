// When Stripe or Firebase cannot be reached, the visitor sees the error the spec gives and nothing
// is written half-way.
import { expect, test } from '@playwright/test'
import {
  adminToken,
  emulatorHost,
  offlineWithStripeStandIn,
  signUpWithPlan,
  stripeStandInUrl,
} from './support.ts'

test.beforeEach(async ({ context }) => offlineWithStripeStandIn(context))

test('Stripe unreachable: the checkout tab shows its error card and toast; no Stripe customer is recorded', async ({
  page,
  request,
}) => {
  const email = await signUpWithPlan(page, 'Elite Nível 1')
  await expect(page).toHaveURL(/\/upsell$/)
  expect((await request.post(`${stripeStandInUrl()}/__control/outage/start`)).ok()).toBe(true)
  try {
    await page
      .getByRole('article')
      .nth(0)
      .getByRole('button', { name: 'Aproveitar Oferta' })
      .click()
    const popup = page.waitForEvent('popup')
    await page
      .getByRole('dialog', { name: 'Confirmar mudança de plano' })
      .getByRole('button', { name: 'Confirmar' })
      .click()
    const tab = await popup
    const card = tab.getByRole('alert').filter({
      hasText: 'Ocorreu um erro ao configurar o checkout. Por favor, tente novamente mais tarde.',
    })
    await expect(card).toBeVisible({ timeout: 20_000 })
    await expect(card.getByRole('heading', { name: 'Erro' })).toBeVisible()
    await expect(
      tab.getByText('Não foi possível configurar o checkout. Tente novamente mais tarde.'),
    ).toBeVisible()
  } finally {
    await request.post(`${stripeStandInUrl()}/__control/outage/end`)
  }
  const token = await adminToken(request)
  const found = (await (
    await request.get(`/api/subscribers?where[email][equals]=${encodeURIComponent(email)}`, {
      headers: { authorization: `JWT ${token}` },
    })
  ).json()) as { docs: Array<{ stripeCustomerId: string | null; subscription_active: boolean }> }
  expect(found.docs).toHaveLength(1)
  expect(found.docs[0]).toMatchObject({ stripeCustomerId: null, subscription_active: false })
})

test('Firebase unreachable: sign-in shows its error toast and stays on /login', async ({
  page,
}) => {
  await page.route(new RegExp(`^http://${emulatorHost().replace(/\./g, '\\.')}/`), (route) =>
    route.abort('connectionrefused'),
  )
  await page.goto('/login')
  await page.getByLabel('Email').fill('alguem@example.com')
  await page.getByLabel('Senha').fill('senha-123')
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(
    page.getByTestId('toast').getByText('Erro ao fazer login. Tente novamente.'),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  expect(
    await page.evaluate(() => [
      localStorage.getItem('userName'),
      localStorage.getItem('userEmail'),
    ]),
  ).toEqual([null, null])
})
