// Runs once when the Next.js server starts (Node.js runtime only).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build')
    return
  // Lets the production server (server.mjs) answer check-cookie directly.
  const { registerCheckCookieFastPath } = await import('./server/checkCookieFastPath.ts')
  registerCheckCookieFastPath()
  // Other instances' edits expire this instance's caches (src/server/cache); closed on shutdown,
  // together with Payload's database pool.
  const { startPurgeListener } = await import('./server/cache/index.ts')
  const { onShutdown } = await import('./server/shutdown.mjs')
  const listener = startPurgeListener()
  // The jobs queue (scheduled publications, daily pruning) runs here from the start, not from the
  // first admin or API request; retried while the database cannot be reached.
  const { startJobRunner } = await import('./server/payload.ts')
  const { logger } = await import('./server/logger.mjs')
  const startJobs = (): void =>
    void startJobRunner().catch((err: unknown) => {
      logger.error({
        msg: 'jobs queue not started, retrying in 30 s',
        err: err instanceof Error ? err.message : String(err),
      })
      setTimeout(startJobs, 30_000).unref()
    })
  startJobs()
  onShutdown(async () => {
    await listener?.stop()
    // Payload's own cache of its instance (getPayload): its job crons stopped and its pool closed, if started.
    const started = (
      globalThis as {
        _payload?: Map<
          string,
          {
            payload: {
              destroy?: () => Promise<void>
              crons?: Array<{ pause: () => void; isBusy: () => boolean }>
            } | null
          }
        >
      }
    )._payload?.get('default')?.payload
    // A job cut off here stays marked running until the next runner releases it minutes later
    // (src/server/jobs/runner.ts): start no new run, and let a running one finish for a while.
    const crons = started?.crons ?? []
    for (const cron of crons) cron.pause()
    const deadline = Date.now() + 3000
    while (crons.some((cron) => cron.isBusy()) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100))
    await started?.destroy?.()
    // Another instance takes over the jobs queue at its next look.
    const { jobsLeader } = await import('./server/jobs/leader.ts')
    await jobsLeader().stop()
  })
}
