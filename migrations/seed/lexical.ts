// Turns the seed's simple text blocks into the Lexical JSON that Payload's rich-text fields store.
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { RichBlock } from './content.ts'

type Node = Record<string, unknown>

const textNode = (text: string): Node => ({
  type: 'text',
  text,
  format: 0,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
})

const element = (type: string, children: Node[], extra: Node = {}): Node => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

export function lexicalFromBlocks(blocks: RichBlock[]): SerializedEditorState {
  const children: Node[] = []
  let list: Node[] | null = null
  for (const block of blocks) {
    if (block.type === 'li') {
      if (!list) {
        list = []
        children.push(element('list', list, { listType: 'bullet', start: 1, tag: 'ul' }))
      }
      list.push(element('listitem', [textNode(block.text)], { value: list.length + 1 }))
      continue
    }
    list = null
    if (block.type === 'p')
      children.push(element('paragraph', [textNode(block.text)], { textFormat: 0, textStyle: '' }))
    else children.push(element('heading', [textNode(block.text)], { tag: block.type }))
  }
  return { root: element('root', children) } as unknown as SerializedEditorState
}
