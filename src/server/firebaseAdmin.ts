// Firebase Admin: the server's only way to know who a request comes from. It verifies ID tokens
// and session cookies itself and never trusts a uid or email the browser sends.
import { cert, getApps, initializeApp, type App } from 'firebase-admin/app'
import { getAuth, type Auth, type DecodedIdToken } from 'firebase-admin/auth'
import { keptLookups } from '@/lib/keptLookups.ts'
import { processWide } from './processWide.ts'
import { isProductionMode, numberSetting } from '@/lib/runtimeMode.mjs'
import { UNAVAILABLE_MESSAGE } from './apiErrors.ts'
import { ID_TOKEN_ISSUER, SESSION_COOKIE_ISSUER, verifyEmulatorJwt } from './emulatorJwt.ts'
import { logger } from './logger.mjs'

let app: App | null = null

function credentials() {
  const json = process.env.FIREBASE_SERVICE_ACCOUNT_JSON
  if (json) return cert(JSON.parse(json) as Record<string, string>)
  const clientEmail = process.env.FIREBASE_CLIENT_EMAIL
  const privateKey = process.env.FIREBASE_PRIVATE_KEY?.replace(/\\n/g, '\n')
  if (clientEmail && privateKey) return cert({ projectId: projectId(), clientEmail, privateKey })
  return undefined // emulator or Google default credentials
}

function projectId(): string | undefined {
  return process.env.FIREBASE_PROJECT_ID || process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID
}

export function adminAuth(): Auth {
  if (!app) {
    const credential = credentials()
    app =
      getApps()[0] ??
      initializeApp({ projectId: projectId(), ...(credential ? { credential } : {}) })
  }
  return getAuth(app)
}

export const SESSION_COOKIE = '__session'
export const SESSION_MAX_AGE_MS = 5 * 24 * 60 * 60 * 1000

// A revoked or disabled account is refused. Firebase's own `checkRevoked` asks its servers on every
// call (tens of ms); the answer is cached here per uid for a few seconds instead, and sign-out
// drops the entry at once, so this process sees its own revocations immediately.
type AccountState = { validSinceSec: number; disabled: boolean } | { missing: true }
const accountStates = processWide('accountStates', () =>
  keptLookups<AccountState>({
    // 0: no cache, Firebase is asked on every request.
    ttlMs: numberSetting(process.env, 'FIREBASE_REVOCATION_CACHE_MS', 10_000),
    max: 10_000,
  }),
)

async function lookUpAccount(uid: string): Promise<AccountState> {
  try {
    const user = await adminAuth().getUser(uid)
    const validSince = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : 0
    return { validSinceSec: Math.floor(validSince / 1000), disabled: user.disabled }
  } catch (err) {
    if ((err as { code?: string }).code !== 'auth/user-not-found') throw err
    return { missing: true }
  }
}

async function stillValid(decoded: DecodedIdToken): Promise<DecodedIdToken | null> {
  const state = await accountStates.get(decoded.uid, () => lookUpAccount(decoded.uid))
  if ('missing' in state || state.disabled || decoded.auth_time < state.validSinceSec) return null
  return decoded
}

/**
 * Ends every session of a uid (sign-out), and forgets the cached account state so it shows at once,
 * here and on every other instance (src/server/cache/peers.ts).
 */
export async function revokeSessions(uid: string): Promise<void> {
  await adminAuth().revokeRefreshTokens(uid)
  accountStates.forget(uid)
  // Imported here: payload.ts loads the config, whose endpoints import this module.
  const [{ payloadClient }, { announceSignOut }] = await Promise.all([
    import('./payload.ts'),
    import('./cache/peers.ts'),
  ])
  await announceSignOut(await payloadClient(), uid)
}

/** Drops a uid's cached account state (another instance announced its sign-out). */
export function forgetAccount(uid: string): void {
  accountStates.forget(uid)
}

// With the local emulator its unsigned tokens are checked by emulatorJwt.ts (see there why). Never in
// production: the server refuses to start with the emulator configured there (runtimeMode.mjs), and
// should the variable appear anyway, emulator tokens are still refused here.
class EmulatorInProductionError extends Error {}

function emulatorProject(): string | null {
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) return null
  if (isProductionMode(process.env))
    throw new EmulatorInProductionError('FIREBASE_AUTH_EMULATOR_HOST is set in production')
  return projectId() ?? null
}

// What firebase-admin answers when the token or cookie itself is no good (expired, revoked, forged,
// malformed, for another project, its account disabled): the caller is nobody.
const REFUSED_TOKEN_CODES = new Set([
  'auth/argument-error',
  'auth/invalid-id-token',
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/session-cookie-expired',
  'auth/session-cookie-revoked',
  'auth/user-disabled',
  'auth/user-not-found',
])
// firebase-admin reports Google's signing keys out of reach as an argument error too.
const KEY_FETCH_FAILURE = /Error while making request|Error fetching public keys/i

// A token for another project: from a visitor, nobody; from every visitor, the browser bundle was
// built for a project other than this server's (NEXT_PUBLIC_FIREBASE_PROJECT_ID vs FIREBASE_PROJECT_ID,
// refused at start when both are set here), and everyone is signed out. Said once per process: a
// line per request would bury it, and anyone can send such a token.
const WRONG_AUDIENCE =
  /incorrect "aud" \(audience\) claim\. Expected "([^"]*)" but got "([^"]{0,100})/
let wrongAudienceLogged = false

function noteWrongAudience(err: unknown): void {
  if (wrongAudienceLogged) return
  const match = WRONG_AUDIENCE.exec(String((err as { message?: unknown } | null)?.message))
  if (!match) return
  wrongAudienceLogged = true
  logger.error({
    msg: "Firebase token for another project refused (logged once): if every sign-in fails, the site was built with a NEXT_PUBLIC_FIREBASE_PROJECT_ID other than this server's FIREBASE_PROJECT_ID",
    expected: match[1],
    got: match[2],
  })
}

/** True when firebase-admin refused the token itself, not when it could not check it. */
function isRefusedToken(err: unknown): boolean {
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown }
  if (typeof code !== 'string' || !REFUSED_TOKEN_CODES.has(code)) return false
  return !(code === 'auth/argument-error' && KEY_FETCH_FAILURE.test(String(message)))
}

/**
 * The verified, still-valid identity, or null for a token Firebase refuses. Anything else (Google
 * unreachable, a credential Firebase does not accept, an internal error) would otherwise sign out
 * every visitor without a trace: it is logged here, once, and thrown as a 503 (HttpError, answered
 * by the endpoint toolkit's errorResponse).
 */
async function verified(
  what: 'ID token' | 'session cookie',
  decode: () => Promise<DecodedIdToken | null>,
): Promise<DecodedIdToken | null> {
  try {
    const decoded = await decode()
    return decoded ? await stillValid(decoded) : null
  } catch (err) {
    if (isRefusedToken(err)) {
      noteWrongAudience(err)
      return null
    }
    if (err instanceof EmulatorInProductionError) {
      logger.error({ msg: `${what} refused: ${err.message}` })
      return null
    }
    const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown }
    logger.error({
      msg: `Firebase could not verify ${what === 'ID token' ? 'an' : 'a'} ${what}: answering 503`,
      code: typeof code === 'string' ? code : undefined,
      err: typeof message === 'string' ? message : String(err),
    })
    // Imported here: the toolkit imports identity.ts, which imports this module.
    const { HttpError } = await import('./endpoints/toolkit.ts')
    throw new HttpError(503, UNAVAILABLE_MESSAGE)
  }
}

export async function verifyIdToken(idToken: string): Promise<DecodedIdToken | null> {
  return verified('ID token', async () => {
    const emulator = emulatorProject()
    return emulator
      ? verifyEmulatorJwt(idToken, { projectId: emulator, issuer: ID_TOKEN_ISSUER })
      : adminAuth().verifyIdToken(idToken)
  })
}

export async function verifySessionCookie(
  cookie: string | undefined | null,
): Promise<DecodedIdToken | null> {
  if (!cookie) return null
  return verified('session cookie', async () => {
    const emulator = emulatorProject()
    return emulator
      ? verifyEmulatorJwt(cookie, { projectId: emulator, issuer: SESSION_COOKIE_ISSUER })
      : adminAuth().verifySessionCookie(cookie)
  })
}
