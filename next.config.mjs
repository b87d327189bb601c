import { withPayload } from '@payloadcms/next/withPayload'
import { securityHeaders } from './src/server/securityHeaders.mjs'

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
  // The spec gives these calls root paths; they are Payload endpoints like every other call (src/server/endpoints).
  async rewrites() {
    return ['/create-embedded-checkout-session', '/session-status', '/meta-capi'].map((source) => ({ source, destination: `/api${source}` }))
  },
  // In production the create-first-user screen opens only through the setup link the server prints
  // (src/server/bootstrapAdmin.ts); without its cookie the visitor is told why registration is closed.
  async redirects() {
    if (process.env.NODE_ENV !== 'production') return []
    return [
      {
        source: '/admin/create-first-user',
        missing: [{ type: 'cookie', key: 'busqy-first-admin' }],
        destination: '/api/admins/setup-first-admin',
        permanent: false,
      },
    ]
  },
  async headers() {
    return [
      { source: '/((?!admin).*)', headers: securityHeaders({ admin: false }) },
      { source: '/admin/:path*', headers: securityHeaders({ admin: true }) },
      { source: '/admin', headers: securityHeaders({ admin: true }) },
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
