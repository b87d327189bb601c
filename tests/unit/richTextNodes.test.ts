import { describe, expect, it } from 'vitest'
import { withoutRetiredNodes } from '@/lib/richTextNodes.ts'

const text = (t: string) => ({ type: 'text', text: t, version: 1 })
const state = (...children: object[]) => ({ root: { type: 'root', version: 1, children } })

describe('withoutRetiredNodes', () => {
  it('turns an internal link into its text and drops relationship blocks, at any depth', () => {
    const before = state(
      { type: 'relationship', relationTo: 'plans', value: 1 },
      {
        type: 'paragraph',
        children: [
          text('Veja '),
          { type: 'link', fields: { linkType: 'internal', doc: {} }, children: [text('planos')] },
          text(' e '),
          {
            type: 'link',
            fields: { linkType: 'custom', url: 'https://a.b' },
            children: [text('x')],
          },
        ],
      },
    )
    expect(withoutRetiredNodes(before)).toEqual(
      state({
        type: 'paragraph',
        children: [
          text('Veja '),
          text('planos'),
          text(' e '),
          {
            type: 'link',
            fields: { linkType: 'custom', url: 'https://a.b' },
            children: [text('x')],
          },
        ],
      }),
    )
  })

  it('is null when nothing is retired, or the value is not an editor state', () => {
    expect(withoutRetiredNodes(state({ type: 'paragraph', children: [text('a')] }))).toBeNull()
    expect(withoutRetiredNodes(null)).toBeNull()
    expect(withoutRetiredNodes({ foo: 1 })).toBeNull()
  })
})
