// The client's address behind a known number of proxies. Each proxy appends the address it received
// the request from to X-Forwarded-For, and the production server (server.mjs) appends the address of
// its own peer, so the list's last entry is always the direct peer. Anything left of the entries the
// trusted proxies wrote is whatever the client chose to send, so it is never used: with N trusted
// proxies the client is the (N+1)-th entry from the right.
// Plain JavaScript (JSDoc types): server.mjs uses it without a build step.

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
  const groups = ipv6Groups(address)
  if (!groups) return address
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi, lo] = /** @type {[number, number]} */ ([groups[6], groups[7]])
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`
}

/**
 * The eight 16-bit groups of an IPv6 address (a zone index is ignored), or null if it is not one.
 * @param {string} address
 * @returns {number[] | null}
 */
function ipv6Groups(address) {
  const text = address.split('%')[0] ?? ''
  if (!text.includes(':')) return null
  const halves = text.split('::')
  if (halves.length > 2) return null
  /** @param {string} part */
  const parse = (part) => {
    if (part === '') return []
    const out = []
    const pieces = part.split(':')
    for (let i = 0; i < pieces.length; i++) {
      const piece = /** @type {string} */ (pieces[i])
      if (i === pieces.length - 1 && piece.includes('.')) {
        const octets = piece.split('.')
        if (octets.length !== 4 || !octets.every((o) => /^\d{1,3}$/.test(o) && Number(o) < 256))
          return null
        const [a, b, c, d] = octets.map(Number)
        out.push(((a ?? 0) << 8) | (b ?? 0), ((c ?? 0) << 8) | (d ?? 0))
      } else if (/^[0-9a-f]{1,4}$/i.test(piece)) out.push(parseInt(piece, 16))
      else return null
    }
    return out
  }
  const head = parse(halves[0] ?? '')
  const tail = halves.length === 2 ? parse(halves[1] ?? '') : []
  if (!head || !tail) return null
  if (halves.length === 1) return head.length === 8 ? head : null
  const missing = 8 - head.length - tail.length
  return missing >= 1 ? [...head, ...Array(missing).fill(0), ...tail] : null
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
