// The footer of every page links to the legal pages: a published one is never taken off the site
// by accident (unpublished, moved to the trash or deleted); editing and publishing still work.
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { LegalPage } from '@/payload-types.ts'
import { newStaffToken, rest } from '../support/rest.ts'

let payload: Payload
let token: string

beforeAll(async () => {
  payload = await getPayload({ config })
  token = await newStaffToken(payload, 'legal')
})

describe('legal pages', () => {
  it('stay on the site: unpublish, trash and delete are refused with the reason', async () => {
    const { docs } = await payload.find({
      collection: 'legal-pages',
      where: { slug: { equals: 'termos' } },
      depth: 0,
      overrideAccess: true,
    })
    const page = docs[0]!
    expect(page._status).toBe('published')
    for (const [method, body] of [
      ['PATCH', { _status: 'draft' }],
      ['PATCH', { deletedAt: new Date().toISOString() }],
      ['DELETE', undefined],
    ] as const) {
      const res = await rest(method, `/legal-pages/${page.id}`, { token, body })
      expect(res.status, `${method} ${JSON.stringify(body)}`).toBe(400)
      expect(JSON.stringify(res.body)).toContain('O rodapé de todas as páginas leva a esta página')
    }
    const after = await payload.findByID({
      collection: 'legal-pages',
      id: page.id,
      overrideAccess: true,
      trash: true,
    })
    expect(after).toMatchObject({ _status: 'published', deletedAt: null })

    const draft = await rest('PATCH', `/legal-pages/${page.id}?draft=true`, {
      token,
      body: { title: `${page.title} (rascunho)` },
    })
    expect(draft.status).toBe(200)
    const published = await rest('PATCH', `/legal-pages/${page.id}`, {
      token,
      body: { title: page.title, _status: 'published' },
    })
    expect(published.status).toBe(200)
  })

  // Payload's update hooks are handed the latest version, which is the draft once an autosave
  // happened: the page must stay on the site then too, whatever the draft says.
  it('stay on the site while an edit is pending as a draft', async () => {
    const { docs } = await payload.find({
      collection: 'legal-pages',
      where: { slug: { equals: 'termos' } },
      depth: 0,
      overrideAccess: true,
    })
    const page = docs[0]!
    expect(page._status).toBe('published')
    const draft = await rest('PATCH', `/legal-pages/${page.id}?draft=true&autosave=true`, {
      token,
      body: { title: `${page.title} (rascunho pendente)` },
    })
    expect(draft.status).toBe(200)
    for (const [method, body] of [
      ['PATCH', { _status: 'draft' }],
      ['PATCH', { deletedAt: new Date().toISOString() }],
      // A save that does not publish writes the latest version, a draft, into the page.
      ['PATCH', { title: `${page.title} (sem publicar)` }],
      ['DELETE', undefined],
    ] as const) {
      const res = await rest(method, `/legal-pages/${page.id}`, { token, body })
      expect(res.status, `${method} ${JSON.stringify(body)}`).toBe(400)
      expect(JSON.stringify(res.body)).toContain('O rodapé de todas as páginas leva a esta página')
    }
    const row = await payload.db.findOne<LegalPage>({
      collection: 'legal-pages',
      where: { id: { equals: page.id } },
    })
    expect(row).toMatchObject({ _status: 'published', deletedAt: null })
    expect((await rest('GET', '/legal-pages?where[slug][equals]=termos')).body).toMatchObject({
      docs: [{ id: page.id, title: page.title }],
    })

    const published = await rest('PATCH', `/legal-pages/${page.id}`, {
      token,
      body: { title: page.title, _status: 'published' },
    })
    expect(published.status).toBe(200)
  })
  it('store a day sent without a time (or at any hour) at noon UTC of that day', async () => {
    const { docs } = await payload.find({
      collection: 'legal-pages',
      where: { slug: { equals: 'sobre' } },
      depth: 0,
      overrideAccess: true,
    })
    const page = docs[0]!
    for (const [sent, stored] of [
      ['2026-03-02', '2026-03-02T12:00:00.000Z'],
      ['2026-03-02T23:59:00.000Z', '2026-03-02T12:00:00.000Z'],
      ['2025-04-29T12:00:00.000Z', '2025-04-29T12:00:00.000Z'],
    ] as const) {
      const res = await rest('PATCH', `/legal-pages/${page.id}`, {
        token,
        body: { lastUpdated: sent, _status: 'published' },
      })
      expect(res.status, sent).toBe(200)
      const after = await payload.findByID({ collection: 'legal-pages', id: page.id, depth: 0 })
      expect(after.lastUpdated, sent).toBe(stored)
    }
  })
})
