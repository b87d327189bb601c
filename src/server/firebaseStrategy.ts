// Payload auth strategy for subscribers: the request user comes from the Firebase session cookie
// (or a Firebase ID token sent as Bearer), verified here, so Payload's own access control can
// protect the subscribers collection on REST, GraphQL and the local API alike.
import type { AuthStrategy } from 'payload'
import { requireIdentity, readCookie, sameOrigin } from './identity.ts'

export const FIREBASE_STRATEGY = 'firebase-session'

export const firebaseSessionStrategy: AuthStrategy = {
  name: FIREBASE_STRATEGY,
  authenticate: async ({ headers, payload }) => {
    // An admin-panel login wins: staff who also use the site keep their panel identity.
    if (readCookie({ headers }, `${payload.config.cookiePrefix}-token`) || headers.get('authorization')?.startsWith('JWT ')) return { user: null }
    // Like Payload's own cookie rule: a browser call from another site does not carry the session.
    if (!sameOrigin({ headers })) return { user: null }
    const identity = await requireIdentity({ headers })
    if (!identity) return { user: null }
    const found = await payload.find({ collection: 'subscribers', where: { uid: { equals: identity.uid } }, limit: 1, depth: 0, pagination: false, overrideAccess: true })
    const doc = found.docs[0]
    if (!doc) return { user: null }
    return { user: { ...doc, collection: 'subscribers', _strategy: FIREBASE_STRATEGY } }
  },
}
