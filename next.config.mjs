import { withPayload } from '@payloadcms/next/withPayload'
import {
  buildFileHeaders,
  mediaFileHeaders,
  securityHeaders,
} from './src/server/securityHeaders.mjs'

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Compressed by the production server instead (server.mjs), which speaks Brotli too; Next's is gzip only.
  compress: false,
  // Separate build folders let several dev servers run side by side (NEXT_DIST_DIR=.next-x).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Routes that fail on purpose (`*.test-route.tsx`, for the error pages' tests) exist only in
  // builds made with TEST_ROUTES=1, as `npm test` makes them; any other build has no such file.
  pageExtensions: [
    'tsx',
    'ts',
    'jsx',
    'js',
    ...(process.env.TEST_ROUTES === '1' ? ['test-route.tsx'] : []),
  ],
  // `next dev` serves its scripts and HMR only to the origin it calls itself: a page opened through
  // the other loopback name would never hydrate. Both names work (development only).
  allowedDevOrigins: ['localhost', '127.0.0.1'],
  images: { formats: ['image/avif', 'image/webp'] },
  compiler: {
    // Chrome compiles the scripts every page runs as it loads off the main thread
    // (src/build/compileHints.mjs says why and which).
    runAfterProductionCompile: async ({ distDir }) => {
      const { markStartupScripts } = await import('./src/build/compileHints.mjs')
      await markStartupScripts(distDir)
    },
  },
  // The browser gets its messages compiled (src/i18n/compiled.ts), so it needs no ICU parser:
  // formatjs's parser-less build keeps ~9 kB (gzip) out of every page's JavaScript.
  turbopack: {
    resolveAlias: {
      '@formatjs/icu-messageformat-parser': {
        browser: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    },
  },
  // The spec gives these calls root paths; they are Payload endpoints like every other call (src/server/endpoints).
  async rewrites() {
    return ['/create-embedded-checkout-session', '/session-status', '/meta-capi'].map((source) => ({
      source,
      destination: `/api${source}`,
    }))
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
    // Every path but the build's own files and the uploaded ones, which get theirs
    // (buildFileHeaders, mediaFileHeaders say why).
    const everyPage = '/:path((?!_next/static/|api/media/file/).*)'
    return [
      { source: everyPage, headers: securityHeaders() },
      { source: '/_next/static/:path*', headers: buildFileHeaders() },
      { source: '/api/media/file/:path*', headers: mediaFileHeaders() },
      // Draft mode (staff previewing drafts, src/server/preview.ts) is shown in the admin panel's live
      // preview frame, on this origin; the later entry's headers replace the earlier ones.
      {
        source: everyPage,
        has: [{ type: 'cookie', key: '__prerender_bypass' }],
        headers: securityHeaders({ framedBySameOrigin: true }),
      },
    ]
  },
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })

// `withPayload` asks for the visitor's colour scheme on every path with Accept-CH and Critical-CH (its
// admin renders its theme from Sec-CH-Prefers-Color-Scheme). Chromium answers a Critical-CH hint it did
// not send by requesting the page again: a first visit to any page paid one more round trip before its
// first byte (seen as a second document request in Lighthouse). Only the admin panel reads the hint.
const payloadHeaders = config.headers
config.headers = async () =>
  (await payloadHeaders()).map((rule) =>
    rule.headers.some((header) => header.key === 'Critical-CH')
      ? { ...rule, source: '/admin/:path*' }
      : rule,
  )

export default config
