// What editors type is validated on the server too, with Portuguese messages: prices
// (fields/money.ts), promo codes and links (fields/links.ts).
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { login, newStaffToken, rest } from '../support/rest.ts'

let payload: Payload
let token: string
let id: number
const stamp = Date.now()

/** A single-card plan with a monthly price, made for a test (as a draft with status 'draft'). */
const testPlan = (
  name: string,
  planId: string,
  data: { active: boolean; prices: { mensal: { price: number; originalPrice?: number } } },
  status?: 'draft' | 'published',
) =>
  payload.create({
    collection: 'plans',
    overrideAccess: true,
    context: { disableRevalidate: true },
    ...(status === 'draft' ? { draft: true } : {}),
    data: { name, planId, displayName: name, group: 'single', ...data, _status: status },
  })

beforeAll(async () => {
  payload = await getPayload({ config })
  await payload.create({
    collection: 'admins',
    overrideAccess: true,
    data: { email: `money-admin${stamp}@example.com`, password: 'admin-pass-1', role: 'admin' },
  })
  token = await login(`money-admin${stamp}@example.com`, 'admin-pass-1')
  const plan = await testPlan('Dinheiro', `money_${stamp}`, {
    active: true,
    prices: { mensal: { price: 5000, originalPrice: 6000 } },
  })
  id = plan.id
})
afterAll(async () => {
  await payload.delete({ collection: 'plans', id, overrideAccess: true }).catch(() => undefined)
})

const patch = (prices: Record<string, unknown>) =>
  rest('PATCH', `/plans/${id}`, { token, body: { prices: { mensal: prices } } })
const messages = (body: unknown) => JSON.stringify(body)

describe('price validation on save', () => {
  it('refuses a negative price, a price above the original and an empty monthly price on an active plan', async () => {
    const negative = await patch({ price: -500 })
    expect(negative.status).toBe(400)
    expect(messages(negative.body)).toContain('O preço não pode ser negativo.')
    const above = await patch({ price: 7000 })
    expect(above.status).toBe(400)
    expect(messages(above.body)).toContain('O preço não pode ser maior que o preço original.')
    const empty = await patch({ price: null })
    expect(empty.status).toBe(400)
    expect(messages(empty.body)).toContain('Um plano ativo precisa de preço mensal.')
    expect(
      (await payload.findByID({ collection: 'plans', id, overrideAccess: true })).prices?.mensal
        ?.price,
    ).toBe(5000)
  })

  it('refuses to sell a label-only plan: a "Somente rótulo" plan cannot be active', async () => {
    const res = await rest('PATCH', `/plans/${id}`, { token, body: { group: 'label' } })
    expect(res.status).toBe(400)
    expect(messages(res.body)).toContain('Um plano \\"Somente rótulo\\" não é vendido')
    const plan = await payload.findByID({ collection: 'plans', id, overrideAccess: true })
    expect(plan.group).toBe('single')
    const hidden = await rest('PATCH', `/plans/${id}`, {
      token,
      body: { group: 'label', active: false },
    })
    expect(hidden.status).toBe(200)
    await rest('PATCH', `/plans/${id}`, { token, body: { group: 'single', active: true } })
  })

  it('never stores text typed in a price, not even in an autosaved draft', async () => {
    // The admin input keeps "97,90 reais" as typed so the field can show the error; Payload read
    // it as parseFloat("97,90 reais") = 97 centavos and autosaved the draft with R$ 0,97.
    const draft = await rest('PATCH', `/plans/${id}?draft=true&autosave=true`, {
      token,
      body: { prices: { mensal: { price: '97,90 reais' } } },
    })
    expect(draft.status).toBe(400)
    expect(messages(draft.body)).toContain('Valor inválido: use reais com vírgula')
    expect(messages(draft.body)).toContain('prices.mensal.price')
    const published = await patch({ price: '97,90 reais' })
    expect(published.status).toBe(400)
    const versions = await payload.findVersions({
      collection: 'plans',
      where: { parent: { equals: id } },
      overrideAccess: true,
      sort: '-updatedAt',
      limit: 1,
    })
    expect(versions.docs[0]?.version.prices?.mensal?.price).not.toBe(97)
    expect(
      (await payload.findByID({ collection: 'plans', id, overrideAccess: true })).prices?.mensal
        ?.price,
    ).toBe(5000)
    // The same check guards the money field of a global.
    const global = await rest('POST', '/globals/business-constants', {
      token,
      body: { defaultPriceCents: 'noventa' },
    })
    expect(global.status).toBe(400)
    expect(messages(global.body)).toContain('Valor inválido: use reais com vírgula')
  })

  it('refuses prices Stripe cannot charge: below R$ 0,50 or above R$ 999.999,99', async () => {
    const low = await patch({ price: 10 })
    expect(low.status).toBe(400)
    expect(messages(low.body)).toContain('O Stripe cobra no mínimo R$ 0,50.')
    const high = await patch({ price: 9_999_999_900, originalPrice: 9_999_999_900 })
    expect(high.status).toBe(400)
    expect(messages(high.body)).toContain('O valor máximo é R$ 999.999,99.')
    expect(
      (await payload.findByID({ collection: 'plans', id, overrideAccess: true })).prices?.mensal
        ?.price,
    ).toBe(5000)
  })

  it('accepts whole centavos', async () => {
    expect((await patch({ price: 4990 })).status).toBe(200)
  })
})

// A checkout with no stored plan sells the default plan: taking it off sale used to go through
// silently, and that checkout then showed its error card.
describe('the default plan stays on sale', () => {
  it('cannot be deactivated, unpublished or deleted while it is the default', async () => {
    const constants = await payload.findGlobal({ slug: 'business-constants', depth: 0 })
    const ref = constants.defaultPlan
    const defaultId = ref && typeof ref === 'object' ? ref.id : ref!
    for (const [method, body] of [
      ['PATCH', { active: false }],
      ['PATCH', { _status: 'draft' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await rest(method, `/plans/${defaultId}`, { token, body })
      expect(res.status, `${method} ${JSON.stringify(body)}`).toBe(400)
      expect(messages(res.body)).toContain('Este é o plano padrão do checkout')
    }
    expect(
      await payload.findByID({ collection: 'plans', id: defaultId, overrideAccess: true }),
    ).toMatchObject({ active: true, _status: 'published' })
  })

  it('keeps its price in the default period: a checkout with no stored plan charges it', async () => {
    const constants = await payload.findGlobal({ slug: 'business-constants', depth: 0 })
    const ref = constants.defaultPlan
    const defaultId = ref && typeof ref === 'object' ? ref.id : ref!
    const before = await payload.findByID({
      collection: 'plans',
      id: defaultId,
      overrideAccess: true,
    })
    expect(before.prices?.anual?.price).toBeGreaterThan(0)
    await payload.updateGlobal({
      slug: 'business-constants',
      data: { defaultInterval: 'year' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    try {
      const res = await rest('PATCH', `/plans/${defaultId}`, {
        token,
        body: { prices: { anual: { price: null } } },
      })
      expect(res.status).toBe(400)
      expect(messages(res.body)).toContain('ele precisa ter preço na periodicidade padrão')
      expect(
        (await payload.findByID({ collection: 'plans', id: defaultId, overrideAccess: true }))
          .prices?.anual?.price,
      ).toBe(before.prices?.anual?.price)
    } finally {
      await payload.updateGlobal({
        slug: 'business-constants',
        data: { defaultInterval: constants.defaultInterval },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    }
  })

  it('must be published to become the default', async () => {
    const draft = await testPlan(
      'Nunca publicado',
      `nunca_publicado_${stamp}`,
      { active: true, prices: { mensal: { price: 5000, originalPrice: 6000 } } },
      'draft',
    )
    try {
      const res = await rest('POST', '/globals/business-constants', {
        token,
        body: { defaultPlan: draft.id },
      })
      expect(res.status).toBe(400)
      expect(messages(res.body)).toContain('O plano padrão precisa estar publicado.')
    } finally {
      await payload.delete({ collection: 'plans', id: draft.id, overrideAccess: true })
    }
  })
})

describe('the plan identifier', () => {
  it('is link-safe, and only admins change it once the plan was published (subscriptions keep it)', async () => {
    const bad = await rest('PATCH', `/plans/${id}`, { token, body: { planId: 'Elite 1' } })
    expect(bad.status).toBe(400)
    expect(messages(bad.body)).toContain('Use só letras minúsculas, números e _')

    const editor = await newStaffToken(payload, 'plan', 'editor')
    // Never on the site yet (made as a draft), so sold under no identifier: an editor sets it.
    const early = await rest('PATCH', `/plans/${id}`, {
      token: editor,
      body: { planId: `cedo_${stamp}` },
    })
    expect(early.status).toBe(200)
    expect((await payload.findByID({ collection: 'plans', id, overrideAccess: true })).planId).toBe(
      `cedo_${stamp}`,
    )
    // Once published it may have been sold: only admins change it, also after it left the site.
    await payload.update({
      collection: 'plans',
      id,
      data: { planId: `money_${stamp}`, _status: 'published' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    await payload.update({
      collection: 'plans',
      id,
      data: { _status: 'draft' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const renamed = await rest('PATCH', `/plans/${id}`, {
      token: editor,
      body: { planId: `renomeado_${stamp}`, name: 'Dinheiro editado' },
    })
    expect(renamed.status).toBe(200)
    const doc = await payload.findByID({ collection: 'plans', id, overrideAccess: true })
    expect(doc.name).toBe('Dinheiro editado')
    expect(doc.planId).toBe(`money_${stamp}`)

    const byAdmin = await rest('PATCH', `/plans/${id}`, {
      token,
      body: { planId: `money_${stamp}_b` },
    })
    expect(byAdmin.status).toBe(200)
    expect((await payload.findByID({ collection: 'plans', id, overrideAccess: true })).planId).toBe(
      `money_${stamp}_b`,
    )
  })
})

describe('the trial plan stays published', () => {
  it('cannot be unpublished or deleted while "Minha Conta" names it, and must be published to be chosen', async () => {
    const constants = await payload.findGlobal({ slug: 'business-constants', depth: 0 })
    const trial = await testPlan(
      'Teste grátis',
      `trial_${stamp}`,
      { active: true, prices: { mensal: { price: 5000 } } },
      'published',
    )
    const chosen = await rest('POST', '/globals/business-constants', {
      token,
      body: { trialPlan: trial.id },
    })
    expect(chosen.status).toBe(200)
    try {
      for (const [method, body] of [
        ['PATCH', { _status: 'draft' }],
        ['DELETE', undefined],
      ] as const) {
        const res = await rest(method, `/plans/${trial.id}`, { token, body })
        expect(res.status, `${method} ${JSON.stringify(body)}`).toBe(400)
        expect(messages(res.body)).toContain('Este é o plano do período de testes')
      }
      // Off sale is fine: the trial plan may be one nobody can buy.
      const offSale = await rest('PATCH', `/plans/${trial.id}`, { token, body: { active: false } })
      expect(offSale.status).toBe(200)
      expect(
        await payload.findByID({ collection: 'plans', id: trial.id, overrideAccess: true }),
      ).toMatchObject({ active: false, _status: 'published' })

      const draft = await testPlan(
        'Rascunho',
        `trial_draft_${stamp}`,
        { active: false, prices: { mensal: { price: 5000 } } },
        'draft',
      )
      const refused = await rest('POST', '/globals/business-constants', {
        token,
        body: { trialPlan: draft.id },
      })
      expect(refused.status).toBe(400)
      expect(messages(refused.body)).toContain(
        'O plano do período de testes precisa estar publicado.',
      )
      await payload.delete({ collection: 'plans', id: draft.id, overrideAccess: true })
    } finally {
      await payload.updateGlobal({
        slug: 'business-constants',
        data: { trialPlan: constants.trialPlan },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
      await payload.delete({ collection: 'plans', id: trial.id, overrideAccess: true })
    }
  })
})

// Promo codes travel in links (?promo=) and set the discount of the first payment.
describe('promo code rules', () => {
  const created: number[] = []
  afterAll(async () => {
    for (const id of created)
      await payload
        .delete({ collection: 'promo-codes', id, overrideAccess: true, trash: false })
        .catch(() => undefined)
  })
  const create = (data: Record<string, unknown>) =>
    rest('POST', '/promo-codes', {
      token,
      body: { discountPercent: 20, _status: 'published', ...data },
    }).then((res) => {
      const doc = (res.body as { doc?: { id: number } }).doc
      if (doc) created.push(doc.id)
      return res
    })

  it('refuses a campaign longer than Stripe metadata takes, and a promo-page code that does not exist', async () => {
    const long = await create({ code: `longa${stamp}`, campaign: 'x'.repeat(101) })
    expect(long.status).toBe(400)
    expect(messages(long.body)).toContain('campaign')
    const ok = await create({ code: `campanha${stamp}`, campaign: 'x'.repeat(100) })
    expect(ok.status).toBe(201)

    const before = await payload.findGlobal({ slug: 'landing-copy', depth: 0 })
    const typo = await rest('POST', '/globals/landing-copy', {
      token,
      body: { promoDefaultCode: `aniversaro${stamp}` },
    })
    expect(typo.status).toBe(400)
    expect(messages(typo.body)).toContain(
      `Não existe o código promocional publicado \\"aniversaro${stamp}\\"`,
    )
    const real = await rest('POST', '/globals/landing-copy', {
      token,
      body: { promoDefaultCode: `CAMPANHA${stamp}` },
    })
    expect(real.status).toBe(200)
    await payload.updateGlobal({
      slug: 'landing-copy',
      data: { promoDefaultCode: before.promoDefaultCode },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  })

  it('refuses codes that break in a link, percents that are not whole 1–100, and ends before starts', async () => {
    for (const code of ['black friday', 'vip#1', 'a&b', 'promoção']) {
      const res = await create({ code: `${code}${stamp}` })
      expect(res.status, code).toBe(400)
      expect(messages(res.body)).toContain('Use só letras sem acento, números')
    }
    for (const discountPercent of [0, 12.5, 150]) {
      const res = await create({
        code: `pct${discountPercent}`.replace('.', '_') + stamp,
        discountPercent,
      })
      expect(res.status, String(discountPercent)).toBe(400)
      expect(messages(res.body)).toContain('Use um número inteiro de 1 a 100.')
    }
    const dates = await create({
      code: `datas${stamp}`,
      validFrom: '2026-12-10T00:00:00.000Z',
      validUntil: '2026-12-01T00:00:00.000Z',
    })
    expect(dates.status).toBe(400)
    expect(messages(dates.body)).toContain('A data de fim precisa ser depois da data de início.')
    expect((await create({ code: `Natal-2026_${stamp}` })).status).toBe(201)
    // Longer than checkout takes (and the pages read): its links would never work.
    const long = await create({ code: `${'a'.repeat(101 - String(stamp).length)}${stamp}` })
    expect(long.status).toBe(400)
    expect(messages(long.body)).toContain('Use no máximo 100 caracteres')
    expect(
      (await create({ code: `${'b'.repeat(100 - String(stamp).length)}${stamp}` })).status,
    ).toBe(201)
  })

  it('codes saved before these rules stay editable, and their Stripe coupon id can be stored', async () => {
    // As an older release stored it: a space in the code and a fractional percent.
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
    created.push(legacy.id as number)
    const edit = await rest('PATCH', `/promo-codes/${legacy.id}`, {
      token,
      body: { title: 'Oferta antiga', _status: 'published' },
    })
    expect(edit.status, messages(edit.body)).toBe(200)
    // What checkout and the price sync do after creating the coupon.
    await payload.update({
      collection: 'promo-codes',
      id: legacy.id as number,
      data: { stripeCouponId: 'busqy_promo_x_12.5pct' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    // A change to the code itself must follow the rule.
    const rename = await rest('PATCH', `/promo-codes/${legacy.id}`, {
      token,
      body: { code: 'ainda com espaco' },
    })
    expect(rename.status).toBe(400)
  })

  it('allows one default code in force at a time', async () => {
    // The seeded `default` code is in force with no end: a second default would leave the
    // discount of unknown codes to list order (the cards showed 10 %, Stripe charged 40 %).
    const clash = await create({ code: `padrao${stamp}`, isDefault: true, discountPercent: 40 })
    expect(clash.status).toBe(400)
    expect(messages(clash.body)).toContain('já é o padrão no mesmo período')
    // As a draft, or inactive, it is not in force: saved.
    const draft = await create({
      code: `padrao${stamp}`,
      isDefault: true,
      discountPercent: 40,
      _status: 'draft',
    })
    expect(draft.status).toBe(201)
    const draftId = (draft.body as { doc: { id: number } }).doc.id
    const publish = await rest('PATCH', `/promo-codes/${draftId}`, {
      token,
      body: { _status: 'published' },
    })
    expect(publish.status).toBe(400)
    expect(messages(publish.body)).toContain('já é o padrão no mesmo período')
    const inactive = await rest('PATCH', `/promo-codes/${draftId}`, {
      token,
      body: { _status: 'published', active: false },
    })
    expect(inactive.status).toBe(200)
  })
})

describe('links in the site settings', () => {
  it('refuse an address without https:// and a contact link that does not fit its kind', async () => {
    const before = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const app = await rest('POST', '/globals/site-settings', {
      token,
      body: { appUrl: 'app.busqy.com.br' },
    })
    expect(app.status).toBe(400)
    expect(messages(app.body)).toContain('Use o endereço completo, começando com https://.')
    const contacts = (before.contacts ?? []).map((c) =>
      c.kind === 'email' ? { ...c, url: c.value } : c,
    )
    expect(contacts.some((c) => c.kind === 'email')).toBe(true)
    const email = await rest('POST', '/globals/site-settings', { token, body: { contacts } })
    expect(email.status).toBe(400)
    expect(messages(email.body)).toContain('Para Email, use mailto:')
    const after = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    expect(after.appUrl).toBe(before.appUrl)
    expect(after.contacts).toEqual(before.contacts)
  })
})
