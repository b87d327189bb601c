// Media: SVG uploads kept safe (scripts refused; an SVG opened on its own is sandboxed and
// downloaded), and image sizes for logos, icons and share images.
import config from '@payload-config'
import { getPayload, handleEndpoints, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { login } from '../support/rest.ts'

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
    const png = await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: '#5b21b6' },
    })
      .png()
      .toBuffer()
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
