// Texts whose `{…}` tokens the site replaces (src/lib/siteTokens.ts, and a promo code's own words in
// src/lib/promo.ts): a token is matched exactly, so a typo ("{diasteste}") or a token of another
// kind of text reached the page as typed. Such placeholders are refused with the ones that work.
import {
  validations,
  type RichTextFieldValidation,
  type TextareaFieldValidation,
  type TextFieldSingleValidation,
} from 'payload'
import { SITE_TOKENS, unknownTokens } from '@/lib/siteTokens.ts'

export const PROMO_TOKENS = ['{desconto}', '{cupom}', ...SITE_TOKENS]

export function tokenMessage(unknown: string[], allowed: readonly string[]): string {
  const list = (tokens: readonly string[]) =>
    tokens.length > 1
      ? `${tokens.slice(0, -1).join(', ')} e ${tokens[tokens.length - 1]}`
      : tokens.join('')
  return `${unknown.length > 1 ? 'Marcadores desconhecidos' : 'Marcador desconhecido'}: ${list(unknown)}. Aqui o site troca só ${list(allowed)}, escritos exatamente assim; outro texto entre chaves aparece na página como foi digitado.`
}

const check = (value: unknown, allowed: readonly string[]): string | true => {
  if (typeof value !== 'string') return true
  const unknown = unknownTokens(value, allowed)
  return unknown.length ? tokenMessage(unknown, allowed) : true
}

/** A text field's validation (Payload's own rules, then the tokens). */
export const textWithTokens =
  (allowed: readonly string[] = SITE_TOKENS): TextFieldSingleValidation =>
  (value, args) => {
    const base = (validations.text as TextFieldSingleValidation)(value, args)
    return base === true ? check(value, allowed) : base
  }

/** A textarea field's validation (Payload's own rules, then the tokens). */
export const textareaWithTokens =
  (allowed: readonly string[] = SITE_TOKENS): TextareaFieldValidation =>
  (value, args) => {
    const base = (validations.textarea as TextareaFieldValidation)(value, args)
    return base === true ? check(value, allowed) : base
  }

/**
 * The text of every text node of a Lexical editor state, at any depth (paragraphs, headings, lists,
 * quotes, links). The site fills tokens string by string (src/lib/siteTokens.ts fillTokens), so each
 * node is checked on its own.
 */
function richTextTexts(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(richTextTexts)
  if (!node || typeof node !== 'object') return []
  const n = node as { type?: unknown; text?: unknown; root?: unknown; children?: unknown }
  if (n.type === 'text' && typeof n.text === 'string') return [n.text]
  return [...richTextTexts(n.root), ...richTextTexts(n.children)]
}

/** A rich-text field's validation (Payload's own rules, then the tokens of its text nodes). */
export const richTextWithTokens =
  (allowed: readonly string[] = SITE_TOKENS): RichTextFieldValidation =>
  async (value, args) => {
    const base = await (validations.richText as RichTextFieldValidation)(value, args)
    if (base !== true) return base
    const unknown = [...new Set(richTextTexts(value).flatMap((t) => unknownTokens(t, allowed)))]
    return unknown.length ? tokenMessage(unknown, allowed) : true
  }
