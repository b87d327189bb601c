// Bad input gets a JSON 400, never a 500: Payload parses a multipart body's `_payload` field with a
// bare JSON.parse (before access checks), so a malformed one reached its error handler as a
// SyntaxError and answered 500 "Something went wrong." to anyone, on every built-in write route.
import config from '@payload-config'
import { handleEndpoints } from 'payload'
import { describe, expect, it } from 'vitest'

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
