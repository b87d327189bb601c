// Session length (issue 18, Low) and the signed-in page view's set-cookie (issue 19): a session
// cookie is minted only within 5 minutes of the sign-in (the ID token's auth_time), and a cookie
// the browser already holds for the same sign-in is kept rather than minted again.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { emulatorSignIn, emulatorSignUp, type EmulatorUser } from '../support/emulator.ts'
import { rest } from '../support/rest.ts'

const stamp = Date.now()
let u: EmulatorUser
let other: EmulatorUser
const setCookie = (idToken: string, cookie?: string) =>
  rest('POST', '/auth/set-cookie', {
    headers: { authorization: `Bearer ${idToken}`, ...(cookie ? { cookie } : {}) },
    body: {},
  })
const cookieOf = (res: { headers: Headers }) => res.headers.get('set-cookie')?.split(';')[0] ?? null
const later = (minutes: number) => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() + minutes * 60_000)
}

beforeAll(async () => {
  u = await emulatorSignUp(`sessao${stamp}@example.com`)
  other = await emulatorSignUp(`outra${stamp}@example.com`)
})
afterEach(() => {
  vi.useRealTimers()
})

describe('POST /api/auth/set-cookie', () => {
  it('mints a cookie for a recent sign-in, and keeps the one the browser holds', async () => {
    const first = await setCookie(u.idToken)
    expect(first.status).toBe(200)
    const cookie = cookieOf(first)!
    expect(cookie).toMatch(/^__session=ey/)
    // The next page view reports the same sign-in: nothing new is minted.
    const again = await setCookie(u.idToken, cookie)
    expect(again.status).toBe(200)
    expect(again.headers.get('set-cookie')).toBeNull()
    expect((await rest('GET', '/auth/check-cookie', { headers: { cookie } })).body).toMatchObject({
      authenticated: true,
      user: { uid: u.uid },
    })
  })

  it('refuses to start a session from a sign-in older than 5 minutes', async () => {
    later(6)
    const res = await setCookie(u.idToken)
    expect(res.status).toBe(401)
    expect(res.body).toMatchObject({ error: 'Faça login novamente para continuar.' })
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it('a returning visitor whose cookie is still valid keeps it', async () => {
    const cookie = cookieOf(await setCookie(u.idToken))!
    later(50) // within the ID token's hour (the browser refreshes it, keeping its auth_time)
    const res = await setCookie(u.idToken, cookie)
    expect(res.status).toBe(200)
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it("an old sign-in does not keep another account's cookie", async () => {
    const othersCookie = cookieOf(await setCookie(other.idToken))!
    later(6)
    const res = await setCookie(u.idToken, othersCookie)
    expect(res.status).toBe(401)
    expect(cookieOf(res)).toBe('__session=')
  })

  it('a new sign-in replaces the cookie of an earlier one', async () => {
    const old = cookieOf(await setCookie(u.idToken))!
    await new Promise((r) => setTimeout(r, 1100))
    const { idToken } = await emulatorSignIn(u.email)
    const renewed = await setCookie(idToken, old)
    expect(renewed.status).toBe(200)
    expect(cookieOf(renewed)).toMatch(/^__session=ey/)
    expect(cookieOf(renewed)).not.toBe(old)
  })
})
