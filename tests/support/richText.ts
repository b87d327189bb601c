import type { Faq } from '@/payload-types.ts'

/** A Lexical rich-text value of one paragraph, as the admin's editor saves it. */
export function richText(text: string): Faq['answer'] {
  const paragraph = {
    type: 'paragraph',
    version: 1,
    direction: 'ltr' as const,
    format: '' as const,
    indent: 0,
    textFormat: 0,
    children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
  }
  return {
    root: {
      type: 'root',
      version: 1,
      direction: 'ltr',
      format: '',
      indent: 0,
      children: [paragraph],
    },
  }
}
