// A plan's trimestral, semestral and anual prices are what checkout charges for the whole period.
// One typed as its per-month equivalent ("78,32") sold 3 months for less than 1 and showed
// "Apenas + R$ 0,00" in the upsell: publishing a longer-period price at or below the monthly one is
// refused, whether the monthly price comes in the same save, the stored plan or a saved draft.
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newStaffToken, rest } from '../support/rest.ts'

let payload: Payload
let editor: string
let id: number
const stamp = Date.now()
const TOTAL = 'valor total dos 3 meses, não o valor por mês'

beforeAll(async () => {
  payload = await getPayload({ config })
  editor = await newStaffToken(payload, 'period-prices', 'editor')
  const plan = await payload.create({
    collection: 'plans',
    overrideAccess: true,
    context: { disableRevalidate: true },
    data: {
      name: 'Períodos',
      planId: `periods_${stamp}`,
      displayName: 'Períodos',
      group: 'single',
      active: true,
      prices: {
        mensal: { price: 9790, originalPrice: 11990 },
        trimestral: { price: 23496, originalPrice: 29370 },
      },
      _status: 'published',
    },
  })
  id = plan.id
})
afterAll(async () => {
  await payload.delete({ collection: 'plans', id, overrideAccess: true }).catch(() => undefined)
})

const stored = async () =>
  (await payload.findByID({ collection: 'plans', id, depth: 0, overrideAccess: true })).prices

describe('a longer-period price', () => {
  it('is refused at or below the stored monthly price, sent alone in a partial update', async () => {
    for (const price of [7832, 9790]) {
      const res = await rest('PATCH', `/plans/${id}`, {
        token: editor,
        body: { prices: { trimestral: { price } } },
      })
      expect(res.status, String(price)).toBe(400)
      expect(JSON.stringify(res.body)).toContain(TOTAL)
    }
    expect((await stored())?.trimestral?.price).toBe(23496)
  })

  it('is refused when the same save raises the monthly price above it', async () => {
    const res = await rest('PATCH', `/plans/${id}`, {
      token: editor,
      body: { prices: { mensal: { price: 25000, originalPrice: 30000 } } },
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain(TOTAL)
    expect((await stored())?.mensal?.price).toBe(9790)
  })

  it('may sit in a draft, but the draft is not published', async () => {
    const draft = await rest('PATCH', `/plans/${id}?draft=true`, {
      token: editor,
      body: { prices: { trimestral: { price: 7832 } } },
    })
    expect(draft.status, JSON.stringify(draft.body)).toBe(200)
    const publish = await rest('PATCH', `/plans/${id}`, {
      token: editor,
      body: { _status: 'published' },
    })
    expect(publish.status).toBe(400)
    expect(JSON.stringify(publish.body)).toContain(TOTAL)
    expect((await stored())?.trimestral?.price).toBe(23496)
  })

  it('above the monthly price is published', async () => {
    const res = await rest('PATCH', `/plans/${id}`, {
      token: editor,
      body: { prices: { trimestral: { price: 23000 } }, _status: 'published' },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect((await stored())?.trimestral?.price).toBe(23000)
  })
})
