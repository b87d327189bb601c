// Local-services mode trusts the Auth emulator, whose tokens are unsigned: anyone can write one for
// any uid. It refuses to listen anywhere but on this machine (runtimeMode.mjs), but with HOSTNAME
// and NEXT_PUBLIC_SERVER_URL unset a proxy on the same host (nginx) could still hand it the
// internet's requests, and an unsigned token for any uid was accepted. So in that mode a request
// that came through a proxy (a forwarding header, or a Host that is not this machine's name) loses
// its Firebase identity before anything reads it: no `Authorization: Bearer` and no `__session`
// cookie. It is answered as an anonymous visitor's. The production mode is not affected: it never
// trusts the emulator (firebaseAdmin.ts).
//
// Plain JavaScript (with JSDoc types) because server.mjs imports it without a build step.
import { isLoopbackHostname } from '../lib/runtimeMode.mjs'

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-forwarded-host', 'x-real-ip', 'via']
const SESSION_COOKIE = '__session'

/** The host name of a Host header (`[::1]:3000` → `::1`, `localhost:3000` → `localhost`). */
function hostName(/** @type {string} */ host) {
  const bracketed = /^\[([^\]]+)\]/.exec(host)
  return bracketed ? bracketed[1] : host.replace(/:\d+$/, '')
}

/**
 * Whether a request, as it reached this server (before server.mjs adds its own X-Forwarded-For),
 * came through a proxy.
 * @param {Record<string, string | string[] | undefined>} headers
 */
export function cameThroughProxy(headers) {
  if (FORWARDING_HEADERS.some((name) => headers[name] !== undefined)) return true
  const host = headers.host
  return typeof host === 'string' && host !== '' && !isLoopbackHostname(hostName(host))
}

/**
 * Takes the Firebase identity (Bearer token, session cookie) off a request. Admin-panel sessions
 * (`JWT …`, payload-token) are Payload's own signed tokens and stay.
 * @param {{ headers: Record<string, string | string[] | undefined> }} req
 */
export function withoutFirebaseIdentity(req) {
  const auth = req.headers.authorization
  if (typeof auth === 'string' && /^Bearer\s/i.test(auth)) delete req.headers.authorization
  const cookie = req.headers.cookie
  if (cookie === undefined) return
  const kept = (Array.isArray(cookie) ? cookie.join('; ') : cookie)
    .split(';')
    .map((p) => p.trim())
    .filter((p) => p && p.split('=')[0] !== SESSION_COOKIE)
  if (kept.length) req.headers.cookie = kept.join('; ')
  else delete req.headers.cookie
}
