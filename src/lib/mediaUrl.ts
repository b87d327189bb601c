// Picks the URL of an uploaded image: one of the sizes of collections/Media.ts when it exists (an SVG
// has none: it is served as uploaded), else the original; null when nothing is uploaded.
import type { Media } from '../payload-types.ts'

export type MediaSize = keyof NonNullable<Media['sizes']>

export function asMedia(value: number | Media | null | undefined): Media | null {
  return value && typeof value === 'object' && value.url ? value : null
}

export function mediaUrl(value: number | Media | null | undefined, size?: MediaSize): string | null {
  const media = asMedia(value)
  if (!media) return null
  return (size && media.sizes?.[size]?.url) || media.url || null
}
