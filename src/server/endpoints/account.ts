import type { Endpoint, PayloadRequest } from 'payload'
import type { Subscriber } from '../../payload-types.ts'
import { isValidEmail, splitName } from '../../lib/validation.ts'
import { adminAuth, revokeSessions, SESSION_COOKIE, SESSION_MAX_AGE_MS, verifyIdToken } from '../firebaseAdmin.ts'
import { bearerToken, checkSessionCookie, requireIdentity, sameOrigin } from '../identity.ts'
import { clientIp, createRateLimiter } from '../rateLimit.ts'
import { sendPasswordResetEmail } from '../passwordReset.ts'

const json = (body: unknown, status = 200, headers?: HeadersInit) => Response.json(body, { status, headers })
const fail = (status: number, error: string) => json({ error }, status)

async function readJson(req: PayloadRequest): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await req.json?.()
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null
  } catch {
    return null
  }
}

const str = (v: unknown, max = 320): string | null => (typeof v === 'string' && v.length <= max ? v : null)

/** The session cookie: httpOnly, SameSite=Lax, and Secure in production (not with the local emulator over http). */
export function sessionCookie(value: string, maxAgeSec: number, env: { NODE_ENV?: string; FIREBASE_AUTH_EMULATOR_HOST?: string } = process.env): string {
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
    subscription_active: Boolean(doc.subscription_active),
    subscription_status: doc.subscription_status ?? null,
    subscription_start: doc.subscription_start ?? null,
    subscription_end: doc.subscription_end ?? null,
    createdAt: doc.createdAt,
  }
}

const signUpLimiter = createRateLimiter(10, 60_000)
const resetLimiter = createRateLimiter(5, 60_000)
const resetEmailLimiter = createRateLimiter(3, 15 * 60_000)

export const accountEndpoints: Endpoint[] = [
  {
    // Exchanges a verified Firebase ID token for an httpOnly session cookie.
    path: '/auth/set-cookie',
    method: 'post',
    handler: async (req) => {
      if (!sameOrigin(req)) return fail(403, 'Origem não permitida.')
      const idToken = bearerToken(req)
      if (!idToken) return fail(401, 'Token de autenticação ausente.')
      const decoded = await verifyIdToken(idToken)
      if (!decoded) return fail(401, 'Token de autenticação inválido ou expirado.')
      const body = await readJson(req)
      if (body?.uid !== undefined && body.uid !== decoded.uid) return fail(403, 'O usuário informado não corresponde ao token.')
      try {
        const cookie = await adminAuth().createSessionCookie(idToken, { expiresIn: SESSION_MAX_AGE_MS })
        return json({ ok: true }, 200, { 'set-cookie': sessionCookie(cookie, SESSION_MAX_AGE_MS / 1000) })
      } catch (err) {
        req.payload.logger.warn({ msg: 'createSessionCookie failed', err: (err as Error).message })
        return fail(401, 'Não foi possível iniciar a sessão. Faça login novamente.')
      }
    },
  },
  {
    path: '/auth/clear-cookie',
    method: 'post',
    handler: async (req) => {
      if (!sameOrigin(req)) return fail(403, 'Origem não permitida.')
      // Revoke the refresh tokens too, so a copied session cookie stops working everywhere.
      const identity = await requireIdentity({ headers: new Headers({ cookie: req.headers.get('cookie') ?? '' }) })
      if (identity) {
        await revokeSessions(identity.uid).catch((err: Error) => req.payload.logger.warn({ msg: 'revokeRefreshTokens failed', err: err.message }))
      }
      return json({ ok: true }, 200, { 'set-cookie': sessionCookie('', 0) })
    },
  },
  {
    // Revocation is checked (see firebaseAdmin.ts), so a session ended by sign-out is refused.
    path: '/auth/check-cookie',
    method: 'get',
    // The production server answers this path itself with the same function (checkCookieFastPath.ts).
    handler: async (req) => json(await checkSessionCookie(req.headers.get('cookie')), 200, { 'cache-control': 'no-store' }),
  },
  {
    // Payload's access rules decide (the Firebase session strategy made the subscriber req.user):
    // a subscriber reads only their own record, so another uid finds nothing.
    path: '/users/:uid',
    method: 'get',
    handler: async (req) => {
      const self = req.user?.collection === 'subscribers' ? req.user.uid : (await requireIdentity(req))?.uid
      if (!self) return fail(401, 'Faça login para continuar.')
      const uid = str(req.routeParams?.uid, 128)
      if (!uid || uid !== self) return fail(403, 'Você só pode acessar os seus próprios dados.')
      // Normally the strategy made the subscriber req.user and access rules decide. Without it the
      // identity was verified by hand above, so the own record is looked up directly: not found is
      // a 404, and a database outage throws (503) instead of passing for a missing record.
      const own = req.user?.collection === 'subscribers'
      const found = await req.payload.find({ collection: 'subscribers', where: { uid: { equals: uid } }, limit: 1, depth: 0, ...(own ? { overrideAccess: false, req } : { overrideAccess: true }) })
      const doc = found.docs[0]
      if (!doc) return fail(404, 'Usuário não encontrado.')
      return json(publicRecord(doc), 200, { 'cache-control': 'no-store' })
    },
  },
  {
    // The record saved at sign-up (spec section 3). The uid and email are the verified identity's.
    path: '/users',
    method: 'post',
    handler: async (req) => {
      if (!sameOrigin(req)) return fail(403, 'Origem não permitida.')
      if (!signUpLimiter.hit(clientIp(req.headers)).allowed) return fail(429, 'Muitas tentativas. Tente novamente mais tarde.')
      const identity = await requireIdentity(req)
      if (!identity) return fail(401, 'Faça login para continuar.')
      const body = await readJson(req)
      if (!body) return fail(400, 'Envie os dados do usuário em JSON.')
      if (body.uid !== identity.uid) return fail(403, 'O usuário informado não corresponde à sessão.')
      const email = (identity.email ?? '').toLowerCase()
      if (typeof body.email === 'string' && body.email.toLowerCase() !== email) return fail(403, 'O email informado não corresponde à sessão.')
      if (!email || !isValidEmail(email)) return fail(400, 'A conta não tem um email válido.')
      const displayName = str(body.displayName, 120)?.trim() || null
      const phone = body.phoneNumber == null ? null : str(body.phoneNumber, 20)
      if (phone !== null && !/^\d{10,11}$/.test(phone.replace(/\D/g, ''))) return fail(400, 'Digite um número de WhatsApp válido com DDD.')
      const names = splitName(displayName ?? '')
      const data = {
        uid: identity.uid,
        email,
        displayName,
        firstName: names.firstName || null,
        lastName: names.lastName,
        emailVerified: Boolean(identity.email_verified),
        phoneNumber: phone ? phone.replace(/\D/g, '') : null,
      }
      // An existing record is the caller's own (req.user, from the session strategy) and is
      // updated under the collection's access rules; only the first save creates one.
      const own = req.user?.collection === 'subscribers' && req.user.uid === identity.uid ? req.user : null
      const existing = own ? null : (await req.payload.find({ collection: 'subscribers', where: { uid: { equals: identity.uid } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]
      if (own) return json({ ok: true, user: publicRecord(await req.payload.update({ collection: 'subscribers', id: own.id, data, overrideAccess: false, req })) })
      if (existing) return json({ ok: true, user: publicRecord(await req.payload.update({ collection: 'subscribers', id: existing.id, data, overrideAccess: true })) })
      try {
        return json({ ok: true, user: publicRecord(await req.payload.create({ collection: 'subscribers', data, overrideAccess: true })) }, 201)
      } catch (err) {
        // A concurrent first save (or the first checkout) created the record meanwhile: update it.
        const raced = (await req.payload.find({ collection: 'subscribers', where: { uid: { equals: identity.uid } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]
        if (!raced) throw err
        return json({ ok: true, user: publicRecord(await req.payload.update({ collection: 'subscribers', id: raced.id, data, overrideAccess: true })) })
      }
    },
  },
  {
    // Same answer for known and unknown emails, so the form cannot be used to find accounts.
    path: '/password-reset',
    method: 'post',
    handler: async (req) => {
      if (!sameOrigin(req)) return fail(403, 'Origem não permitida.')
      const body = await readJson(req)
      const email = str(body?.email)?.trim().toLowerCase() ?? ''
      if (!isValidEmail(email)) return fail(400, 'Email inválido')
      if (!resetLimiter.hit(clientIp(req.headers)).allowed || !resetEmailLimiter.hit(email).allowed) {
        return fail(429, 'Muitas solicitações. Aguarde alguns minutos e tente novamente.')
      }
      const sent = await sendPasswordResetEmail(email)
      if (sent === 'error') return fail(502, 'Não foi possível enviar o email agora. Tente novamente em instantes.')
      return json({ ok: true, message: 'Se houver uma conta com este email, enviaremos as instruções de recuperação.' })
    },
  },
]
