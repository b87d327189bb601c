// The client's address behind a known number of proxies. Each proxy appends the address it received
// the request from to X-Forwarded-For, and the production server (server.mjs) appends the address of
// its own peer, so the list's last entry is always the direct peer. Anything left of the entries the
// trusted proxies wrote is whatever the client chose to send, so it is never used: with N trusted
// proxies the client is the (N+1)-th entry from the right.
// Plain JavaScript (JSDoc types): server.mjs uses it without a build step.
import ipaddr from 'ipaddr.js'

/**
 * The client's address, or null when there is nothing to go by.
 * @param {string | null | undefined} forwardedFor
 * @param {number} trustedHops
 * @returns {string | null}
 */
export function clientAddress(forwardedFor, trustedHops) {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
  if (entries.length === 0) return null
  const hops = Number.isInteger(trustedHops) && trustedHops > 0 ? trustedHops : 0
  // Fewer entries than trusted proxies: the request did not come through all of them, so the
  // leftmost entry is the farthest one a trusted party wrote.
  const entry = /** @type {string} */ (entries[Math.max(0, entries.length - 1 - hops)])
  return entry.startsWith('::ffff:') && entry.includes('.') ? entry.slice(7) : entry
}

/**
 * The key a rate limit counts a client address under. An IPv6 client usually holds a whole /64 (and
 * picks its interface bits freely, e.g. privacy addresses), so IPv6 is keyed by its /64 prefix;
 * IPv4, IPv4-mapped IPv6 (as IPv4) and anything that does not parse as an address stay as they are.
 * @param {string} address
 * @returns {string}
 */
export function rateLimitKey(address) {
  const text = address.split('%')[0] ?? '' // a zone index names a local interface, not a client
  if (!ipaddr.IPv6.isValid(text)) return address
  const ip = ipaddr.IPv6.parse(text)
  if (ip.isIPv4MappedAddress()) return ip.toIPv4Address().toString()
  return `${ip.parts
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`
}

/**
 * X-Forwarded-For with the direct peer appended, as a proxy would write it.
 * @param {string | string[] | undefined} forwardedFor
 * @param {string | undefined} peer
 * @returns {string | undefined}
 */
export function withPeer(forwardedFor, peer) {
  const prior = Array.isArray(forwardedFor) ? forwardedFor.join(', ') : forwardedFor
  if (!peer) return prior
  return prior && prior.trim() ? `${prior}, ${peer}` : peer
}
