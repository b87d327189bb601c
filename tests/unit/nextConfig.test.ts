import { afterEach, describe, expect, it, vi } from 'vitest'

// The routes that fail on purpose must never be part of a production build.
async function pageExtensions(testRoutes: string | undefined): Promise<string[]> {
  vi.resetModules()
  if (testRoutes === undefined) delete process.env.TEST_ROUTES
  else process.env.TEST_ROUTES = testRoutes
  const { default: config } = await import('../../next.config.mjs')
  return config.pageExtensions ?? []
}

describe('next.config pageExtensions', () => {
  const saved = process.env.TEST_ROUTES
  afterEach(() => {
    if (saved === undefined) delete process.env.TEST_ROUTES
    else process.env.TEST_ROUTES = saved
  })

  it('leaves the *.test-route.tsx files out of every build but the tests', async () => {
    expect(await pageExtensions(undefined)).toEqual(['tsx', 'ts', 'jsx', 'js'])
    expect(await pageExtensions('0')).not.toContain('test-route.tsx')
    expect(await pageExtensions('1')).toContain('test-route.tsx')
  })
})

describe('next.config routing', () => {
  it("sends the spec's root-path calls to their Payload endpoints", async () => {
    const { default: config } = await import('../../next.config.mjs')
    const rewrites = await config.rewrites!()
    expect(rewrites).toEqual(
      expect.arrayContaining(
        ['/create-embedded-checkout-session', '/session-status', '/meta-capi'].map((source) => ({
          source,
          destination: `/api${source}`,
        })),
      ),
    )
  })

  it('lets `npm run dev` pages hydrate through localhost and 127.0.0.1 alike', async () => {
    const { default: config } = await import('../../next.config.mjs')
    expect(config.allowedDevOrigins).toEqual(expect.arrayContaining(['localhost', '127.0.0.1']))
  })
})

describe('next.config headers', () => {
  it('asks for the colour-scheme hint on the admin panel only (Critical-CH makes Chromium fetch a page twice)', async () => {
    const { default: config } = await import('../../next.config.mjs')
    const rules = await config.headers!()
    const hinted = rules.filter((rule) => rule.headers.some((h) => h.key === 'Critical-CH'))
    expect(hinted.map((rule) => rule.source)).toEqual(['/admin/:path*'])
    expect(
      rules
        .filter((rule) => rule.source === '/:path*')
        .flatMap((rule) => rule.headers.map((h) => h.key)),
    ).not.toEqual(expect.arrayContaining(['Accept-CH']))
  })
})

describe('next.config security headers by path', () => {
  // The headers Next sends for a path: every matching rule without a condition, a later rule's
  // header replacing an earlier one's, matched as Next matches them.
  async function headersFor(pathname: string): Promise<Record<string, string>> {
    const { getPathMatch } = await import('next/dist/shared/lib/router/utils/path-match.js')
    const { default: config } = await import('../../next.config.mjs')
    const sent: Record<string, string> = {}
    for (const rule of await config.headers!()) {
      if (rule.has || !getPathMatch(rule.source, { removeUnnamedParams: true })(pathname)) continue
      for (const h of rule.headers) sent[h.key.toLowerCase()] = h.value
    }
    return sent
  }

  it("keeps every page's CSP and framing rules, and sends the build's scripts and stylesheets only what applies to them", async () => {
    for (const path of ['/', '/planos', '/api/health', '/icon.svg', '/media/logo.svg', '/admin']) {
      const sent = await headersFor(path)
      expect(sent['content-security-policy'], path).toContain("object-src 'none'")
      expect(sent['x-frame-options'], path).toBe('DENY')
      expect(sent['x-content-type-options'], path).toBe('nosniff')
    }
    const file = await headersFor('/_next/static/chunks/0iljhrfihi63g.js')
    expect(file['x-content-type-options']).toBe('nosniff')
    expect(file['content-security-policy']).toBeUndefined()
    expect(file['permissions-policy']).toBeUndefined()
  })
})
