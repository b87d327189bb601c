// Which page shows a CMS document (the admin's preview button and live preview), and the address
// that opens it in draft mode. Upsell settings have none: the upsell page needs a signed-in
// subscriber who chose a plan.

import { promoPlansPath } from './promo.ts'

/** The preview route (src/app/preview/route.ts): it enables draft mode for staff, then opens `path`. */
export const PREVIEW_ROUTE = '/preview'
/** Leaves draft mode and goes back to `path`. */
export const EXIT_PREVIEW_ROUTE = '/preview/sair'
/** The preview route's parameter naming the moment the pages are shown as of (ISO 8601). */
export const PREVIEW_AT_PARAM = 'em'
/** Where the preview route keeps that moment for the pages that follow (read in draft mode only). */
export const PREVIEW_AT_COOKIE = 'preview-at'
// A moment further away than this is a typo (year 20266), not a campaign being prepared.
const PREVIEW_AT_MAX_YEARS = 5

const LEGAL_PATHS: Record<string, string> = {
  termos: '/termos',
  privacidade: '/politicas-de-privacidade',
  sobre: '/sobre',
}
const FAQ_PATHS: Record<string, string> = { landing: '/', promo: '/planos-promo', plans: '/planos' }

type Data = Record<string, unknown>

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null)

/** The site page a document or global appears on, or null when there is nothing to preview. */
export function previewPath(slug: string, data: Data): string | null {
  switch (slug) {
    case 'plans':
      return '/planos'
    case 'promo-codes': {
      const code = text(data.code)
      return code ? promoPlansPath(code) : '/planos-promo'
    }
    case 'faqs': {
      const pages = Array.isArray(data.pages) ? data.pages : []
      return FAQ_PATHS[String(pages[0] ?? 'landing')] ?? '/'
    }
    case 'legal-pages':
      return LEGAL_PATHS[String(data.slug)] ?? null
    case 'bio-links':
    case 'bio-page':
      return '/bio'
    case 'stores':
    case 'features':
    case 'pain-points':
    case 'landing-copy':
    case 'site-settings':
      return '/'
    default:
      return null
  }
}

/**
 * The moment a document's preview shows the site as of (ISO), or null for now. A promo code whose
 * window starts later is shown as of its start: now, its page would show the normal prices.
 */
export function previewMoment(slug: string, data: Data, now: Date): string | null {
  if (slug !== 'promo-codes') return null
  const from = data.validFrom
  const start =
    typeof from === 'string' ? Date.parse(from) : from instanceof Date ? from.getTime() : NaN
  return start > now.getTime() ? new Date(start).toISOString() : null
}

/**
 * The draft-mode address of a site page (absolute: the admin's live preview frames it and posts to
 * its origin), shown as of `at` when given.
 */
export function previewUrl(
  serverURL: string,
  path: string | null,
  at: string | null = null,
): string | null {
  if (!path) return null
  const moment = at ? `&${PREVIEW_AT_PARAM}=${encodeURIComponent(at)}` : ''
  return `${serverURL}${PREVIEW_ROUTE}?path=${encodeURIComponent(path)}${moment}`
}

/** The admin's preview address of a document or global (its button and live preview), or null. */
export function documentPreviewUrl(
  serverURL: string,
  slug: string,
  data: Data,
  now: Date,
): string | null {
  return previewUrl(serverURL, previewPath(slug, data), previewMoment(slug, data, now))
}

/** A moment as a datetime-local value (to the minute), on this runtime's clock and zone. */
export function toDatetimeLocal(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`
}

/**
 * The datetime-local range the preview bar offers: whole days, on this runtime's clock, within the
 * years parsePreviewAt takes, so the browser refuses a typo in the form rather than the route with
 * a 400. Whole days keep the bounds the same all day (the bar reads them while rendering).
 */
export function previewAtInputBounds(now: Date): { min: string; max: string } {
  const shift = (years: number) =>
    new Date(now.getFullYear() + years, now.getMonth(), now.getDate(), 0, 0)
  // Feb 29 five years on is Mar 1: still inside PREVIEW_AT_MAX_YEARS × 366 days.
  return {
    min: toDatetimeLocal(shift(-PREVIEW_AT_MAX_YEARS)).replace(/T.*/, 'T00:00'),
    max: toDatetimeLocal(shift(PREVIEW_AT_MAX_YEARS)).replace(/T.*/, 'T23:59'),
  }
}

/** A preview moment as sent or stored: a valid date no more than a few years from `now`, else null. */
export function parsePreviewAt(value: string | null | undefined, now: Date): Date | null {
  if (typeof value !== 'string' || value.length > 40) return null
  const t = Date.parse(value)
  const span = PREVIEW_AT_MAX_YEARS * 366 * 24 * 3600 * 1000
  return Number.isFinite(t) && Math.abs(t - now.getTime()) <= span ? new Date(t) : null
}

/**
 * A path the preview route may redirect to: on this site (one leading slash, no scheme, no
 * backslash, no control characters), so the route can never send anyone elsewhere.
 */
export function safeSitePath(path: string | null | undefined): string | null {
  if (typeof path !== 'string' || path.length > 500) return null
  if (!path.startsWith('/') || path.startsWith('//') || /[\\\u0000-\u001f]/.test(path)) return null
  return path
}
