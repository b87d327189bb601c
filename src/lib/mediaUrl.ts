// The URL of an uploaded image for the site: one of the sizes of collections/Media.ts when it exists
// (an SVG has none: it is served as uploaded), else the original; null when nothing is uploaded.
// Payload writes absolute URLs (serverURL + /api/media/file/…); the site uses the path, so Next's
// image optimiser reads the file from this server instead of fetching its own public address
// (which it refuses: not in remotePatterns, and a local address in development).
import type { Media } from '@/payload-types.ts'

export type MediaSize = keyof NonNullable<Media['sizes']>

export function asMedia(value: number | Media | null | undefined): Media | null {
  return value && typeof value === 'object' && value.url ? value : null
}

export function sitePath(url: string): string {
  if (!/^https?:\/\//.test(url)) return url
  const u = new URL(url)
  return u.pathname.startsWith('/api/') ? `${u.pathname}${u.search}` : url
}

export function mediaUrl(
  value: number | Media | null | undefined,
  size?: MediaSize,
): string | null {
  const media = asMedia(value)
  const url = media && ((size && media.sizes?.[size]?.url) || media.url)
  return url ? sitePath(url) : null
}

/**
 * Where a crop made by CSS (`object-fit: cover`) keeps the image: the focal point the marketer
 * marked (Payload stores it in percent), the centre when none is marked.
 */
export function focalPosition(media: Pick<Media, 'focalX' | 'focalY'>): string {
  const percent = (v: number | null | undefined) =>
    typeof v === 'number' && Number.isFinite(v) ? Math.min(100, Math.max(0, v)) : 50
  return `${percent(media.focalX)}% ${percent(media.focalY)}%`
}
