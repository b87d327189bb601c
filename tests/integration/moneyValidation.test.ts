// Prices are validated on the server too, with the Portuguese messages of fields/money.ts.
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { login, rest } from '../support/rest.ts'

let payload: Payload
let token: string
let id: number
const stamp = Date.now()

beforeAll(async () => {
  payload = await getPayload({ config })
  await payload.create({
    collection: 'admins',
    overrideAccess: true,
    data: { email: `money-admin${stamp}@example.com`, password: 'admin-pass-1', role: 'admin' },
  })
  token = await login(`money-admin${stamp}@example.com`, 'admin-pass-1')
  const plan = await payload.create({
    collection: 'plans',
    overrideAccess: true,
    context: { disableRevalidate: true },
    data: {
      name: 'Dinheiro',
      planId: `money_${stamp}`,
      displayName: 'Dinheiro',
      group: 'single',
      active: true,
      prices: { mensal: { price: 5000, originalPrice: 6000 } },
    },
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

  it('must be published to become the default', async () => {
    const draft = await payload.create({
      collection: 'plans',
      overrideAccess: true,
      context: { disableRevalidate: true },
      draft: true,
      data: {
        name: 'Nunca publicado',
        planId: `nunca_publicado_${stamp}`,
        displayName: 'Nunca publicado',
        group: 'single',
        active: true,
        prices: { mensal: { price: 5000, originalPrice: 6000 } },
        _status: 'draft',
      },
    })
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
