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

/** Lexical nodes that sit inside a line of text: their text runs on with their neighbours'. */
const INLINE = new Set(['text', 'link', 'autolink'])

type LexicalNode = { type?: unknown; text?: unknown; root?: unknown; children?: unknown }

/**
 * The lines of a Lexical editor state (paragraphs, headings, list items, quotes, at any depth), each
 * as the texts of its text nodes in order: links' texts included, a line break ending a segment.
 */
function richTextLines(node: unknown): string[][] {
  if (Array.isArray(node)) return node.flatMap(richTextLines)
  if (!node || typeof node !== 'object') return []
  const n = node as LexicalNode
  if (n.root) return richTextLines(n.root)
  const children = Array.isArray(n.children) ? (n.children as LexicalNode[]) : []
  const line: string[] = []
  const inline = (c: LexicalNode): void => {
    if (c.type === 'text' && typeof c.text === 'string') line.push(c.text)
    else if (Array.isArray(c.children)) (c.children as LexicalNode[]).forEach(inline)
  }
  const lines: string[][] = []
  for (const c of children) {
    if (INLINE.has(c.type as string)) inline(c)
    else if (c.type === 'linebreak') line.push('\n')
    else lines.push(...richTextLines(c))
  }
  return line.length ? [line, ...lines] : lines
}

/**
 * `{…}` written across two text nodes of a line: part of it bold, italic or a link, or the rest. The
 * site fills tokens text node by text node (src/lib/siteTokens.ts fillTokens), so such a token
 * reached the page as typed, even a known one.
 */
function splitTokens(line: string[]): string[] {
  const ends: number[] = []
  let at = 0
  for (const text of line) ends.push((at += text.length))
  return [...line.join('').matchAll(/\{[^{}\n]*\}/g)]
    .filter((m) => ends.some((end) => end > m.index && end < m.index + m[0].length))
    .map((m) => m[0])
}

function splitTokenMessage(split: string[]): string {
  const list = split.join(', ')
  return `${split.length > 1 ? 'Os marcadores' : 'O marcador'} ${list} ${split.length > 1 ? 'têm' : 'tem'} formatação diferente no meio (negrito, itálico ou link em só uma parte): o site só troca um marcador escrito inteiro com a mesma formatação. Formate o marcador todo ou nenhuma parte dele.`
}

/**
 * A rich-text field's validation (Payload's own rules, then the tokens of its text nodes, each
 * written whole in one of them).
 */
export const richTextWithTokens =
  (allowed: readonly string[] = SITE_TOKENS): RichTextFieldValidation =>
  async (value, args) => {
    const base = await (validations.richText as RichTextFieldValidation)(value, args)
    if (base !== true) return base
    const lines = richTextLines(value)
    const split = [...new Set(lines.flatMap(splitTokens))]
    if (split.length) return splitTokenMessage(split)
    const unknown = [...new Set(lines.flat().flatMap((t) => unknownTokens(t, allowed)))]
    return unknown.length ? tokenMessage(unknown, allowed) : true
  }
