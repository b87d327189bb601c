import { describe, expect, it } from 'vitest'
import { previewPath, previewUrl, safeSitePath } from '@/lib/previewPaths.ts'
import { contentJobsCron, DEFAULT_CONTENT_JOBS_CRON } from '@/server/jobs/cron.ts'

describe('preview paths', () => {
  it('open each document on the page that shows it', () => {
    expect(previewPath('plans', {})).toBe('/planos')
    expect(previewPath('promo-codes', { code: ' Aniversario ' })).toBe(
      '/planos-promo?promo=aniversario',
    )
    expect(previewPath('faqs', { pages: ['plans', 'landing'] })).toBe('/planos')
    expect(previewPath('faqs', { pages: [] })).toBe('/')
    expect(previewPath('legal-pages', { slug: 'privacidade' })).toBe('/politicas-de-privacidade')
    expect(previewPath('bio-page', {})).toBe('/bio')
    expect(previewPath('bio-links', {})).toBe('/bio')
    expect(previewPath('landing-copy', {})).toBe('/')
    // The upsell page needs a signed-in subscriber who chose a plan: nothing to preview.
    expect(previewPath('upsell-settings', {})).toBeNull()
  })

  it('go through the draft-mode route of this site', () => {
    expect(previewUrl('https://busqy.com.br', '/planos-promo?promo=novo')).toBe(
      'https://busqy.com.br/preview?path=%2Fplanos-promo%3Fpromo%3Dnovo',
    )
    expect(previewUrl('https://busqy.com.br', null)).toBeNull()
  })

  it('redirect only within the site', () => {
    expect(safeSitePath('/planos?promo=novo')).toBe('/planos?promo=novo')
    for (const bad of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      'planos',
      '/a\nb',
      null,
      undefined,
      `/${'x'.repeat(600)}`,
    ])
      expect(safeSitePath(bad), String(bad)).toBeNull()
  })
})

describe('jobs cron', () => {
  it('looks for due scheduled publications every minute unless JOBS_CRON says otherwise', () => {
    expect(contentJobsCron({})).toBe(DEFAULT_CONTENT_JOBS_CRON)
    expect(contentJobsCron({ JOBS_CRON: ' * * * * * * ' })).toBe('* * * * * *')
  })
})
