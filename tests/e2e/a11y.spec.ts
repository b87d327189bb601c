// axe at zero serious or critical violations on every route of the spec's route table (issue 19).
// The public marketing pages are checked one by one in public.spec.ts (with their CMS texts), the
// upsell page with its confirmation dialog open in purchase.spec.ts; this file covers the rest:
// the sign-in pages, checkout return and the 404 page signed out, then every guarded page signed in.
import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectAccessible, offlineWithStripeStandIn } from './support.ts'

test.beforeEach(async ({ context }) => offlineWithStripeStandIn(context))

/** Each route with what must be on screen before axe runs (never the loading spinner). */
type Check = [route: string, ready: (page: Page) => Locator]

const SIGNED_OUT: Check[] = [
  ['/login', (p) => p.getByRole('button', { name: 'Entrar' })],
  ['/cadastro', (p) => p.getByRole('button', { name: 'Criar Conta e Iniciar Teste Grátis' })],
  ['/signup', (p) => p.getByRole('button', { name: 'Criar Conta e Iniciar Teste Grátis' })],
  ['/esqueci-senha', (p) => p.getByRole('button', { name: 'Enviar Email de Recuperação' })],
  [
    '/checkout-return?session_id=cs_test_unknown',
    (p) => p.getByRole('button', { name: 'Tentar novamente' }),
  ],
  ['/esta-pagina-nao-existe', (p) => p.getByRole('link', { name: 'Voltar para o início' })],
]

const SIGNED_IN: Check[] = [
  ['/account-confirmation', (p) => p.getByRole('link', { name: 'Começar Agora' })],
  ['/area-usuario', (p) => p.getByRole('button', { name: 'Sair' })],
  ['/payment-success', (p) => p.getByRole('heading', { name: 'Pagamento confirmado!' })],
  ['/payment-canceled', (p) => p.getByRole('heading', { name: 'Pagamento cancelado' })],
  ['/payment-awaited', (p) => p.getByRole('heading', { name: 'Aguardando Pagamento' })],
  ['/checkout', (p) => p.getByTestId('stripe-standin')],
]

async function check(page: Page, [route, ready]: Check): Promise<void> {
  await test.step(route, async () => {
    await page.goto(route)
    await expect(ready(page).first()).toBeVisible()
    await expect(page.locator('h1')).toHaveCount(1)
    await expectAccessible(page)
  })
}

test('axe: sign-in pages, checkout return and the 404 page, signed out', async ({ page }) => {
  test.slow() // six pages and two form states, each loaded and analysed
  for (const c of SIGNED_OUT) await check(page, c)
  // The recovery form's second state: the sent notice.
  await page.goto('/esqueci-senha')
  await page.getByLabel('Email').fill(`axe${Date.now()}@example.com`)
  await page.getByRole('button', { name: 'Enviar Email de Recuperação' }).click()
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible()
  await expectAccessible(page)
  // The sign-up form showing its validation message.
  await page.goto('/cadastro')
  await page.getByRole('button', { name: 'Criar Conta e Iniciar Teste Grátis' }).click()
  await expect(page.locator('p[role=alert]')).toBeVisible()
  await expectAccessible(page)
})

test('axe: every guarded page, signed in', async ({ page }) => {
  test.slow() // a sign-up, then every account page loaded and analysed
  await page.goto('/cadastro')
  await page.getByLabel('Nome completo').fill('Alice Axe')
  await page
    .getByLabel('Email')
    .fill(`axe${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`)
  await page.getByLabel('Senha').fill('senha-123')
  await page.getByRole('button', { name: 'Criar Conta e Iniciar Teste Grátis' }).click()
  await expect(page).toHaveURL(/\/account-confirmation$/)
  for (const c of SIGNED_IN) await check(page, c)
})
