// Promo codes over the public API (issue 18, Low): visitors get the codes that apply now, with the
// fields the site shows; inactive, future and expired codes, campaign names and the active flag
// are for staff.
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { graphql, login, rest } from '../support/rest.ts'
import { GRAPHQL_STAFF_ONLY_MESSAGE } from '@/server/graphqlStaffOnly.ts'

const stamp = Date.now()
let payload: Payload
let staffJwt = ''
const ids: number[] = []
const day = 24 * 60 * 60 * 1000
const codes = {
  current: `atual${stamp}`,
  open: `aberto${stamp}`,
  inactive: `inativo${stamp}`,
  future: `futuro${stamp}`,
  expired: `expirado${stamp}`,
}

beforeAll(async () => {
  payload = await getPayload({ config })
  const make = async (code: string, data: Record<string, unknown>) =>
    ids.push(
      (
        await payload.create({
          collection: 'promo-codes',
          overrideAccess: true,
          context: { disableRevalidate: true },
          data: {
            code,
            discountPercent: 20,
            campaign: `Campanha secreta ${stamp}`,
            stripeCouponId: `coupon_${code}`,
            _status: 'published',
            ...data,
          },
        })
      ).id,
    )
  await make(codes.current, {
    validFrom: new Date(Date.now() - day).toISOString(),
    validUntil: new Date(Date.now() + day).toISOString(),
  })
  await make(codes.open, {})
  await make(codes.inactive, { active: false })
  await make(codes.future, { validFrom: new Date(Date.now() + day).toISOString() })
  await make(codes.expired, { validUntil: new Date(Date.now() - day).toISOString() })
  await payload.create({
    collection: 'admins',
    overrideAccess: true,
    data: { email: `promo-staff${stamp}@example.com`, password: 'staff-pass-1', role: 'editor' },
  })
  staffJwt = await login(`promo-staff${stamp}@example.com`, 'staff-pass-1')
})
afterAll(async () => {
  for (const id of ids)
    await payload.delete({
      collection: 'promo-codes',
      id,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
})

type Doc = Record<string, unknown> & { id: number; code: string }
const mine = (docs: Doc[]) => docs.filter((d) => d.code.endsWith(String(stamp)))

describe('promo codes', () => {
  it('a visitor lists only the codes that apply now, without campaign or active flag', async () => {
    const res = await rest('GET', '/promo-codes?limit=500')
    expect(res.status).toBe(200)
    const docs = mine((res.body as { docs: Doc[] }).docs)
    expect(docs.map((d) => d.code).sort()).toEqual([codes.open, codes.current].sort())
    for (const d of docs) {
      expect(d).not.toHaveProperty('campaign')
      expect(d).not.toHaveProperty('active')
      expect(d).toMatchObject({ discountPercent: 20 })
    }
    // A code that does not apply is not there by id either.
    for (const i of [2, 3, 4])
      expect((await rest('GET', `/promo-codes/${ids[i]}`)).status).toBe(404)
    // GraphQL answers a visitor nothing at all (src/server/graphqlStaffOnly.ts).
    const gql = await graphql('{ PromoCodes(limit: 500) { docs { code campaign } } }')
    expect(gql.body.data ?? null).toBeNull()
    expect(gql.body.errors?.[0]?.message).toBe(GRAPHQL_STAFF_ONLY_MESSAGE)
  })

  it('staff see every code with every field', async () => {
    const res = await rest('GET', '/promo-codes?limit=500', {
      headers: { authorization: `JWT ${staffJwt}` },
    })
    const docs = mine((res.body as { docs: Doc[] }).docs)
    expect(docs).toHaveLength(5)
    expect(
      docs.every(
        (d) => d.campaign === `Campanha secreta ${stamp}` && typeof d.active === 'boolean',
      ),
    ).toBe(true)
  })
})
