// The first admin. No admin is seeded with a known password. In development Payload's
// create-first-user screen creates it. In production it comes only from ADMIN_EMAIL /
// ADMIN_PASSWORD, or from whoever holds the setup link the server prints while no admin exists:
// a fresh production database must not let the first visitor of /admin take the site.
import { timingSafeEqual } from 'node:crypto'
import type { CollectionBeforeChangeHook, Endpoint, Payload, PayloadRequest } from 'payload'
import { defineEndpoint, HttpError } from './endpoints/toolkit.ts'
import { clientError } from './payloadErrors.ts'
import { firstAdminSetupToken, SETUP_COOKIE } from './firstAdminToken.ts'
import { cookieValue } from './identity.ts'

export const SETUP_PATH = '/setup-first-admin'
const FROM_ENV = 'firstAdminFromEnv'

const production = () => process.env.NODE_ENV === 'production'

function validToken(secret: string, given: string | null | undefined): boolean {
  if (!given || !secret) return false
  const expected = Buffer.from(firstAdminSetupToken(secret))
  const actual = Buffer.from(given)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

const countAdmins = async (payload: Payload, req?: PayloadRequest) =>
  (await payload.count({ collection: 'admins', overrideAccess: true, req })).totalDocs

export async function createAdminFromEnv(payload: Payload): Promise<void> {
  if ((await countAdmins(payload)) > 0) return
  const email = process.env.ADMIN_EMAIL
  const password = process.env.ADMIN_PASSWORD
  if (email && password) {
    try {
      await payload.create({
        collection: 'admins',
        overrideAccess: true,
        context: { [FROM_ENV]: true },
        // No placeholder name: the versions list names this person by email until they add theirs.
        data: { email, password, role: 'admin' },
      })
    } catch (err) {
      // Instances starting together on an empty database each counted none; one of them created it.
      if ((await countAdmins(payload)) > 0) return
      throw err
    }
    payload.logger.info(`Created the first admin (${email}) from ADMIN_EMAIL.`)
  } else if (production()) {
    const url = `${payload.config.serverURL}${payload.config.routes.api}/admins${SETUP_PATH}?token=${firstAdminSetupToken(payload.config.secret)}`
    payload.logger.warn(
      `No admin exists. Create the first one at ${url} (or set ADMIN_EMAIL and ADMIN_PASSWORD and restart).`,
    )
  }
}

export const CLOSED_MESSAGE =
  'O cadastro do primeiro administrador está fechado. Use ADMIN_EMAIL e ADMIN_PASSWORD ou o link de configuração que o servidor mostra no log.'

/** Admins beforeChange: the first admin is an admin, and in production it needs the setup link or the environment. */
export const firstAdminRules: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  if ((await countAdmins(req.payload, req)) > 0) return data
  if (
    production() &&
    !req.context[FROM_ENV] &&
    !validToken(req.payload.config.secret, cookieValue(req.headers?.get('cookie'), SETUP_COOKIE))
  ) {
    throw clientError(CLOSED_MESSAGE, 403)
  }
  // The first account must be able to manage the others.
  return { ...data, role: 'admin' }
}

/**
 * GET /api/admins/setup-first-admin?token=…: the link printed in the log. It stores the token in a
 * short-lived cookie sent only to the create-first-user screen and its form's request, and opens the
 * screen. Without a token it answers why registration is closed (where next.config.mjs sends the
 * screen in production).
 */
export const firstAdminSetupEndpoint: Endpoint = defineEndpoint({
  path: SETUP_PATH,
  method: 'get',
  handler: async ({ req }) => {
    const token = req.searchParams.get('token')
    if (!token) throw new HttpError(403, CLOSED_MESSAGE)
    if (!validToken(req.payload.config.secret, token))
      throw new HttpError(403, 'Link de configuração inválido.')
    if ((await countAdmins(req.payload, req)) > 0)
      throw new HttpError(410, 'O primeiro administrador já existe: entre pelo login do painel.')
    const secure = req.payload.config.serverURL.startsWith('https:') ? '; Secure' : ''
    const screen = `${req.payload.config.routes.admin}/create-first-user`
    const headers = new Headers({ location: screen, 'cache-control': 'no-store' })
    // Sent only with the screen (next.config.mjs refuses it without) and with the form's request.
    for (const path of [screen, `${req.payload.config.routes.api}/admins/first-register`]) {
      headers.append(
        'set-cookie',
        `${SETUP_COOKIE}=${token}; Path=${path}; HttpOnly; SameSite=Strict; Max-Age=3600${secure}`,
      )
    }
    return new Response(null, { status: 303, headers })
  },
})
