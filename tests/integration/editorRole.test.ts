// The editor role: changes content, plans and promo codes, but does not delete plans, change Stripe
// ids, see or change the developer timers, or manage admins. The admin role keeps every right.
import config from '@payload-config'
import { getPayload, type Field, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STRIPE_ID_FIELD } from '../../access/stripeIds.ts'
import { login, rest } from '../support/rest.ts'

let payload: Payload
let editor: string
let admin: string
let editorId: number
const stamp = Date.now()
const made: Array<{ collection: 'plans' | 'promo-codes'; id: number }> = []

beforeAll(async () => {
  payload = await getPayload({ config })
  // The admin first: on an empty admins table the first account is always made an admin.
  await payload.create({
    collection: 'admins',
    overrideAccess: true,
    data: { email: `admin-role${stamp}@example.com`, password: 'admin-pass-1', role: 'admin' },
  })
  const e = await payload.create({
    collection: 'admins',
    overrideAccess: true,
    data: { email: `editor-role${stamp}@example.com`, password: 'editor-pass-1', role: 'editor' },
  })
  editorId = e.id
  expect(e.role).toBe('editor')
  editor = await login(`editor-role${stamp}@example.com`, 'editor-pass-1')
  admin = await login(`admin-role${stamp}@example.com`, 'admin-pass-1')
})

afterAll(async () => {
  for (const m of made)
    await payload
      .delete({ collection: m.collection, id: m.id, overrideAccess: true })
      .catch(() => undefined)
})

async function throwawayPlan(): Promise<number> {
  const plan = await payload.create({
    collection: 'plans',
    overrideAccess: true,
    context: { disableRevalidate: true },
    data: {
      name: `Plano ${stamp}`,
      planId: `editor_${stamp}_${made.length}`,
      displayName: 'Plano Teste',
      group: 'single',
      active: false,
      prices: { mensal: { price: 5000, originalPrice: 6000, stripePriceId: 'price_original' } },
    },
  })
  made.push({ collection: 'plans', id: plan.id })
  return plan.id
}

describe('editor role', () => {
  it('changes a plan’s content and prices', async () => {
    const id = await throwawayPlan()
    const res = await rest('PATCH', `/plans/${id}`, {
      token: editor,
      body: {
        description: 'Nova descrição',
        prices: { mensal: { price: 4500, originalPrice: 6000 } },
      },
    })
    expect(res.status).toBe(200)
    const doc = await payload.findByID({ collection: 'plans', id, overrideAccess: true })
    expect([doc.description, doc.prices?.mensal?.price]).toEqual(['Nova descrição', 4500])
    // The price changed, so the stale Stripe price id is cleared (the editor did not set it).
    expect(doc.prices?.mensal?.stripePriceId).toBeNull()
  })

  it('cannot delete a plan; an admin can', async () => {
    const id = await throwawayPlan()
    expect((await rest('DELETE', `/plans/${id}`, { token: editor })).status).toBe(403)
    expect((await payload.findByID({ collection: 'plans', id, overrideAccess: true })).id).toBe(id)
    expect((await rest('DELETE', `/plans/${id}`, { token: admin })).status).toBe(200)
    expect(
      await payload.count({
        collection: 'plans',
        where: { id: { equals: id } },
        overrideAccess: true,
      }),
    ).toEqual({ totalDocs: 0 })
  })

  it('cannot set or change a plan’s Stripe price id; an admin can', async () => {
    const id = await throwawayPlan()
    await rest('PATCH', `/plans/${id}`, {
      token: editor,
      body: { prices: { mensal: { stripePriceId: 'price_forged' } } },
    })
    expect(
      (await payload.findByID({ collection: 'plans', id, overrideAccess: true })).prices?.mensal
        ?.stripePriceId,
    ).toBe('price_original')
    const created = await rest('POST', '/plans', {
      token: editor,
      body: {
        name: 'Novo',
        planId: `editor_new_${stamp}`,
        displayName: 'Novo',
        group: 'single',
        active: false,
        prices: { mensal: { price: 100, stripePriceId: 'price_forged' } },
      },
    })
    expect(created.status).toBe(201)
    const newId = (created.body as { doc: { id: number } }).doc.id
    made.push({ collection: 'plans', id: newId })
    expect(
      (await payload.findByID({ collection: 'plans', id: newId, overrideAccess: true })).prices
        ?.mensal?.stripePriceId ?? null,
    ).toBeNull()
    await rest('PATCH', `/plans/${id}`, {
      token: admin,
      body: { prices: { mensal: { stripePriceId: 'price_admin' } } },
    })
    expect(
      (await payload.findByID({ collection: 'plans', id, overrideAccess: true })).prices?.mensal
        ?.stripePriceId,
    ).toBe('price_admin')
  })

  it('changes promo codes but not their Stripe coupon id', async () => {
    const created = await rest('POST', '/promo-codes', {
      token: editor,
      body: { code: `editor${stamp}`, discountPercent: 12, stripeCouponId: 'coupon_forged' },
    })
    expect(created.status).toBe(201)
    const id = (created.body as { doc: { id: number } }).doc.id
    made.push({ collection: 'promo-codes', id })
    await payload.update({
      collection: 'promo-codes',
      id,
      data: { stripeCouponId: 'coupon_real' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const same = await rest('PATCH', `/promo-codes/${id}`, {
      token: editor,
      body: { title: 'Novo título', stripeCouponId: 'coupon_forged' },
    })
    expect(same.status).toBe(200)
    expect(
      (await payload.findByID({ collection: 'promo-codes', id, overrideAccess: true }))
        .stripeCouponId,
    ).toBe('coupon_real')
    // A new percent makes the stored coupon stale (Stripe coupons cannot change): it is cleared, never replaced by the editor's.
    const res = await rest('PATCH', `/promo-codes/${id}`, {
      token: editor,
      body: { discountPercent: 20, stripeCouponId: 'coupon_forged' },
    })
    expect(res.status).toBe(200)
    const doc = await payload.findByID({ collection: 'promo-codes', id, overrideAccess: true })
    expect([doc.discountPercent, doc.stripeCouponId ?? null]).toEqual([20, null])
  })

  it('neither sees nor changes the millisecond timers of the business constants; an admin does', async () => {
    const seen = (await rest('GET', '/globals/business-constants', { token: editor }))
      .body as Record<string, unknown>
    expect(seen.trialDays).toBe(7)
    expect(seen.checkoutPollMs).toBeUndefined()
    await rest('POST', '/globals/business-constants', {
      token: editor,
      body: { checkoutPollMs: 1, trialDays: 7 },
    })
    expect((await payload.findGlobal({ slug: 'business-constants' })).checkoutPollMs).toBe(3000)
    const asAdmin = (await rest('GET', '/globals/business-constants', { token: admin }))
      .body as Record<string, unknown>
    expect(asAdmin.checkoutPollMs).toBe(3000)
    await rest('POST', '/globals/business-constants', {
      token: admin,
      body: { checkoutPollMs: 2500 },
    })
    expect((await payload.findGlobal({ slug: 'business-constants' })).checkoutPollMs).toBe(2500)
    await payload.updateGlobal({
      slug: 'business-constants',
      data: { checkoutPollMs: 3000 },
      context: { disableRevalidate: true },
    })
  })

  it('cannot manage admins: create, delete, change another one or promote themself', async () => {
    const other = await payload.create({
      collection: 'admins',
      overrideAccess: true,
      data: { email: `other${stamp}@example.com`, password: 'other-pass-1', role: 'editor' },
    })
    expect(
      (
        await rest('POST', '/admins', {
          token: editor,
          body: { email: `x${stamp}@example.com`, password: 'x-pass-123', role: 'editor' },
        })
      ).status,
    ).toBe(403)
    expect([403, 404]).toContain(
      (await rest('DELETE', `/admins/${other.id}`, { token: editor })).status,
    )
    expect([403, 404]).toContain(
      (await rest('PATCH', `/admins/${other.id}`, { token: editor, body: { name: 'Mudado' } }))
        .status,
    )
    await rest('PATCH', `/admins/${editorId}`, { token: editor, body: { role: 'admin' } })
    expect(
      (await payload.findByID({ collection: 'admins', id: editorId, overrideAccess: true })).role,
    ).toBe('editor')
    expect(
      (await payload.findByID({ collection: 'admins', id: other.id, overrideAccess: true })).name ??
        null,
    ).toBeNull()
    expect((await rest('DELETE', `/admins/${other.id}`, { token: admin })).status).toBe(200)
  })

  it('every Stripe id field of the schema is under the admin-only rule', () => {
    const names: string[] = []
    const walk = (fields: Field[], prefix: string, slug: string) => {
      for (const f of fields) {
        if ('fields' in f && Array.isArray(f.fields))
          walk(f.fields, 'name' in f && f.name ? `${prefix}${f.name}.` : prefix, slug)
        if ('name' in f && STRIPE_ID_FIELD.test(f.name)) {
          const access = 'access' in f ? f.access : undefined
          expect(access?.update, `${slug}.${prefix}${f.name}`).toBeTypeOf('function')
          names.push(`${slug}.${prefix}${f.name}`)
        }
      }
    }
    for (const c of payload.config.collections) walk(c.fields, '', c.slug)
    expect(names.sort()).toEqual([
      'plans.prices.anual.stripePriceId',
      'plans.prices.mensal.stripePriceId',
      'plans.prices.semestral.stripePriceId',
      'plans.prices.trimestral.stripePriceId',
      'promo-codes.stripeCouponId',
      'subscribers.stripeCustomerId',
      'subscribers.stripeSubscriptionId',
    ])
  })
})
