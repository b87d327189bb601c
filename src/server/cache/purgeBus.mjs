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
