// A text field an editor clears is stored as empty (null), so the readers' fallbacks apply: the
// footer leaves out a cleared company registration, a cleared heading falls back to its default.
// The boleto page's "Enviar comprovante" link has no fallback: it cannot be published empty.
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newStaffToken, rest } from '../support/rest.ts'

let payload: Payload
let token: string
let planId: number
const stamp = Date.now()

beforeAll(async () => {
  payload = await getPayload({ config })
  token = await newStaffToken(payload, 'cleared')
  const plan = await payload.create({
    collection: 'plans',
    overrideAccess: true,
    context: { disableRevalidate: true },
    data: {
      name: 'Limpo',
      planId: `cleared_${stamp}`,
      displayName: 'Limpo',
      group: 'single',
      active: false,
      badge: 'Novo',
      prices: { mensal: { price: 5000, subtext: 'Cobrado todo mês' } },
    },
  })
  planId = plan.id
})
afterAll(async () => {
  await payload.delete({ collection: 'plans', id: planId, overrideAccess: true }).catch(() => {})
})

describe('cleared text', () => {
  it('is stored as empty, not as an empty string, in a global and in a collection', async () => {
    const before = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    expect(before.companyRegistration).toBeTruthy()
    try {
      const saved = await rest('POST', '/globals/site-settings', {
        token,
        body: { companyRegistration: '', _status: 'published' },
      })
      expect(saved.status).toBe(200)
      const after = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
      expect(after.companyRegistration).toBeNull()
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { companyRegistration: before.companyRegistration },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    }

    const plan = await rest('PATCH', `/plans/${planId}`, {
      token,
      body: { badge: '  ', prices: { mensal: { price: 5000, subtext: '' } } },
    })
    expect(plan.status).toBe(200)
    const doc = await payload.findByID({ collection: 'plans', id: planId, overrideAccess: true })
    expect(doc.badge).toBeNull()
    expect(doc.prices?.mensal?.subtext).toBeNull()
    expect(doc.name).toBe('Limpo')
  })
})

describe('the proof-of-payment link', () => {
  // Published empty, "Enviar comprovante" on the boleto page opened the app instead of the
  // messaging app the spec names.
  it('cannot be published empty', async () => {
    const before = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    for (const proofOfPaymentUrl of ['', null]) {
      const saved = await rest('POST', '/globals/site-settings', {
        token,
        body: { proofOfPaymentUrl, _status: 'published' },
      })
      expect(saved.status, String(proofOfPaymentUrl)).toBe(400)
      expect(JSON.stringify(saved.body)).toContain('proofOfPaymentUrl')
    }
    const after = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    expect(after.proofOfPaymentUrl).toBe(before.proofOfPaymentUrl)
  })
})

describe('a cleared text that names a heading, a link or a button', () => {
  // The landing page would show an empty <h1>, a link to #planos and a toggle button without a name:
  // publishing is refused, naming the field in Portuguese; the draft (and its autosave) still saves.
  it('cannot be published; a draft with it cleared is saved and stays off the site', async () => {
    const before = await payload.findGlobal({ slug: 'landing-copy', depth: 0 })
    expect(before.heroTitle).toBeTruthy()
    const cleared = { heroTitle: '', heroCta: ' ', storesToggleShow: '' }
    try {
      const published = await rest('POST', '/globals/landing-copy', {
        token,
        body: { ...cleared, _status: 'published' },
      })
      expect(published.status).toBe(400)
      const errors = JSON.stringify(published.body)
      for (const label of ['Título principal', 'Botão (leva aos planos)', 'Botão mostrar lojas'])
        expect(errors).toContain(label)
      expect(errors).toContain('Esse campo é obrigatório')
      const live = await payload.findGlobal({ slug: 'landing-copy', depth: 0 })
      expect([live.heroTitle, live.heroCta, live.storesToggleShow]).toEqual([
        before.heroTitle,
        before.heroCta,
        before.storesToggleShow,
      ])

      const draft = await rest('POST', '/globals/landing-copy?draft=true&autosave=true', {
        token,
        body: cleared,
      })
      expect(draft.status, JSON.stringify(draft.body)).toBe(200)
      const latest = await payload.findGlobal({ slug: 'landing-copy', depth: 0, draft: true })
      expect(latest.heroTitle).toBeNull()
      expect((await payload.findGlobal({ slug: 'landing-copy', depth: 0 })).heroTitle).toBe(
        before.heroTitle,
      )
    } finally {
      await payload.updateGlobal({
        slug: 'landing-copy',
        data: {
          heroTitle: before.heroTitle,
          heroCta: before.heroCta,
          storesToggleShow: before.storesToggleShow,
          _status: 'published',
        },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    }
  })
})
