// Bad input gets a JSON 400, never a 500: Payload parses a multipart body's `_payload` field with a
// bare JSON.parse (before access checks), so a malformed one reached its error handler as a
// SyntaxError and answered 500 "Something went wrong." to anyone, on every built-in write route.
import config from '@payload-config'
import { getPayload, handleEndpoints } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { POST as graphqlRoute } from '@/app/(payload)/api/graphql/route.ts'
import { emulatorSignUp } from '../support/emulator.ts'
import { login, rest, sessionCookie } from '../support/rest.ts'

async function post(path: string, body: FormData | string, contentType?: string) {
  const request = new Request(`http://localhost:3000/api${path}`, {
    method: 'POST',
    headers: {
      'x-forwarded-for': '10.77.0.1',
      ...(contentType ? { 'content-type': contentType } : {}),
    },
    body,
  })
  const res = await handleEndpoints({ config, request })
  return { status: res.status, body: (await res.json()) as { error?: string } }
}

describe('malformed request bodies', () => {
  it.each(['/plans', '/subscribers', '/admins/login', '/globals/site-settings'])(
    'a multipart body whose _payload is not JSON gets 400 with a message on %s',
    async (path) => {
      const form = new FormData()
      form.set('_payload', '{')
      const res = await post(path, form)
      expect(res.status).toBe(400)
      expect(res.body.error).toBe('Dados inválidos.')
    },
  )

  it('a JSON body that does not parse gets 400 too', async () => {
    const res = await post('/plans', '{', 'application/json')
    expect(res.status).toBe(400)
    expect(typeof res.body.error).toBe('string')
  })
})

// The GraphQL route parses its body outside Payload's error handler: a malformed one reached the
// route's own wrapper and answered 500 "Erro interno".
describe('malformed bodies on /api/graphql', () => {
  const call = async (body: FormData | string, contentType?: string) => {
    const res = await graphqlRoute(
      new Request('http://localhost:3000/api/graphql', {
        method: 'POST',
        headers: contentType ? { 'content-type': contentType } : {},
        body,
      }),
    )
    return { status: res.status, body: (await res.json()) as { error?: string } }
  }

  it('a JSON body that does not parse gets 400 Dados inválidos.', async () => {
    expect(await call('{', 'application/json')).toEqual({
      status: 400,
      body: expect.objectContaining({ error: 'Dados inválidos.' }),
    })
  })

  it('a multipart body whose _payload is not JSON gets 400 Dados inválidos.', async () => {
    const form = new FormData()
    form.set('_payload', '{')
    expect(await call(form)).toEqual({
      status: 400,
      body: expect.objectContaining({ error: 'Dados inválidos.' }),
    })
  })
})

// `null` is valid JSON: Payload took it as the document's data and its field hooks threw a
// TypeError (500, "Something went wrong.") for a subscriber's own record and for staff writes.
describe('a JSON body that is not an object', () => {
  const stamp = Date.now()
  let token: string
  let planId: number

  beforeAll(async () => {
    const payload = await getPayload({ config })
    await payload.create({
      collection: 'admins',
      overrideAccess: true,
      data: { email: `corpo-nulo${stamp}@example.com`, password: 'admin-pass-1', role: 'admin' },
    })
    token = await login(`corpo-nulo${stamp}@example.com`, 'admin-pass-1')
    const plans = await payload.find({ collection: 'plans', limit: 1, overrideAccess: true })
    planId = plans.docs[0]!.id
  })

  it.each([null, 42, 'texto', [1, 2]])(
    'staff writes with %j get 400 and change nothing',
    async (body) => {
      const payload = await getPayload({ config })
      const before = await payload.findByID({
        collection: 'plans',
        id: planId,
        overrideAccess: true,
      })
      for (const [method, path] of [
        ['POST', '/plans'],
        ['PATCH', `/plans/${planId}`],
        ['POST', '/globals/site-settings'],
      ] as const) {
        const res = await rest(method, path, { token, body })
        expect(res.status, `${method} ${path}`).toBe(400)
        expect((res.body as { error?: string }).error).toBe('Envie os dados em JSON.')
      }
      const after = await payload.findByID({
        collection: 'plans',
        id: planId,
        overrideAccess: true,
      })
      expect(after.updatedAt).toBe(before.updatedAt)
    },
  )

  it('a subscriber patching their own record with null gets 400', async () => {
    const u = await emulatorSignUp(`corpo-nulo${stamp}@example.com`)
    expect(
      (
        await rest('POST', '/users', {
          headers: { authorization: `Bearer ${u.idToken}`, 'x-forwarded-for': '10.77.1.1' },
          body: { uid: u.uid },
        })
      ).status,
    ).toBe(201)
    const cookie = await sessionCookie(u)
    const payload = await getPayload({ config })
    const own = await payload.find({
      collection: 'subscribers',
      where: { uid: { equals: u.uid } },
      overrideAccess: true,
    })
    const res = await rest('PATCH', `/subscribers/${own.docs[0]!.id}`, {
      headers: { cookie },
      body: null,
    })
    expect(res.status).toBe(400)
    expect((res.body as { error?: string }).error).toBe('Envie os dados em JSON.')
  })
})
