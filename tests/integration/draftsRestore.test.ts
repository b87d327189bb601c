// Undo keeps to what "Publicar" allows and to what is live: moving content to the trash and back
// ("Restaurar como versão publicada") puts back the published content, not a pending draft, which
// stays the draft; restoring a version of a global passes the rules a publish does and names the
// admin who restored it. The requests are the admin panel's own (@payloadcms/ui DeleteDocument,
// DeleteMany, RestoreButton, RestoreMany and the version view's restore button).
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Faq, PromoCode } from '@/payload-types.ts'
import { login, rest } from '../support/rest.ts'
import { richText } from '../support/richText.ts'

const stamp = Date.now()
let payload: Payload
let editor: string
let landing: { heroTitle: string; promoLandingTitle: string }
const made: Array<{ collection: 'faqs' | 'promo-codes'; id: number }> = []

async function staff(name: string, role: 'admin' | 'editor') {
  const email = `${name}${stamp}@example.com`
  const created = await payload.create({
    collection: 'admins',
    overrideAccess: true,
    data: { email, password: `${role}-pass-1`, role, name },
  })
  return { id: created.id, token: await login(email, `${role}-pass-1`) }
}

beforeAll(async () => {
  payload = await getPayload({ config })
  editor = (await staff('restaura-editor', 'editor')).token
  const { heroTitle, promoLandingTitle } = await payload.findGlobal({ slug: 'landing-copy' })
  landing = { heroTitle, promoLandingTitle }
})

afterAll(async () => {
  // The landing texts as they were, whatever a restore put live (the next test files read them).
  await payload.updateGlobal({
    slug: 'landing-copy',
    data: { ...landing, _status: 'published' },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  for (const { collection, id } of made)
    await payload
      .delete({ collection, id, overrideAccess: true, trash: true })
      .catch(() => undefined)
})

/** The admin's "Restaurar" in the trash: a bulk PATCH on that one trashed document. */
/** The row as stored, in the trash or not. */
const rowOf = (collection: 'faqs' | 'promo-codes', id: number) =>
  payload.findByID({ collection, id, depth: 0, overrideAccess: true, trash: true })

const restoreFromTrash = (slug: string, id: number, asPublished: boolean) =>
  rest(
    'PATCH',
    `/${slug}?trash=true&where[and][0][id][equals]=${id}&where[and][1][deletedAt][exists]=true`,
    { token: editor, body: { deletedAt: null, _status: asPublished ? 'published' : 'draft' } },
  )

describe('the trash keeps the published content', () => {
  it('a promo code trashed with a pending 60 % draft comes back at 40 % with "Restaurar como versão publicada", the draft still a draft', async () => {
    const code = `blackfriday${stamp}`
    const created = await payload.create({
      collection: 'promo-codes',
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: { code, discountPercent: 40, _status: 'published' },
    })
    made.push({ collection: 'promo-codes', id: created.id })
    const id = created.id
    // The marketer's autosaved draft: next week's price, not published.
    const draft = await rest('PATCH', `/promo-codes/${id}?draft=true&autosave=true`, {
      token: editor,
      body: { discountPercent: 60 },
    })
    expect(draft.status, JSON.stringify(draft.body)).toBe(200)

    // The document's "Excluir" (to the trash).
    const trash = await rest('PATCH', `/promo-codes/${id}`, {
      token: editor,
      body: { deletedAt: new Date().toISOString() },
    })
    expect(trash.status, JSON.stringify(trash.body)).toBe(200)
    const row = () => rowOf('promo-codes', id)
    expect(await row()).toMatchObject({ discountPercent: 40, _status: 'published' })

    const restore = await restoreFromTrash('promo-codes', id, true)
    expect(restore.status, JSON.stringify(restore.body)).toBe(200)
    expect(await row()).toMatchObject({
      discountPercent: 40,
      _status: 'published',
      deletedAt: null,
    })
    // What visitors and checkout read: the published row.
    const live = await rest('GET', `/promo-codes?where[code][equals]=${code}&depth=0`)
    expect((live.body as { docs: PromoCode[] }).docs.map((d) => d.discountPercent)).toEqual([40])
    // The marketer's draft is still there, as the draft.
    const form = await rest('GET', `/promo-codes/${id}?draft=true&depth=0`, { token: editor })
    expect(form.body).toMatchObject({ discountPercent: 60, _status: 'draft' })
  })

  it('FAQs trashed and restored from the list keep their published answer, the pending draft still a draft', async () => {
    const question = `Pergunta publicada ${stamp}`
    const faq = await payload.create({
      collection: 'faqs',
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: { question, answer: richText('Resposta.'), pages: ['landing'], _status: 'published' },
    })
    made.push({ collection: 'faqs', id: faq.id })
    const draft = await rest('PATCH', `/faqs/${faq.id}?draft=true&autosave=true`, {
      token: editor,
      body: { question: `Rascunho ${stamp}` },
    })
    expect(draft.status, JSON.stringify(draft.body)).toBe(200)

    // The list's "Excluir" (DeleteMany), then the trash's "Restaurar" for the selection (RestoreMany).
    const trash = await rest('PATCH', `/faqs?where[id][in][0]=${faq.id}`, {
      token: editor,
      body: { deletedAt: new Date().toISOString() },
    })
    expect(trash.status, JSON.stringify(trash.body)).toBe(200)
    const row = () => rowOf('faqs', faq.id)
    expect(await row()).toMatchObject({ question, _status: 'published' })

    const restore = await restoreFromTrash('faqs', faq.id, true)
    expect(restore.status, JSON.stringify(restore.body)).toBe(200)
    expect(await row()).toMatchObject({ question, _status: 'published', deletedAt: null })
    const live = await rest('GET', `/faqs?where[id][equals]=${faq.id}&depth=0`)
    expect((live.body as { docs: Faq[] }).docs.map((d) => d.question)).toEqual([question])
    const form = await rest('GET', `/faqs/${faq.id}?draft=true&depth=0`, { token: editor })
    expect(form.body).toMatchObject({ question: `Rascunho ${stamp}`, _status: 'draft' })
  })

  it('restored as a draft, a FAQ stays off the site and the form shows the pending draft', async () => {
    const question = `Pergunta ao rascunho ${stamp}`
    const faq = await payload.create({
      collection: 'faqs',
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: { question, answer: richText('Resposta.'), pages: ['landing'], _status: 'published' },
    })
    made.push({ collection: 'faqs', id: faq.id })
    await rest('PATCH', `/faqs/${faq.id}?draft=true&autosave=true`, {
      token: editor,
      body: { question: `Rascunho pendente ${stamp}` },
    })
    await rest('PATCH', `/faqs/${faq.id}`, {
      token: editor,
      body: { deletedAt: new Date().toISOString() },
    })
    const restore = await restoreFromTrash('faqs', faq.id, false)
    expect(restore.status, JSON.stringify(restore.body)).toBe(200)
    const live = await rest('GET', `/faqs?where[id][equals]=${faq.id}&depth=0`)
    expect((live.body as { docs: Faq[] }).docs).toEqual([])
    const form = await rest('GET', `/faqs/${faq.id}?draft=true&depth=0`, { token: editor })
    expect(form.body).toMatchObject({ question: `Rascunho pendente ${stamp}`, deletedAt: null })
  })
})

describe('restoring a version of a global', () => {
  it('names the admin who restored it, in the row and in the one version the restore adds', async () => {
    const author = await staff('autora', 'admin')
    const restorer = await staff('restauradora', 'admin')
    const publish = (heroTitle: string, token: string) =>
      rest('POST', '/globals/landing-copy', {
        token,
        body: { heroTitle, _status: 'published' },
      })
    expect((await publish(`Da autora ${stamp}`, author.token)).status).toBe(200)
    expect((await publish(`Da restauradora ${stamp}`, restorer.token)).status).toBe(200)
    const versions = () =>
      payload.findGlobalVersions({ slug: 'landing-copy', sort: '-updatedAt', depth: 0, limit: 1 })
    const { docs } = await payload.findGlobalVersions({
      slug: 'landing-copy',
      where: { 'version.heroTitle': { equals: `Da autora ${stamp}` } },
      depth: 0,
    })
    const count = (await versions()).totalDocs
    const restore = await rest('POST', `/globals/landing-copy/versions/${docs[0]!.id}`, {
      token: restorer.token,
    })
    expect(restore.status, JSON.stringify(restore.body)).toBe(200)
    const latest = await versions()
    expect(latest.totalDocs).toBe(count + 1)
    expect(latest.docs[0]!.version).toMatchObject({
      heroTitle: `Da autora ${stamp}`,
      updatedBy: restorer.id,
    })
    expect(await payload.findGlobal({ slug: 'landing-copy', depth: 0 })).toMatchObject({
      heroTitle: `Da autora ${stamp}`,
      updatedBy: restorer.id,
    })
  })

  it('a version published before a rule existed (an empty heading) is refused, with the field named', async () => {
    const before = await payload.findGlobal({ slug: 'landing-copy', depth: 0 })
    // Such a version cannot be published today: written as one saved before `required` existed.
    const old = await payload.db.createGlobalVersion({
      globalSlug: 'landing-copy',
      autosave: false,
      createdAt: new Date().toISOString(),
      updatedAt: new Date(Date.now() - 86_400_000).toISOString(),
      versionData: { ...before, promoLandingTitle: '', _status: 'published' },
    })
    const restore = await rest('POST', `/globals/landing-copy/versions/${old.id}`, {
      token: editor,
    })
    expect(restore.status, JSON.stringify(restore.body)).toBe(400)
    expect(JSON.stringify(restore.body)).toContain('Esta versão não pode ser restaurada')
    expect(JSON.stringify(restore.body)).toContain('Título da landing promocional')
    expect((await payload.findGlobal({ slug: 'landing-copy', depth: 0 })).promoLandingTitle).toBe(
      before.promoLandingTitle,
    )
  })
})
