// Local test doubles that `npm test` starts beside the app (offline stand-ins for Stripe's API and
// Meta's Graph API). Each returns the environment that points the app at it.
import { startGraphStandIn } from './graphStandIn.ts'
import { startStripeStandIn } from './stripeStandIn.ts'

export type TestDouble = { env: Record<string, string>; stop: () => Promise<void> }

export async function startTestDoubles(): Promise<TestDouble[]> {
  return [await startStripeStandIn(), await startGraphStandIn()]
}
