// Payload auth strategy for subscribers: the request user comes from the Firebase session cookie
// (or a Firebase ID token sent as Bearer), verified here, so Payload's own access control can
// protect the subscribers collection on REST, GraphQL and the local API alike.
import type { AuthStrategy, Payload } from 'payload'
import type { Subscriber } from '../payload-types.ts'
import { keptLookups } from '../lib/keptLookups.ts'
import { requireIdentity, readCookie, sameOrigin } from './identity.ts'
import { processWide } from './processWide.ts'
import { findSubscriber } from './subscribers.ts'

export const FIREBASE_STRATEGY = 'firebase-session'

// Every signed-in request needs the subscriber record; reading it was most of the cost of a
// signed-in call. Records are kept a few seconds per uid and dropped at once by the collection's
// change and delete hooks in this process. Access rules only use the uid, which never changes, so
// a record a few seconds old (written by another instance) decides nothing differently. A missing
// record is never kept: the first save right after sign-up must be seen by the next request.
const records = processWide('subscriberRecords', () => keptLookups<Subscriber | null>({ ttlMs: 5_000, max: 10_000, keep: (doc) => doc !== null }))

function subscriberRecord(payload: Payload, uid: string): Promise<Subscriber | null> {
  return records.get(uid, () => findSubscriber(payload, uid))
}

/** Drops the kept record of a uid (the subscribers collection calls this on every change). */
export function forgetSubscriberRecord(uid: string | null | undefined): void {
  if (uid) records.forget(uid)
}

export const firebaseSessionStrategy: AuthStrategy = {
  name: FIREBASE_STRATEGY,
  authenticate: async ({ headers, payload }) => {
    // An admin-panel login wins: staff who also use the site keep their panel identity.
    if (readCookie({ headers }, `${payload.config.cookiePrefix}-token`) || headers.get('authorization')?.startsWith('JWT ')) return { user: null }
    // Like Payload's own cookie rule: a browser call from another site does not carry the session.
    if (!sameOrigin({ headers })) return { user: null }
    const identity = await requireIdentity({ headers })
    if (!identity) return { user: null }
    const doc = await subscriberRecord(payload, identity.uid)
    if (!doc) return { user: null }
    return { user: { ...doc, collection: 'subscribers', _strategy: FIREBASE_STRATEGY } }
  },
}
