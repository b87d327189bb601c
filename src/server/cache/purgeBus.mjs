// Purges inside one process: whoever holds a cache built from CMS data subscribes here, and every
// cache-tag expiry that reaches this process (an edit here, or one announced by another instance,
// see peers.ts) is published here. The production server's response cache subscribes in
// server.mjs; the app's code publishes through src/server/cache/index.ts.
// Plain JavaScript: server.mjs imports it without a build step. Process-wide because Next bundles
// its own copy of this module beside server.mjs's.

const KEY = Symbol.for('busqy.purgeSubscribers')

/** @returns {Set<(tags: string[]) => void>} */
function subscribers() {
  const store = /** @type {Record<symbol, Set<(tags: string[]) => void> | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  )
  return (store[KEY] ??= new Set())
}

/** Calls `fn` with the expired tags of every purge in this process; returns the unsubscribe. */
export function onPurge(/** @type {(tags: string[]) => void} */ fn) {
  subscribers().add(fn)
  return () => void subscribers().delete(fn)
}

/** Tells this process's subscribers that these tags expired. */
export function publishPurge(/** @type {string[]} */ tags) {
  for (const fn of subscribers()) fn(tags)
}

// Whether this process's caches are current. A process that listens for purges (peers.ts) starts
// with pages its build or an earlier run left on disk, which may predate edits made since: until its
// first purge of every tag has landed, server.mjs holds visitors' requests and /api/health answers
// 503. A process that never starts the listener (a script, a test) has nothing to wait for.
const CURRENT = Symbol.for('busqy.cachesCurrent')

/** @returns {{ current: boolean, waiters: Set<() => void> }} */
function currentState() {
  const store =
    /** @type {Record<symbol, { current: boolean, waiters: Set<() => void> } | undefined>} */ (
      /** @type {unknown} */ (globalThis)
    )
  return (store[CURRENT] ??= { current: true, waiters: new Set() })
}

/** Called when the purge listener starts: the caches are not current until `markCachesCurrent`. */
export function markCachesPending() {
  currentState().current = false
}

/**
 * Called once every tag has been expired here after the listener first connected. (After a
 * reconnection the caches stay current while the announcements missed meanwhile are made up for.)
 */
export function markCachesCurrent() {
  const state = currentState()
  state.current = true
  for (const fn of state.waiters) fn()
  state.waiters.clear()
}

export function cachesCurrent() {
  return currentState().current
}

/** Calls `fn` once the caches are current (at once if they are); returns the cancel. */
export function whenCachesCurrent(/** @type {() => void} */ fn) {
  const state = currentState()
  if (state.current) {
    fn()
    return () => undefined
  }
  state.waiters.add(fn)
  return () => void state.waiters.delete(fn)
}
