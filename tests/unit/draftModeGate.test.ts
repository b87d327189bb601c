// The draft-mode cookie counts only with an admin-panel session (issue 49, finding 5); the e2e
// security-headers test checks the same through the production server.
import { SignJWT } from 'jose'
import { expect, it } from 'vitest'
import { gateDraftMode, payloadSigningKey } from '@/server/draftModeGate.mjs'

const key = payloadSigningKey('um-segredo-de-teste-com-32-caracteres!')
const token = (claims: Record<string, unknown>, k = key, expSec = 3600) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', authVersion: 1 } as never)
    .setExpirationTime(Math.floor(Date.now() / 1000) + expSec)
    .sign(k)

async function gated(headers: Record<string, string>) {
  const req = { headers: { ...headers } as Record<string, string | undefined> }
  await gateDraftMode(req, key)
  return req.headers
}

it('takes the draft-mode cookies off a request without an admin-panel session', async () => {
  expect((await gated({ cookie: '__prerender_bypass=abc; a=1' })).cookie).toBe('a=1')
  expect((await gated({ cookie: '__prerender_bypass=abc; __next_preview_data=x' })).cookie).toBe(
    undefined,
  )
  const subscriber = await token({ collection: 'subscribers' })
  const otherKey = await token({ collection: 'admins' }, payloadSigningKey('outro-segredo'))
  const expired = await token({ collection: 'admins' }, key, -10)
  for (const t of [subscriber, otherKey, expired, 'forjado'])
    expect((await gated({ cookie: `__prerender_bypass=abc; payload-token=${t}` })).cookie).toBe(
      `payload-token=${t}`,
    )
})

it('keeps them with an admin-panel session, by cookie or JWT header', async () => {
  const admin = await token({ collection: 'admins' })
  const cookie = `__prerender_bypass=abc; payload-token=${admin}`
  expect((await gated({ cookie })).cookie).toBe(cookie)
  expect(
    (await gated({ cookie: '__prerender_bypass=abc', authorization: `JWT ${admin}` })).cookie,
  ).toBe('__prerender_bypass=abc')
})

it('leaves requests without the cookie as they are', async () => {
  expect((await gated({ cookie: 'a=1' })).cookie).toBe('a=1')
  expect(await gated({})).toEqual({})
})
