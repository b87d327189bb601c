import { describe, expect, it } from 'vitest'
import {
  documentPreviewUrl,
  parsePreviewAt,
  previewAtInputBounds,
  previewMoment,
  previewPath,
  previewUrl,
  safeSitePath,
} from '@/lib/previewPaths.ts'
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

describe('preview moment', () => {
  const now = new Date('2026-11-25T12:00:00.000Z')

  it('shows a promo code that starts later as of its start, anything else as of now', () => {
    const friday = '2026-11-27T03:00:00.000Z'
    expect(previewMoment('promo-codes', { validFrom: friday }, now)).toBe(friday)
    expect(
      documentPreviewUrl(
        'https://busqy.com.br',
        'promo-codes',
        { code: 'bf', validFrom: friday },
        now,
      ),
    ).toBe(
      'https://busqy.com.br/preview?path=%2Fplanos-promo%3Fpromo%3Dbf&em=2026-11-27T03%3A00%3A00.000Z',
    )
    // Started already, no start, or not a promo code: now.
    expect(previewMoment('promo-codes', { validFrom: '2026-11-20T03:00:00.000Z' }, now)).toBeNull()
    expect(previewMoment('promo-codes', { validFrom: null }, now)).toBeNull()
    expect(previewMoment('plans', { validFrom: friday }, now)).toBeNull()
    expect(documentPreviewUrl('https://busqy.com.br', 'plans', {}, now)).toBe(
      'https://busqy.com.br/preview?path=%2Fplanos',
    )
  })

  it('accepts only a real date within five years', () => {
    expect(parsePreviewAt('2026-11-27T03:00:00.000Z', now)?.toISOString()).toBe(
      '2026-11-27T03:00:00.000Z',
    )
    for (const bad of [
      'amanhã',
      '',
      '20266-01-01T00:00:00Z',
      '2040-01-01T00:00:00Z',
      null,
      undefined,
    ])
      expect(parsePreviewAt(bad, now), String(bad)).toBeNull()
  })

  it('offers in the bar only moments the route accepts, the same bounds all day', () => {
    // Local times, as the browser's datetime-local field reads them: leap days and year ends too.
    for (const today of [
      new Date(2026, 10, 29, 0, 0, 1),
      new Date(2026, 10, 29, 23, 59, 59),
      new Date(2028, 1, 29, 12, 0),
      new Date(2027, 11, 31, 23, 30),
      new Date(2024, 0, 1, 0, 0),
    ]) {
      const { min, max } = previewAtInputBounds(today)
      expect(min, String(today)).toMatch(/^\d{4}-\d{2}-\d{2}T00:00$/)
      expect(max, String(today)).toMatch(/^\d{4}-\d{2}-\d{2}T23:59$/)
      expect(Number(min.slice(0, 4))).toBe(today.getFullYear() - 5)
      expect(Number(max.slice(0, 4))).toBe(today.getFullYear() + 5)
      // new Date('YYYY-MM-DDTHH:MM') is local time, as the bar sends it.
      expect(parsePreviewAt(new Date(min).toISOString(), today), min).not.toBeNull()
      expect(parsePreviewAt(new Date(`${max}:59.999`).toISOString(), today), max).not.toBeNull()
    }
    const morning = previewAtInputBounds(new Date(2026, 10, 29, 0, 0, 1))
    expect(previewAtInputBounds(new Date(2026, 10, 29, 23, 59, 59))).toEqual(morning)
  })
})
