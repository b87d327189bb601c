// A rule is checked when a document is published, against what is on the site (issue 48). Drafts
// are saved without validation, and Payload hands validation the latest version as the "previous"
// value: a 150 % code autosaved as a draft was then published as "unchanged", and /?promo= broke.
// One test per way a draft reaches the site; each would publish the 150 % code before the fix.
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import type { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Admin, PromoCode } from '@/payload-types.ts'
import { findFailedSchedules } from '@/server/failedSchedules.ts'
import { graphql, newStaffToken, rest } from '../support/rest.ts'

let payload: Payload
let token: string
let admin: Admin
const stamp = Date.now()
const made: number[] = []
const jobs: Array<number | string> = []
const PERCENT = 'Use um número inteiro de 1 a 100.'

beforeAll(async () => {
  payload = await getPayload({ config })
  token = await newStaffToken(payload, 'paths')
  admin = (
    await payload.find({ collection: 'admins', sort: '-createdAt', limit: 1, overrideAccess: true })
  ).docs[0]!
})
afterAll(async () => {
  for (const id of jobs)
    await payload.delete({ collection: 'payload-jobs', id, overrideAccess: true }).catch(() => {})
  for (const id of made)
    await payload
      .delete({ collection: 'promo-codes', id, overrideAccess: true, trash: true })
      .catch(() => {})
})

const row = (id: number) =>
  payload.db.findOne({ collection: 'promo-codes', where: { id: { equals: id } } }) as Promise<
    PromoCode & { _status: string }
  >

/** What "Criar novo" and typing do: an empty autosaved draft, then autosaves of what is typed. */
async function autosavedDraft(data: Record<string, unknown>): Promise<number> {
  const created = await rest('POST', '/promo-codes?draft=true&autosave=true', { token, body: {} })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const id = (created.body as { doc: { id: number } }).doc.id
  made.push(id)
  const typed = await rest('PATCH', `/promo-codes/${id}?draft=true&autosave=true`, {
    token,
    body: data,
  })
  expect(typed.status, JSON.stringify(typed.body)).toBe(200)
  return id
}

const broken = (suffix: string) => ({
  code: `cento-cinquenta-${suffix}-${stamp}`,
  discountPercent: 150,
  title: 'Oferta quebrada',
})

describe('a draft that breaks a rule is not published', () => {
  it('REST: autosave, then Publicar', async () => {
    const id = await autosavedDraft(broken('rest'))
    const publish = await rest('PATCH', `/promo-codes/${id}?draft=true`, {
      token,
      body: { ...broken('rest'), _status: 'published' },
    })
    expect(publish.status).toBe(400)
    expect(JSON.stringify(publish.body)).toContain(PERCENT)
    expect((await row(id))._status).toBe('draft')
  })

  it('manual save: "Salvar rascunho", then a publish that sends only the status', async () => {
    const created = await rest('POST', '/promo-codes?draft=true', {
      token,
      body: { ...broken('manual'), _status: 'draft' },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = (created.body as { doc: { id: number } }).doc.id
    made.push(id)
    const saved = await rest('PATCH', `/promo-codes/${id}?draft=true`, {
      token,
      body: { title: 'Rascunho salvo', _status: 'draft' },
    })
    expect(saved.status).toBe(200)
    const publish = await rest('PATCH', `/promo-codes/${id}`, {
      token,
      body: { _status: 'published' },
    })
    expect(publish.status).toBe(400)
    expect(JSON.stringify(publish.body)).toContain(PERCENT)
    expect((await row(id))._status).toBe('draft')
  })

  it('GraphQL: a draft saved, then published', async () => {
    const id = await autosavedDraft(broken('graphql'))
    const res = await graphql(
      `mutation { updatePromoCode(id: ${id}, data: { _status: published }) { id } }`,
      token,
    )
    expect(res.body.errors?.map((e) => e.message).join(' ')).toMatch(/inválido|invalid/i)
    expect((await row(id))._status).toBe('draft')
  })

  it('local API: a draft updated, then published', async () => {
    const user = { ...admin, collection: 'admins' as const }
    const draft = await payload.create({
      collection: 'promo-codes',
      data: { code: `local-${stamp}`, discountPercent: 20, title: 'Local' },
      draft: true,
      user,
      overrideAccess: false,
    })
    made.push(draft.id)
    await payload.update({
      collection: 'promo-codes',
      id: draft.id,
      data: { discountPercent: 150 },
      draft: true,
      autosave: true,
      user,
      overrideAccess: false,
    })
    await expect(
      payload.update({
        collection: 'promo-codes',
        id: draft.id,
        data: { _status: 'published' },
        user,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/inválido/)
    expect((await row(draft.id))._status).toBe('draft')
  })

  it('a scheduled publish: refused when due, and listed on the dashboard with the reason', async () => {
    const id = await autosavedDraft(broken('agendado'))
    const job = await payload.jobs.queue({
      task: 'schedulePublish',
      input: {
        type: 'publish',
        doc: { relationTo: 'promo-codes', value: id },
        user: { relationTo: 'admins', value: admin.id },
      },
      waitUntil: new Date(Date.now() - 1000),
    })
    jobs.push(job.id)
    await payload.jobs.runByID({ id: job.id })
    expect((await row(id))._status).toBe('draft')
    const failed = await findFailedSchedules(payload)
    expect(failed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          href: `/admin/collections/promo-codes/${id}`,
          action: 'publish',
          reason: expect.stringContaining(PERCENT),
        }),
      ]),
    )
  })

  it('restoring a version: one that breaks a rule does not replace the published code', async () => {
    const code = `restaurar-${stamp}`
    const created = await rest('POST', '/promo-codes', {
      token,
      body: { code, discountPercent: 20, title: 'No ar', _status: 'published' },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = (created.body as { doc: { id: number } }).doc.id
    made.push(id)
    const first = await payload.findVersions({
      collection: 'promo-codes',
      where: { parent: { equals: id } },
      limit: 1,
      overrideAccess: true,
    })
    // A published version holding what the rule refuses (stored by an older release, or a bug)...
    await (payload.db as unknown as { pool: Pool }).pool.query(
      'UPDATE _promo_codes_v SET version_discount_percent = 150 WHERE id = $1',
      [first.docs[0]!.id],
    )
    // ...and the same value in the latest draft, which Payload takes for the "previous" value.
    const draft = await rest('PATCH', `/promo-codes/${id}?draft=true&autosave=true`, {
      token,
      body: { discountPercent: 150 },
    })
    expect(draft.status).toBe(200)
    const restore = await rest('POST', `/promo-codes/versions/${first.docs[0]!.id}`, { token })
    expect(restore.status).toBe(400)
    expect(JSON.stringify(restore.body)).toContain(PERCENT)
    expect(await row(id)).toMatchObject({ discountPercent: 20, _status: 'published' })
  })
})

describe('a value published before a rule stays valid', () => {
  it('kept while unchanged, even across an autosave; a new value follows the rule', async () => {
    // As an older release published it: a space in the code and a fractional percent.
    const legacy = await payload.db.create({
      collection: 'promo-codes',
      data: {
        code: `velho codigo ${stamp}`,
        discountPercent: 12.5,
        active: true,
        isDefault: false,
        monthlyOnly: true,
        _status: 'published',
      },
    })
    const id = legacy.id as number
    made.push(id)
    await rest('PATCH', `/promo-codes/${id}?draft=true&autosave=true`, {
      token,
      body: { title: 'Texto novo' },
    })
    const publish = await rest('PATCH', `/promo-codes/${id}?draft=true`, {
      token,
      body: { title: 'Texto novo', _status: 'published' },
    })
    expect(publish.status, JSON.stringify(publish.body)).toBe(200)

    // A new value autosaved, then a second autosave that "keeps" it: still refused when published.
    await rest('PATCH', `/promo-codes/${id}?draft=true&autosave=true`, {
      token,
      body: { discountPercent: 150 },
    })
    await rest('PATCH', `/promo-codes/${id}?draft=true&autosave=true`, {
      token,
      body: { title: 'Outro texto' },
    })
    const again = await rest('PATCH', `/promo-codes/${id}?draft=true`, {
      token,
      body: { _status: 'published' },
    })
    expect(again.status).toBe(400)
    expect(JSON.stringify(again.body)).toContain(PERCENT)
    expect(await row(id)).toMatchObject({ discountPercent: 12.5, _status: 'published' })
  })

  it("a plan's identifier autosaved in a form the rule refuses is not published", async () => {
    const created = await rest('POST', '/plans?draft=true&autosave=true', { token, body: {} })
    const id = (created.body as { doc: { id: number } }).doc.id
    const content = {
      name: `Plano regra ${stamp}`,
      displayName: 'Plano regra',
      group: 'single',
      active: false,
      planId: 'Plano Com Espaço',
    }
    try {
      await rest('PATCH', `/plans/${id}?draft=true&autosave=true`, { token, body: content })
      const publish = await rest('PATCH', `/plans/${id}?draft=true`, {
        token,
        body: { ...content, _status: 'published' },
      })
      expect(publish.status).toBe(400)
      expect(JSON.stringify(publish.body)).toContain('Use só letras minúsculas, números e _')
    } finally {
      await payload.delete({ collection: 'plans', id, overrideAccess: true })
    }
  })
})
