// CMS rich text on the site's pages survives what editors do elsewhere (a deleted image, content
// from before the editor lost relationship blocks and internal links).
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { SiteRichText } from '@/components/ui/SiteRichText.tsx'

const text = (t: string) => ({
  type: 'text',
  text: t,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
const paragraph = (...children: object[]) => ({
  type: 'paragraph',
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  textFormat: 0,
  version: 1,
})
const doc = (...children: object[]) =>
  ({
    root: { type: 'root', children, direction: 'ltr', format: '', indent: 0, version: 1 },
  }) as unknown as Parameters<typeof SiteRichText>[0]['data']

const upload = (value: unknown) => ({
  type: 'upload',
  relationTo: 'media',
  value,
  fields: {},
  format: '',
  version: 3,
})

describe('SiteRichText', () => {
  it('leaves out an image deleted from Media (Payload fills its id in as null), logging no error', () => {
    // The stock converter throws on it; Payload's renderer catches that and logs it on every render.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const html = renderToStaticMarkup(
      <SiteRichText
        data={doc(paragraph(text('Antes')), upload(null), paragraph(text('Depois')))}
      />,
    )
    expect(html).toContain('Antes')
    expect(html).toContain('Depois')
    expect(html).not.toContain('<img')
    expect(logged).not.toHaveBeenCalled()
    logged.mockRestore()
  })

  it('still shows an image that exists', () => {
    const html = renderToStaticMarkup(
      <SiteRichText
        data={doc(
          upload({
            url: '/api/media/file/a.png',
            mimeType: 'image/png',
            alt: 'Logo',
            width: 10,
            height: 10,
          }),
        )}
      />,
    )
    expect(html).toContain('src="/api/media/file/a.png"')
    expect(html).toContain('alt="Logo"')
  })

  it('shows neither "unknown node" for a relationship block nor a dead link for an internal one', () => {
    const internal = {
      type: 'link',
      children: [text('nossos planos')],
      fields: { linkType: 'internal', doc: { relationTo: 'plans', value: 1 }, newTab: false },
      direction: 'ltr',
      format: '',
      indent: 0,
      version: 3,
    }
    const external = {
      ...internal,
      children: [text('ajuda')],
      fields: { linkType: 'custom', url: 'https://ajuda.example.com', newTab: true },
    }
    const html = renderToStaticMarkup(
      <SiteRichText
        data={doc(
          { type: 'relationship', relationTo: 'plans', value: { id: 1 }, format: '', version: 2 },
          paragraph(text('Veja '), internal, text(' e '), external),
        )}
      />,
    )
    expect(html).not.toContain('unknown node')
    expect(html).toContain('Veja nossos planos e ')
    expect(html).not.toContain('href="#"')
    expect(html).toContain(
      '<a href="https://ajuda.example.com" rel="noopener noreferrer" target="_blank">ajuda</a>',
    )
  })
})
