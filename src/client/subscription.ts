// Whether a signed-in account already pays: asked by the plans pages (the active-subscriber toast)
// and the upsell (a subscriber goes to the user area), through GET /api/users/{uid}.
import type { User } from 'firebase/auth'
import { apiFetch } from './api.ts'

export async function hasActiveSubscription(
  user: Pick<User, 'uid' | 'getIdToken'>,
): Promise<boolean> {
  try {
    // With the ID token: the session cookie may not be set yet right after sign-in.
    const record = await apiFetch<{ subscription_active?: boolean }>(
      `/api/users/${encodeURIComponent(user.uid)}`,
      { headers: { authorization: `Bearer ${await user.getIdToken()}` } },
    )
    return record.subscription_active === true
  } catch {
    return false // no record yet (a new subscriber), or unknown: the checkout refuses a second one anyway
  }
}
