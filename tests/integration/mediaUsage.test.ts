// An image a stored version holds is not deleted (issue 48): "Restaurar essa versão" would put a
// broken image back on the site. Before, only documents, pending drafts, globals and scheduled
// publications were searched, so an image taken off a store and published over was deleted while
// the store's earlier version still showed it. Usage comes from walking the config's fields
// (src/server/mediaUsage.ts), not from a list of fields.
import config from '@payload-config'
import { getPayload, handleEndpoints, type Field, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { canHoldMedia, dataUsesMedia, holdsContent } from '@/server/mediaUsage.ts'
import { newStaffToken } from '../support/rest.ts'

let payload: Payload
let token: string
const stamp = Date.now()
const media: number[] = []
const stores: number[] = []
const ctx = { disableRevalidate: true }

beforeAll(async () => {
  payload = await getPayload({ config })
  token = await newStaffToken(payload, 'mediause', 'editor')
})
afterAll(async () => {
  for (const id of stores)
    await payload
      .delete({ collection: 'stores', id, overrideAccess: true, trash: true, context: ctx })
      .catch(() => {})
  for (const id of media)
    await payload.delete({ collection: 'media', id, overrideAccess: true }).catch(() => {})
})

async function image(name: string): Promise<number> {
  const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#123456' } })
    .png()
    .toBuffer()
  const doc = await payload.create({
    collection: 'media',
    overrideAccess: true,
    data: { alt: `Teste ${name}` },
    file: { data: png, mimetype: 'image/png', name: `${name}${stamp}.png`, size: png.length },
  })
  media.push(doc.id)
  return doc.id
}

/** Deletes the image as the admin's delete button does (REST, an editor's session). */
async function del(id: number): Promise<{ status: number; text: string }> {
  const res = await handleEndpoints({
    config,
    request: new Request(`http://localhost:3000/api/media/${id}`, {
      method: 'DELETE',
      headers: { authorization: `JWT ${token}` },
    }),
  })
  return { status: res.status, text: await res.text() }
}

async function publishedStore(name: string, logo: number | null): Promise<number> {
  const doc = await payload.create({
    collection: 'stores',
    overrideAccess: true,
    context: ctx,
    data: { name, logo, _status: 'published' },
  })
  stores.push(doc.id)
  return doc.id
}

describe('deleting an image', () => {
  it('is refused while a live document shows it, naming the document', async () => {
    const id = await image('viva')
    await publishedStore(`Loja viva ${stamp}`, id)
    const res = await del(id)
    expect(res.status).toBe(400)
    expect(res.text).toContain(`Esta imagem é usada em: Lojas parceiras › Loja viva ${stamp}`)
  })

  it('is refused while only an older version holds it, naming the version and its date', async () => {
    const id = await image('antiga')
    const store = await publishedStore(`Loja antiga ${stamp}`, id)
    // Published again without the logo: the live row and the latest version no longer show it.
    await payload.update({
      collection: 'stores',
      id: store,
      data: { logo: null, _status: 'published' },
      overrideAccess: true,
      context: ctx,
    })
    const res = await del(id)
    expect(res.status).toBe(400)
    expect(res.text).toMatch(
      new RegExp(`Lojas parceiras › Loja antiga ${stamp} \\(versão de \\d{2}/\\d{2}/\\d{4}`),
    )
    expect(res.text).not.toContain(`Loja antiga ${stamp};`)

    // Restoring that version shows the logo again, which is why it was kept.
    const versions = await payload.findVersions({
      collection: 'stores',
      where: { parent: { equals: store } },
      sort: 'updatedAt',
      depth: 0,
      overrideAccess: true,
    })
    const first = versions.docs[0]!
    expect(first.version.logo).toBe(id)

    // Deleted for good, the store takes its versions along: the image is free.
    await payload.delete({ collection: 'stores', id: store, overrideAccess: true, context: ctx })
    expect((await del(id)).status).toBe(200)
  })

  it('is refused while an older version of a global holds it', async () => {
    const id = await image('global')
    const bio = await payload.findGlobal({ slug: 'bio-page', depth: 0 })
    await payload.updateGlobal({
      slug: 'bio-page',
      data: { logo: id },
      overrideAccess: true,
      context: ctx,
    })
    await payload.updateGlobal({
      slug: 'bio-page',
      data: { logo: bio.logo ?? null },
      overrideAccess: true,
      context: ctx,
    })
    const label = payload.config.globals.find((g) => g.slug === 'bio-page')!.label as string
    const res = await del(id)
    expect(res.status).toBe(400)
    expect(res.text).toContain(`${label} (versão de `)
  })

  it('goes through when nothing holds it, even while the editor has it open', async () => {
    const id = await image('livre')
    // The admin locks a document its edit view shows: that lock names the image, and is no use of it.
    const editor = await payload.find({
      collection: 'admins',
      where: { email: { like: 'mediause-editor' } },
      limit: 1,
      overrideAccess: true,
    })
    await payload.create({
      collection: 'payload-locked-documents',
      overrideAccess: true,
      data: {
        document: { relationTo: 'media', value: id },
        user: { relationTo: 'admins', value: editor.docs[0]!.id },
      },
    })
    expect((await del(id)).status).toBe(200)
    expect(await payload.db.findOne({ collection: 'media', where: { id: { equals: id } } })).toBe(
      null,
    )
  })
})

describe('where images can be', () => {
  it('finds every media field of the config by walking it', () => {
    const holders = (list: Array<{ slug: string; fields: Field[] }>) =>
      list.filter((c) => holdsContent(c.slug) && canHoldMedia(c.fields)).map((c) => c.slug)
    // Rich text (FAQ answers, legal pages) too; Payload's lock on the image itself does not count.
    expect(holders(payload.config.collections)).toEqual(['faqs', 'stores', 'legal-pages'])
    expect(holders(payload.config.globals)).toEqual(
      expect.arrayContaining(['bio-page', 'site-settings']),
    )
  })

  it('looks into arrays, blocks, polymorphic relationships and rich text upload nodes', () => {
    const fields: Field[] = [
      {
        name: 'rows',
        type: 'array',
        fields: [{ name: 'img', type: 'upload', relationTo: 'media' }],
      },
      {
        name: 'layout',
        type: 'blocks',
        blocks: [
          {
            slug: 'banner',
            fields: [{ name: 'pic', type: 'relationship', relationTo: ['media', 'plans'] }],
          },
        ],
      },
      { name: 'body', type: 'richText' },
    ]
    expect(canHoldMedia(fields)).toBe(true)
    expect(dataUsesMedia(fields, { rows: [{ img: 7 }] }, '7')).toBe(true)
    expect(dataUsesMedia(fields, { rows: [{ img: { id: 8 } }] }, '7')).toBe(false)
    const block = (relationTo: string) => ({
      layout: [{ blockType: 'banner', pic: { relationTo, value: 7 } }],
    })
    expect(dataUsesMedia(fields, block('media'), '7')).toBe(true)
    expect(dataUsesMedia(fields, block('plans'), '7')).toBe(false)
    const rich = {
      body: { root: { children: [{ type: 'upload', relationTo: 'media', value: { id: 7 } }] } },
    }
    expect(dataUsesMedia(fields, rich, '7')).toBe(true)
  })
})
