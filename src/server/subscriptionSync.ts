// Keeps a subscriber's subscription fields true to Stripe. Webhook events arrive late, twice or out
// of order, so each one is only a trigger: the current subscription is fetched from Stripe and written.
import type { Payload } from 'payload'
import type Stripe from 'stripe'
import { stripe } from './stripe.ts'
import { findSubscriberForStripe, updateSubscriber } from './subscribers.ts'

const ACTIVE = new Set(['active', 'trialing'])

export async function syncSubscription(payload: Payload, subscriptionId: string): Promise<'updated' | 'no-subscriber'> {
  const sub = await stripe().subscriptions.retrieve(subscriptionId)
  const customer = typeof sub.customer === 'string' ? sub.customer : sub.customer.id
  const uid = sub.metadata?.uid
  const subscriber = await findSubscriberForStripe(payload, { uid, customerId: customer })
  if (!subscriber) return 'no-subscriber'
  const item = sub.items?.data?.[0]
  await updateSubscriber(payload, subscriber.id, {
      stripeCustomerId: customer,
      stripeSubscriptionId: sub.id,
      subscription_plan: sub.metadata?.planId || subscriber.subscription_plan,
      subscription_interval: sub.metadata?.interval || subscriber.subscription_interval,
      subscription_status: sub.status,
      // A boleto subscription stays 'incomplete' until the voucher is paid: no access before that.
      subscription_active: ACTIVE.has(sub.status),
      subscription_start: item?.current_period_start ?? sub.start_date,
      subscription_end: item?.current_period_end ?? null,
  })
  return 'updated'
}

/** The subscription an event is about, if any. */
export function subscriptionIdOf(event: Stripe.Event): string | null {
  // Signed does not mean well-formed: read every level defensively.
  if (!event || typeof event !== 'object') return null
  const data: unknown = (event as { data?: unknown }).data
  const inner: unknown = data && typeof data === 'object' ? (data as { object?: unknown }).object : null
  if (!inner || typeof inner !== 'object') return null
  const obj = inner as Record<string, unknown>
  const ref = (v: unknown): string | null => (typeof v === 'string' ? v : v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'string' ? (v as { id: string }).id : null)
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
      return ref(obj.subscription)
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return ref(obj.id)
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const parent = obj.parent && typeof obj.parent === 'object' ? (obj.parent as { subscription_details?: unknown }) : null
      const details = parent?.subscription_details && typeof parent.subscription_details === 'object' ? (parent.subscription_details as { subscription?: unknown }) : null
      return ref(details?.subscription)
    }
    default:
      return null
  }
}
