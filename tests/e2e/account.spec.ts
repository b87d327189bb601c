// Accounts against the Firebase Auth emulator: sign-up, sign-in errors, recovery, guards, user area.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { FIREBASE_DATABASE } from '@/client/firebaseSession.ts'
import {
  adminToken,
  emulatorHost,
  expectAccessible,
  offline,
  projectId,
  unlessCancelled,
} from './support.ts'

const password = 'senha-123'
const uniqueEmail = (tag: string) =>
  `${tag}${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`

test.beforeEach(async ({ page }) => offline(page))

/** An account made straight in the Auth emulator, as if created elsewhere (another device, say). */
async function emulatorAccount(request: APIRequestContext, email: string, displayName?: string) {
  await request.post(
    `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    { data: { email, password, ...(displayName ? { displayName } : {}), returnSecureToken: true } },
  )
}

async function signUp(page: Page, email: string, name = 'Ana Maria Souza') {
  await page.getByLabel('Nome completo').fill(name)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('WhatsApp (opcional)').fill('11987654321')
  await page.getByLabel('Senha').fill(password)
}

test('sign up without a chosen plan → account confirmation with the trial countdown', async ({
  page,
}) => {
  await page.goto('/cadastro')
  await expect(
    page.getByRole('button', { name: 'Criar Conta e Iniciar Teste Grátis' }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Continuar com Google' })).toBeDisabled()
  await signUp(page, uniqueEmail('ana'))
  await expect(page.getByLabel('WhatsApp (opcional)')).toHaveValue('(11) 98765-4321')
  await page.getByRole('button', { name: 'Criar Conta e Iniciar Teste Grátis' }).click()
  await expect(page).toHaveURL(/\/account-confirmation$/)
  await expect(page.getByText('Conta criada com sucesso!').first()).toBeVisible()
  await expect(page.getByText('7 dias grátis')).toBeVisible()
  const timer = page.getByTestId('trial-countdown')
  await expect(timer).toContainText('06')
  await expect(page.getByRole('link', { name: 'Começar Agora' })).toHaveAttribute(
    'href',
    'https://app.busqy.com.br/login',
  )
  await expect(page.getByRole('link', { name: 'Minha Conta' })).toBeVisible()
  await expectAccessible(page) // signed in, with the success toast showing
})

test('sign-up goes on once the account exists, even if saving its display name in Firebase fails', async ({
  page,
}) => {
  // Before, the form said "Ocorreu um erro ao criar sua conta. Tente novamente." about an account
  // that existed (and was signed in), and trying again said the email was already in use.
  await page.route(/accounts:update/, (route) => route.abort())
  await page.goto('/cadastro')
  await signUp(page, uniqueEmail('perfil-falhou'))
  await page.getByRole('button', { name: 'Criar Conta e Iniciar Teste Grátis' }).click()
  await expect(page).toHaveURL(/\/account-confirmation$/)
  await expect(page.getByText('Conta criada com sucesso!').first()).toBeVisible()
  await expect(page.getByText('Ocorreu um erro ao criar sua conta')).toHaveCount(0)
})

test('a Firebase SDK that fails to load (offline, a deploy) leaves no page loading for ever', async ({
  page,
}) => {
  await page.goto('/cadastro')
  await signUp(page, uniqueEmail('sem-sdk'))
  await page.getByRole('button', { name: 'Criar Conta e Iniciar Teste Grátis' }).click()
  await expect(page).toHaveURL(/\/account-confirmation$/)
  // /checkout loads the SDK on demand; its file now fails.
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    try {
      const response = await route.fetch()
      const body = await response.text()
      if (body.includes('identitytoolkit')) return await route.abort()
      return await route.fulfill({ response, body })
    } catch (error) {
      unlessCancelled(error) // a chunk the confirmation page was still fetching
    }
  })
  await page.goto('/checkout')
  await expect(page.getByRole('heading', { name: 'Acesso Restrito' })).toBeVisible({
    timeout: 15_000,
  })
  await expect(page.getByText('Carregando checkout...')).toHaveCount(0)
})

test('the WhatsApp mask keeps the caret where the person types in the middle of the number', async ({
  page,
}) => {
  await page.goto('/cadastro')
  const field = page.getByLabel('WhatsApp (opcional)')
  await field.pressSequentially('1198765432')
  await expect(field).toHaveValue('(11) 9876-5432')
  const caret = () => field.evaluate((el: HTMLInputElement) => el.selectionStart)
  // Type a 7 after '(11) 98': the number gets its 11th digit and the caret stays after the 7.
  await field.evaluate((el: HTMLInputElement) => el.setSelectionRange(7, 7))
  await page.keyboard.type('7')
  await expect(field).toHaveValue('(11) 98776-5432')
  expect(await caret()).toBe(8)
  await page.keyboard.type('1') // a 12th digit pushes the last one out; the caret follows the 1
  await expect(field).toHaveValue('(11) 98717-6543')
  expect(await caret()).toBe(9)
  // Backspace right after the '-' deletes the digit before it (the last 7), not the separator the
  // mask would put back; with 10 digits the '-' moves one place left.
  await field.evaluate((el: HTMLInputElement) => el.setSelectionRange(11, 11))
  await page.keyboard.press('Backspace')
  await expect(field).toHaveValue('(11) 9871-6543')
  expect(await caret()).toBe(9)
  // Delete right before the '-' deletes the digit after it (the 6), the caret staying put.
  await page.keyboard.press('Delete')
  await expect(field).toHaveValue('(11) 9871-543')
  expect(await caret()).toBe(9)
})

test('choosing a plan signed out → cadastro with the plan in the button → upsell after sign-up', async ({
  page,
}) => {
  await page.goto('/planos')
  const elite = page
    .getByRole('article')
    .filter({ has: page.getByRole('tab', { name: 'Nível 1' }) })
  await elite.getByRole('button', { name: /Assinar agora/ }).click()
  await expect(page).toHaveURL(/\/cadastro$/)
  expect(await page.evaluate(() => localStorage.getItem('loginRedirectUrl'))).toBe('/upsell')
  const stored = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('selectedPlan'))) ?? '{}',
  )
  expect(stored).toMatchObject({
    name: 'Elite Nível 1',
    priceRaw: '197.90',
    interval: 'month',
    price: 'R$ 197,90',
  })
  await expect(
    page.getByRole('button', { name: 'Criar conta e assinar Elite Nível 1' }),
  ).toBeVisible()
  await signUp(page, uniqueEmail('bia'))
  await page.getByRole('button', { name: 'Criar conta e assinar Elite Nível 1' }).click()
  await expect(page).toHaveURL(/\/upsell$/)
})

test('sign-up validation messages', async ({ page }) => {
  await page.goto('/signup')
  await page.getByRole('button', { name: 'Criar Conta e Iniciar Teste Grátis' }).click()
  await expect(page.locator('p[role=alert]')).toHaveText(
    'Por favor, preencha todos os campos obrigatórios.',
  )
  await page.getByLabel('Senha').fill('123')
  await expect(page.getByText('A senha deve ter pelo menos 6 caracteres.')).toBeVisible()
})

test.describe('sign-in errors', () => {
  test('empty fields, unknown user and wrong password (emulator default codes)', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('carlos')
    await emulatorAccount(request, email)
    await page.goto('/login')
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect(page.locator('p[role=alert]')).toHaveText('Por favor, preencha todos os campos')
    await page.getByLabel('Email').fill(uniqueEmail('ninguem'))
    await page.getByLabel('Senha').fill(password)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Usuário não encontrado' }),
    ).toBeVisible()
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Senha').fill('errada-123')
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Senha incorreta' })).toBeVisible()
  })

  test('invalid credential when the project hides which part is wrong', async ({
    page,
    request,
  }) => {
    const config = `http://${emulatorHost()}/emulator/v1/projects/${projectId()}/config`
    await request.patch(config, {
      data: { emailPrivacyConfig: { enableImprovedEmailPrivacy: true } },
    })
    try {
      await page.goto('/login')
      await page.getByLabel('Email').fill(uniqueEmail('ninguem'))
      await page.getByLabel('Senha').fill(password)
      await page.getByRole('button', { name: 'Entrar' }).click()
      await expect(
        page.getByTestId('toast').filter({ hasText: 'Email ou senha inválidos' }),
      ).toBeVisible()
    } finally {
      await request.patch(config, {
        data: { emailPrivacyConfig: { enableImprovedEmailPrivacy: false } },
      })
    }
  })

  test('successful sign-in goes to the user area', async ({ page, request }) => {
    const email = uniqueEmail('dora')
    await emulatorAccount(request, email, 'Dora Lima')
    await page.goto('/login')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Senha').fill(password)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Login realizado com sucesso!' }),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/area-usuario$/)
    await expect(page.getByTestId('profile-name')).toHaveText('Dora Lima')
  })

  test("another account's stored registration date does not shorten this account's trial", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('bia')
    await emulatorAccount(request, email, 'Bia Rocha')
    // Someone else signed up on this browser eight days ago (sign-up stores the date with its uid).
    await page.goto('/login')
    await page.evaluate(() => {
      localStorage.setItem('registrationDate', new Date(Date.now() - 8 * 86_400_000).toISOString())
      localStorage.setItem('uid', 'someone-else')
    })
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Senha').fill(password)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect(page).toHaveURL(/\/area-usuario$/)
    await expect(page.getByTestId('trial-block')).toContainText(/Restam 6 dias, 23 horas/)
  })
})

test('password recovery: form → sent notice → try again', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('link', { name: 'Esqueceu a senha?' }).click()
  await expect(page).toHaveURL(/\/esqueci-senha$/)
  await page.getByLabel('Email').fill('invalido')
  await page.getByRole('button', { name: 'Enviar Email de Recuperação' }).click()
  await expect(page.locator('p[role=alert]')).toHaveText('Email inválido')
  const email = uniqueEmail('rec')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Enviar Email de Recuperação' }).click()
  await expect(
    page.getByTestId('toast').filter({ hasText: 'Email de recuperação enviado' }),
  ).toBeVisible()
  await expect(page.getByText(`Enviamos um email para ${email}`)).toBeVisible()
  // Each view replaces the other, focused button included: focus follows, not back to the top.
  await expect(page.getByRole('heading', { name: 'Email enviado!' })).toBeFocused()
  await page.getByRole('button', { name: 'Tentar novamente' }).click()
  await expect(page.getByRole('button', { name: 'Enviar Email de Recuperação' })).toBeVisible()
  await expect(page.getByLabel('Email')).toBeFocused()
  await expect(page.getByRole('link', { name: 'Voltar para login' })).toBeVisible()
})

test('guarded routes send a signed-out visitor to /login, replacing the history entry', async ({
  page,
}) => {
  await page.goto('/planos')
  await page.goto('/area-usuario')
  await expect(page).toHaveURL(/\/login$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/planos$/)
})

test('a profile photo that cannot load (a host the CSP refuses) falls back to the placeholder', async ({
  page,
}) => {
  await page.goto('/cadastro')
  await signUp(page, uniqueEmail('foto'), 'Fabi Foto Lima')
  await page.getByRole('button', { name: 'Criar Conta e Iniciar Teste Grátis' }).click()
  await expect(page).toHaveURL(/\/account-confirmation$/)
  const photoURL = 'https://fotos.example.com/fabi.jpg'
  // What the CSP refused: the photo was tried, so the placeholder is its fallback, not the no-photo
  // view (which shows the same placeholder).
  await page.addInitScript(() => {
    const w = window as unknown as { refused: string[] }
    w.refused = []
    document.addEventListener('securitypolicyviolation', (e) => w.refused.push(e.blockedURI))
  })
  let withPhoto = 0
  await page.route('**/api/users/*', async (route) => {
    if (route.request().method() !== 'GET') return route.continue()
    try {
      const response = await route.fetch()
      const record = (await response.json()) as Record<string, unknown>
      await route.fulfill({ response, json: { ...record, photoURL } })
      withPhoto++
    } catch (error) {
      unlessCancelled(error) // the confirmation page's own read, cut short by the navigation below
    }
  })
  await page.goto('/area-usuario')
  await expect(page.getByTestId('profile-name')).toHaveText('Fabi Foto Lima')
  // The placeholder also shows before the record arrives: first the photo must have been tried.
  await expect.poll(() => withPhoto).toBeGreaterThan(0)
  // Its host at least: a report may name only the origin of a cross-origin URL.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { refused: string[] }).refused))
    .toContainEqual(expect.stringMatching(/^https:\/\/fotos\.example\.com/))
  // Before: a broken image stayed in place of the photo.
  await expect(page.getByRole('img', { name: 'Foto de Fabi Foto Lima' })).toHaveCount(0)
  await expect(page.getByTestId('photo-placeholder')).toHaveText('F')
})

test('user area: trial, no subscription after 7 days, active plan, and sign-out', async ({
  page,
  request,
}) => {
  test.slow() // four account states, and 20 s past SWR's retries
  await page.goto('/cadastro')
  await signUp(page, uniqueEmail('eva'), 'Eva Prado Reis')
  await page.getByRole('button', { name: 'Criar Conta e Iniciar Teste Grátis' }).click()
  await expect(page).toHaveURL(/\/account-confirmation$/)
  await page.goto('/area-usuario')
  await expect(page.getByTestId('profile-name')).toHaveText('Eva Prado Reis')
  await expect(page.getByText('Prado Reis', { exact: true })).toBeVisible()
  await expect(page.getByText(/Membro desde \d{2}\/\d{2}\/\d{4}/)).toBeVisible()
  await expect(page.getByTestId('trial-block')).toContainText(
    'período de testes do plano Profissional',
  )
  await expect(page.getByTestId('trial-block')).toContainText(/Restam 6 dias, 23 horas/)
  await expectAccessible(page)

  // The stored registration date wins over the account creation time: eight days ago, the trial is over.
  await page.evaluate(() =>
    localStorage.setItem('registrationDate', new Date(Date.now() - 8 * 86_400_000).toISOString()),
  )
  await page.reload()
  await expect(page.getByTestId('no-subscription')).toContainText(
    'Você ainda não tem uma assinatura ativa',
  )
  await expectAccessible(page)

  // An active subscription written by the billing side shows the plan's display name and 'Ativa'.
  const uid = await page.evaluate(() => localStorage.getItem('uid'))
  const token = await adminToken(request)
  const found = await (
    await request.get(`/api/subscribers?where[uid][equals]=${uid}`, {
      headers: { authorization: `JWT ${token}` },
    })
  ).json()
  const start = Math.floor(Date.UTC(2026, 0, 10, 15) / 1000)
  await request.patch(`/api/subscribers/${found.docs[0].id}`, {
    headers: { authorization: `JWT ${token}` },
    data: {
      subscription_plan: 'elite_nivel_2',
      subscription_active: true,
      subscription_status: 'active',
      subscription_start: start,
      subscription_end: start + 30 * 86_400,
    },
  })
  await page.reload()
  await expect(page.getByTestId('subscription-plan')).toHaveText('Elite Nível 2')
  await expect(page.getByTestId('subscription-status')).toHaveText('Ativa')
  await expect(page.getByText('10/01/2026')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Gerenciar Plano' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Fazer Upgrade' })).toHaveAttribute('href', '/planos')
  await expectAccessible(page)

  // A boleto voucher not yet paid: neither 'Ativa' nor a red 'Inativa' (spec §4's third case).
  await request.patch(`/api/subscribers/${found.docs[0].id}`, {
    headers: { authorization: `JWT ${token}` },
    data: { subscription_active: false, subscription_status: 'incomplete' },
  })
  await page.reload()
  await expect(page.getByTestId('subscription-status')).toHaveText('Aguardando pagamento')
  await request.patch(`/api/subscribers/${found.docs[0].id}`, {
    headers: { authorization: `JWT ${token}` },
    data: { subscription_active: true, subscription_status: 'active' },
  })

  // The record cannot be read: the profile falls back to the identity (spec), the subscription is
  // unknown, not "no subscription" (before: "Você ainda não tem uma assinatura ativa" to this
  // subscriber, and the error toast again at every retry, for ever).
  await page.route('**/api/users/*', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'Serviço temporariamente indisponível.' }),
        })
      : route.continue(),
  )
  // Every error toast the page shows, counted as it appears (each one leaves after 5 s).
  await page.addInitScript(() => {
    const w = window as unknown as { loadErrorToasts: number }
    w.loadErrorToasts = 0
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (
            n instanceof HTMLElement &&
            n.matches('[data-testid="toast"]') &&
            n.textContent?.includes('Erro ao carregar dados do usuário')
          )
            w.loadErrorToasts++
    }).observe(document, { childList: true, subtree: true })
  })
  await page.reload()
  await expect(page.getByTestId('profile-name')).toHaveText('Eva Prado Reis')
  // First and last name come from the identity's display name (spec: basic identity data is used).
  await expect(page.getByText('Prado Reis', { exact: true })).toBeVisible()
  await expect(page.getByTestId('subscription-unknown')).toContainText(
    'Não foi possível carregar sua assinatura.',
  )
  await expect(page.getByTestId('no-subscription')).toHaveCount(0)
  await page.waitForTimeout(20_000) // past SWR's retries
  expect(
    await page.evaluate(() => (window as unknown as { loadErrorToasts: number }).loadErrorToasts),
  ).toBe(1)
  await page.unroute('**/api/users/*')
  await page.getByRole('button', { name: 'Tentar novamente' }).click()
  await expect(page.getByTestId('subscription-plan')).toHaveText('Elite Nível 2')

  await page.getByRole('button', { name: 'Sair' }).click()
  await expect(
    page.getByTestId('toast').filter({ hasText: 'Logout realizado com sucesso' }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
  expect(
    await page.evaluate(() => [
      localStorage.getItem('userName'),
      localStorage.getItem('userEmail'),
      localStorage.getItem('userPhone'),
      localStorage.getItem('userWhatsapp'),
      localStorage.getItem('uid'),
      localStorage.getItem('registrationDate'),
    ]),
  ).toEqual([null, null, null, null, null, null])
  // Back to the user area (a client-side navigation): signed out now, so to the login page.
  await page.goBack()
  await expect(page).toHaveURL(/\/login$/)
})

test('a plan unpublished since it was sold keeps its name in the user area: not its identifier, nor a later draft', async ({
  page,
  request,
}) => {
  const headers = { authorization: `JWT ${await adminToken(request)}` }
  const planId = `retirado_${Date.now()}`
  const created = await request.post('/api/plans', {
    headers,
    data: {
      name: 'Plano Retirado',
      planId,
      displayName: 'Plano Retirado',
      group: 'single',
      // Off sale: the plans pages do not show it.
      active: false,
      prices: { mensal: { price: 5000 } },
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  const plan = ((await created.json()) as { doc: { id: number } }).doc
  let subscriber: number | undefined
  try {
    await page.goto('/cadastro')
    await signUp(page, uniqueEmail('retirado'), 'Rui Teles')
    await page.getByRole('button', { name: 'Criar Conta e Iniciar Teste Grátis' }).click()
    await expect(page).toHaveURL(/\/account-confirmation$/)
    const uid = await page.evaluate(() => localStorage.getItem('uid'))
    const found = await (
      await request.get(`/api/subscribers?where[uid][equals]=${uid}`, { headers })
    ).json()
    const start = Math.floor(Date.now() / 1000)
    subscriber = found.docs[0].id
    const sold = await request.patch(`/api/subscribers/${subscriber}`, {
      headers,
      data: {
        subscription_plan: planId,
        subscription_active: true,
        subscription_status: 'active',
        subscription_start: start,
        subscription_end: start + 30 * 86_400,
      },
    })
    expect(sold.ok()).toBe(true)
    // Taken off the site, then renamed in a draft nobody published.
    const unpublished = await request.patch(`/api/plans/${plan.id}`, {
      headers,
      data: { _status: 'draft' },
    })
    expect(unpublished.ok()).toBe(true)
    const draft = await request.patch(`/api/plans/${plan.id}?draft=true`, {
      headers,
      data: { displayName: 'Nome em rascunho' },
    })
    expect(draft.ok()).toBe(true)
    await page.goto('/area-usuario')
    await expect(page.getByTestId('subscription-plan')).toHaveText('Plano Retirado')
  } finally {
    // A plan a current subscriber holds is not deleted (issue 48): the subscription ends first.
    if (subscriber !== undefined)
      await request.patch(`/api/subscribers/${subscriber}`, {
        headers,
        data: { subscription_active: false, subscription_status: 'canceled' },
      })
    await request.delete(`/api/plans/${plan.id}`, { headers })
  }
})

test('signed out on another device: the user area here goes to /login, not to a retry that cannot succeed', async ({
  browser,
  page,
  request,
}) => {
  const email = uniqueEmail('doisaparelhos')
  await emulatorAccount(request, email, 'Davi Lopes')
  const signIn = async (p: Page) => {
    await p.goto('/login')
    await p.getByLabel('Email').fill(email)
    await p.getByLabel('Senha').fill(password)
    await p.getByRole('button', { name: 'Entrar' }).click()
    await expect(p).toHaveURL(/\/area-usuario$/)
    await expect(p.getByText('Davi Lopes').first()).toBeVisible()
  }
  await signIn(page)
  const other = await browser.newContext()
  try {
    const elsewhere = await other.newPage()
    await offline(elsewhere)
    await signIn(elsewhere)
    // The emulator dates a refreshed token by the account's last sign-in, to the second, and a
    // sign-out revokes what was issued before its own second: in the same second as the sign-in
    // there, a refreshed token here would pass (Firebase proper keeps each session's own time).
    await elsewhere.waitForTimeout(1_100)
    await elsewhere.getByRole('button', { name: 'Sair' }).click()
    await expect(elsewhere).toHaveURL(/\/$/)
  } finally {
    await other.close()
  }
  // This page, still open, holds an ID token issued before that sign-out revoked the account's
  // sessions (a reload would not: Firebase checks the account when it starts). Coming back to the
  // tab refreshes the record, which the server now refuses. SWR refreshes on focus at most every
  // 5 s, counted from events the test does not control, so the tab is "come back to" until it does.
  await expect(async () => {
    await page.evaluate(() => {
      document.dispatchEvent(new Event('visibilitychange'))
      window.dispatchEvent(new Event('focus'))
    })
    await expect(page).toHaveURL(/\/login$/, { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
})

test('signing out of a browser without the session cookie still ends the account: the ID token copied from it is refused', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('semcookie')
  await emulatorAccount(request, email, 'Sara Nunes')
  // The ID token the browser sends to set-cookie, as someone copying it from the browser would.
  let idToken = ''
  page.on('request', (req) => {
    const auth = req.headers()['authorization']
    if (req.url().endsWith('/api/auth/set-cookie') && auth) idToken = auth.replace(/^Bearer /, '')
  })
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Senha').fill(password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(page).toHaveURL(/\/area-usuario$/)
  await expect(page.getByText('Sara Nunes').first()).toBeVisible()
  await expect.poll(() => idToken).not.toBe('')
  const uid = (
    JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as {
      sub: string
    }
  ).sub
  const copied = { authorization: `Bearer ${idToken}` }
  expect((await request.get(`/api/users/${uid}`, { headers: copied })).status()).not.toBe(401)
  // A returning visitor past the cookie's 5 days, or a sign-in whose mint was refused: no cookie.
  await page.context().clearCookies({ name: '__session' })
  // Revocation has one-second resolution (see the test above).
  await page.waitForTimeout(1_100)
  await page.getByRole('button', { name: 'Sair' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(async () =>
    expect((await request.get(`/api/users/${uid}`, { headers: copied })).status()).toBe(401),
  ).toPass({ timeout: 5_000 })
})

test('a browser that never signed in gets the public pages without the Firebase SDK; once signed in, every header knows the user', async ({
  page,
  request,
}) => {
  const firebaseScripts: string[] = []
  const reads: Array<Promise<void>> = []
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return
    reads.push(
      res
        .text()
        .catch(() => '')
        .then((text) => {
          if (text.includes('identitytoolkit')) firebaseScripts.push(res.url())
        }),
    )
  })
  // The scripts loaded so far, once every one of them has been read.
  const firebaseScriptsLoaded = async () => {
    let read = 0
    while (read < reads.length) {
      read = reads.length
      await Promise.all(reads)
    }
    return firebaseScripts
  }
  const firebaseDatabase = () =>
    page.evaluate(
      async (name) => (await indexedDB.databases()).some((db) => db.name === name),
      FIREBASE_DATABASE,
    )

  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
  expect(await firebaseScriptsLoaded()).toEqual([])
  expect(await firebaseDatabase()).toBe(false)

  const email = uniqueEmail('eva')
  await emulatorAccount(request, email, 'Eva Prado')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Senha').fill(password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(page).toHaveURL(/\/area-usuario$/)
  await expect(page.getByTestId('profile-name')).toHaveText('Eva Prado')
  expect(await firebaseScriptsLoaded()).not.toEqual([])
  expect(await firebaseDatabase()).toBe(true)

  await page.goto('/planos')
  await expect(page.getByRole('link', { name: 'Minha Conta' })).toBeVisible()
})
