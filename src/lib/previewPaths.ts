// Which page shows a CMS document (the admin's preview button and live preview), and the address
// that opens it in draft mode. Upsell settings have none: the upsell page needs a signed-in
// subscriber who chose a plan.

import { promoPlansPath } from './promo.ts'

/** The preview route (src/app/preview/route.ts): it enables draft mode for staff, then opens `path`. */
export const PREVIEW_ROUTE = '/preview'
/** Leaves draft mode and goes back to `path`. */
export const EXIT_PREVIEW_ROUTE = '/preview/sair'

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

/** The draft-mode address of a site page (absolute: the admin's live preview frames it and posts to its origin). */
export function previewUrl(serverURL: string, path: string | null): string | null {
  return path ? `${serverURL}${PREVIEW_ROUTE}?path=${encodeURIComponent(path)}` : null
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
