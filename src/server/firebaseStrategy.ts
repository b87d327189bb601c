// Payload auth strategy for subscribers: the request user comes from the Firebase session cookie
// (or a Firebase ID token sent as Bearer), verified here, so Payload's own access control can
// protect the subscribers collection on REST, GraphQL and the local API alike.
//
// Firebase is the only way a subscriber authenticates. Payload mounts its own auth routes on every
// auth collection (login, refresh-token, me …), and refresh-token would hand a Payload JWT to
// whoever this strategy authenticated: a token Firebase's revocation check never sees again. So
// those routes and operations are refused for subscribers (`subscriberAuthLockdown`), and the
// strategy runs only where subscribers act: their own records over REST, and GraphQL.
import {
  Forbidden,
  type AuthStrategy,
  type CollectionConfig,
  type Endpoint,
  type Payload,
  type PayloadRequest,
} from 'payload'
import type { Subscriber } from '@/payload-types.ts'
import { keptLookups } from '@/lib/keptLookups.ts'
import { jsonError } from './endpoints/toolkit.ts'
import { requireIdentity, readCookie, sameOrigin } from './identity.ts'
import { processWide } from './processWide.ts'
import { findSubscriber } from './subscribers.ts'

export const FIREBASE_STRATEGY = 'firebase-session'

// Every signed-in request needs the subscriber record; reading it was most of the cost of a
// signed-in call. Records are kept a few seconds per uid and dropped at once by the collection's
// change and delete hooks in this process. Access rules only use the uid, which never changes, so
// a record a few seconds old (written by another instance) decides nothing differently. A missing
// record is never kept: the first save right after sign-up must be seen by the next request.
const records = processWide('subscriberRecords', () =>
  keptLookups<Subscriber | null>({ ttlMs: 5_000, max: 10_000, keep: (doc) => doc !== null }),
)

function subscriberRecord(payload: Payload, uid: string): Promise<Subscriber | null> {
  return records.get(uid, () => findSubscriber(payload, uid))
}

/** Drops the kept record of a uid (the subscribers collection calls this on every change). */
export function forgetSubscriberRecord(uid: string | null | undefined): void {
  if (uid) records.forget(uid)
}

/**
 * Where a subscriber is a request user: the subscribers collection's REST routes and GraphQL. Not
 * the admin panel (which authenticates without a request URL), not the admins collection, not
 * Payload's internal collections, not the custom endpoints (they verify the identity themselves).
 */
function subscribersActHere(
  payload: Payload,
  req: Partial<PayloadRequest> | undefined,
  isGraphQL: boolean,
): boolean {
  if (isGraphQL) return true
  const path = req?.pathname
  if (!path) return false
  const base = `${payload.config.routes.api}/subscribers`
  return path === base || path.startsWith(`${base}/`)
}

export const firebaseSessionStrategy: AuthStrategy = {
  name: FIREBASE_STRATEGY,
  authenticate: async ({ headers, payload, req, isGraphQL }) => {
    if (!subscribersActHere(payload, req, Boolean(isGraphQL))) return { user: null }
    // An admin-panel login wins: staff who also use the site keep their panel identity.
    if (
      readCookie({ headers }, `${payload.config.cookiePrefix}-token`) ||
      headers.get('authorization')?.startsWith('JWT ')
    )
      return { user: null }
    // Like Payload's own cookie rule: a browser call from another site does not carry the session.
    if (!sameOrigin({ headers })) return { user: null }
    const identity = await requireIdentity({ headers })
    if (!identity) return { user: null }
    const doc = await subscriberRecord(payload, identity.uid)
    if (!doc) return { user: null }
    return { user: { ...doc, collection: 'subscribers', _strategy: FIREBASE_STRATEGY } }
  },
}

// Payload's built-in auth routes of an auth collection (payload/dist/auth/endpoints). Collection
// endpoints are matched in order and a collection's own come first, so these answer instead.
const BUILT_IN_AUTH_ROUTES: Array<[Endpoint['method'], string]> = [
  ['post', '/login'],
  ['post', '/logout'],
  ['post', '/refresh-token'],
  ['get', '/me'],
  ['get', '/init'],
  ['post', '/first-register'],
  ['post', '/forgot-password'],
  ['post', '/reset-password'],
  ['post', '/unlock'],
  ['post', '/verify/:id'],
]

const REFUSED_OPERATIONS = new Set([
  'login',
  'refresh',
  'forgotPassword',
  'resetPassword',
  'unlock',
])

/**
 * What the subscribers collection adds so that no Payload session exists for a subscriber: every
 * built-in auth route answers 404, and the operations behind them (reached through GraphQL or the
 * local API) are forbidden. Payload's JWT strategy already refuses a token naming a collection
 * without its local strategy, so no token minted before this change works either.
 */
export const subscriberAuthLockdown: Pick<CollectionConfig, 'endpoints'> & {
  hooks: Pick<NonNullable<CollectionConfig['hooks']>, 'beforeOperation' | 'afterMe'>
} = {
  endpoints: BUILT_IN_AUTH_ROUTES.map(([method, path]) => ({
    method,
    path,
    handler: () => jsonError(404, 'Assinantes entram pelo login do site.'),
  })),
  hooks: {
    beforeOperation: [
      ({ operation, args, req }) => {
        if (REFUSED_OPERATIONS.has(operation)) throw new Forbidden(req.t)
        return args
      },
    ],
    // GraphQL's meSubscriber: nobody, like an anonymous caller.
    afterMe: [() => ({ user: null })],
  },
}
