import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Separate build folders let several dev servers run side by side (NEXT_DIST_DIR=.next-x).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  images: { formats: ['image/avif', 'image/webp'] },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
