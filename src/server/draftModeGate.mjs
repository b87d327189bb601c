// Next's draft mode is one cookie value for the whole build (`__prerender_bypass` = the build's
// previewModeId): anyone who once held it (a removed editor, a shared screenshot of the cookies)
// could send it and make every page render uncached for them, bypassing Next's ISR cache and the
// response cache of server.mjs (/planos 1 ms → 80–130 ms a request). The production server honours
// it only together with an admin-panel session; without one the draft-mode cookies are taken off the
// request before the caches or Next see it, and the visitor gets the stored page everyone gets.
//
// The session is checked as payloadBodyCap.ts checks it, without a database round trip: Payload's
// HS256 signature (its key is the first 32 hex characters of sha256(PAYLOAD_SECRET)), an expiry
// still ahead, its token format and the admins collection. A token of a since-deleted admin passes
// until it expires (two hours); the page itself still shows drafts only to a session Payload
// accepts (src/server/preview.ts), so this decides only who may skip the caches.
//
// Plain JavaScript (with JSDoc types) because server.mjs imports it without a build step.
import crypto from 'node:crypto'
import { jwtVerify } from 'jose'

const DRAFT_COOKIES = new Set(['__prerender_bypass', '__next_preview_data'])
const TOKEN_COOKIE = 'payload-token'
// payload/dist/auth/jwtAuth.js JWT_AUTH_VERSION, checked as payloadBodyCap.ts does.
const JWT_AUTH_VERSION = 1

/** @param {string | string[] | undefined} cookie */
function pairs(cookie) {
  const text = Array.isArray(cookie) ? cookie.join('; ') : (cookie ?? '')
  return text
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)
}

/** @param {string} secret */
export function payloadSigningKey(secret) {
  return new TextEncoder().encode(
    crypto.createHash('sha256').update(secret).digest('hex').slice(0, 32),
  )
}

/**
 * Whether the token is one Payload issued to an admin-panel user and still valid.
 * @param {string | undefined} token
 * @param {Uint8Array} key
 */
async function isStaffToken(token, key) {
  if (!token) return false
  try {
    const { payload, protectedHeader } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    })
    return protectedHeader.authVersion === JWT_AUTH_VERSION && payload.collection === 'admins'
  } catch {
    return false
  }
}

/**
 * Takes the draft-mode cookies off a request that has no admin-panel session (the payload-token
 * cookie or an `Authorization: JWT …` header). Resolves when the request may go on.
 * @param {{ headers: Record<string, string | string[] | undefined> }} req
 * @param {Uint8Array | null} key null without PAYLOAD_SECRET: nobody's session can be checked
 */
export async function gateDraftMode(req, key) {
  const all = pairs(req.headers.cookie)
  if (!all.some((p) => DRAFT_COOKIES.has(p.split('=')[0] ?? ''))) return
  const auth = req.headers.authorization
  const header = typeof auth === 'string' ? /^JWT\s+(\S+)/i.exec(auth)?.[1] : undefined
  const cookie = all.find((p) => p.startsWith(`${TOKEN_COOKIE}=`))?.slice(TOKEN_COOKIE.length + 1)
  if (key && ((await isStaffToken(header, key)) || (await isStaffToken(cookie, key)))) return
  const kept = all.filter((p) => !DRAFT_COOKIES.has(p.split('=')[0] ?? ''))
  if (kept.length) req.headers.cookie = kept.join('; ')
  else delete req.headers.cookie
}
