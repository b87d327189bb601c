// Admission of requests into Next.js by the production server (server.mjs). A turn of the event
// loop starts at most `perTurn` requests and the rest wait in arrival order (see server.mjs for
// why); at most `maxWaiting` wait, and a request beyond that is refused at once (503 with
// Retry-After) instead of queueing without limit while every waiting client times out anyway.
// Plain JavaScript (JSDoc types): server.mjs imports it without a build step.

/**
 * @param {{ perTurn: number, maxWaiting: number, schedule?: (run: () => void) => void }} options
 */
export function createAdmission({
  perTurn,
  maxWaiting,
  schedule = (run) => void setImmediate(run),
}) {
  /** @type {Array<() => void>} */
  const waiting = []
  let scheduled = false
  function startSome() {
    scheduled = false
    for (const start of waiting.splice(0, perTurn)) start()
    if (waiting.length > 0) next()
  }
  // An immediate queued from the check phase runs in the next turn, after that turn's poll phase
  // (where the next connection is accepted).
  function next() {
    if (scheduled) return
    scheduled = true
    schedule(startSome)
  }
  return {
    /** Queues `start`; false when the queue is full and the request must be refused. */
    admit(/** @type {() => void} */ start) {
      if (waiting.length >= maxWaiting) return false
      waiting.push(start)
      next()
      return true
    },
    /**
     * Queues `start` ahead of every waiting request, even when the queue is full: for the cache
     * purges an instance sends itself (src/server/cache), which behind a full queue of visitors
     * were refused (503) until they gave up, leaving this instance serving old prices.
     */
    admitFirst(/** @type {() => void} */ start) {
      waiting.unshift(start)
      next()
    },
    waiting: () => waiting.length,
  }
}
