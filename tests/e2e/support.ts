// Shared helpers for the end-to-end suites.
import type { APIRequestContext, Page } from '@playwright/test'

export const ADMIN = { email: 'e2e-owner@example.com', password: 'Senha-forte-123' }

/** A Payload admin token: registers the first admin if none exists yet, else logs in. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/admins/login', { data: ADMIN })
  if (login.ok()) return (await login.json()).token as string
  const first = await request.post('/api/admins/first-register', { data: { ...ADMIN, 'confirm-password': ADMIN.password } })
  if (!first.ok()) throw new Error(`cannot get an admin token: ${first.status()} ${await first.text()}`)
  return (await first.json()).token as string
}

/** Blocks every request that leaves this machine: the tests run offline. */
export async function offline(page: Page): Promise<void> {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort())
}

export const emulatorHost = () => process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199'
export const projectId = () => process.env.FIREBASE_PROJECT_ID ?? 'demo-busqy'
