// An image added to Media by its URL is fetched by the server: it must not carry the editor's
// cookies or authorization to that host (Payload forwards every cookie but its own by default).
import config from '@payload-config'
import { expect, it } from 'vitest'

it('an image fetched by its URL gets none of the request’s cookies or authorization', async () => {
  const media = (await config).collections.find((c) => c.slug === 'media')
  const filter =
    typeof media?.upload === 'object' ? media.upload.externalFileHeaderFilter : undefined
  expect(filter).toBeTypeOf('function')
  const sent = filter!(
    { cookie: '__session=firebase-session; payload-token=jwt', authorization: 'JWT abc' },
    { isSameOrigin: false, url: 'https://imagens.example.com/logo.png' },
  )
  expect(sent).toEqual({})
})
