// The security headers of every response: next.config.mjs sets them on what Next.js answers, and the
// production server's check-cookie fast path (src/server/checkCookieFastPath.ts) on what it answers itself.
// Plain JavaScript (with JSDoc types) because next.config.mjs imports it without a build step.

// Only the third parties the product uses: Firebase Auth, Stripe (embedded checkout), Meta (pixel).
/** @param {{ admin: boolean, production: boolean, emulatorHost: string | undefined }} options */
function contentSecurityPolicy({ admin, production, emulatorHost }) {
  const scripts = ["'self'", "'unsafe-inline'", 'https://js.stripe.com', 'https://connect.facebook.net']
  if (!production || admin) scripts.push("'unsafe-eval'")
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
    'frame-src https://js.stripe.com https://checkout.stripe.com https://hooks.stripe.com',
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

/**
 * @param {{ admin: boolean, production?: boolean, emulatorHost?: string }} options
 * @returns {Array<{ key: string, value: string }>}
 */
export function securityHeaders({
  admin,
  production = process.env.NODE_ENV === 'production',
  emulatorHost = process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST,
}) {
  const headers = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ admin, production, emulatorHost }) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")' },
  ]
  if (production) headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' })
  return headers
}
