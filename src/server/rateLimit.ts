// Fixed-window rate limiting per key (client IP + route), in process memory. Enough for one
// server process; a multi-instance deployment would move the counters to a shared store.
type Window = { count: number; resetAt: number }

export type RateLimiter = { hit: (key: string, now?: number) => { allowed: boolean; retryAfterSec: number } }

export function createRateLimiter(limit: number, windowMs: number, maxKeys = 50_000): RateLimiter {
  const windows = new Map<string, Window>()
  return {
    hit(key, now = Date.now()) {
      let w = windows.get(key)
      if (!w || w.resetAt <= now) {
        if (windows.size >= maxKeys) {
          for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k)
          if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string)
        }
        w = { count: 0, resetAt: now + windowMs }
        windows.set(key, w)
      }
      w.count++
      return { allowed: w.count <= limit, retryAfterSec: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) }
    },
  }
}

/** The client's address as the nearest proxy reports it, for rate-limit keys and Meta's client_ip_address. */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')
  if (forwarded) return forwarded.split(',')[0]!.trim()
  return headers.get('x-real-ip') ?? 'unknown'
}
