import crypto from 'node:crypto'
import type { Endpoint } from 'payload'
import { expireTagsHere, revalidateToken } from '@/server/cache/index.ts'
import { defineEndpoint, HttpError, json } from './toolkit.ts'

const TAG = /^[a-z0-9-]{1,64}$/

/** POST /api/revalidate — expires cache tags in this server; each instance calls its own when another announces an edit (src/server/cache). */
export const revalidateEndpoint: Endpoint = defineEndpoint({
  path: '/revalidate',
  method: 'post',
  // Called by scripts with a token, not by browsers.
  sameOrigin: false,
  body: 'optional',
  handler: async ({ req, body }) => {
    const given = Buffer.from((req.headers.get('authorization') ?? '').replace(/^Bearer /, ''))
    const expected = Buffer.from(revalidateToken())
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
      throw new HttpError(401, 'Não autorizado.')
    const tags = body?.tags
    if (
      !Array.isArray(tags) ||
      tags.length === 0 ||
      tags.length > 20 ||
      !tags.every((t) => typeof t === 'string' && TAG.test(t))
    ) {
      throw new HttpError(400, 'Informe "tags": uma lista de identificadores.')
    }
    expireTagsHere(tags as string[])
    return json({ revalidated: tags })
  },
})
