// A NUL character, which Postgres cannot store in text, in a string that reaches a query: a review
// found it answered 500 "Erro interno" (Postgres error 22021) on checkout's plan lookup and on the
// sign-up record. Bad input is the client's 400 with a message, on our endpoints and Payload's.
import { beforeAll, describe, expect, it } from 'vitest'
import { emulatorSignUp, type EmulatorUser } from '../support/emulator.ts'
import { rest } from '../support/rest.ts'

const NUL = 'a\u0000b'
let user: EmulatorUser
let ip = 0
const signedIn = () => ({
  authorization: `Bearer ${user.idToken}`,
  'x-forwarded-for': `10.96.0.${++ip}`,
})

beforeAll(async () => {
  user = await emulatorSignUp(`nul${Date.now()}@example.com`)
  const made = await rest('POST', '/users', {
    headers: signedIn(),
    body: { uid: user.uid, displayName: 'Nul' },
  })
  expect(made.status, JSON.stringify(made.body)).toBeLessThan(300)
})

describe('a NUL character in a string is a 400 with a message, not a 500', () => {
  it.each([
    ['planId', { planId: NUL, interval: 'month' }],
    ['planName', { planName: NUL, interval: 'month' }],
    ['promoCode', { planName: 'Top Afiliado', interval: 'month', promoCode: NUL }],
    ['couponId', { planName: 'Top Afiliado', interval: 'month', couponId: NUL }],
  ])('checkout, in %s', async (_field, body) => {
    const res = await rest('POST', '/create-embedded-checkout-session', {
      headers: signedIn(),
      body: { email: user.email, ...body },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(400)
    expect((res.body as { error?: unknown }).error).toEqual(expect.any(String))
  })

  it.each(['displayName', 'phoneNumber'])('the sign-up record, in %s', async (field) => {
    const res = await rest('POST', '/users', {
      headers: signedIn(),
      body: { uid: user.uid, [field]: NUL },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(400)
    expect((res.body as { error?: unknown }).error).toEqual(expect.any(String))
  })

  it('the checkout status, in the session id', async () => {
    const res = await rest('GET', `/session-status?session_id=${encodeURIComponent(NUL)}`, {
      headers: signedIn(),
    })
    expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
  })

  it("Payload's own REST query, in a where value", async () => {
    const res = await rest('GET', `/plans?where[name][equals]=${encodeURIComponent(NUL)}`)
    expect(res.status, JSON.stringify(res.body)).toBe(400)
    expect((res.body as { error?: unknown }).error).toBe('Dados inválidos.')
  })
})
