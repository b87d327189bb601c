// CSP violation reports (issue 18, Low): the policy's report-uri / report-to endpoint logs each
// violation, refuses what is not a report, caps the body and limits each client.
import config from '@payload-config'
import { getPayload } from 'payload'
import { describe, expect, it, vi } from 'vitest'
import { rest } from '../support/rest.ts'

const legacy = {
  'csp-report': {
    'document-uri': 'http://localhost:3000/planos',
    'effective-directive': 'script-src-elem',
    'blocked-uri': 'https://evil.example/x.js',
    'source-file': 'http://localhost:3000/planos',
  },
}
const reportingApi = [
  {
    type: 'csp-violation',
    url: 'http://localhost:3000/',
    body: {
      documentURL: 'http://localhost:3000/',
      effectiveDirective: 'script-src-elem',
      blockedURL: 'inline',
      sourceFile: 'http://localhost:3000/',
    },
  },
]

describe('POST /api/csp-report', () => {
  it('logs a violation in either report format', async () => {
    const payload = await getPayload({ config })
    const warn = vi.spyOn(payload.logger, 'warn')
    try {
      const a = await rest('POST', '/csp-report', {
        headers: { 'content-type': 'application/csp-report', 'x-forwarded-for': '10.96.0.1' },
        body: legacy,
      })
      const b = await rest('POST', '/csp-report', {
        headers: { 'content-type': 'application/reports+json', 'x-forwarded-for': '10.96.0.1' },
        body: reportingApi,
      })
      expect([a.status, b.status]).toEqual([204, 204])
      const logged = warn.mock.calls
        .map((c) => c[0] as unknown as Record<string, string>)
        .filter((o) => o.msg === 'CSP violation')
      expect(logged).toEqual([
        {
          msg: 'CSP violation',
          document: 'http://localhost:3000/planos',
          directive: 'script-src-elem',
          blocked: 'https://evil.example/x.js',
          source: 'http://localhost:3000/planos',
        },
        {
          msg: 'CSP violation',
          document: 'http://localhost:3000/',
          directive: 'script-src-elem',
          blocked: 'inline',
          source: 'http://localhost:3000/',
        },
      ])
    } finally {
      warn.mockRestore()
    }
  })

  it('refuses what is not a report, caps the body and limits each client', async () => {
    const send = (body: unknown, ip = '10.96.1.1') =>
      rest('POST', '/csp-report', {
        headers: { 'content-type': 'application/csp-report', 'x-forwarded-for': ip },
        body,
      })
    expect((await send({ hello: 'world' })).status).toBe(400)
    expect((await send('not json')).status).toBe(400)
    expect((await send({ 'csp-report': { 'blocked-uri': 'x'.repeat(10_000) } })).status).toBe(413)
    const statuses: number[] = []
    for (let i = 0; i < 35; i++) statuses.push((await send(legacy, '10.96.2.1')).status)
    expect(statuses.filter((s) => s === 204)).toHaveLength(30)
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429, 429])
    expect((await send(legacy, '10.96.2.2')).status).toBe(204)
  })
})
