// Admin-panel sign-in limits. Payload locks an account after 10 failed passwords (Admins.auth); on
// top of that every login attempt through REST or GraphQL counts in the shared limiter, per client
// (one address trying many accounts) and per account (many addresses trying one), successful or
// not: a real admin signs in a few times a day. The local API (scripts, first-admin bootstrap) is
// not limited.
import type { CollectionBeforeOperationHook } from 'payload'
import { clientError } from './payloadErrors.ts'
import { clientKey, createRateLimiter } from './rateLimit.ts'

const WINDOW_MS = 10 * 60_000
export const ADMIN_LOGINS_PER_CLIENT = 10
export const ADMIN_LOGINS_PER_ACCOUNT = 10
const perClient = createRateLimiter('admin-login-client', ADMIN_LOGINS_PER_CLIENT, WINDOW_MS)
const perAccount = createRateLimiter('admin-login-account', ADMIN_LOGINS_PER_ACCOUNT, WINDOW_MS)

export const TOO_MANY_LOGINS = 'Muitas tentativas de login. Tente novamente mais tarde.'

export const limitAdminLogins: CollectionBeforeOperationHook = async ({ operation, args, req }) => {
  if (operation !== 'login' || req.payloadAPI === 'local') return args
  const email = String((args as { data?: { email?: unknown } }).data?.email ?? '')
    .trim()
    .toLowerCase()
  const byClient = await perClient.hit(clientKey(req.headers))
  const byAccount = email ? await perAccount.hit(email) : byClient
  const refused = [byClient, byAccount].find((hit) => !hit.allowed)
  if (refused) {
    // Payload merges req.responseHeaders into its error answer.
    req.responseHeaders = new Headers(req.responseHeaders)
    req.responseHeaders.set('retry-after', String(refused.retryAfterSec))
    throw clientError(TOO_MANY_LOGINS, 429)
  }
  return args
}
