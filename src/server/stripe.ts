// The one Stripe client. Production talks to Stripe; tests point it at the offline stand-in
// (tests/support/stripeStandIn.ts) with STRIPE_API_HOST / STRIPE_API_PORT / STRIPE_API_PROTOCOL.
import Stripe from 'stripe'

let client: Stripe | null = null

export class StripeNotConfiguredError extends Error {
  constructor() {
    super('STRIPE_SECRET_KEY is not set')
  }
}

export function stripe(): Stripe {
  if (client) return client
  const key = process.env.STRIPE_SECRET_KEY
  if (!key) throw new StripeNotConfiguredError()
  const host = process.env.STRIPE_API_HOST
  client = new Stripe(key, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    appInfo: { name: 'busqy-site' },
    ...(host
      ? {
          host,
          port: process.env.STRIPE_API_PORT,
          protocol: process.env.STRIPE_API_PROTOCOL === 'http' ? 'http' : 'https',
        }
      : {}),
  })
  return client
}

/** An error Stripe answered (or the connection to Stripe failed), as opposed to one of ours. */
export function isStripeError(err: unknown): err is Stripe.errors.StripeError {
  return err instanceof Stripe.errors.StripeError
}

/** Stripe refused the customer a call names: it no longer exists (deleted in the Dashboard). */
export function refusedCustomer(err: unknown): boolean {
  return (
    isStripeError(err) &&
    err.param === 'customer' &&
    (err.code === 'resource_missing' || /no such customer/i.test(err.message))
  )
}
