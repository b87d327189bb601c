// A customer's subscription state, derived from all of their Stripe subscriptions. Webhook events
// arrive out of order and about any of them (an older cancelled one, a boleto that expired unpaid),
// so the state written is always that of the best current subscription, never of the last event's.
// Once that one gives access, the others Stripe could still charge are superseded (cancelled by the
// webhook, src/server/subscriptionSync.ts): one paying subscription per customer.

export type StripeSubscriptionView = {
  id: string
  status: string
  created?: number | null
  startDate?: number | null
  currentPeriodStart?: number | null
  currentPeriodEnd?: number | null
  planId?: string | null
  interval?: string | null
}

export type SubscriptionState = {
  subscriptionId: string
  active: boolean
  status: string
  planId: string | null
  interval: string | null
  start: number | null
  end: number | null
}

/** Statuses that give access. A boleto subscription is 'incomplete' until the voucher is paid. */
export const ACCESS_STATUSES = new Set(['active', 'trialing'])

/**
 * Statuses without access in which Stripe may still take money: 'incomplete' (a boleto voucher, or a
 * first payment, still payable), 'past_due' (Stripe retries the renewal invoice), 'unpaid' (the
 * invoice left open, still payable, and paying it reactivates the subscription).
 */
export const CHARGEABLE_WITHOUT_ACCESS = new Set(['incomplete', 'past_due', 'unpaid'])

// Higher is better: what the customer has now beats what is pending, which beats what has ended.
const RANK: Record<string, number> = {
  active: 6,
  trialing: 5,
  past_due: 4,
  unpaid: 3,
  paused: 2,
  incomplete: 1,
}
const rank = (status: string) => RANK[status] ?? 0 // canceled, incomplete_expired, anything new

/** The subscription that speaks for the customer: best status, then the latest period end, then the newest. */
export function bestSubscription(subs: StripeSubscriptionView[]): StripeSubscriptionView | null {
  let best: StripeSubscriptionView | null = null
  for (const s of subs) {
    if (!best) {
      best = s
      continue
    }
    const byRank = rank(s.status) - rank(best.status)
    const byEnd = (s.currentPeriodEnd ?? 0) - (best.currentPeriodEnd ?? 0)
    const byCreated = (s.created ?? 0) - (best.created ?? 0)
    if (byRank > 0 || (byRank === 0 && (byEnd > 0 || (byEnd === 0 && byCreated > 0)))) best = s
  }
  return best
}

export function subscriptionState(subs: StripeSubscriptionView[]): SubscriptionState | null {
  const best = bestSubscription(subs)
  if (!best) return null
  return {
    subscriptionId: best.id,
    active: ACCESS_STATUSES.has(best.status),
    status: best.status,
    planId: best.planId ?? null,
    interval: best.interval ?? null,
    start: best.currentPeriodStart ?? best.startDate ?? null,
    end: best.currentPeriodEnd ?? null,
  }
}

/**
 * The subscriptions to cancel because another one already gives the customer access: every other
 * one Stripe may still charge (CHARGEABLE_WITHOUT_ACCESS). Without access nothing is superseded: a
 * pending boleto or a renewal being retried is the customer's way back. A second subscription that
 * gives access is never returned (a refund is a person's decision; checkout refuses to open one).
 */
export function supersededSubscriptions(subs: StripeSubscriptionView[]): StripeSubscriptionView[] {
  const best = bestSubscription(subs)
  if (!best || !ACCESS_STATUSES.has(best.status)) return []
  return subs.filter((s) => s.id !== best.id && CHARGEABLE_WITHOUT_ACCESS.has(s.status))
}

/**
 * subscription_active as the account API answers it: unknown (null) while the first payment is
 * pending (a boleto voucher not yet paid), as spec §4's status label has a third case for it.
 */
export function shownAccess(active: boolean | null | undefined, status: string | null | undefined) {
  return status === 'incomplete' ? null : active === true
}

export type StatusLabel = 'active' | 'inactive' | 'awaitingPayment' | 'processing'

/**
 * Spec §4: 'Ativa' if active, 'Inativa' if not, otherwise the status text or 'Processando'. The
 * status text is pt-BR for the one pending status there is; Stripe's raw words are never shown.
 */
export function statusLabel(
  active: boolean | null | undefined,
  status: string | null | undefined,
): StatusLabel {
  if (active === true) return 'active'
  if (active === false) return 'inactive'
  return status === 'incomplete' ? 'awaitingPayment' : 'processing'
}
