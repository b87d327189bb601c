import { describe, expect, it } from 'vitest'
import { securityHeaders } from '../../src/server/securityHeaders.mjs'

const csp = (o: { admin: boolean; production: boolean }) => securityHeaders({ ...o, emulatorHost: undefined }).find((h) => h.key === 'Content-Security-Policy')!.value

describe('security headers', () => {
  it('the CSP of the site and the admin in production: no eval, no plugins, no foreign base, framing or forms, and reported violations', () => {
    for (const admin of [false, true]) {
      const policy = csp({ admin, production: true })
      expect(policy).not.toContain("'unsafe-eval'")
      for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'", 'report-uri /api/csp-report', 'report-to csp']) expect(policy).toContain(directive)
    }
    expect(securityHeaders({ admin: false, production: true })).toContainEqual({ key: 'Reporting-Endpoints', value: 'csp="/api/csp-report"' })
  })

  it("allows eval only in development (React's dev tooling)", () => {
    expect(csp({ admin: false, production: false })).toContain("'unsafe-eval'")
  })
})
