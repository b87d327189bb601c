// What the app must close when the production server stops (SIGTERM): registered by the app's code
// (the instrumentation hook), run by server.mjs once in-flight requests have finished.
// Plain JavaScript: server.mjs imports it without a build step; process-wide because Next bundles
// its own copy of this module.

const KEY = Symbol.for('busqy.shutdownHooks')

/** @returns {Array<() => Promise<void> | void>} */
function hooks() {
  const store = /** @type {Record<symbol, Array<() => Promise<void> | void> | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  )
  return (store[KEY] ??= [])
}

/** Runs `fn` when the server shuts down. */
export function onShutdown(/** @type {() => Promise<void> | void} */ fn) {
  hooks().push(fn)
}

/** Runs every hook (last registered first), each bounded by `timeoutMs`; never throws. */
export async function runShutdownHooks(timeoutMs = 5000) {
  for (const fn of hooks().splice(0).reverse()) {
    await Promise.race([
      Promise.resolve().then(fn),
      new Promise((r) => setTimeout(r, timeoutMs).unref()),
    ]).catch(() => undefined)
  }
}

const DRAINING = Symbol.for('busqy.draining')

/** True once the server has begun to shut down (health answers 503 so balancers stop sending). */
export function isDraining() {
  return (
    /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))[DRAINING] === true
  )
}

export function startDraining() {
  ;/** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))[DRAINING] = true
}
