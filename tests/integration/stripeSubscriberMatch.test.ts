// Which record a Stripe webhook writes (issue 49): the customer's uid (Stripe metadata) and its
// customer id can point at different records, and `uid OR stripeCustomerId` with `limit 1` and no
// order let the database choose. Now the record that holds the customer id wins (the server wrote
// it at checkout, and it is what the billing portal and every later event name); among several,
// the one whose uid matches too, then the oldest; the uid decides only when no record holds it.
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { findSubscriberForStripe } from '@/server/subscribers.ts'

let payload: Payload
const stamp = Date.now()
let n = 0

beforeAll(async () => {
  payload = await getPayload({ config })
})

async function record(stripeCustomerId: string | null) {
  n++
  return payload.create({
    collection: 'subscribers',
    data: {
      uid: `stripe-match-${stamp}-${n}`,
      email: `match${stamp}-${n}@example.com`,
      stripeCustomerId,
    },
    overrideAccess: true,
  })
}

describe('findSubscriberForStripe', () => {
  it("takes the customer id's record over the metadata uid's, whichever was made first", async () => {
    const customer = `cus_match_${stamp}_a`
    // The uid's record first: a database reading in insertion order met it first.
    const byUid = await record(null)
    const byCustomer = await record(customer)
    for (let i = 0; i < 3; i++) {
      const found = await findSubscriberForStripe(payload, { uid: byUid.uid, customerId: customer })
      expect(found?.id).toBe(byCustomer.id)
    }
    const later = await record(`cus_match_${stamp}_b`)
    const otherCustomer = await record(null)
    expect(
      (
        await findSubscriberForStripe(payload, {
          uid: later.uid,
          customerId: `cus_match_${stamp}_b`,
        })
      )?.id,
    ).toBe(later.id)
    // No record holds the customer: the uid's.
    expect(
      (
        await findSubscriberForStripe(payload, {
          uid: otherCustomer.uid,
          customerId: `cus_none_${stamp}`,
        })
      )?.id,
    ).toBe(otherCustomer.id)
    expect(await findSubscriberForStripe(payload, { customerId: `cus_none_${stamp}` })).toBeNull()
  })

  it('among records holding the customer, the one whose uid matches, else the oldest', async () => {
    const customer = `cus_match_${stamp}_c`
    const oldest = await record(customer)
    const second = await record(customer)
    expect(
      (await findSubscriberForStripe(payload, { uid: second.uid, customerId: customer }))?.id,
    ).toBe(second.id)
    expect((await findSubscriberForStripe(payload, { customerId: customer }))?.id).toBe(oldest.id)
    expect(
      (await findSubscriberForStripe(payload, { uid: `nobody-${stamp}`, customerId: customer }))
        ?.id,
    ).toBe(oldest.id)
  })
})
