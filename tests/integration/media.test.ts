// Media: SVG uploads kept safe (scripts refused; an SVG opened on its own is sandboxed and
// downloaded), and image sizes for logos, icons and share images.
import fs from 'node:fs'
import path from 'node:path'
import config from '@payload-config'
import { getPayload, handleEndpoints, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { graphql, login, rest } from '../support/rest.ts'

let payload: Payload
let token: string
const stamp = Date.now()
const made: number[] = []

beforeAll(async () => {
  payload = await getPayload({ config })
  await payload.create({
    collection: 'admins',
    overrideAccess: true,
    data: { email: `media-admin${stamp}@example.com`, password: 'admin-pass-1', role: 'admin' },
  })
  token = await login(`media-admin${stamp}@example.com`, 'admin-pass-1')
})
afterAll(async () => {
  for (const id of made)
    await payload.delete({ collection: 'media', id, overrideAccess: true }).catch(() => undefined)
})

async function upload(
  name: string,
  type: string,
  body: Buffer | string,
): Promise<{
  status: number
  doc?: {
    id: number
    url: string
    sizes?: Record<string, { url: string | null; width: number | null; height: number | null }>
  }
}> {
  const form = new FormData()
  form.append(
    'file',
    new Blob([typeof body === 'string' ? body : new Uint8Array(body)], { type }),
    name,
  )
  form.append('_payload', JSON.stringify({ alt: `Teste ${name}` }))
  const res = await handleEndpoints({
    config,
    request: new Request('http://localhost:3000/api/media', {
      method: 'POST',
      headers: { authorization: `JWT ${token}` },
      body: form,
    }),
  })
  const json = (await res.json()) as { doc?: { id: number; url: string } }
  if (json.doc) made.push(json.doc.id)
  return { status: res.status, doc: json.doc }
}

/** A plain PNG of that size and colour. */
const pngOf = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer()

/** Replaces an image's file, as "Trocar arquivo" in the admin does. */
async function replaceFile(id: number, name: string, type: string, body: Buffer) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(body)], { type }), name)
  form.append('_payload', JSON.stringify({}))
  const res = await handleEndpoints({
    config,
    request: new Request(`http://localhost:3000/api/media/${id}`, {
      method: 'PATCH',
      headers: { authorization: `JWT ${token}` },
      body: form,
    }),
  })
  return { status: res.status, body: (await res.json()) as unknown }
}

const get = (url: string) =>
  handleEndpoints({
    config,
    request: new Request(new URL(new URL(url).pathname, 'http://localhost:3000')),
  })

describe('media uploads', () => {
  it('refuses an SVG that carries a script', async () => {
    const res = await upload(
      `mau${stamp}.svg`,
      'image/svg+xml',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    )
    expect(res.status).toBe(400)
    const res2 = await upload(
      `mau2${stamp}.svg`,
      'image/svg+xml',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
    )
    expect(res2.status).toBe(400)
  })

  it('serves an SVG sandboxed, without scripts, as a download when opened on its own', async () => {
    const res = await upload(
      `logo${stamp}.svg`,
      'image/svg+xml',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#5b21b6"/></svg>',
    )
    expect(res.status).toBe(201)
    const file = await get(res.doc!.url)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toMatch(/image\/svg\+xml/)
    expect(file.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/)
    expect(file.headers.get('content-disposition')).toBe('attachment')
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('makes the logo, icon and share sizes of a raster image, and serves PNGs inline', async () => {
    const png = await pngOf(1600, 1000, '#5b21b6')
    const res = await upload(`share${stamp}.png`, 'image/png', png)
    expect(res.status).toBe(201)
    const sizes = res.doc!.sizes!
    expect([sizes.share?.width, sizes.share?.height]).toEqual([1200, 630])
    expect([sizes.icon?.width, sizes.icon?.height]).toEqual([512, 512])
    expect([sizes.logo?.width, sizes.logo?.height]).toEqual([307, 192])
    const file = await get(res.doc!.url)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toBeNull()
  })
})

describe('a record whose file is missing', () => {
  // Payload answered 500 "Something went wrong." (and logged an error) for every request of it.
  it('answers 404 JSON with a message, to anyone', async () => {
    const res = await upload(`sumiu${stamp}.png`, 'image/png', await pngOf(600, 300, '#111111'))
    expect(res.status).toBe(201)
    const name = new URL(res.doc!.url).pathname.split('/').pop()!
    fs.rmSync(path.resolve(process.env.MEDIA_DIR || 'media', decodeURIComponent(name)))
    for (const headers of [{}, { authorization: `JWT ${token}` }] as Record<string, string>[]) {
      const file = await handleEndpoints({
        config,
        request: new Request(`http://localhost:3000/api/media/file/${name}`, { headers }),
      })
      expect(file.status).toBe(404)
      expect(await file.json()).toEqual({ errors: [{ message: 'Arquivo não encontrado.' }] })
    }
  })
})

describe('who sees the library', () => {
  // Review: anyone could list /api/media, with file names and descriptions, including images only
  // a draft uses (next week's campaign banner). Visitors need the files the pages link to, not the
  // list.
  it('visitors get an image file by its address, never the list or a record', async () => {
    const png = await pngOf(64, 64, '#111111')
    const res = await upload(`campanha-secreta${stamp}.png`, 'image/png', png)
    expect(res.status).toBe(201)
    expect((await get(res.doc!.url)).status).toBe(200)
    for (const sized of Object.values(res.doc!.sizes ?? {}))
      if (sized.url) expect((await get(sized.url)).status).toBe(200)
    const list = await rest('GET', '/media?limit=100')
    expect(list.status).toBe(403)
    expect(JSON.stringify(list.body)).not.toContain('campanha-secreta')
    expect((await rest('GET', `/media/${res.doc!.id}`)).status).toBe(403)
    const query = `{ allMedia(where: { id: { equals: ${res.doc!.id} } }) { docs { filename alt } } }`
    expect(JSON.stringify((await graphql(query)).body)).not.toContain('campanha-secreta')
    expect(JSON.stringify((await graphql(query, token)).body)).toContain('campanha-secreta')
    // The marketing team still browses it in the admin.
    const staff = await rest('GET', `/media?limit=100&where[id][equals]=${res.doc!.id}`, { token })
    expect(JSON.stringify(staff.body)).toContain(`campanha-secreta${stamp}`)
  })
})

describe('deleting media', () => {
  // Media have no versions or trash: deleting an image in use took it off the site for good.
  it('refuses to delete an image a document, a pending draft or a global shows, naming where', async () => {
    const png = await pngOf(200, 80, '#0f766e')
    const image = (await upload(`usada${stamp}.png`, 'image/png', png)).doc!
    const store = await payload.create({
      collection: 'stores',
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: { name: `Loja ${stamp}`, logo: image.id, _status: 'published' },
    })
    const del = () =>
      handleEndpoints({
        config,
        request: new Request(`http://localhost:3000/api/media/${image.id}`, {
          method: 'DELETE',
          headers: { authorization: `JWT ${token}` },
        }),
      })
    const refused = async (place: string) => {
      const res = await del()
      expect(res.status, place).toBe(400)
      expect(await res.text()).toContain(place)
    }
    await refused(`Lojas parceiras › Loja ${stamp}`)

    // Off the published store, but in the draft waiting to be published.
    await payload.update({
      collection: 'stores',
      id: store.id,
      data: { logo: null, _status: 'published' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    await payload.update({
      collection: 'stores',
      id: store.id,
      draft: true,
      data: { logo: image.id },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    await refused(`Lojas parceiras › Loja ${stamp} (rascunho)`)

    // That draft scheduled for tomorrow, then the draft changed: the schedule still publishes it.
    const job = await payload.jobs.queue({
      task: 'schedulePublish',
      input: {
        type: 'publish',
        doc: { relationTo: 'stores', value: String(store.id) as never },
      },
      waitUntil: new Date(Date.now() + 24 * 60 * 60 * 1000),
    })
    await payload.update({
      collection: 'stores',
      id: store.id,
      draft: true,
      data: { logo: null },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    try {
      await refused(`Lojas parceiras › Loja ${stamp} (publicação agendada)`)
    } finally {
      await payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
    }
    await payload.delete({ collection: 'stores', id: store.id, overrideAccess: true })

    const bio = await payload.findGlobal({ slug: 'bio-page', depth: 0 })
    await payload.updateGlobal({
      slug: 'bio-page',
      data: { logo: image.id },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const bioLabel = payload.config.globals.find((g) => g.slug === 'bio-page')!.label as string
    try {
      await refused(bioLabel)
    } finally {
      await payload.updateGlobal({
        slug: 'bio-page',
        data: { logo: bio.logo ?? null },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    }
    // The bio page's earlier version still shows it: "Restaurar essa versão" would bring it back
    // (issue 48; tests/integration/mediaUsage.test.ts).
    await refused(`${bioLabel} (versão de `)
  })
})

describe('the images site settings name', () => {
  // The share size keeps the source format, and WhatsApp/Facebook show no preview of WebP, AVIF or
  // SVG; the site icon is also the iPhone's home-screen icon, a PNG of at least 512 × 512. An id
  // sent through the API is refused on publish, in Portuguese, as the picker would not list it.
  it('publishes only a PNG or JPEG share image and a PNG icon of at least 512 × 512', async () => {
    const raster = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#7c3aed' } })
    const webp = (
      await upload(`og${stamp}.webp`, 'image/webp', await raster(1200, 630).webp().toBuffer())
    ).doc!
    const small = (
      await upload(`ico${stamp}.png`, 'image/png', await raster(256, 256).png().toBuffer())
    ).doc!
    const icon = (
      await upload(`ico512${stamp}.png`, 'image/png', await raster(512, 512).png().toBuffer())
    ).doc!
    const jpeg = (
      await upload(`og${stamp}.jpg`, 'image/jpeg', await raster(1200, 630).jpeg().toBuffer())
    ).doc!
    const before = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const publish = (body: Record<string, unknown>) =>
      rest('POST', '/globals/site-settings', { token, body: { ...body, _status: 'published' } })
    try {
      const share = await publish({ ogImage: webp.id })
      expect(share.status).toBe(400)
      expect(JSON.stringify(share.body)).toContain('PNG ou JPEG')
      const tooSmall = await publish({ favicon: small.id })
      expect(tooSmall.status).toBe(400)
      expect(JSON.stringify(tooSmall.body)).toContain('512 × 512')
      const notPng = await publish({ favicon: jpeg.id })
      expect(notPng.status).toBe(400)
      expect(JSON.stringify(notPng.body)).toContain('Use uma imagem PNG')
      const after = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
      expect([after.ogImage, after.favicon]).toEqual([before.ogImage, before.favicon])

      const ok = await publish({ ogImage: jpeg.id, favicon: icon.id })
      expect(ok.status, JSON.stringify(ok.body)).toBe(200)

      // Replacing the file of the image in use goes through the same rules, naming where it is used.
      const toWebp = await replaceFile(
        jpeg.id,
        `og2${stamp}.webp`,
        'image/webp',
        await raster(1200, 630).webp().toBuffer(),
      )
      expect(toWebp.status).toBe(400)
      expect(JSON.stringify(toWebp.body)).toContain('PNG ou JPEG')
      expect(JSON.stringify(toWebp.body)).toContain('Configurações do site')
      const shrunk = await replaceFile(
        icon.id,
        `ico2${stamp}.png`,
        'image/png',
        await raster(256, 256).png().toBuffer(),
      )
      expect(shrunk.status).toBe(400)
      expect(JSON.stringify(shrunk.body)).toContain('512 × 512')
      const kept = await payload.find({
        collection: 'media',
        where: { id: { in: [jpeg.id, icon.id] } },
        sort: 'id',
        depth: 0,
      })
      expect(kept.docs.map((d) => [d.mimeType, d.width])).toEqual([
        ['image/png', 512],
        ['image/jpeg', 1200],
      ])
      // Another JPEG is a fine share image.
      const newJpeg = await replaceFile(
        jpeg.id,
        `og3${stamp}.jpg`,
        'image/jpeg',
        await raster(1200, 700).jpeg().toBuffer(),
      )
      expect(newJpeg.status, JSON.stringify(newJpeg.body)).toBe(200)
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { ogImage: before.ogImage ?? null, favicon: before.favicon ?? null },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    }
  })
})
