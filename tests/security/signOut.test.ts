// Sign-out always revokes (issue 49, finding 1): POST /api/auth/clear-cookie revokes every account
// the browser names, by its session cookie and by the ID token it sends as Bearer before signing out
// of Firebase. A browser without the cookie (past its 5 days, or a sign-in whose mint was refused)
// used to sign out without revoking anything: the token copied from it kept working.
import { describe, expect, it } from 'vitest'
import { emulatorSignUp, type EmulatorUser } from '../support/emulator.ts'
import { rest, sessionCookie } from '../support/rest.ts'

const stamp = Date.now()
const bearer = (u: EmulatorUser) => ({ authorization: `Bearer ${u.idToken}` })

/** Whether the server still takes the ID token (the own-record read needs a verified identity). */
async function tokenWorks(u: EmulatorUser): Promise<boolean> {
  const res = await rest('GET', `/users/${u.uid}`, { headers: bearer(u) })
  return res.status !== 401
}

async function cookieWorks(cookie: string): Promise<boolean> {
  const res = await rest('GET', '/auth/check-cookie', { headers: { cookie } })
  return (res.body as { authenticated?: boolean }).authenticated === true
}

// Revocation has one-second resolution: a token must be issued before the second it is revoked in.
const pastTheSecond = () => new Promise((r) => setTimeout(r, 1100))

describe('sign-out', () => {
  it('revokes the account of a browser without the session cookie (Bearer only)', async () => {
    const u = await emulatorSignUp(`sem-cookie${stamp}@example.com`)
    await rest('POST', '/users', { headers: bearer(u), body: { uid: u.uid, email: u.email } })
    expect(await tokenWorks(u)).toBe(true)
    await pastTheSecond()
    const res = await rest('POST', '/auth/clear-cookie', { headers: bearer(u) })
    expect(res.status).toBe(200)
    expect(res.headers.get('set-cookie')).toMatch(/^__session=;/)
    expect(await tokenWorks(u)).toBe(false)
  })

  it('revokes the account of a browser with the cookie and the token', async () => {
    const u = await emulatorSignUp(`com-cookie${stamp}@example.com`)
    await rest('POST', '/users', { headers: bearer(u), body: { uid: u.uid, email: u.email } })
    const cookie = await sessionCookie(u)
    await pastTheSecond()
    const res = await rest('POST', '/auth/clear-cookie', { headers: { cookie, ...bearer(u) } })
    expect(res.status).toBe(200)
    expect(await cookieWorks(cookie)).toBe(false)
    expect(await tokenWorks(u)).toBe(false)
  })

  it('revokes both accounts when the cookie and the token name different ones', async () => {
    const a = await emulatorSignUp(`antigo${stamp}@example.com`)
    const b = await emulatorSignUp(`novo${stamp}@example.com`)
    for (const u of [a, b])
      await rest('POST', '/users', { headers: bearer(u), body: { uid: u.uid, email: u.email } })
    const cookieOfA = await sessionCookie(a)
    await pastTheSecond()
    await rest('POST', '/auth/clear-cookie', { headers: { cookie: cookieOfA, ...bearer(b) } })
    expect(await cookieWorks(cookieOfA)).toBe(false)
    expect(await tokenWorks(a)).toBe(false)
    expect(await tokenWorks(b)).toBe(false)
  })

  it('revokes nobody for a forged token and still clears the cookie', async () => {
    const u = await emulatorSignUp(`forjado${stamp}@example.com`)
    await rest('POST', '/users', { headers: bearer(u), body: { uid: u.uid, email: u.email } })
    await pastTheSecond()
    const res = await rest('POST', '/auth/clear-cookie', {
      headers: { authorization: 'Bearer forjado' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('set-cookie')).toMatch(/^__session=;/)
    expect(await tokenWorks(u)).toBe(true)
  })
})
