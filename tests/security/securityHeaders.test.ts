import { describe, expect, it } from 'vitest'
import { securityHeaders } from '@/server/securityHeaders.mjs'

const csp = (production: boolean) =>
  securityHeaders({ production, emulatorHost: undefined }).find(
    (h) => h.key === 'Content-Security-Policy',
  )!.value

describe('security headers', () => {
  it('the CSP of the site and the admin in production: no eval, no plugins, no foreign base, framing or forms, and reported violations', () => {
    const policy = csp(true)
    expect(policy).not.toContain("'unsafe-eval'")
    for (const directive of [
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      'report-uri /api/csp-report',
      'report-to csp',
    ])
      expect(policy).toContain(directive)
    expect(securityHeaders({ production: true })).toContainEqual({
      key: 'Reporting-Endpoints',
      value: 'csp="/api/csp-report"',
    })
  })

  it("lets only draft-mode pages be framed, and only by this origin (the admin panel's live preview)", () => {
    const framed = securityHeaders({ production: true, framedBySameOrigin: true })
    expect(framed.find((h) => h.key === 'Content-Security-Policy')!.value).toContain(
      "frame-ancestors 'self'",
    )
    expect(framed).toContainEqual({ key: 'X-Frame-Options', value: 'SAMEORIGIN' })
    expect(securityHeaders({ production: true })).toContainEqual({
      key: 'X-Frame-Options',
      value: 'DENY',
    })
    expect(csp(true)).toMatch(/frame-src 'self' /)
  })

  it("allows eval only in development (React's dev tooling)", () => {
    expect(csp(false)).toContain("'unsafe-eval'")
  })
})
