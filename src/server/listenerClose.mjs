// Closing a listening socket resets the connections the kernel has completed but the server has not
// accepted yet, and the client has usually sent its request on them already: nginx answers such a
// POST 502 (it never resends one). Under load a busy event loop leaves tens of them queued for up
// to a second (`ss -lt` showed up to 44 on one instance), so closing at an arbitrary moment lost
// POSTs in about 1 stop of 3 (test:cluster check 6). Here the listener is closed right after it has
// accepted the last connection queued, new ones being refused meanwhile: what is left is the
// ~0.1 ms between reading the queue's length and closing.
// Plain JavaScript: server.mjs imports it without a build step.
import fs from 'node:fs'
import net from 'node:net'

/**
 * How many connections wait in the accept queue of the TCP listener on `port` (Linux's
 * /proc/net/tcp, or tcp6 for an IPv6 listener), or null when that cannot be read.
 */
export function acceptQueueLength(/** @type {number} */ port, ipv6 = false) {
  let fd
  try {
    fd = fs.openSync(ipv6 ? '/proc/net/tcp6' : '/proc/net/tcp', 'r')
  } catch {
    return null
  }
  try {
    // The kernel lists listeners first, and walks only as far as a read asks: the whole table
    // (every connection and TIME_WAIT) took 7-15 ms, a few lines ~0.1 ms, and the length read is
    // the one the close acts on.
    const chunk = Buffer.alloc(512)
    let text = ''
    for (;;) {
      const read = fs.readSync(fd, chunk, 0, chunk.length, null)
      if (read === 0) return listenQueue(text, port, true) ?? null
      text += chunk.toString('latin1', 0, read)
      const waiting = listenQueue(text, port, false)
      if (waiting !== undefined) return waiting
    }
  } catch {
    return null
  } finally {
    fs.closeSync(fd)
  }
}

/**
 * The accept queue of the listener on `port` in the head of a /proc/net/tcp{,6} table (for a
 * listener the kernel reports it as rx_queue); null when the listeners are over (or, `complete`,
 * the table) without it; undefined when more of the table is needed.
 * @returns {number | null | undefined}
 */
export function listenQueue(
  /** @type {string} */ table,
  /** @type {number} */ port,
  /** @type {boolean} */ complete,
) {
  const lines = table.split('\n')
  // The first line is the header; the last may be cut short by the read.
  for (const line of lines.slice(1, complete ? undefined : -1)) {
    // sl local_address rem_address st tx_queue:rx_queue ...
    const [, local, , state, queues] = line.trim().split(/\s+/)
    if (!local || !queues) continue
    if (state !== '0A') return null // 0A: LISTEN, listed before every other state
    if (Number.parseInt(local.slice(local.lastIndexOf(':') + 1), 16) === port)
      return Number.parseInt(queues.slice(queues.indexOf(':') + 1), 16) || 0
  }
  return complete ? null : undefined
}

/**
 * Stops `server` accepting once its accept queue is empty: at once if it is (or cannot be read),
 * else right after accepting the connection that empties it, or at `deadlineMs`. Not http's
 * server.close(), which also closes idle connections (server.mjs closes those itself).
 */
export function closeOnceAccepted(
  /** @type {net.Server} */ server,
  /**
   * @type {{
   *   deadlineMs?: number,
   *   onClosed?: () => void,
   *   queueLength?: (port: number, ipv6: boolean) => number | null,
   * }}
   */ { deadlineMs = 3000, onClosed, queueLength = acceptQueueLength } = {},
) {
  const address = server.address()
  const listener =
    address && typeof address === 'object'
      ? { port: address.port, ipv6: address.family === 'IPv6' }
      : null
  let closed = false
  const close = () => {
    if (closed) return
    closed = true
    server.off('connection', check)
    clearTimeout(deadline)
    net.Server.prototype.close.call(server)
    onClosed?.()
  }
  // After each connection accepted: the one that empties the queue is the last.
  const check = () => {
    if (!listener || !queueLength(listener.port, listener.ipv6)) close()
  }
  // A queue never seen empty (its backlog not lowered, below) is closed anyway, with what it holds.
  const deadline = setTimeout(close, deadlineMs)
  deadline.unref()
  refuseNewConnections(server)
  server.on('connection', check)
  check()
}

/**
 * Lowers the listener's backlog to 0 (Linux then queues at most one connection): the SYNs of new
 * connections are dropped while the queued ones are accepted, and their retransmission a second
 * later finds the port closed, which nginx passes to another instance, POSTs included. Without it,
 * an instance that was behind (its queue at 25-45 for a whole second) never saw its queue empty
 * while the proxy kept opening connections (4 stops in 20 lost POSTs; with it, 0 in 20, and the
 * queue, at most 11, emptied within 0.45 s). Node has no public call for it; `_handle.listen` is
 * what net.Server.listen itself calls, and listening again only changes the backlog. Should it
 * go, the unit test fails, and the deadline still closes the listener.
 */
function refuseNewConnections(/** @type {net.Server} */ server) {
  const handle = /** @type {{ _handle?: { listen?: (backlog: number) => number } | null }} */ (
    /** @type {unknown} */ (server)
  )._handle
  try {
    handle?.listen?.(0)
  } catch {
    // The backlog stays as it was.
  }
}
