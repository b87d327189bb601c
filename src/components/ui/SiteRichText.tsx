import { RichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import type { ComponentProps } from 'react'

/**
 * CMS rich text (FAQ answers, legal pages) that never fails a page for what an editor did
 * elsewhere: an image deleted from Media stays in the text as an id Payload fills in as null (the
 * stock converter then throws reading its url), and content saved before the editor lost them may
 * hold relationship blocks or internal links. Those render as nothing, and as the link's text.
 */
const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  upload: (args) => {
    const value: unknown = args.node.value
    const url = value && typeof value === 'object' && 'url' in value ? value.url : null
    if (typeof url !== 'string' || !url) return null
    const stock = defaultConverters.upload
    return typeof stock === 'function' ? stock(args) : (stock ?? null)
  },
  relationship: () => null,
  link: (args) => {
    if (args.node.fields.linkType === 'internal')
      return <>{args.nodesToJSX({ nodes: args.node.children })}</>
    const stock = defaultConverters.link
    return typeof stock === 'function' ? stock(args) : (stock ?? null)
  },
})

export function SiteRichText(props: Omit<ComponentProps<typeof RichText>, 'converters'>) {
  return <RichText {...props} converters={converters} />
}
