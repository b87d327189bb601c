// Rate limits, shared by every server instance: rate-limiter-flexible's counters in Postgres (table
// `rate_limits`, created by a migration; rows expired for an hour are deleted every 5 minutes), so a
// limit hit through one instance holds on the others.
// While the database cannot be reached, an in-memory limiter of the same size stands in (per
// instance), so requests are still limited rather than refused or let through unlimited.
// Every limit of the site is made here (createRateLimiter); a limit per client counts under clientKey
// (an IPv6 client's /64), Meta gets the full address from clientIp.
import type { Pool } from 'pg'
import { databasePool } from '@/server/dbPool.ts'
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import { clientAddress, rateLimitKey } from '@/lib/clientAddress.mjs'
import { numberSetting } from '@/lib/runtimeMode.mjs'

export type RateLimitHit = { allowed: boolean; retryAfterSec: number }
export type RateLimiter = { hit: (key: string) => Promise<RateLimitHit> }

const TABLE = 'rate_limits'

async function ratePool(): Promise<Pool | null> {
  // Imported here: payload.ts loads the config, whose endpoints import this module.
  const { payloadClient } = await import('./payload.ts')
  return databasePool(await payloadClient())
}

/**
 * At most `limit` hits per key in each fixed window of `windowMs`. `name` keeps each limit's counters
 * apart in the shared table, so it must be unique and stable across deployments.
 */
export function createRateLimiter(
  name: string,
  limit: number,
  windowMs: number,
  pool: () => Promise<Pool | null> = ratePool,
): RateLimiter {
  const duration = Math.max(1, Math.ceil(windowMs / 1000))
  const memory = new RateLimiterMemory({ keyPrefix: name, points: limit, duration })
  let shared: Promise<RateLimiterPostgres | null> | null = null
  const store = () =>
    (shared ??= pool().then(
      (p) =>
        p
          ? new RateLimiterPostgres({
              storeClient: p,
              storeType: 'pool',
              tableName: TABLE,
              tableCreated: true,
              clearExpiredByTimeout: true,
              keyPrefix: name,
              points: limit,
              duration,
              insuranceLimiter: memory,
            })
          : null,
      (err: unknown) => {
        shared = null // Payload could not start (database down): try again on the next hit
        throw err
      },
    ))
  return {
    async hit(key) {
      const limiter = (await store().catch(() => null)) ?? memory
      try {
        const res = await limiter.consume(key)
        return { allowed: true, retryAfterSec: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) }
      } catch (err) {
        if (err instanceof RateLimiterRes)
          return { allowed: false, retryAfterSec: Math.max(1, Math.ceil(err.msBeforeNext / 1000)) }
        throw err
      }
    },
  }
}

/** Proxies in front of the server that append to X-Forwarded-For (TRUSTED_PROXY_HOPS, default 0). */
const trustedHops = () => numberSetting(process.env, 'TRUSTED_PROXY_HOPS', 0)

/**
 * The client's address, for rate-limit keys and Meta's client_ip_address: counted from the right of
 * X-Forwarded-For, to which the production server appends its direct peer (see clientAddress.mjs).
 */
export function clientIp(headers: Headers): string {
  return clientAddress(headers.get('x-forwarded-for'), trustedHops()) ?? 'unknown'
}

/**
 * The client as rate limits count it: clientIp, with an IPv6 address cut to its /64 so that a client
 * cannot get a fresh limit by rotating the addresses of its own network (clientAddress.mjs).
 */
export function clientKey(headers: Headers): string {
  return rateLimitKey(clientIp(headers))
}
