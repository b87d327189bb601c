// Password reset cannot be used to lock someone out of their own reset (issue 18, Medium): requests
// for another person's address are limited per client and per (client, address), and requests from
// many clients for one address only stop further emails (the person keeps a recent, valid link).
import { beforeAll, describe, expect, it } from 'vitest'
import { emulatorResetCodes, emulatorSignUp, type EmulatorUser } from '../support/emulator.ts'
import { rest } from '../support/rest.ts'

const stamp = Date.now()
let victim: EmulatorUser
const reset = (ip: string, email: string) =>
  rest('POST', '/password-reset', { headers: { 'x-forwarded-for': ip }, body: { email } })
const codesFor = async (email: string) =>
  (await emulatorResetCodes()).filter(
    (c) => c.email === email && c.requestType === 'PASSWORD_RESET',
  ).length

beforeAll(async () => {
  victim = await emulatorSignUp(`vitima${stamp}@example.com`)
})

describe('password reset for someone else’s address', () => {
  it('one client: 3 requests per address in 15 minutes, then 429 for that client only', async () => {
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push((await reset('10.94.0.1', victim.email)).status)
    expect(statuses).toEqual([200, 200, 200, 429, 429])
    // The person themself, from their own connection, still gets an email.
    const before = await codesFor(victim.email)
    expect((await reset('10.94.9.9', victim.email)).status).toBe(200)
    expect(await codesFor(victim.email)).toBe(before + 1)
  })

  it('many clients: never refused, at most 5 emails in 15 minutes, and the owner keeps a valid link', async () => {
    const other = await emulatorSignUp(`alvo${stamp}@example.com`)
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        reset(`10.94.1.${i}`, other.email).then((r) => r.status),
      ),
    )
    expect(statuses).toEqual(Array(12).fill(200))
    expect(await codesFor(other.email)).toBe(5)
    // The owner asks too: answered like everyone, and a link sent minutes ago is in their inbox.
    expect((await reset('10.94.2.1', other.email)).status).toBe(200)
    const code = (await emulatorResetCodes()).filter((c) => c.email === other.email).at(-1)!.oobCode
    const host = process.env.FIREBASE_AUTH_EMULATOR_HOST
    const used = await fetch(
      `http://${host}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ oobCode: code, newPassword: 'senha-nova-123' }),
      },
    )
    expect(used.status).toBe(200)
  })
})
