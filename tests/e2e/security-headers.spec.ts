// Every page (and check-cookie, answered by the production server's Payload fast path) has the
// security headers; cookies are httpOnly and SameSite.
import { expect, test } from '@playwright/test'

for (const route of [
  '/',
  '/planos',
  '/bio',
  '/login',
  '/area-usuario',
  '/admin/login',
  '/nao-existe',
  '/api/auth/check-cookie',
]) {
  test(`security headers on ${route}`, async ({ request }) => {
    const res = await request.get(route, { maxRedirects: 0 })
    const h = res.headers()
    expect(h['x-content-type-options']).toBe('nosniff')
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(h['x-frame-options']).toBe('DENY')
    expect(h['strict-transport-security']).toContain('max-age=')
    const csp = h['content-security-policy'] ?? ''
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain('https://js.stripe.com')
    expect(csp).toContain('https://identitytoolkit.googleapis.com')
    expect(csp).toContain('https://connect.facebook.net')
    expect(csp).not.toMatch(/default-src \*|script-src[^;]*\s\*\s/)
    expect(csp).toContain("base-uri 'self'")
    expect(csp).toContain("form-action 'self'")
    // Production, the admin panel included: no eval; violations reported to the logging endpoint.
    expect(csp).not.toContain("'unsafe-eval'")
    expect(csp).toContain('report-uri /api/csp-report')
    expect(h['reporting-endpoints']).toBe('csp="/api/csp-report"')
  })
}

test('no X-Powered-By header leaks the framework', async ({ request }) => {
  expect((await request.get('/')).headers()['x-powered-by']).toBeUndefined()
})
