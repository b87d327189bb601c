// Autosave does not fill the version cap (issue 48): a marketer who edits and publishes all day
// keeps the published history. Each round of autosaves then "Publicar" used to leave two versions,
// so 25 rounds (an afternoon) pushed every older publication out of the 50 kept.
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_VERSIONS } from '../../fields/versioned.ts'
import { newStaffToken, rest } from '../support/rest.ts'

let payload: Payload
let admin: string
const stamp = Date.now()
const codes: number[] = []

beforeAll(async () => {
  payload = await getPayload({ config })
  admin = await newStaffToken(payload, 'cap')
})
afterAll(async () => {
  for (const id of codes)
    await payload
      .delete({ collection: 'promo-codes', id, overrideAccess: true, trash: true })
      .catch(() => {})
})

type Row = { autosave?: boolean; version: { _status?: string; title?: string } }
const versionsOf = async (id: number) =>
  (
    await payload.db.findVersions({
      collection: 'promo-codes',
      where: { parent: { equals: id } },
      sort: '-updatedAt',
      limit: 0,
      pagination: false,
    })
  ).docs as unknown as Row[]

describe('version history under autosave', () => {
  it('an afternoon of autosave-then-publish keeps every publication and only the current draft', async () => {
    const created = await rest('POST', '/promo-codes', {
      token: admin,
      body: { code: `cap-${stamp}`, discountPercent: 10, title: 'Round 0', _status: 'published' },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = (created.body as { doc: { id: number } }).doc.id
    codes.push(id)

    const rounds = MAX_VERSIONS / 2 + 5
    for (let round = 1; round <= rounds; round++) {
      // The admin's form autosaves twice while typing, then "Publicar".
      for (const typed of [`Round ${round}`, `Round ${round}!`]) {
        const saved = await rest('PATCH', `/promo-codes/${id}?draft=true&autosave=true`, {
          token: admin,
          body: { title: typed },
        })
        expect(saved.status, JSON.stringify(saved.body)).toBe(200)
      }
      const published = await rest('PATCH', `/promo-codes/${id}`, {
        token: admin,
        body: { title: `Round ${round}!`, _status: 'published' },
      })
      expect(published.status, JSON.stringify(published.body)).toBe(200)
    }
    // One more edit left as the current draft.
    await rest('PATCH', `/promo-codes/${id}?draft=true&autosave=true`, {
      token: admin,
      body: { title: 'Em edição' },
    })

    const versions = await versionsOf(id)
    // The first publication is still there: 1 + rounds publications and the one current draft.
    expect(versions.length).toBe(rounds + 2)
    expect(versions.at(-1)!.version.title).toBe('Round 0')
    expect(versions[0]!.autosave).toBe(true)
    expect(versions[0]!.version.title).toBe('Em edição')
    expect(versions.slice(1).every((v) => v.version._status === 'published')).toBe(true)
    // The draft is still the draft: the admin opens what was being typed.
    const draft = await rest('GET', `/promo-codes/${id}?draft=true`, { token: admin })
    expect((draft.body as { title: string }).title).toBe('Em edição')
    const live = await rest('GET', `/promo-codes/${id}`, { token: admin })
    expect((live.body as { title: string }).title).toBe(`Round ${rounds}!`)
  })

  it('a global keeps its publications too', async () => {
    const before = (
      await payload.db.findGlobalVersions({
        global: 'site-settings',
        limit: 0,
        pagination: false,
        where: { 'version._status': { equals: 'published' } },
      })
    ).docs.length
    const current = await payload.findGlobal({ slug: 'site-settings', draft: false })
    for (let round = 0; round < 3; round++) {
      const saved = await rest('POST', '/globals/site-settings?draft=true&autosave=true', {
        token: admin,
        body: { ...current, _status: 'draft' },
      })
      expect(saved.status, JSON.stringify(saved.body)).toBe(200)
      const published = await rest('POST', '/globals/site-settings', {
        token: admin,
        body: { ...current, _status: 'published' },
      })
      expect(published.status, JSON.stringify(published.body)).toBe(200)
    }
    const versions = (
      await payload.db.findGlobalVersions({
        global: 'site-settings',
        limit: 0,
        pagination: false,
        sort: '-updatedAt',
      })
    ).docs as unknown as Row[]
    expect(versions.filter((v) => v.version._status === 'published').length).toBe(
      Math.min(before + 3, MAX_VERSIONS),
    )
    expect(versions.filter((v) => v.autosave).length).toBe(0)
  })
})
