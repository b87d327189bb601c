// GET /session-status, as the checkout tab and the return page ask it (spec section 4).
import { apiFetch, ApiError } from './api.ts'

export type SessionStatus = {
  status: string
  payment_status?: string
  amount_total?: number | null
  plan_name?: string
  interval?: string
}

/**
 * The checkout session's status, or null when it cannot be known. A dropped request, a rate limit
 * or a server error is tried again (after 1 s, then 2 s, …); any other refusal is final.
 */
export async function fetchSessionStatus(
  sessionId: string,
  headers: Record<string, string>,
  attempts = 3,
): Promise<SessionStatus | null> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      return await apiFetch<SessionStatus>(
        `/session-status?session_id=${encodeURIComponent(sessionId)}`,
        { headers },
      )
    } catch (err) {
      console.warn('session status failed', err)
      const final = err instanceof ApiError && err.status < 500 && err.status !== 429
      if (final || attempt === attempts - 1) return null
      await new Promise((r) => setTimeout(r, 1000 * 2 ** attempt))
    }
  }
  return null
}
