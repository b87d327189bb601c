// Every page (and check-cookie, answered by the production server's Payload fast path) has the
// security headers; cookies are httpOnly and SameSite.
import { expect, test } from '@playwright/test'
import { publishPromoCode } from './support.ts'

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

test("the build's scripts and stylesheets: nosniff and HSTS, not a document's policies; Brotli for a browser that takes it", async ({
  request,
}) => {
  const html = await (await request.get('/')).text()
  const files = [...new Set(html.match(/\/_next\/static\/[^"']+\.(?:js|css)/g))]
  expect(files.length).toBeGreaterThan(3)
  for (const file of files.slice(0, 4)) {
    const h = (await request.get(file, { headers: { 'accept-encoding': 'br, gzip' } })).headers()
    expect(h['x-content-type-options'], file).toBe('nosniff')
    expect(h['strict-transport-security'], file).toContain('max-age=')
    expect(h['content-security-policy'], file).toBeUndefined()
    expect(h['content-encoding'], file).toBe('br')
  }
})

test('no X-Powered-By header leaks the framework', async ({ request }) => {
  expect((await request.get('/')).headers()['x-powered-by']).toBeUndefined()
})

// Next.js renders a prerendered page again, after its data expired, for whichever request comes
// first, and stores that render's address (query included) in the page every later visitor gets.
// The address can carry a Stripe checkout session id (/checkout-return), an ad's click id or a
// partner's code: none of it may reach someone else's page, nor a header it chose.
test("a page rendered for one visitor's address carries none of its query to the next visitor", async ({
  request,
}) => {
  const stamp = Date.now()
  const code = `vazamento${stamp}`
  const promo = await publishPromoCode(request, code, { percent: 15, validFrom: Date.now() - 1000 })
  try {
    // The publication expired the page's data: this request is the one it is rendered for.
    // Next also takes a script nonce from the request's own CSP header, and a draft-mode cookie
    // that is not this build's is an ordinary request whose render Next stores (reviews).
    const first = await request.get(
      `/afiliado?session_id=cs_test_alheio${stamp}&fbclid=clique${stamp}&utm_source=anuncio${stamp}`,
      {
        headers: {
          'content-security-policy': `script-src 'nonce-escolhido${stamp}'`,
          cookie: '__prerender_bypass=forjado',
        },
      },
    )
    expect(first.status()).toBe(200)
    // The next visitor, once the page shows the new code (rendered after the expiry).
    let html = ''
    await expect(async () => {
      html = await (await request.get('/afiliado')).text()
      expect(html).toContain(code)
    }).toPass({ timeout: 20_000 })
    expect(html).not.toContain(`alheio${stamp}`)
    expect(html).not.toContain(`clique${stamp}`)
    expect(html).not.toContain(`anuncio${stamp}`)
    expect(html).not.toContain(`escolhido${stamp}`)
  } finally {
    await promo.remove()
  }
})
