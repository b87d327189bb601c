// POST /api/users never erases what the body leaves out (issue 18, Medium): an omitted displayName
// or phone number is unchanged; null or an empty string clears it.
import config from '@payload-config'
import { getPayload } from 'payload'
import { describe, expect, it } from 'vitest'
import { emulatorSignUp } from '../support/emulator.ts'
import { rest, sessionCookie } from '../support/rest.ts'

const stamp = Date.now()
let ip = 0
const save = (idToken: string, body: Record<string, unknown>) =>
  rest('POST', '/users', {
    headers: { authorization: `Bearer ${idToken}`, 'x-forwarded-for': `10.95.0.${++ip}` },
    body,
  })

/** The subscriber's record as stored. */
async function recordOf(uid: string) {
  const payload = await getPayload({ config })
  const found = await payload.find({
    collection: 'subscribers',
    where: { uid: { equals: uid } },
    overrideAccess: true,
  })
  return found.docs[0]!
}

describe('POST /api/users', () => {
  it('omitted fields mean unchanged; null or empty clears', async () => {
    const u = await emulatorSignUp(`registro${stamp}@example.com`)
    expect(
      (
        await save(u.idToken, {
          uid: u.uid,
          displayName: 'Rita de Cássia Reis',
          phoneNumber: '(11) 98765-4321',
        })
      ).status,
    ).toBe(201)
    const record = async () => {
      const doc = await recordOf(u.uid)
      return {
        displayName: doc.displayName,
        firstName: doc.firstName,
        lastName: doc.lastName,
        phoneNumber: doc.phoneNumber,
      }
    }
    const full = {
      displayName: 'Rita de Cássia Reis',
      firstName: 'Rita',
      lastName: 'de Cássia Reis',
      phoneNumber: '11987654321',
    }
    expect(await record()).toEqual(full)

    // A later save with only the uid (or only the email) changes nothing.
    expect((await save(u.idToken, { uid: u.uid })).status).toBe(200)
    expect((await save(u.idToken, { uid: u.uid, email: u.email })).status).toBe(200)
    expect(await record()).toEqual(full)
    // Only the phone: the name stays.
    expect((await save(u.idToken, { uid: u.uid, phoneNumber: '21912345678' })).status).toBe(200)
    expect(await record()).toEqual({ ...full, phoneNumber: '21912345678' })
    // Only the name: the phone stays.
    const renamed = await save(u.idToken, { uid: u.uid, displayName: 'Rita Reis' })
    expect((renamed.body as { user: { phoneNumber: string } }).user.phoneNumber).toBe('21912345678')
    expect(await record()).toEqual({
      displayName: 'Rita Reis',
      firstName: 'Rita',
      lastName: 'Reis',
      phoneNumber: '21912345678',
    })
    // Explicit null or empty clears.
    expect((await save(u.idToken, { uid: u.uid, phoneNumber: null })).status).toBe(200)
    expect((await record()).phoneNumber).toBeNull()
    expect((await save(u.idToken, { uid: u.uid, displayName: '' })).status).toBe(200)
    expect(await record()).toMatchObject({ displayName: null, firstName: null })
    // A phone that is not a phone is refused, not stored and not taken as "clear".
    expect((await save(u.idToken, { uid: u.uid, phoneNumber: '123' })).status).toBe(400)
    expect((await save(u.idToken, { uid: u.uid, phoneNumber: 11987654321 })).status).toBe(400)
  })

  it('a name that is not a name is refused, and the stored one stays', async () => {
    const u = await emulatorSignUp(`nome-ruim${stamp}@example.com`)
    expect((await save(u.idToken, { uid: u.uid, displayName: 'Rita Reis' })).status).toBe(201)
    for (const bad of ['R'.repeat(121), 42, {}, ['Rita']]) {
      const res = await save(u.idToken, { uid: u.uid, displayName: bad })
      expect(res.status, JSON.stringify(bad).slice(0, 40)).toBe(400)
      expect((res.body as { error?: string }).error).toBe('Informe um nome de até 120 caracteres.')
    }
    expect(await recordOf(u.uid)).toMatchObject({
      displayName: 'Rita Reis',
      firstName: 'Rita',
      lastName: 'Reis',
    })
  })
})

describe('PATCH /api/subscribers/{own id}', () => {
  it('applies the rules of POST /api/users: a real phone (stored as digits), a name of at most 120 characters, an https photo', async () => {
    const u = await emulatorSignUp(`perfil${stamp}@example.com`)
    expect((await save(u.idToken, { uid: u.uid, displayName: 'Rita Reis' })).status).toBe(201)
    const cookie = await sessionCookie(u)
    const doc = () => recordOf(u.uid)
    const id = (await doc()).id
    const patch = (body: Record<string, unknown>) =>
      rest('PATCH', `/subscribers/${id}`, { headers: { cookie }, body })

    for (const bad of [
      { phoneNumber: 'abc' },
      { phoneNumber: '123' },
      { displayName: 'R'.repeat(15_000) },
      { firstName: 'R'.repeat(121) },
      { photoURL: 'javascript:alert(1)' },
      { photoURL: 'http://example.com/foto.jpg' },
      // Review: not text at all. A number or list as the phone answered 500; an object or a list
      // of names each under the limit was stored as JSON text (15 kB), past the 120-character rule.
      { phoneNumber: 11987654321 },
      { phoneNumber: ['11987654321'] },
      { displayName: { a: 'R'.repeat(15_000) } },
      { firstName: Array.from({ length: 100 }, () => 'R'.repeat(120)) },
      { lastName: 7 },
      { photoURL: { href: 'https://example.com/x.jpg' } },
    ]) {
      const res = await patch(bad)
      expect(res.status, JSON.stringify(bad).slice(0, 60)).toBe(400)
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js):\d+/)
    }
    expect(await doc()).toMatchObject({
      displayName: 'Rita Reis',
      phoneNumber: null,
      photoURL: null,
    })

    expect(
      (await patch({ phoneNumber: '(21) 91234-5678', photoURL: 'https://example.com/rita.jpg' }))
        .status,
    ).toBe(200)
    expect(await doc()).toMatchObject({
      phoneNumber: '21912345678',
      photoURL: 'https://example.com/rita.jpg',
    })
    expect((await patch({ phoneNumber: '', photoURL: '' })).status).toBe(200)
    expect(await doc()).toMatchObject({ phoneNumber: null, photoURL: null })
  })

  it('cannot rewrite when the account was created (the trial counts from it)', async () => {
    const u = await emulatorSignUp(`criado${stamp}@example.com`)
    expect((await save(u.idToken, { uid: u.uid, displayName: 'Caio Lima' })).status).toBe(201)
    const cookie = await sessionCookie(u)
    const before = await recordOf(u.uid)
    const res = await rest('PATCH', `/subscribers/${before.id}`, {
      headers: { cookie },
      body: { createdAt: '2099-01-01T00:00:00.000Z', displayName: 'Caio Lima Reis' },
    })
    expect(res.status).toBe(200)
    const after = await recordOf(u.uid)
    expect(after.displayName).toBe('Caio Lima Reis')
    expect(after.createdAt).toBe(before.createdAt)
  })
})
