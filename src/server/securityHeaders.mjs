// The security headers of every response: next.config.mjs sets them on what Next.js answers, and the
// production server's check-cookie fast path (src/server/checkCookieFastPath.ts) on what it answers itself.
// Plain JavaScript (with JSDoc types) because next.config.mjs imports it without a build step.

export const CSP_REPORT_PATH = '/api/csp-report'

// Only the third parties the product uses: Firebase Auth, Stripe (embedded checkout), Meta (pixel).
// The admin panel gets the same policy as the site (it needs no eval in production).
/** @param {{ production: boolean, emulatorHost: string | undefined, framedBySameOrigin: boolean }} options */
function contentSecurityPolicy({ production, emulatorHost, framedBySameOrigin }) {
  // 'unsafe-inline': Next.js streams each page's data as inline scripts, and a nonce or hashes would
  // make every page dynamic or need per-response hashing (docs/security.md has the measurements).
  const scripts = [
    "'self'",
    "'unsafe-inline'",
    'https://js.stripe.com',
    'https://connect.facebook.net',
  ]
  // Development only (React's dev tools and fast refresh); the production admin panel runs without it.
  if (!production) scripts.push("'unsafe-eval'")
  const connect = [
    "'self'",
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://api.stripe.com',
    'https://connect.facebook.net',
    'https://www.facebook.com',
  ]
  if (emulatorHost) connect.push(`http://${emulatorHost}`)
  if (!production) connect.push('ws:')
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://*.stripe.com https://www.facebook.com https://*.googleusercontent.com",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    // 'self': the admin panel's live preview frames the site's pages.
    "frame-src 'self' https://js.stripe.com https://checkout.stripe.com https://hooks.stripe.com",
    "worker-src 'self' blob:",
    framedBySameOrigin ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    // Violations are logged by POST /api/csp-report (report-to where supported, report-uri elsewhere).
    `report-uri ${CSP_REPORT_PATH}`,
    'report-to csp',
  ].join('; ')
}

/**
 * `framedBySameOrigin`: for pages in draft mode, which the admin panel's live preview shows in a
 * frame on this origin (next.config.mjs); every other page may not be framed at all.
 * @param {{ production?: boolean, emulatorHost?: string, framedBySameOrigin?: boolean }} [options]
 * @returns {Array<{ key: string, value: string }>}
 */
export function securityHeaders({
  production = process.env.NODE_ENV === 'production',
  emulatorHost = process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST,
  framedBySameOrigin = false,
} = {}) {
  const headers = [
    {
      key: 'Content-Security-Policy',
      value: contentSecurityPolicy({ production, emulatorHost, framedBySameOrigin }),
    },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: framedBySameOrigin ? 'SAMEORIGIN' : 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
    },
    { key: 'Reporting-Endpoints', value: `csp="${CSP_REPORT_PATH}"` },
  ]
  if (production)
    headers.push({
      key: 'Strict-Transport-Security',
      value: 'max-age=63072000; includeSubDomains; preload',
    })
  return headers
}

/**
 * The headers of the build's own files (/_next/static/*: scripts, stylesheets, fonts). A browser
 * applies a CSP, framing, referrer and permissions policy to documents and workers, never to a
 * script or a stylesheet, so those ~1.1 kB (the CSP alone is ~870 bytes) are left off the dozen
 * files a first view loads: Lighthouse's simulation counts every header byte at its 1.6 Mbit/s.
 * The site starts no worker from these files.
 * @param {{ production?: boolean }} [options]
 * @returns {Array<{ key: string, value: string }>}
 */
export function buildFileHeaders({ production = process.env.NODE_ENV === 'production' } = {}) {
  return securityHeaders({ production }).filter(
    (h) => h.key === 'X-Content-Type-Options' || h.key === 'Strict-Transport-Security',
  )
}

/**
 * The policy of an uploaded file opened on its own (every path under /api/media/file/): nothing
 * runs, loads or submits, and the document is sandboxed (a unique origin), so an SVG that slipped
 * past the upload check never acts in the site's origin. An <img> ignores it.
 */
export const MEDIA_FILE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox"

/**
 * The headers of every uploaded file (next.config.mjs). Next applies its header rules after the
 * route's own headers and the last matching rule wins, so the site policy of `securityHeaders`
 * replaced the sandbox collections/Media.ts set; these paths get this set instead.
 * @param {{ production?: boolean }} [options]
 * @returns {Array<{ key: string, value: string }>}
 */
export function mediaFileHeaders({ production = process.env.NODE_ENV === 'production' } = {}) {
  const headers = [
    { key: 'Content-Security-Policy', value: MEDIA_FILE_CSP },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  ]
  if (production)
    headers.push({
      key: 'Strict-Transport-Security',
      value: 'max-age=63072000; includeSubDomains; preload',
    })
  return headers
}
