// Runs once when the Next.js server starts (Node.js runtime only).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // Lets the production server (server.mjs) answer check-cookie directly.
  const { registerCheckCookieFastPath } = await import('./server/checkCookieFastPath.ts')
  registerCheckCookieFastPath()
}
