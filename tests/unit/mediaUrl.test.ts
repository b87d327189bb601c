import { describe, expect, it } from 'vitest'
import { focalPosition, mediaUrl } from '@/lib/mediaUrl.ts'
import type { Media } from '@/payload-types.ts'

describe('media for the site', () => {
  it('crops around the focal point the marketer marked, the centre when there is none', () => {
    expect(focalPosition({ focalX: 20, focalY: 75 })).toBe('20% 75%')
    expect(focalPosition({ focalX: null, focalY: undefined })).toBe('50% 50%')
    expect(focalPosition({ focalX: -5, focalY: 140 })).toBe('0% 100%')
  })

  it('uses the size asked for when it exists, as a path on this site', () => {
    const media = {
      id: 1,
      alt: 'Logo',
      url: 'https://busqy.com.br/api/media/file/logo.png',
      sizes: { logo: { url: 'https://busqy.com.br/api/media/file/logo-480x192.png' } },
    } as Media
    expect(mediaUrl(media, 'logo')).toBe('/api/media/file/logo-480x192.png')
    expect(mediaUrl(media, 'icon')).toBe('/api/media/file/logo.png')
    expect(mediaUrl(null)).toBeNull()
  })
})
