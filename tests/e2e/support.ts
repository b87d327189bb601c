// Shared helpers for the end-to-end suites.
import AxeBuilder from '@axe-core/playwright'
import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test'
import fs from 'node:fs'
import path from 'node:path'
import { firstAdminSetupToken, SETUP_COOKIE } from '@/server/firstAdminToken.ts'
import { STORAGE_KEYS, type SelectedPlan } from '@/lib/storageKeys.ts'

export const ADMIN = { email: 'e2e-owner@example.com', password: 'Senha-forte-123' }

// Admin login is limited per client and per account (src/server/adminLogin.ts): the suites share
// one token (Payload's tokens last two hours) instead of signing in for every test.
let cachedAdminToken: string | null = null

/** A Payload admin token: registers the first admin if none exists yet, else logs in. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  cachedAdminToken ??= await freshAdminToken(request)
  return cachedAdminToken
}

async function freshAdminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/admins/login', { data: ADMIN })
  if (login.ok()) return (await login.json()).token as string
  const first = await request.post('/api/admins/first-register', {
    data: { ...ADMIN, 'confirm-password': ADMIN.password },
    headers: { cookie: `${SETUP_COOKIE}=${setupToken()}` },
  })
  if (!first.ok())
    throw new Error(`cannot get an admin token: ${first.status()} ${await first.text()}`)
  return (await first.json()).token as string
}

/**
 * Writes the account of `email` as paying Elite Nível 1 (what the Stripe webhook writes once a
 * payment settles), through the admin API; a Stripe customer with no paid checkout has its last
 * open one paid in the stand-in first. Returns the record as it was before.
 */
export async function markPaying(
  request: APIRequestContext,
  email: string,
): Promise<{ id: number; stripeCustomerId: string | null }> {
  const auth = { authorization: `JWT ${await adminToken(request)}` }
  const found = (await (
    await request.get(`/api/subscribers?where[email][equals]=${encodeURIComponent(email)}`, {
      headers: auth,
    })
  ).json()) as { docs: Array<{ id: number; stripeCustomerId: string | null }> }
  const subscriber = found.docs[0]!
  if (subscriber.stripeCustomerId) {
    // Stripe must say so too: checkout asks it before refusing an account its record calls active.
    const sessions = (await (
      await request.get(`${stripeStandInUrl()}/__control/sessions`)
    ).json()) as Array<{ id: string; customer: string; status: string }>
    const mine = sessions.filter((s) => s.customer === subscriber.stripeCustomerId)
    if (!mine.some((s) => s.status === 'complete')) {
      const open = mine.findLast((s) => s.status === 'open')
      expect(open, 'an open checkout of this customer to pay').toBeTruthy()
      const paid = await request.post(
        `${stripeStandInUrl()}/__control/sessions/${encodeURIComponent(open!.id)}/complete`,
      )
      expect(paid.ok()).toBe(true)
    }
  }
  const patched = await request.patch(`/api/subscribers/${subscriber.id}`, {
    headers: auth,
    data: {
      subscription_active: true,
      subscription_status: 'active',
      subscription_plan: 'elite_nivel_1',
    },
  })
  expect(patched.ok()).toBe(true)
  return subscriber
}

/**
 * A published promo code at `percent` off, from `validFrom` (and to `validUntil` if given), made
 * through the admin API; `remove()` deletes it again.
 */
export async function publishPromoCode(
  request: APIRequestContext,
  code: string,
  window: { percent: number; validFrom: number; validUntil?: number; showCountdown?: boolean },
): Promise<{ remove: () => Promise<void> }> {
  const headers = { authorization: `JWT ${await adminToken(request)}` }
  const created = await request.post('/api/promo-codes', {
    headers,
    data: {
      code,
      discountPercent: window.percent,
      couponCode: code.toUpperCase(),
      validFrom: new Date(window.validFrom).toISOString(),
      ...(window.validUntil ? { validUntil: new Date(window.validUntil).toISOString() } : {}),
      ...(window.showCountdown ? { showCountdown: true } : {}),
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  return {
    remove: async () => {
      await request.delete(`/api/promo-codes/${id}`, { headers })
    },
  }
}

// The server runs in production mode: the first admin needs the setup link it prints in its log.
const setupToken = () => firstAdminSetupToken(process.env.PAYLOAD_SECRET ?? '')
export const firstAdminSetupLink = () => `/api/admins/setup-first-admin?token=${setupToken()}`

/** Blocks every request that leaves this machine: the tests run offline. */
export async function offline(page: Page): Promise<void> {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort())
}

/**
 * For a route handler that reads the real response: a request the page's next navigation cancelled
 * while the handler was reading it ("Response has been disposed") has nobody waiting for it, so it
 * is no failure. Anything else is rethrown.
 */
export function unlessCancelled(error: unknown): void {
  if (!/disposed|closed|Target page/i.test(String(error))) throw error
}

export const emulatorHost = () => process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199'
export const projectId = () => process.env.FIREBASE_PROJECT_ID ?? 'demo-busqy'

/** Signed out on /planos: chooses a plan, lands on /cadastro and signs up a new account. */
export async function signUpWithPlan(
  page: Page,
  plan: 'Top Afiliado' | 'Elite Nível 1',
): Promise<string> {
  await page.goto('/planos')
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: plan }) })
  await card.getByRole('button', { name: /Assin/ }).click()
  await expect(page).toHaveURL(/\/cadastro$/)
  const email = `compra${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`
  await page.getByLabel('Nome completo').fill('Paula Compra')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Senha').fill('senha-123')
  await page.getByRole('button', { name: `Criar conta e assinar ${plan}` }).click()
  return email
}

/** Every page of the context (the checkout tab too) is offline, and Stripe.js is the stand-in. */
export async function offlineWithStripeStandIn(context: BrowserContext): Promise<void> {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort())
  const script = fs.readFileSync(
    path.join(import.meta.dirname, 'fixtures', 'stripe-js-standin.js'),
    'utf8',
  )
  await context.route(/^https:\/\/js\.stripe\.com\//, (route) =>
    route.fulfill({ contentType: 'application/javascript', body: script }),
  )
  // The stand-in Stripe.js finishes a session as the customer would: handed to the API stand-in's control route.
  await context.route(/^https:\/\/api\.stripe\.com\/__standin\/complete\//, async (route) => {
    const url = new URL(route.request().url())
    const id = decodeURIComponent(url.pathname.split('/').pop()!)
    const res = await fetch(
      `${stripeStandInUrl()}/__control/sessions/${encodeURIComponent(id)}/complete?payment_status=${url.searchParams.get('payment_status') ?? 'paid'}`,
      { method: 'POST' },
    )
    await route.fulfill({
      status: res.status,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: await res.text(),
    })
  })
}

/** The Stripe API stand-in that `npm test` started beside the app (see tests/support/stripeStandIn.ts). */
export const stripeStandInUrl = () =>
  `http://${process.env.STRIPE_API_HOST ?? '127.0.0.1'}:${process.env.STRIPE_API_PORT ?? ''}`

/** axe finds no serious or critical violation on the page as it is now ('region' is left out: toasts and dialogs sit outside landmarks by design). */
export async function expectAccessible(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).disableRules(['region']).analyze()
  const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  )
}

/** A plan chosen earlier (Elite Nível 1, monthly), as the plans pages store it. */
/** Stores a plan choice as a plans page would have (a page left open, an earlier visit, ...). */
export async function storePlanChoice(page: Page, choice: SelectedPlan): Promise<void> {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    STORAGE_KEYS.selectedPlan,
    JSON.stringify(choice),
  ] as const)
}

export async function storeEliteChoice(page: Page): Promise<void> {
  await storePlanChoice(page, {
    name: 'Elite Nível 1',
    price: 'R$ 197,90',
    period: '/mês',
    priceRaw: '197.90',
    interval: 'month',
  })
}

/**
 * Select all and type, key by key, as a person replaces a value. fill() sets the whole value in one
 * event and hid that a price could not be typed (issue 48): inputs that reformat as they are typed
 * are tested with this.
 */
export async function retype(input: Locator, text: string): Promise<void> {
  await input.click()
  await input.press('ControlOrMeta+a')
  await input.pressSequentially(text, { delay: 20 })
}

/**
 * Scrolls the admin's edit view until Payload has rendered the field: it renders fields as they
 * come into view, and its observer sometimes misses a group a single scroll reached (seen at the
 * bottom of a form), so the scroll goes down and now and then back up.
 */
export async function fieldInView(page: Page, name: string): Promise<Locator> {
  const input = page.locator(`input[name="${name}"]`)
  let attempt = 0
  await expect(async () => {
    if (!(await input.count())) await page.mouse.wheel(0, ++attempt % 4 === 0 ? -1500 : 900)
    await expect(input).toBeAttached({ timeout: 1_000 })
  }).toPass({ timeout: 60_000 })
  await input.scrollIntoViewIfNeeded()
  return input
}

/** The admin panel signed in with the suites' shared token (no login form: admin logins are rate-limited). */
export async function signInAdmin(context: BrowserContext, request: APIRequestContext) {
  await context.addCookies([
    {
      name: 'payload-token',
      value: await adminToken(request),
      url: process.env.TEST_BASE_URL || 'http://127.0.0.1:3100',
    },
  ])
}

/** A moment as the admin's schedule drawer takes it typed: dd/MM/yyyy HH:mm in Brasília time. */
export function brasiliaTyped(at: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .find((p) => p.type === type)?.value ?? ''
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`
}

/** Opens "Agendar Publicação" from the publish button's menu (its chevron) on an edit view. */
export async function openScheduleDrawer(page: Page): Promise<Locator> {
  await page
    .locator('.btn--withPopup', { has: page.getByRole('button', { name: 'Publicar alterações' }) })
    .locator('.popup-button')
    .click()
  await page.locator('#schedule-publish').click()
  // The drawer proposes "Despublicar" for a document without newer changes: this is a publication.
  await page
    .locator('label')
    .filter({ hasText: /^Publicar$/ })
    .click()
  return page.locator('#time input, input#time').first()
}
