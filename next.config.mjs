import { withPayload } from '@payloadcms/next/withPayload'

const production = process.env.NODE_ENV === 'production'
const emulator = process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST

// Only the third parties the product uses: Firebase Auth, Stripe (embedded checkout), Meta (pixel).
function contentSecurityPolicy({ admin }) {
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
  if (emulator) connect.push(`http://${emulator}`)
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

function securityHeaders(admin) {
  const headers = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ admin }) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")' },
  ]
  if (production) headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' })
  return headers
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Separate build folders let several dev servers run side by side (NEXT_DIST_DIR=.next-x).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  images: { formats: ['image/avif', 'image/webp'] },
  // The browser gets its messages compiled (src/i18n/compiled.ts), so it needs no ICU parser:
  // formatjs's parser-less build keeps ~9 kB (gzip) out of every page's JavaScript.
  turbopack: {
    resolveAlias: { '@formatjs/icu-messageformat-parser': { browser: '@formatjs/icu-messageformat-parser/no-parser.js' } },
  },
  async headers() {
    return [
      { source: '/((?!admin).*)', headers: securityHeaders(false) },
      { source: '/admin/:path*', headers: securityHeaders(true) },
      { source: '/admin', headers: securityHeaders(true) },
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
