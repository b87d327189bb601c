/**
 * One value per process, however many copies of the calling module the bundler made. Next.js bundles
 * server code per layer (pages, route handlers, the instrumentation hook that registers the Payload
 * fast path), so one source file can run as several module copies in one process (seen: the
 * production server loads firebaseAdmin.ts twice). State every copy must see, such as the account
 * states a sign-out forgets, is kept here rather than in a module-level variable.
 */
export function processWide<T>(name: string, create: () => T): T {
  const store = globalThis as Record<symbol, unknown>
  const key = Symbol.for(`busqy.${name}`)
  if (!(key in store)) store[key] = create()
  return store[key] as T
}
