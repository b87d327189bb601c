// Visitors read only the plans the site sells (issue 49, finding 3): a published plan with "Ativo (à
// venda)" unticked (today Elite Nível 4–6, or next week's launch) was readable by anyone, with its
// prices and Stripe price ids, through /api/plans and GraphQL. Staff read every plan.
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { emulatorSignUp } from '../support/emulator.ts'
import { graphql, login, rest, sessionCookie } from '../support/rest.ts'

let payload: Payload
let staff: string
let subscriberCookie: string
const stamp = Date.now()
let offSale: { id: number; planId: string }
let onSale: { id: number; planId: string }

type Doc = { id: number; planId: string; active?: boolean }

beforeAll(async () => {
  payload = await getPayload({ config })
  await payload.create({
    collection: 'admins',
    overrideAccess: true,
    data: { email: `offsale-admin${stamp}@example.com`, password: 'admin-pass-1', role: 'admin' },
  })
  staff = await login(`offsale-admin${stamp}@example.com`, 'admin-pass-1')
  const u = await emulatorSignUp(`offsale${stamp}@example.com`)
  await rest('POST', '/users', {
    headers: { authorization: `Bearer ${u.idToken}` },
    body: { uid: u.uid, email: u.email },
  })
  subscriberCookie = await sessionCookie(u)
  const plan = (planId: string, active: boolean) =>
    payload.create({
      collection: 'plans',
      overrideAccess: true,
      data: {
        name: `Plano ${planId}`,
        planId,
        displayName: `Plano ${planId}`,
        group: 'single',
        active,
        prices: { mensal: { price: 4990, stripePriceId: `price_${planId}` } },
        _status: 'published',
      },
    })
  offSale = (await plan(`lancamento_${stamp}`, false)) as Doc
  onSale = (await plan(`avenda_${stamp}`, true)) as Doc
})

describe('plans off sale', () => {
  for (const who of ['anonymous', 'subscriber'] as const) {
    it(`are not listed, read, counted or found over REST to a ${who} visitor`, async () => {
      const headers: Record<string, string> =
        who === 'subscriber' ? { cookie: subscriberCookie } : {}
      const list = await rest('GET', '/plans?limit=500&depth=0', { headers })
      expect(list.status).toBe(200)
      const docs = (list.body as { docs: Doc[] }).docs
      expect(docs.map((d) => d.planId)).toContain(onSale.planId)
      expect(docs.map((d) => d.planId)).not.toContain(offSale.planId)
      // The seed's plans taken off sale too (Elite Nível 4–6).
      expect(docs.filter((d) => d.active === false)).toEqual([])
      expect((await rest('GET', `/plans/${offSale.id}`, { headers })).status).toBe(404)
      const filtered = await rest('GET', '/plans?where[active][equals]=false&limit=500', {
        headers,
      })
      expect((filtered.body as { docs: Doc[] }).docs).toEqual([])
      const count = await rest('GET', `/plans/count?where[planId][equals]=${offSale.planId}`, {
        headers,
      })
      expect(count.body).toEqual({ totalDocs: 0 })
      expect(JSON.stringify(list.body)).not.toContain(`price_${offSale.planId}`)
    })

    it(`are not in GraphQL's answers to a ${who} visitor`, async () => {
      const headers: Record<string, string> =
        who === 'subscriber' ? { cookie: subscriberCookie } : {}
      const res = await graphql(
        '{ Plans(limit: 500) { docs { planId active } } }',
        undefined,
        headers,
      )
      const text = JSON.stringify(res.body)
      expect(text).not.toContain(offSale.planId)
      expect(text).not.toContain('"active":false')
      const one = await graphql(`{ Plan(id: ${offSale.id}) { planId } }`, undefined, headers)
      expect(JSON.stringify(one.body)).not.toContain(offSale.planId)
    })
  }

  it('are read by staff, over REST and GraphQL', async () => {
    expect((await rest('GET', `/plans/${offSale.id}`, { token: staff })).status).toBe(200)
    const res = await graphql(`{ Plan(id: ${offSale.id}) { planId active } }`, staff)
    expect(res.body.data?.Plan).toEqual({ planId: offSale.planId, active: false })
  })
})
