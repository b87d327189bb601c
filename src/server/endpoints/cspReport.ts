import type { Endpoint } from 'payload'
import { createRateLimiter } from '@/server/rateLimit.ts'
import { defineEndpoint, HttpError, readCappedText } from './toolkit.ts'

// A browser sends one report per blocked resource; a page with a real problem sends a handful.
const reportLimiter = createRateLimiter('csp-report', 30, 60_000)
const REPORT_BODY_LIMIT = 8_192
const FIELD_MAX = 300

type Violation = { document: string; directive: string; blocked: string; source: string }

const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, FIELD_MAX) : '')

/**
 * The violations in a report body: the report-uri form (`{"csp-report": {...}}`, kebab-case) and
 * the Reporting API form (`[{"type": "csp-violation", "body": {...}}]`, camelCase).
 */
export function violationsOf(body: unknown): Violation[] {
  const legacy = (body as { 'csp-report'?: Record<string, unknown> } | null)?.['csp-report']
  if (legacy && typeof legacy === 'object') {
    return [
      {
        document: text(legacy['document-uri']),
        directive: text(legacy['effective-directive'] ?? legacy['violated-directive']),
        blocked: text(legacy['blocked-uri']),
        source: text(legacy['source-file']),
      },
    ]
  }
  if (!Array.isArray(body)) return []
  return body
    .filter(
      (r): r is { type: string; body: Record<string, unknown> } =>
        Boolean(r) && r.type === 'csp-violation' && typeof r.body === 'object' && r.body !== null,
    )
    .slice(0, 10)
    .map(({ body: b }) => ({
      document: text(b.documentURL),
      directive: text(b.effectiveDirective),
      blocked: text(b.blockedURL),
      source: text(b.sourceFile),
    }))
}

/**
 * POST /api/csp-report — where browsers report Content-Security-Policy violations (the CSP's
 * report-uri and report-to): each one is logged, so a policy that blocks something real shows up.
 * Browsers send these without credentials and in their own content types; limited per client.
 */
export const cspReportEndpoint: Endpoint = defineEndpoint({
  path: '/csp-report',
  method: 'post',
  // Sent by the browser for our own pages; the answer changes nothing, so no Origin rule.
  sameOrigin: false,
  maxBodyBytes: REPORT_BODY_LIMIT,
  clientLimit: { limiter: reportLimiter, message: 'Muitos relatórios.' },
  handler: async ({ req }) => {
    let parsed: unknown
    try {
      parsed = JSON.parse(await readCappedText(req, REPORT_BODY_LIMIT))
    } catch (err) {
      if (err instanceof HttpError) throw err
      throw new HttpError(400, 'Relatório inválido.')
    }
    const violations = violationsOf(parsed)
    if (violations.length === 0) throw new HttpError(400, 'Relatório inválido.')
    for (const v of violations) req.payload.logger.warn({ msg: 'CSP violation', ...v })
    return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
  },
})
