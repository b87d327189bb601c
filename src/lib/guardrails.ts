// Publishing rules for editors (issue 48): a large discount or a large price cut costs money on the
// first sale, so an editor prepares it as a draft and an admin publishes it. Pure rules; the
// validations that apply them on every publish path are fields/guardrails.ts.
import { formatBRL } from './money.ts'

/** Business constants' default for "Desconto máximo que um editor publica". */
export const DEFAULT_EDITOR_MAX_DISCOUNT_PERCENT = 50

/** A price lowered by more than this share of the published one needs an admin. */
export const EDITOR_MAX_PRICE_DROP = 0.3

const ASK_AN_ADMIN = 'Salve como rascunho e peça a um administrador para publicar.'

/**
 * Why an editor may not publish `percent`, or null. A discount already on the site (published by an
 * admin) is kept when the editor publishes other changes to the code.
 */
export function editorDiscountProblem(
  percent: number,
  publishedPercent: unknown,
  maxPercent: number,
): string | null {
  if (percent <= maxPercent || percent === publishedPercent) return null
  return `Um desconto acima de ${maxPercent}% só pode ser publicado por um administrador. ${ASK_AN_ADMIN}`
}

/** Why an editor may not publish `cents` in place of the published `publishedCents`, or null. */
export function editorPriceDropProblem(cents: number, publishedCents: unknown): string | null {
  if (typeof publishedCents !== 'number' || publishedCents <= 0) return null
  if (cents >= publishedCents * (1 - EDITOR_MAX_PRICE_DROP)) return null
  const percent = Math.round(EDITOR_MAX_PRICE_DROP * 100)
  return `Baixar um preço mais de ${percent}% (de ${formatBRL(publishedCents)} para ${formatBRL(cents)}) só pode ser publicado por um administrador. ${ASK_AN_ADMIN}`
}
