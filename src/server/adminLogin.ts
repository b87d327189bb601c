// Admin-panel sign-in and password-reset limits. Payload locks an account after 10 failed passwords
// (Admins.auth); on top of that every login attempt through REST or GraphQL counts in the shared
// limiter, per client (one address trying many accounts) and per account (many addresses trying
// one), successful or not: a real admin signs in a few times a day. Forgot-password requests (each
// one an email Payload sends) are limited the same way, per client and per address. The local API
// (scripts, first-admin bootstrap) is not limited.
import type { CollectionBeforeOperationHook, PayloadRequest } from 'payload'
import { clientError } from './payloadErrors.ts'
import { clientKey, createRateLimiter, type RateLimiter } from './rateLimit.ts'

const WINDOW_MS = 10 * 60_000
export const ADMIN_LOGINS_PER_CLIENT = 10
export const ADMIN_LOGINS_PER_ACCOUNT = 10
const perClient = createRateLimiter('admin-login-client', ADMIN_LOGINS_PER_CLIENT, WINDOW_MS)
const perAccount = createRateLimiter('admin-login-account', ADMIN_LOGINS_PER_ACCOUNT, WINDOW_MS)

export const ADMIN_RESETS_PER_CLIENT = 5 // per 10 minutes
export const ADMIN_RESETS_PER_ADDRESS = 3 // per hour
const resetsPerClient = createRateLimiter(
  'admin-forgot-password-client',
  ADMIN_RESETS_PER_CLIENT,
  WINDOW_MS,
)
const resetsPerAddress = createRateLimiter(
  'admin-forgot-password-address',
  ADMIN_RESETS_PER_ADDRESS,
  60 * 60_000,
)

export const TOO_MANY_LOGINS = 'Muitas tentativas de login. Tente novamente mais tarde.'
export const TOO_MANY_RESETS = 'Muitas solicitações. Aguarde alguns minutos e tente novamente.'

/** Counts one request per client and per email; past either limit, 429 with Retry-After. */
async function limit(
  req: PayloadRequest,
  args: unknown,
  byClientLimiter: RateLimiter,
  byEmailLimiter: RateLimiter,
  message: string,
) {
  const email = String((args as { data?: { email?: unknown } }).data?.email ?? '')
    .trim()
    .toLowerCase()
  const byClient = await byClientLimiter.hit(clientKey(req.headers))
  const byEmail = email ? await byEmailLimiter.hit(email) : byClient
  const refused = [byClient, byEmail].find((hit) => !hit.allowed)
  if (refused) {
    // Payload merges req.responseHeaders into its error answer.
    req.responseHeaders = new Headers(req.responseHeaders)
    req.responseHeaders.set('retry-after', String(refused.retryAfterSec))
    throw clientError(message, 429)
  }
}

export const limitAdminAuth: CollectionBeforeOperationHook = async ({ operation, args, req }) => {
  if (req.payloadAPI === 'local') return args
  if (operation === 'login') await limit(req, args, perClient, perAccount, TOO_MANY_LOGINS)
  else if (operation === 'forgotPassword')
    await limit(req, args, resetsPerClient, resetsPerAddress, TOO_MANY_RESETS)
  return args
}
