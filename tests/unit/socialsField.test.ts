// Social profile links (fields/socials.ts, on the bio page) accept only http(s) addresses: an
// editor's `javascript:` or `data:` link must never reach a visitor's click.
import { describe, expect, it } from 'vitest'
import { PROFILE_URL_MESSAGE, validateProfileUrl } from '../../fields/socials.ts'

describe('social profile address', () => {
  it('accepts full http(s) profile addresses', () => {
    expect(validateProfileUrl('https://www.instagram.com/busqy')).toBe(true)
    expect(validateProfileUrl('http://youtube.com/@busqy')).toBe(true)
  })

  it('refuses scripts, data, paths, protocol-relative and empty addresses', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '/bio',
      '//evil.example',
      'https:///nohost',
      'https://exemplo.com/com espaço',
      '',
      null,
      undefined,
    ])
      expect(validateProfileUrl(bad), String(bad)).toBe(PROFILE_URL_MESSAGE)
  })
})
