// The production server's fast path for check-cookie: the Payload endpoint's answer, given without
// Next's route-handler layer, with the site's security headers and the same verified identity.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCheckCookieFastPath } from '@/server/checkCookieFastPath.ts'
import { emulatorSignUp, type EmulatorUser } from '../support/emulator.ts'
import { rest, sessionCookie } from '../support/rest.ts'

const fastPath = createCheckCookieFastPath()
let server: http.Server
let base: string
let a: EmulatorUser
let b: EmulatorUser
const stamp = Date.now()

/** A raw request, so the Host header can be anything a client sends. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.request(base + path, { method, headers }, (res) => {
        let body = ''
        res.on('data', (c: Buffer) => (body += c))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }))
      })
      req.on('error', reject)
      req.end()
    },
  )
}

beforeAll(async () => {
  a = await emulatorSignUp(`rapida${stamp}@example.com`, 'senha-123', 'Ana Rápida')
  b = await emulatorSignUp(`rapido${stamp}@example.com`, 'senha-123', 'Beto Rápido')
  // Wired as in server.mjs: what the fast path does not take gets a 404 from this stand-in for Next.
  server = http.createServer((req, res) => {
    const answered = fastPath(req, res)
    if (answered) return void answered.catch(() => res.destroy())
    res.writeHead(404, { 'x-handled-by': 'next' }).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

describe('check-cookie through the fast path', () => {
  it('answers an anonymous visitor with the security headers and no caching', async () => {
    const res = await get('/api/auth/check-cookie')
    expect(res.status).toBe(200)
    expect(JSON.parse(res.body)).toEqual({ authenticated: false, user: null })
    expect(res.headers['content-type']).toMatch(/application\/json/)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(res.body)))
  })

  it('names only the user the verified cookie belongs to, and refuses a forged one', async () => {
    const [cookieA, cookieB] = await Promise.all([sessionCookie(a), sessionCookie(b)])
    expect(
      JSON.parse((await get('/api/auth/check-cookie', { cookie: cookieA })).body),
    ).toMatchObject({ authenticated: true, user: { uid: a.uid, email: a.email } })
    expect(
      JSON.parse((await get('/api/auth/check-cookie?uid=' + a.uid, { cookie: cookieB })).body),
    ).toMatchObject({ authenticated: true, user: { uid: b.uid } })
    expect(
      JSON.parse((await get('/api/auth/check-cookie', { cookie: '__session=forjado' })).body),
    ).toEqual({ authenticated: false, user: null })
  })

  it('answers exactly what the Payload endpoint answers', async () => {
    const cookie = await sessionCookie(b)
    const cases: Record<string, string>[] = [
      {},
      { cookie },
      { cookie: '__session=forjado' },
      { cookie: `outro=1; ${cookie}` },
    ]
    const answers: unknown[] = []
    for (const headers of cases) {
      const viaPayload = await rest('GET', '/auth/check-cookie', { headers })
      const viaFastPath = await get('/api/auth/check-cookie', headers)
      expect(viaFastPath.status).toBe(viaPayload.status)
      expect(viaFastPath.headers['cache-control']).toBe(viaPayload.headers.get('cache-control'))
      expect(JSON.parse(viaFastPath.body)).toEqual(viaPayload.body)
      answers.push(viaPayload.body)
    }
    expect(answers.filter((a) => (a as { authenticated: boolean }).authenticated)).toHaveLength(2)
  })

  it('refuses a cookie as soon as sign-out (answered elsewhere) revoked it', async () => {
    const cookie = await sessionCookie(a)
    expect(JSON.parse((await get('/api/auth/check-cookie', { cookie })).body)).toMatchObject({
      authenticated: true,
    })
    // Revocation has one-second resolution: let the cookie's auth time fall before it.
    await new Promise((r) => setTimeout(r, 1100))
    expect((await rest('POST', '/auth/clear-cookie', { headers: { cookie } })).status).toBe(200)
    expect(JSON.parse((await get('/api/auth/check-cookie', { cookie })).body)).toEqual({
      authenticated: false,
      user: null,
    })
  })

  it('survives a malformed Host header', async () => {
    const res = await get('/api/auth/check-cookie', { host: 'não é um host' })
    expect(res.status).toBe(200)
    expect(JSON.parse(res.body)).toEqual({ authenticated: false, user: null })
  })

  it('leaves every other request to Next.js', async () => {
    for (const [path, method] of [
      ['/api/auth/check-cookie', 'POST'],
      ['/api/auth/check-cookie', 'HEAD'],
      ['/api/auth/check-cookie/extra', 'GET'],
      ['/api/users/' + a.uid, 'GET'],
      ['/planos', 'GET'],
    ] as const) {
      const res = await get(path, {}, method)
      expect(res.headers['x-handled-by'], `${method} ${path}`).toBe('next')
    }
  })
})
