// What the admin saves is refused through the API too when the site would show it wrong: a
// placeholder the site does not replace (fields/tokens.ts) in a FAQ answer, a legal page or a plan
// card reached the page as typed ("{diasteste} dias grátis"); a countdown that ticks every 5 s
// skipped the seconds it shows.
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newStaffToken, rest } from '../support/rest.ts'
import { richText } from '../support/richText.ts'

let payload: Payload
let token: string
let planId: number | undefined
let faqId: number | undefined
const stamp = Date.now()
const messages = (body: unknown) => JSON.stringify(body)
const TYPO = 'Marcador desconhecido: {diasteste}'

beforeAll(async () => {
  payload = await getPayload({ config })
  token = await newStaffToken(payload, 'tokens')
})
afterAll(async () => {
  for (const [collection, id] of [
    ['plans', planId],
    ['faqs', faqId],
  ] as const)
    if (id !== undefined)
      await payload.delete({ collection, id, overrideAccess: true }).catch(() => undefined)
})

describe('unknown placeholders, refused on publish', () => {
  it('in a FAQ answer (rich text)', async () => {
    const faq = (answer: string) => ({
      question: `Teste grátis ${stamp}?`,
      answer: richText(answer),
      pages: ['landing'],
      _status: 'published',
    })
    const typo = await rest('POST', '/faqs', { token, body: faq('São {diasteste} dias grátis.') })
    expect(typo.status).toBe(400)
    expect(messages(typo.body)).toContain(TYPO)
    const ok = await rest('POST', '/faqs', { token, body: faq('São {diasTeste} dias grátis.') })
    expect(ok.status).toBe(201)
    faqId = (ok.body as { doc: { id: number } }).doc.id
  })

  it('in a legal page (rich text), leaving the page as it was', async () => {
    const { docs } = await payload.find({
      collection: 'legal-pages',
      where: { slug: { equals: 'sobre' } },
      depth: 0,
      overrideAccess: true,
    })
    const page = docs[0]!
    const res = await rest('PATCH', `/legal-pages/${page.id}`, {
      token,
      body: { content: richText('Garantia de {diasgarantia} dias.'), _status: 'published' },
    })
    expect(res.status).toBe(400)
    expect(messages(res.body)).toContain('Marcador desconhecido: {diasgarantia}')
    const after = await payload.findByID({ collection: 'legal-pages', id: page.id, depth: 0 })
    expect(after.content).toEqual(page.content)
  })

  it('in a plan card’s texts', async () => {
    const plan = await payload.create({
      collection: 'plans',
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: {
        name: 'Tokens',
        planId: `tokens_${stamp}`,
        displayName: 'Tokens',
        group: 'single',
        active: false,
        _status: 'published',
      },
    })
    planId = plan.id
    for (const body of [
      { features: [{ text: 'Teste de {diasteste} dias' }] },
      { mainFeature: 'Teste de {diasteste} dias' },
      { description: 'Teste de {diasteste} dias' },
    ]) {
      const res = await rest('PATCH', `/plans/${plan.id}`, { token, body })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(messages(res.body)).toContain(TYPO)
    }
    const ok = await rest('PATCH', `/plans/${plan.id}`, {
      token,
      body: { features: [{ text: 'Teste de {diasTeste} dias' }] },
    })
    expect(ok.status).toBe(200)
  })
})

describe('the countdown tick', () => {
  it('refuses more than a second, saying the unit is milliseconds', async () => {
    const before = await payload.findGlobal({ slug: 'business-constants', depth: 0 })
    const res = await rest('POST', '/globals/business-constants', {
      token,
      body: { countdownTickMs: 5000 },
    })
    expect(res.status).toBe(400)
    expect(messages(res.body)).toContain('em milissegundos (1000 = 1 segundo): use no máximo 1000')
    const after = await payload.findGlobal({ slug: 'business-constants', depth: 0 })
    expect(after.countdownTickMs).toBe(before.countdownTickMs)
  })
})
