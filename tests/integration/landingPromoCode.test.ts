// The promo pages without ?promo= apply the code "Textos das páginas de venda" names: while it names
// one, that code is not renamed, unpublished, deactivated, trashed or deleted (the pages would
// silently lose the campaign's discount); another code, or the same one once the field names another,
// is.
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newStaffToken, rest } from '../support/rest.ts'

let payload: Payload
let editor: string
let admin: string
let named: string | null | undefined
const stamp = Date.now()
const made: number[] = []

beforeAll(async () => {
  payload = await getPayload({ config })
  admin = await newStaffToken(payload, 'landing-code')
  editor = await newStaffToken(payload, 'landing-code', 'editor')
  named = (await payload.findGlobal({ slug: 'landing-copy', depth: 0 })).promoDefaultCode
})

afterAll(async () => {
  await payload.updateGlobal({
    slug: 'landing-copy',
    // Published explicitly: left out, the status would be the latest version's (a test's draft).
    data: { promoDefaultCode: named, _status: 'published' },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  for (const id of made)
    await payload
      .delete({ collection: 'promo-codes', id, overrideAccess: true, trash: true })
      .catch(() => undefined)
})

async function publishedCode(
  code: string,
  extra: { isDefault?: boolean; active?: boolean; validFrom?: string; validUntil?: string } = {},
): Promise<number> {
  const doc = await payload.create({
    collection: 'promo-codes',
    overrideAccess: true,
    context: { disableRevalidate: true },
    data: { code, discountPercent: 25, ...extra, _status: 'published' },
  })
  made.push(doc.id)
  return doc.id
}

const row = (id: number) =>
  payload.findByID({ collection: 'promo-codes', id, depth: 0, overrideAccess: true, trash: true })

describe('the promo code the landing copy names', () => {
  it('is not renamed, unpublished, deactivated, trashed or deleted; once the field names another, it is', async () => {
    const code = `campanha${stamp}`
    const id = await publishedCode(code)
    const other = await publishedCode(`outra${stamp}`)
    const set = await rest('POST', '/globals/landing-copy', {
      token: editor,
      body: { promoDefaultCode: code.toUpperCase() },
    })
    expect(set.status, JSON.stringify(set.body)).toBe(200)

    // A rename saved as a draft changes nothing on the site; publishing it is refused.
    const draft = await rest('PATCH', `/promo-codes/${id}?draft=true`, {
      token: editor,
      body: { code: `${code}x` },
    })
    expect(draft.status).toBe(200)
    for (const [method, path, body] of [
      ['PATCH', `/promo-codes/${id}?draft=true`, { _status: 'published' }],
      ['PATCH', `/promo-codes/${id}`, { code: `${code}y` }],
      ['PATCH', `/promo-codes/${id}`, { _status: 'draft' }],
      ['PATCH', `/promo-codes/${id}`, { active: false }],
      ['PATCH', `/promo-codes/${id}`, { deletedAt: new Date().toISOString() }],
      ['DELETE', `/promo-codes/${id}`, undefined],
    ] as const) {
      const res = await rest(method, path, { token: method === 'DELETE' ? admin : editor, body })
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400)
      expect(JSON.stringify(res.body)).toContain('Textos das páginas de venda')
    }
    expect(await row(id)).toMatchObject({
      code,
      _status: 'published',
      active: true,
      deletedAt: null,
    })
    // Its texts still change, and other codes are not held.
    const edited = await rest('PATCH', `/promo-codes/${id}`, {
      token: editor,
      body: { code, title: 'Aniversário', _status: 'published' },
    })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    expect(
      (await rest('PATCH', `/promo-codes/${other}`, { token: editor, body: { active: false } }))
        .status,
    ).toBe(200)

    // The field names another code (an active one: it refuses the one just deactivated).
    await publishedCode(`seguinte${stamp}`)
    const renamed = await rest('POST', '/globals/landing-copy', {
      token: editor,
      body: { promoDefaultCode: `seguinte${stamp}` },
    })
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)
    const trashed = await rest('PATCH', `/promo-codes/${id}`, {
      token: editor,
      body: { deletedAt: new Date().toISOString() },
    })
    expect(trashed.status, JSON.stringify(trashed.body)).toBe(200)
  })
})

describe('restoring an earlier version of "Textos das páginas de venda"', () => {
  it('is refused when its default code has since left the site, as publishing it would be', async () => {
    const earlier = `aniversario${stamp}`
    const earlierId = await publishedCode(earlier)
    await publishedCode(`blackfriday${stamp}`)
    const publish = (promoDefaultCode: string) =>
      rest('POST', '/globals/landing-copy', { token: editor, body: { promoDefaultCode } })
    expect((await publish(earlier)).status).toBe(200)
    expect((await publish(`blackfriday${stamp}`)).status).toBe(200)
    // The campaign is over: its code goes to the trash (the field names another one now).
    const trashed = await rest('PATCH', `/promo-codes/${earlierId}`, {
      token: editor,
      body: { deletedAt: new Date().toISOString() },
    })
    expect(trashed.status, JSON.stringify(trashed.body)).toBe(200)

    const { docs } = await payload.findGlobalVersions({
      slug: 'landing-copy',
      where: {
        and: [
          { 'version.promoDefaultCode': { equals: earlier } },
          { 'version._status': { equals: 'published' } },
        ],
      },
      sort: '-updatedAt',
      limit: 1,
    })
    const restore = await rest('POST', `/globals/landing-copy/versions/${docs[0]!.id}`, {
      token: editor,
    })
    expect(restore.status, JSON.stringify(restore.body)).toBe(400)
    expect(JSON.stringify(restore.body)).toContain('Esta versão não pode ser restaurada')
    expect(JSON.stringify(restore.body)).toContain(`Não existe o código promocional publicado`)
    expect((await payload.findGlobal({ slug: 'landing-copy', depth: 0 })).promoDefaultCode).toBe(
      `blackfriday${stamp}`,
    )
  })
})

describe('publishing a draft of "Textos das páginas de venda"', () => {
  it('is refused when the draft names a code that has left the site since the draft was saved', async () => {
    const drafted = `natal${stamp}`
    const draftedId = await publishedCode(drafted)
    const live = `verao${stamp}`
    await publishedCode(live)
    const save = (promoDefaultCode: string, status: 'draft' | 'published') =>
      rest('POST', `/globals/landing-copy${status === 'draft' ? '?draft=true' : ''}`, {
        token: editor,
        body: { promoDefaultCode, _status: status },
      })
    expect((await save(live, 'published')).status).toBe(200)
    // Next month's campaign, saved as a draft while another code is live.
    expect((await save(drafted, 'draft')).status).toBe(200)
    // Its code is trashed meanwhile (allowed: the live copy names another one).
    const trashed = await rest('PATCH', `/promo-codes/${draftedId}`, {
      token: editor,
      body: { deletedAt: new Date().toISOString() },
    })
    expect(trashed.status, JSON.stringify(trashed.body)).toBe(200)

    const published = await save(drafted, 'published')
    expect(published.status, JSON.stringify(published.body)).toBe(400)
    expect(JSON.stringify(published.body)).toContain('Não existe o código promocional publicado')
    const row = await payload.db.findGlobal({ slug: 'landing-copy' })
    expect((row as { promoDefaultCode?: string }).promoDefaultCode).toBe(live)
  })
})

// The pages skip a code that is the default for unknown codes, inactive or ended (pagePromo): named
// by the landing copy, /planos-promo, /promo, /afiliado and /promo-landing showed normal prices and
// no banner, and nothing said why.
describe('a promo-page code the pages would skip', () => {
  const DAY = 24 * 60 * 60 * 1000
  // Published explicitly: the latest version may be an earlier test's draft.
  const publish = (promoDefaultCode: string) =>
    rest('POST', '/globals/landing-copy', {
      token: editor,
      body: { promoDefaultCode, _status: 'published' },
    })

  it('is refused by the landing copy: the default code, an inactive one, one ended or not started', async () => {
    const cases: Array<[string, Parameters<typeof publishedCode>[1], string]> = [
      [`padrao${stamp}`, { isDefault: true, active: false }, 'padrão para códigos desconhecidos'],
      [`inativo${stamp}`, { active: false }, 'está desativado'],
      [`acabou${stamp}`, { validUntil: new Date(Date.now() - DAY).toISOString() }, 'já terminou'],
      // Until it starts the pages show normal prices: the copy is scheduled for the start instead.
      [`comeca${stamp}`, { validFrom: new Date(Date.now() + DAY).toISOString() }, 'só começa em'],
    ]
    for (const [code, extra, message] of cases) {
      await publishedCode(code, extra)
      const res = await publish(code)
      expect(res.status, code).toBe(400)
      expect(JSON.stringify(res.body), code).toContain(message)
    }
    // One that ends on its own later is fine.
    await publishedCode(`termina${stamp}`, { validUntil: new Date(Date.now() + DAY).toISOString() })
    const later = await publish(`termina${stamp}`)
    expect(later.status, JSON.stringify(later.body)).toBe(200)
  })

  it('is not made the default for unknown codes, ended or postponed while the landing copy names it', async () => {
    const code = `nomeado${stamp}`
    const id = await publishedCode(code)
    expect((await publish(code)).status).toBe(200)
    // The catalogue's own default code is set aside: two defaults in force are refused anyway.
    const { docs: defaults } = await payload.find({
      collection: 'promo-codes',
      where: { and: [{ isDefault: { equals: true } }, { active: { not_equals: false } }] },
      depth: 0,
      overrideAccess: true,
    })
    const aside = (active: boolean) =>
      Promise.all(
        defaults.map((d) =>
          payload.update({
            collection: 'promo-codes',
            id: d.id,
            data: { active },
            overrideAccess: true,
            context: { disableRevalidate: true },
          }),
        ),
      )
    await aside(false)
    try {
      for (const body of [
        { isDefault: true },
        { validUntil: new Date(Date.now() - 60_000).toISOString() },
        { validFrom: new Date(Date.now() + DAY).toISOString() },
      ]) {
        const res = await rest('PATCH', `/promo-codes/${id}`, { token: editor, body })
        expect(res.status, JSON.stringify(body)).toBe(400)
        expect(JSON.stringify(res.body)).toContain('Textos das páginas de venda')
      }
      expect(await row(id)).toMatchObject({ isDefault: false, validFrom: null, validUntil: null })
      // An end ahead is allowed: the campaign ends on its own.
      const ahead = await rest('PATCH', `/promo-codes/${id}`, {
        token: editor,
        body: { validUntil: new Date(Date.now() + DAY).toISOString() },
      })
      expect(ahead.status, JSON.stringify(ahead.body)).toBe(200)
    } finally {
      await aside(true)
    }
  })
})
