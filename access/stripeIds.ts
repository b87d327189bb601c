import type { CollectionConfig, Field } from 'payload'
import { isAdminField } from './isAdmin.ts'

// Every Stripe id field (stripePriceId, stripeCouponId, stripeCustomerId, …), wherever it sits in a
// collection, is written only by admins and the server: an editor changing content or prices
// cannot point checkout at another Stripe object. A copy ("Duplicar") starts without them: its
// prices and coupon are its own, found or made by the next sync. A rule over names, so a new Stripe
// id field is covered the day it is added (tests/integration/editorRole.test.ts lists what it guards).
export const STRIPE_ID_FIELD = /^stripe[A-Z]\w*Id$/

function guard(field: Field): Field {
  if ('fields' in field && Array.isArray(field.fields))
    return { ...field, fields: field.fields.map(guard) } as Field
  if (field.type === 'tabs')
    return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(guard) })) }
  if ('name' in field && STRIPE_ID_FIELD.test(field.name) && field.type !== 'ui') {
    return {
      ...field,
      access: { ...field.access, create: isAdminField, update: isAdminField },
      hooks: { ...field.hooks, beforeDuplicate: [() => null] },
    } as Field
  }
  return field
}

export function stripeIdsAdminOnly(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((c) => ({ ...c, fields: c.fields.map(guard) }))
}
