import type { Endpoint } from 'payload'
import type { Subscriber } from '@/payload-types.ts'
import {
  isValidEmail,
  MESSAGES,
  NAME_MAX_LENGTH,
  splitName,
  storedPhone,
} from '@/lib/validation.ts'
import {
  adminAuth,
  revokeSessions,
  SESSION_COOKIE,
  SESSION_MAX_AGE_MS,
  verifyIdToken,
  verifySessionCookie,
} from '@/server/firebaseAdmin.ts'
import { bearerToken, checkSessionCookie, readCookie } from '@/server/identity.ts'
import { clientKey, createRateLimiter } from '@/server/rateLimit.ts'
import { sendPasswordResetEmail } from '@/server/passwordReset.ts'
import { findSubscriber, markEmailVerified, saveSubscriber } from '@/server/subscribers.ts'
import { shownAccess } from '@/lib/subscriptionState.ts'
import { defineEndpoint, enforceLimit, HttpError, json, str } from './toolkit.ts'

/** The session cookie: httpOnly, SameSite=Lax, and Secure in production (not with the local emulator over http). */
export function sessionCookie(
  value: string,
  maxAgeSec: number,
  env: { NODE_ENV?: string; FIREBASE_AUTH_EMULATOR_HOST?: string } = process.env,
): string {
  const secure = env.NODE_ENV === 'production' && !env.FIREBASE_AUTH_EMULATOR_HOST ? '; Secure' : ''
  return `${SESSION_COOKIE}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSec}${secure}`
}

/** The fields of spec section 3 that GET /api/users/{uid} returns. */
function publicRecord(doc: Subscriber) {
  return {
    uid: doc.uid,
    email: doc.email,
    displayName: doc.displayName ?? null,
    firstName: doc.firstName ?? null,
    lastName: doc.lastName ?? null,
    emailVerified: Boolean(doc.emailVerified),
    phoneNumber: doc.phoneNumber ?? null,
    phone: doc.phoneNumber ?? null,
    photoURL: doc.photoURL ?? null,
    subscription_plan: doc.subscription_plan ?? null,
    subscription_interval: doc.subscription_interval ?? null,
    subscription_active: shownAccess(doc.subscription_active, doc.subscription_status),
    subscription_status: doc.subscription_status ?? null,
    subscription_start: doc.subscription_start ?? null,
    subscription_end: doc.subscription_end ?? null,
    createdAt: doc.createdAt,
  }
}

/** A session cookie is minted only within 5 minutes of the sign-in (the ID token's auth_time). */
export const RECENT_SIGN_IN_SEC = 5 * 60

/**
 * New session cookies (each one a call to Firebase): per account in 10 minutes, and per client in a
 * minute (an office or a carrier NAT signs many people in from one address).
 */
export const MINTS_PER_ACCOUNT = 10
export const MINTS_PER_CLIENT = 30
const MINT_LIMIT_MESSAGE = 'Muitas tentativas de login. Tente novamente mais tarde.'
const mintAccountLimit = {
  limiter: createRateLimiter('session-mint-account', MINTS_PER_ACCOUNT, 10 * 60_000),
  message: MINT_LIMIT_MESSAGE,
}
const mintClientLimit = {
  limiter: createRateLimiter('session-mint-client', MINTS_PER_CLIENT, 60_000),
  message: MINT_LIMIT_MESSAGE,
}

const signUpLimiter = createRateLimiter('sign-up', 10, 60_000)
// Password reset: a client is refused (429) past 5 requests a minute, or past 3 for one address in
// 15 minutes. Requests for one address from many clients are never refused, so nobody can lock
// another person out of their own reset: past 5 emails in 15 minutes the answer is the same but no
// further email is sent, and the person already has a recent, still valid link in their inbox.
const resetLimiter = createRateLimiter('password-reset', 5, 60_000)
const resetClientEmailLimiter = createRateLimiter('password-reset-client-address', 3, 15 * 60_000)
const resetSendLimiter = createRateLimiter('password-reset-sends', 5, 15 * 60_000)

export const accountEndpoints: Endpoint[] = [
  defineEndpoint({
    // Exchanges a verified Firebase ID token for an httpOnly session cookie. The browser calls this
    // on every signed-in page view (each sign-in state report), so a cookie it already holds for the
    // same sign-in is kept: no new cookie, no call to Firebase. A new cookie needs a recent sign-in
    // (Firebase's session-cookie guide): a stolen or long-lived ID token cannot start a 5-day
    // session. A returning visitor whose cookie is still valid keeps it until it expires; after
    // that the site works on the Firebase sign-in alone until the next sign-in.
    path: '/auth/set-cookie',
    method: 'post',
    body: 'optional',
    handler: async ({ req, body }) => {
      const idToken = bearerToken(req)
      if (!idToken) throw new HttpError(401, 'Token de autenticação ausente.')
      const decoded = await verifyIdToken(idToken)
      if (!decoded) throw new HttpError(401, 'Token de autenticação inválido ou expirado.')
      if (body?.uid !== undefined && body.uid !== decoded.uid)
        throw new HttpError(403, 'O usuário informado não corresponde ao token.')
      const held = await verifySessionCookie(readCookie(req, SESSION_COOKIE))
      const recent = Date.now() / 1000 - decoded.auth_time <= RECENT_SIGN_IN_SEC
      // The same account's valid cookie stays, unless this is a newer sign-in (which starts a new session).
      if (held && held.uid === decoded.uid && (held.auth_time >= decoded.auth_time || !recent))
        return json({ ok: true })
      if (!recent) {
        // Another account's cookie must not outlive this sign-in report.
        throw new HttpError(
          401,
          'Faça login novamente para continuar.',
          held ? { 'set-cookie': sessionCookie('', 0) } : undefined,
        )
      }
      // A refused report must not leave another account's cookie standing either.
      const clearOther =
        held && held.uid !== decoded.uid ? { 'set-cookie': sessionCookie('', 0) } : undefined
      try {
        // Only minting is limited: keeping a held cookie (every page view) calls nobody.
        await enforceLimit(mintClientLimit, clientKey(req.headers))
        await enforceLimit(mintAccountLimit, decoded.uid)
      } catch (err) {
        if (err instanceof HttpError && clearOther)
          throw new HttpError(err.status, err.message, { ...err.headers, ...clearOther })
        throw err
      }
      try {
        const cookie = await adminAuth().createSessionCookie(idToken, {
          expiresIn: SESSION_MAX_AGE_MS,
        })
        if (decoded.email_verified)
          await markEmailVerified(req.payload, decoded.uid).catch((err: Error) =>
            req.payload.logger.warn({ msg: 'emailVerified not saved', err: err.message }),
          )
        return json({ ok: true }, 200, {
          'set-cookie': sessionCookie(cookie, SESSION_MAX_AGE_MS / 1000),
        })
      } catch (err) {
        req.payload.logger.warn({ msg: 'createSessionCookie failed', err: (err as Error).message })
        throw new HttpError(
          401,
          'Não foi possível iniciar a sessão. Faça login novamente.',
          clearOther,
        )
      }
    },
  }),
  defineEndpoint({
    path: '/auth/clear-cookie',
    method: 'post',
    handler: async ({ req }) => {
      // Revoke the refresh tokens too, so a copied cookie, ID token or refresh token stops working
      // everywhere. Every account the browser names is revoked: the session cookie's and the ID
      // token's (Bearer, sent by the browser before it signs out of Firebase), each verified here. A
      // browser without the cookie (past its 5 days, or a sign-in whose mint was refused) names its
      // account by the token alone. With Firebase out of reach (logged by firebaseAdmin.ts) this
      // browser is still signed out.
      const token = bearerToken(req)
      const named = await Promise.all([
        verifySessionCookie(readCookie(req, SESSION_COOKIE)).catch(() => null),
        token ? verifyIdToken(token).catch(() => null) : null,
      ])
      const uids = new Set(named.flatMap((identity) => (identity ? [identity.uid] : [])))
      for (const uid of uids) {
        await revokeSessions(uid).catch((err: Error) =>
          req.payload.logger.warn({ msg: 'revokeRefreshTokens failed', err: err.message }),
        )
      }
      return json({ ok: true }, 200, { 'set-cookie': sessionCookie('', 0) })
    },
  }),
  defineEndpoint({
    // Revocation is checked (see firebaseAdmin.ts), so a session ended by sign-out is refused.
    // The production server answers this path itself with the same function (checkCookieFastPath.ts).
    path: '/auth/check-cookie',
    method: 'get',
    handler: async ({ req }) => json(await checkSessionCookie(req.headers.get('cookie'))),
  }),
  defineEndpoint({
    // A subscriber reads only their own record.
    path: '/users/:uid',
    method: 'get',
    identity: 'required',
    handler: async ({ req, identity }) => {
      const uid = str(req.routeParams?.uid, 128)
      if (!uid || uid !== identity.uid)
        throw new HttpError(403, 'Você só pode acessar os seus próprios dados.')
      const doc = await findSubscriber(req.payload, uid)
      if (!doc) throw new HttpError(404, 'Usuário não encontrado.')
      return json(publicRecord(doc))
    },
  }),
  defineEndpoint({
    // The record saved at sign-up (spec section 3). The uid and email are the verified identity's.
    path: '/users',
    method: 'post',
    clientLimit: {
      limiter: signUpLimiter,
      message: 'Muitas tentativas. Tente novamente mais tarde.',
    },
    identity: 'required',
    body: 'required',
    bodyMessage: 'Envie os dados do usuário em JSON.',
    handler: async ({ req, identity, body }) => {
      if (body.uid !== identity.uid)
        throw new HttpError(403, 'O usuário informado não corresponde à sessão.')
      const email = (identity.email ?? '').toLowerCase()
      if (typeof body.email === 'string' && body.email.toLowerCase() !== email)
        throw new HttpError(403, 'O email informado não corresponde à sessão.')
      if (!email || !isValidEmail(email))
        throw new HttpError(400, 'A conta não tem um email válido.')
      // A field the body omits is left as it is; null (or an empty string) clears it.
      const profile: {
        displayName?: string | null
        firstName?: string | null
        lastName?: string | null
        phoneNumber?: string | null
      } = {}
      if (body.displayName !== undefined) {
        // Refused rather than taken as "clear": a bad name must not erase the stored one.
        if (
          body.displayName !== null &&
          (typeof body.displayName !== 'string' || body.displayName.length > NAME_MAX_LENGTH)
        )
          throw new HttpError(400, MESSAGES.invalidName)
        const displayName = body.displayName?.trim() || null
        const names = splitName(displayName ?? '')
        Object.assign(profile, {
          displayName,
          firstName: names.firstName || null,
          lastName: names.lastName,
        })
      }
      if (body.phoneNumber !== undefined) {
        const phone = body.phoneNumber == null ? '' : (str(body.phoneNumber, 20) ?? 'invalid')
        const stored = storedPhone(phone)
        if (stored === 'invalid') throw new HttpError(400, MESSAGES.invalidWhatsapp)
        profile.phoneNumber = stored
      }
      const { doc, created } = await saveSubscriber(req.payload, {
        uid: identity.uid,
        email,
        emailVerified: Boolean(identity.email_verified),
        ...profile,
      })
      return json({ ok: true, user: publicRecord(doc) }, created ? 201 : 200)
    },
  }),
  defineEndpoint({
    // Same answer for known and unknown emails, so the form cannot be used to find accounts.
    path: '/password-reset',
    method: 'post',
    clientLimit: {
      limiter: resetLimiter,
      message: 'Muitas solicitações. Aguarde alguns minutos e tente novamente.',
    },
    body: 'optional',
    handler: async ({ req, body }) => {
      const email = str(body?.email)?.trim().toLowerCase() ?? ''
      if (!isValidEmail(email)) throw new HttpError(400, 'Email inválido')
      const perClient = await resetClientEmailLimiter.hit(`${clientKey(req.headers)} ${email}`)
      if (!perClient.allowed) {
        throw new HttpError(429, 'Muitas solicitações. Aguarde alguns minutos e tente novamente.', {
          'retry-after': String(perClient.retryAfterSec),
        })
      }
      if ((await resetSendLimiter.hit(email)).allowed) {
        const sent = await sendPasswordResetEmail(email)
        if (sent === 'error')
          throw new HttpError(
            502,
            'Não foi possível enviar o email agora. Tente novamente em instantes.',
          )
      }
      return json({
        ok: true,
        message: 'Se houver uma conta com este email, enviaremos as instruções de recuperação.',
      })
    },
  }),
]
