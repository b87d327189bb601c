// Request bodies are capped before they are read (issue 18, Medium), on Payload's own REST and
// GraphQL routes too, and an oversize body gets 413 in the site's JSON error shape: declared
// (Content-Length) or streamed without a length.
import config from '@payload-config'
import { SignJWT } from 'jose'
import { getPayload, JWT_AUTH_VERSION, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { PATCH as restPatch, POST as restPost } from '@/app/(payload)/api/[...slug]/route.ts'
import { POST as graphqlPost } from '@/app/(payload)/api/graphql/route.ts'
import { login, rest } from '../support/rest.ts'

const stamp = Date.now()
const BASE = 'http://localhost:3000'
let payload: Payload
let staffJwt = ''
let staffId: number
let planId: number

const padded = (bytes: number, fields: Record<string, unknown> = {}) =>
  JSON.stringify({ ...fields, padding: 'x'.repeat(bytes) })

/** A body streamed without Content-Length, in 16 KB chunks. */
function streamed(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text)
  let at = 0
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close()
      controller.enqueue(bytes.slice(at, at + 16_384))
      at += 16_384
    },
  })
}

type Handler = (req: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>
async function call(
  handler: Handler,
  method: string,
  path: string,
  body: string | ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
) {
  const h = new Headers({ 'content-type': 'application/json', ...headers })
  if (typeof body === 'string') h.set('content-length', String(Buffer.byteLength(body)))
  const init: RequestInit & { duplex?: 'half' } = { method, headers: h, body, duplex: 'half' }
  const res = await handler(new Request(`${BASE}/api${path}`, init), {
    params: Promise.resolve({ slug: path.split('/').filter(Boolean) }),
  })
  return { status: res.status, body: (await res.json().catch(() => null)) as unknown }
}

const TOO_LARGE = {
  error: 'O corpo da requisição é grande demais.',
  errors: [{ message: 'O corpo da requisição é grande demais.' }],
}

beforeAll(async () => {
  payload = await getPayload({ config })
  staffId = (
    await payload.create({
      collection: 'admins',
      overrideAccess: true,
      data: { email: `body-staff${stamp}@example.com`, password: 'staff-pass-1', role: 'editor' },
    })
  ).id
  staffJwt = await login(`body-staff${stamp}@example.com`, 'staff-pass-1')
  planId = (await payload.find({ collection: 'plans', limit: 1, overrideAccess: true })).docs[0]!.id
})

describe("Payload's REST and GraphQL bodies", () => {
  it('anonymous: over 16 KB is refused with 413, declared or streamed, before Payload reads it', async () => {
    const big = padded(64 * 1024, { email: 'x@example.com', password: 'y' })
    expect(await call(restPost, 'POST', '/admins/login', big)).toEqual({
      status: 413,
      body: TOO_LARGE,
    })
    expect(await call(restPost, 'POST', '/admins/login', streamed(big))).toEqual({
      status: 413,
      body: TOO_LARGE,
    })
    expect(await call(restPost, 'POST', '/payload-preferences/nav', big)).toEqual({
      status: 413,
      body: TOO_LARGE,
    })
    expect(
      await call(
        graphqlPost as Handler,
        'POST',
        '/graphql',
        JSON.stringify({ query: `{ Plans { docs { id } } } #${'x'.repeat(64 * 1024)}` }),
      ),
    ).toEqual({ status: 413, body: TOO_LARGE })
    // Small bodies pass as before, declared or streamed.
    expect(
      (
        await call(
          restPost,
          'POST',
          '/admins/login',
          JSON.stringify({ email: `ninguem${stamp}@example.com`, password: 'errada' }),
          { 'x-forwarded-for': '10.93.0.1' },
        )
      ).status,
    ).toBe(401)
    expect(
      (
        await call(
          restPost,
          'POST',
          '/admins/login',
          streamed(JSON.stringify({ email: `ninguem${stamp}@example.com`, password: 'errada' })),
          { 'x-forwarded-for': '10.93.0.2' },
        )
      ).status,
    ).toBe(401)
  })

  it('an admin-panel user may save a long document (1 MB), not more', async () => {
    const auth = { authorization: `JWT ${staffJwt}` }
    const long = padded(200 * 1024, { name: undefined })
    expect((await call(restPatch, 'PATCH', `/plans/${planId}`, long, auth)).status).toBe(200)
    expect((await call(restPatch, 'PATCH', `/plans/${planId}`, streamed(long), auth)).status).toBe(
      200,
    )
    const huge = padded(2 * 1024 * 1024)
    expect(await call(restPatch, 'PATCH', `/plans/${planId}`, huge, auth)).toEqual({
      status: 413,
      body: TOO_LARGE,
    })
    expect(await call(restPatch, 'PATCH', `/plans/${planId}`, streamed(huge), auth)).toEqual({
      status: 413,
      body: TOO_LARGE,
    })
  })

  it('a credential that is not a valid admin-panel token gets the anonymous 16 KB cap', async () => {
    const body = padded(100 * 1024, { email: 'x@example.com', password: 'y' })
    // Signed as Payload signs, but with what the token claims under our control.
    const sign = (
      claims: Record<string, unknown>,
      opts: { secret?: string; expires?: string | number } = {},
    ) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', authVersion: JWT_AUTH_VERSION })
        .setIssuedAt()
        .setExpirationTime(opts.expires ?? '2h')
        .sign(new TextEncoder().encode(opts.secret ?? payload.secret))
    const forged = [
      'x',
      await sign({ id: staffId, collection: 'admins' }, { secret: 'not-the-secret' }),
      await sign(
        { id: staffId, collection: 'admins' },
        { expires: Math.floor(Date.now() / 1000) - 60 },
      ),
      await sign({ id: 1, collection: 'subscribers' }),
      await sign({ id: staffId }),
    ]
    for (const token of forged) {
      for (const headers of [
        { authorization: `JWT ${token}` },
        { cookie: `payload-token=${token}` },
      ] as Array<Record<string, string>>) {
        expect(await call(restPost, 'POST', '/admins/login', body, headers)).toEqual({
          status: 413,
          body: TOO_LARGE,
        })
        expect(await call(restPost, 'POST', '/admins/login', streamed(body), headers)).toEqual({
          status: 413,
          body: TOO_LARGE,
        })
      }
    }
    // The control: a token signed the same way for the admin passes the cap.
    const valid = await sign({ id: staffId, collection: 'admins' })
    const res = await call(restPatch, 'PATCH', `/plans/${planId}`, body, {
      authorization: `JWT ${valid}`,
    })
    expect(res.status).not.toBe(413)
  })

  it("the admin panel's own cookie lifts the cap like the header", async () => {
    const cookie = { cookie: `payload-token=${staffJwt}`, 'sec-fetch-site': 'same-origin' }
    const long = padded(200 * 1024, { name: undefined })
    expect((await call(restPatch, 'PATCH', `/plans/${planId}`, long, cookie)).status).toBe(200)
    expect(
      await call(restPatch, 'PATCH', `/plans/${planId}`, padded(2 * 1024 * 1024), cookie),
    ).toEqual({ status: 413, body: TOO_LARGE })
  })

  it('the custom endpoints keep their 16 KB cap', async () => {
    const res = await rest('POST', '/password-reset', {
      headers: { 'x-forwarded-for': '10.93.1.1' },
      body: { email: 'a@example.com', padding: 'x'.repeat(32 * 1024) },
    })
    expect(res.status).toBe(413)
    expect(res.body).toEqual(TOO_LARGE)
  })

  it('the Stripe webhook stops at 512 KB, declared or streamed, before the signature is checked', async () => {
    const { POST } = await import('@/app/stripe/webhook/route.ts')
    const prev = process.env.STRIPE_WEBHOOK_SECRET
    process.env.STRIPE_WEBHOOK_SECRET ??= 'whsec_test_limits'
    try {
      const big = JSON.stringify({
        id: 'evt_big',
        type: 'invoice.paid',
        padding: 'x'.repeat(600 * 1024),
      })
      const declared = await POST(
        new Request(`${BASE}/stripe/webhook`, {
          method: 'POST',
          headers: {
            'stripe-signature': 't=1,v1=x',
            'content-type': 'application/json',
            'content-length': String(big.length),
          },
          body: big,
        }),
      )
      expect({ status: declared.status, body: await declared.json() }).toEqual({
        status: 413,
        body: TOO_LARGE,
      })
      const chunked = await POST(
        new Request(`${BASE}/stripe/webhook`, {
          method: 'POST',
          headers: { 'stripe-signature': 't=1,v1=x', 'content-type': 'application/json' },
          body: streamed(big),
          duplex: 'half',
        } as RequestInit),
      )
      expect({ status: chunked.status, body: await chunked.json() }).toEqual({
        status: 413,
        body: TOO_LARGE,
      })
    } finally {
      if (prev === undefined) delete process.env.STRIPE_WEBHOOK_SECRET
      else process.env.STRIPE_WEBHOOK_SECRET = prev
    }
  })
})
