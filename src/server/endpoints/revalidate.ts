import crypto from 'node:crypto'
import type { Endpoint } from 'payload'
import { expireTagHere, revalidateToken } from '../../../collections/hooks/revalidate.ts'

const TAG = /^[a-z0-9-]{1,64}$/

/** POST /api/revalidate — lets a process outside the server (local-API scripts) expire cache tags. */
export const revalidateEndpoint: Endpoint = {
  path: '/revalidate',
  method: 'post',
  handler: async (req) => {
    const given = Buffer.from((req.headers.get('authorization') ?? '').replace(/^Bearer /, ''))
    const expected = Buffer.from(revalidateToken())
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
      return Response.json({ error: 'Não autorizado.' }, { status: 401 })
    }
    let body: unknown
    try {
      body = await req.json?.()
    } catch {
      body = null
    }
    const tags = (body as { tags?: unknown } | null)?.tags
    if (!Array.isArray(tags) || tags.length === 0 || tags.length > 20 || !tags.every((t) => typeof t === 'string' && TAG.test(t))) {
      return Response.json({ error: 'Informe "tags": uma lista de identificadores.' }, { status: 400 })
    }
    for (const tag of tags as string[]) expireTagHere(tag)
    return Response.json({ revalidated: tags })
  },
}
