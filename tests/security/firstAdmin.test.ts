// First-admin registration on a fresh production database (issue 18, Medium): closed unless the
// first admin comes from ADMIN_EMAIL/ADMIN_PASSWORD or the caller holds the setup link the server
// prints. Runs as production (NODE_ENV) against an admins table emptied for the test.
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdminFromEnv } from '@/server/bootstrapAdmin.ts'
import { firstAdminSetupToken } from '@/server/firstAdminToken.ts'
import { rest } from '../support/rest.ts'

const stamp = Date.now()
let payload: Payload
const env = {
  NODE_ENV: process.env.NODE_ENV,
  ADMIN_EMAIL: process.env.ADMIN_EMAIL,
  ADMIN_PASSWORD: process.env.ADMIN_PASSWORD,
}
const setEnv = (name: keyof typeof env, value: string | undefined) => {
  const vars = process.env as Record<string, string | undefined>
  if (value === undefined) delete vars[name]
  else vars[name] = value
}

const admins = async () =>
  (await payload.find({ collection: 'admins', overrideAccess: true, limit: 100 })).docs
// A database with no admin, as on a first start: past the rule that keeps the last administrator.
const emptyAdmins = async () => {
  await payload.db.deleteMany({ collection: 'admins', where: { id: { exists: true } } })
}
const register = (email: string, headers: Record<string, string> = {}) =>
  rest('POST', '/admins/first-register', {
    headers,
    body: { email, password: 'primeira-senha-1', 'confirm-password': 'primeira-senha-1' },
  })

beforeAll(async () => {
  payload = await getPayload({ config })
  setEnv('NODE_ENV', 'production')
  setEnv('ADMIN_EMAIL', undefined)
  setEnv('ADMIN_PASSWORD', undefined)
})
afterAll(() => {
  for (const [k, v] of Object.entries(env)) setEnv(k as keyof typeof env, v)
})

describe('first admin in production', () => {
  it('the create-first-user form is refused without the setup link', async () => {
    await emptyAdmins()
    const res = await register(`intruso${stamp}@example.com`)
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject({
      error: expect.stringMatching(/primeiro administrador está fechado/),
    })
    expect(await admins()).toEqual([])
    // A made-up token is refused too.
    expect(
      (await register(`intruso${stamp}@example.com`, { cookie: 'busqy-first-admin=adivinhado' }))
        .status,
    ).toBe(403)
    expect((await rest('GET', '/admins/setup-first-admin?token=adivinhado')).status).toBe(403)
    expect((await rest('GET', '/admins/setup-first-admin')).body).toMatchObject({
      error: expect.stringMatching(/fechado/),
    })
    expect(await admins()).toEqual([])
  })

  it('the setup link opens it once: the holder becomes the first admin, and the link is spent', async () => {
    await emptyAdmins()
    const token = firstAdminSetupToken(payload.config.secret)
    const link = await rest('GET', `/admins/setup-first-admin?token=${token}`)
    expect(link.status).toBe(303)
    expect(link.headers.get('location')).toBe('/admin/create-first-user')
    const cookies = link.headers.getSetCookie()
    expect(cookies.map((c) => /Path=([^;]+)/.exec(c)?.[1])).toEqual([
      '/admin/create-first-user',
      '/api/admins/first-register',
    ])
    expect(cookies.every((c) => /HttpOnly/.test(c) && /SameSite=Strict/.test(c))).toBe(true)
    const cookie = cookies[1]!.split(';')[0]!
    const made = await register(`dona${stamp}@example.com`, { cookie })
    expect(made.status).toBe(200)
    expect((await admins()).map((a) => [a.email, a.role])).toEqual([
      [`dona${stamp}@example.com`, 'admin'],
    ])
    // Registration is closed from now on, with or without the link.
    expect((await register(`segunda${stamp}@example.com`, { cookie })).status).toBe(403)
    expect((await rest('GET', `/admins/setup-first-admin?token=${token}`)).status).toBe(410)
    expect(await admins()).toHaveLength(1)
  })

  it('instances starting together on an empty database make one admin, and none fails its start', async () => {
    await emptyAdmins()
    setEnv('ADMIN_EMAIL', `juntos${stamp}@example.com`)
    setEnv('ADMIN_PASSWORD', 'senha-do-ambiente-1')
    try {
      // Each counts none, then creates: the second create meets the unique email.
      await Promise.all([createAdminFromEnv(payload), createAdminFromEnv(payload)])
    } finally {
      setEnv('ADMIN_EMAIL', undefined)
      setEnv('ADMIN_PASSWORD', undefined)
    }
    expect((await admins()).map((a) => a.email)).toEqual([`juntos${stamp}@example.com`])
  })

  it('ADMIN_EMAIL and ADMIN_PASSWORD create the first admin at start', async () => {
    await emptyAdmins()
    setEnv('ADMIN_EMAIL', `env${stamp}@example.com`)
    setEnv('ADMIN_PASSWORD', 'senha-do-ambiente-1')
    try {
      await createAdminFromEnv(payload)
    } finally {
      setEnv('ADMIN_EMAIL', undefined)
      setEnv('ADMIN_PASSWORD', undefined)
    }
    expect((await admins()).map((a) => [a.email, a.role])).toEqual([
      [`env${stamp}@example.com`, 'admin'],
    ])
  })
})
