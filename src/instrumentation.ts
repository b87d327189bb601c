// Runs once when the Next.js server starts (Node.js runtime only).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  // Lets the production server (server.mjs) answer check-cookie directly.
  const { registerCheckCookieFastPath } = await import('./server/checkCookieFastPath.ts')
  registerCheckCookieFastPath()
  // Other instances' edits expire this instance's caches (src/server/cache); closed on shutdown,
  // together with Payload's database pool.
  const { startPurgeListener } = await import('./server/cache/index.ts')
  const { onShutdown } = await import('./server/shutdown.mjs')
  const listener = startPurgeListener()
  onShutdown(async () => {
    await listener?.stop()
    // Payload's own cache of its instance (getPayload): closed only if something started it.
    const started = (globalThis as { _payload?: Map<string, { payload: { db: { destroy?: () => Promise<void> } } | null }> })._payload?.get('default')?.payload
    await started?.db.destroy?.()
  })
}
