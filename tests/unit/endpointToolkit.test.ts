// The endpoint toolkit every custom endpoint goes through: origin check, size-capped JSON body,
// verified identity, and one error shape.
import type { PayloadHandler, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { errorBody } from '@/server/apiErrors.ts'
import { defineEndpoint, HttpError, readCappedText } from '@/server/endpoints/toolkit.ts'
import { createRateLimiter } from '@/server/rateLimit.ts'
import { StripeNotConfiguredError } from '@/server/stripe.ts'

// A Firebase project, as every local run has (scripts/lib/localEnv.ts): without one firebase-admin
// cannot check any token, which is an outage (503), not a refused token.
process.env.FIREBASE_PROJECT_ID ??= 'demo-busqy'

const logged: unknown[] = []
const fakePayload = { logger: { error: (o: unknown) => logged.push(o), warn: () => undefined } }

function request(init: {
  method?: string
  headers?: Record<string, string>
  body?: BodyInit
}): PayloadRequest {
  const req = new Request('http://localhost:3000/api/x', {
    method: init.method ?? 'POST',
    headers: { host: 'localhost:3000', ...init.headers },
    body: init.body,
    duplex: 'half',
  } as RequestInit)
  return Object.assign(req, { payload: fakePayload, routeParams: {} }) as unknown as PayloadRequest
}

const call = async (endpoint: { handler: PayloadHandler }, req: PayloadRequest) => {
  const res = await endpoint.handler(req)
  return { status: res.status, body: (await res.json()) as unknown, headers: res.headers }
}

/** A body that arrives in pieces and never says its length. */
function streamOf(totalBytes: number, chunk = 1024): ReadableStream<Uint8Array> {
  let sent = 0
  return new ReadableStream({
    pull(controller) {
      if (sent >= totalBytes) return controller.close()
      const n = Math.min(chunk, totalBytes - sent)
      sent += n
      controller.enqueue(new Uint8Array(n).fill(0x20))
    },
  })
}

describe('defineEndpoint', () => {
  const echo = defineEndpoint({
    path: '/x',
    method: 'post',
    body: 'required',
    bodyMessage: 'Envie JSON.',
    handler: async ({ body }) => Response.json({ got: body }),
  })

  it('refuses another site’s Origin on state-changing calls before reading anything', async () => {
    const res = await call(
      echo,
      request({ headers: { origin: 'https://evil.example' }, body: '{"a":1}' }),
    )
    expect(res).toMatchObject({ status: 403, body: errorBody('Origem não permitida.') })
    expect(
      (await call(echo, request({ headers: { origin: 'http://localhost:3000' }, body: '{"a":1}' })))
        .body,
    ).toEqual({ got: { a: 1 } })
  })

  it('behind a chain of proxies (X-Forwarded-Host lists several) the site’s own Origin still passes', async () => {
    const body = '{"a":1}'
    const through = (origin: string) =>
      request({
        headers: { origin, 'x-forwarded-host': 'busqy.com.br, interno:3000', host: 'interno:3000' },
        body,
      })
    expect((await call(echo, through('https://busqy.com.br'))).body).toEqual({ got: { a: 1 } })
    expect((await call(echo, through('https://evil.example'))).status).toBe(403)
    // The configured address counts whatever the proxies wrote.
    const prev = process.env.NEXT_PUBLIC_SERVER_URL
    process.env.NEXT_PUBLIC_SERVER_URL = 'https://www.busqy.com.br'
    try {
      expect((await call(echo, through('https://www.busqy.com.br'))).status).not.toBe(403)
    } finally {
      if (prev === undefined) delete process.env.NEXT_PUBLIC_SERVER_URL
      else process.env.NEXT_PUBLIC_SERVER_URL = prev
    }
  })

  it('answers 413 in JSON for a body over the cap, declared or streamed', async () => {
    const declared = await call(
      echo,
      request({ headers: { 'content-length': '20000' }, body: 'x'.repeat(20000) }),
    )
    expect(declared).toMatchObject({
      status: 413,
      body: errorBody('O corpo da requisição é grande demais.'),
    })
    const streamed = await call(echo, request({ body: streamOf(100_000) }))
    expect(streamed.status).toBe(413)
  })

  it('stops reading a streamed body as soon as it passes the cap', async () => {
    let pulled = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1024
        controller.enqueue(new Uint8Array(1024))
      },
    })
    await expect(readCappedText({ headers: new Headers(), body }, 4096)).rejects.toMatchObject({
      status: 413,
    })
    expect(pulled).toBeLessThanOrEqual(4096 + 2048)
  })

  it('answers 400 with the endpoint’s message for a body that is not a JSON object', async () => {
    for (const body of ['', 'nope', '[1,2]', '"text"', 'null']) {
      expect(await call(echo, request({ body }))).toMatchObject({
        status: 400,
        body: errorBody('Envie JSON.'),
      })
    }
  })

  it('asks for a sign-in when the identity is required and absent or forged', async () => {
    const guarded = defineEndpoint({
      path: '/y',
      method: 'get',
      identity: 'required',
      signInMessage: 'Entre primeiro.',
      handler: async () => Response.json({ ok: true }),
    })
    expect(await call(guarded, request({ method: 'GET' }))).toMatchObject({
      status: 401,
      body: errorBody('Entre primeiro.'),
    })
    expect(
      (
        await call(
          guarded,
          request({ method: 'GET', headers: { authorization: 'Bearer forged.token.value' } }),
        )
      ).status,
    ).toBe(401)
    expect(
      (await call(guarded, request({ method: 'GET', headers: { cookie: '__session=forged' } })))
        .status,
    ).toBe(401)
  })

  it('limits requests per client before verifying anyone, with Retry-After', async () => {
    const limited = defineEndpoint({
      path: '/z',
      method: 'post',
      clientLimit: {
        limiter: createRateLimiter('toolkit-test', 2, 60_000, async () => null),
        message: 'Calma.',
      },
      handler: async () => Response.json({ ok: true }),
    })
    const from = (ip: string) => call(limited, request({ headers: { 'x-forwarded-for': ip } }))
    expect((await from('10.0.0.1')).status).toBe(200)
    expect((await from('10.0.0.1')).status).toBe(200)
    const third = await from('10.0.0.1')
    expect(third).toMatchObject({ status: 429, body: errorBody('Calma.') })
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await from('10.0.0.2')).status).toBe(200)
  })

  it('turns thrown errors into the one JSON shape without internals', async () => {
    const throwing = (err: unknown) =>
      defineEndpoint({ path: '/e', method: 'get', handler: async () => Promise.reject(err) })
    expect(
      await call(throwing(new HttpError(409, 'Já existe.')), request({ method: 'GET' })),
    ).toMatchObject({ status: 409, body: errorBody('Já existe.') })
    expect(
      (await call(throwing(new StripeNotConfiguredError()), request({ method: 'GET' }))).status,
    ).toBe(503)
    expect(
      (
        await call(
          throwing(
            Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
              code: 'ECONNREFUSED',
            }),
          ),
          request({ method: 'GET' }),
        )
      ).status,
    ).toBe(503)
    const secret = await call(
      throwing(new Error('relation "x" does not exist at /srv/app.js:12')),
      request({ method: 'GET' }),
    )
    expect(secret.status).toBe(500)
    expect(JSON.stringify(secret.body)).not.toMatch(/relation|app\.js/)
    expect(logged.length).toBeGreaterThan(0)
  })
})
