// Subscriber records, keyed by the Firebase uid: the one place that looks them up and creates them.
// Callers have verified the uid themselves (identity.ts); these run with overrideAccess.
import type { Payload, PayloadRequest, RequiredDataFromCollectionSlug, Where } from 'payload'
import type { Subscriber } from '@/payload-types.ts'
import { columnOf, databasePool } from './dbPool.ts'

type NewSubscriber = RequiredDataFromCollectionSlug<'subscribers'>

export async function findSubscriber(payload: Payload, uid: string): Promise<Subscriber | null> {
  const found = await payload.find({
    collection: 'subscribers',
    where: { uid: { equals: uid } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

/**
 * The record a Stripe customer belongs to. The uid Stripe carries in metadata and the customer id
 * can name different records (an account made again, a customer moved by an admin), and which one
 * a webhook writes must not be the database's choice: the record holding the customer id wins (the
 * server wrote it at checkout, and every later event and the billing portal name that customer);
 * among several, the one whose uid matches too, then the oldest. The uid decides only when no
 * record holds the customer.
 */
export async function findSubscriberForStripe(
  payload: Payload,
  ref: { uid?: string | null; customerId: string },
  req?: PayloadRequest,
): Promise<Subscriber | null> {
  const byCustomer = { stripeCustomerId: { equals: ref.customerId } }
  const where: Where = ref.uid ? { or: [{ uid: { equals: ref.uid } }, byCustomer] } : byCustomer
  const found = await payload.find({
    collection: 'subscribers',
    where,
    sort: 'id',
    limit: 0,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const holders = found.docs.filter((d) => d.stripeCustomerId === ref.customerId)
  return (
    holders.find((d) => ref.uid && d.uid === ref.uid) ??
    holders[0] ??
    found.docs.find((d) => ref.uid && d.uid === ref.uid) ??
    null
  )
}

/**
 * The uid's record, created with `data` when there is none. Two first requests racing (sign-up
 * record and first checkout, a double click) end with one record: uid is unique, so the loser's
 * insert fails and it reads the winner's.
 */
export async function findOrCreateSubscriber(
  payload: Payload,
  data: NewSubscriber,
): Promise<{ doc: Subscriber; created: boolean }> {
  const found = await findSubscriber(payload, data.uid)
  if (found) return { doc: found, created: false }
  try {
    return {
      doc: await payload.create({ collection: 'subscribers', data, overrideAccess: true }),
      created: true,
    }
  } catch (err) {
    const raced = await findSubscriber(payload, data.uid)
    if (raced) return { doc: raced, created: false }
    throw err
  }
}

/** Writes `data` on the uid's record, creating it if needed; `created` says which happened. */
export async function saveSubscriber(
  payload: Payload,
  data: NewSubscriber,
): Promise<{ doc: Subscriber; created: boolean }> {
  const { doc, created } = await findOrCreateSubscriber(payload, data)
  if (created) return { doc, created }
  return {
    doc: await payload.update({
      collection: 'subscribers',
      id: doc.id,
      data,
      overrideAccess: true,
    }),
    created: false,
  }
}

/** `req` runs the write inside the caller's transaction. */
export async function updateSubscriber(
  payload: Payload,
  id: Subscriber['id'],
  data: Partial<NewSubscriber>,
  req?: PayloadRequest,
): Promise<Subscriber> {
  return payload.update({ collection: 'subscribers', id, data, overrideAccess: true, req })
}

/**
 * Marks the account's sign-up as reported to Meta: 'first' only for the first caller (one conditional
 * UPDATE, so two racing calls cannot both report), 'again' after that, 'no-record' for an account
 * without a sign-up record. `updatedAt` stays: nothing the person or an editor changed.
 */
export async function claimRegistrationReport(
  payload: Payload,
  uid: string,
): Promise<'first' | 'again' | 'no-record'> {
  const pool = databasePool(payload)
  if (!pool) throw new Error('no database pool')
  const column = columnOf('registrationReportedAt' satisfies keyof Subscriber)
  const claimed = await pool.query(
    `UPDATE subscribers SET ${column} = now() WHERE uid = $1 AND ${column} IS NULL`,
    [uid],
  )
  if (claimed.rowCount === 1) return 'first'
  const known = await pool.query('SELECT 1 FROM subscribers WHERE uid = $1', [uid])
  return known.rowCount ? 'again' : 'no-record'
}

/**
 * Ticks "Email verificado" on the uid's record once Firebase says the address is confirmed (a
 * verification or password-reset link opened from the mailbox): read from each new sign-in's token.
 */
export async function markEmailVerified(payload: Payload, uid: string): Promise<void> {
  await payload.update({
    collection: 'subscribers',
    where: { and: [{ uid: { equals: uid } }, { emailVerified: { not_equals: true } }] },
    data: { emailVerified: true },
    depth: 0,
    overrideAccess: true,
  })
}
