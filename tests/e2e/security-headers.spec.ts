// Every page (and check-cookie, answered by the production server's Payload fast path) has the
// security headers; cookies are httpOnly and SameSite.
import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { adminToken, publishPromoCode } from './support.ts'

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

// Uploaded files are served sandboxed through the real server: next.config.mjs's site policy used to
// replace what collections/Media.ts sets, so an SVG opened on its own ran under the site's
// `script-src 'self' 'unsafe-inline'` (the integration test skipped Next's header layer).
test('every file under /api/media/file/ gets the sandbox policy', async ({ request }) => {
  const headers = { authorization: `JWT ${await adminToken(request)}` }
  const stamp = Date.now()
  const png = await sharp({
    create: { width: 1300, height: 700, channels: 3, background: '#5b21b6' },
  })
    .png()
    .toBuffer()
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
  )
  const ids: number[] = []
  try {
    const urls: string[] = []
    for (const [name, mimeType, buffer] of [
      [`sandbox${stamp}.png`, 'image/png', png],
      [`sandbox${stamp}.svg`, 'image/svg+xml', svg],
    ] as const) {
      const res = await request.post('/api/media', {
        headers,
        multipart: { file: { name, mimeType, buffer }, _payload: JSON.stringify({ alt: name }) },
      })
      expect(res.ok(), await res.text()).toBe(true)
      const doc = (
        (await res.json()) as {
          doc: { id: number; url: string; sizes?: Record<string, { url?: string | null }> }
        }
      ).doc
      ids.push(doc.id)
      urls.push(doc.url, ...Object.values(doc.sizes ?? {}).flatMap((s) => (s.url ? [s.url] : [])))
    }
    expect(urls.length).toBeGreaterThan(2)
    for (const url of urls) {
      const path = new URL(url, 'http://x').pathname
      expect(path).toMatch(/^\/api\/media\/file\//)
      const res = await request.get(path)
      expect(res.status(), path).toBe(200)
      const csp = res.headers()['content-security-policy'] ?? ''
      expect(csp, path).toMatch(/^default-src 'none';/)
      expect(csp, path).toMatch(/(^|; )sandbox(;|$)/)
      expect(csp, path).not.toContain('script-src')
      expect(res.headers()['x-content-type-options'], path).toBe('nosniff')
    }
  } finally {
    for (const id of ids) await request.delete(`/api/media/${id}`, { headers })
  }
})

// Next's draft-mode cookie is one value for the whole build: anyone who once held it (a removed
// editor) could make every page render uncached. The production server lets it through only with a
// valid admin-panel session (server.mjs); without one it is stripped before it reaches Next.
test('the draft-mode cookie counts only with an admin-panel session', async ({ playwright }) => {
  const baseURL = test.info().project.use.baseURL
  const token = await adminToken(await playwright.request.newContext({ baseURL }))
  // Its own context each: a context keeps the cookies it is given.
  const staff = await playwright.request.newContext({ baseURL })
  const preview = await staff.get('/preview?path=/planos', {
    headers: { authorization: `JWT ${token}` },
    maxRedirects: 0,
  })
  expect(preview.status()).toBe(307)
  const bypass = /__prerender_bypass=([^;]+)/.exec(preview.headers()['set-cookie'] ?? '')?.[1]
  expect(bypass).toBeTruthy()
  await staff.dispose()
  const get = async (cookie: string) => {
    const context = await playwright.request.newContext({ baseURL })
    const res = await context.get('/planos', { headers: { cookie } })
    const h = { status: res.status(), cacheControl: res.headers()['cache-control'] ?? '' }
    await context.dispose()
    return h
  }
  // With the admin panel's session: draft mode, rendered for this request alone.
  const withSession = await get(`__prerender_bypass=${bypass}; payload-token=${token}`)
  expect(withSession.status).toBe(200)
  expect(withSession.cacheControl).toContain('no-store')
  // The cookie alone, or with a session that is not one: the stored page everyone gets.
  for (const cookie of [
    `__prerender_bypass=${bypass}`,
    `__prerender_bypass=${bypass}; payload-token=forjado`,
  ]) {
    const alone = await get(cookie)
    expect(alone.status, cookie).toBe(200)
    expect(alone.cacheControl, cookie).not.toContain('no-store')
  }
})
