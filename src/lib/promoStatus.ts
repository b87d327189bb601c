// The promo codes list's "Situação" column: whether a code gives its discount on the site now, in
// the marketer's words (messages promoStatus.*). It reads the published code (what visitors get), not a pending draft.

export type PromoStatus = 'rascunho' | 'desativado' | 'agendado' | 'expirado' | 'ativo'

export type PublishedPromoWindow = {
  active?: boolean | null
  validFrom?: string | null
  validUntil?: string | null
}

/** `published` is the code's published row, or null when it has never been published. */
export function promoStatus(published: PublishedPromoWindow | null, now: Date): PromoStatus {
  if (!published) return 'rascunho'
  if (published.active === false) return 'desativado'
  const t = now.getTime()
  if (published.validUntil && t > new Date(published.validUntil).getTime()) return 'expirado'
  if (published.validFrom && t < new Date(published.validFrom).getTime()) return 'agendado'
  return 'ativo'
}
