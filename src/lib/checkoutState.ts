// Where the upsell page goes while a checkout tab is open (spec section 4, "Checkout flow from
// upsell"), and where the return page goes for a session status.

export type TabProbe = { closed: boolean; href?: string | null; readError?: boolean }
export type PollOutcome =
  | { kind: 'wait' }
  | { kind: 'canceled'; to: '/payment-canceled' }
  | { kind: 'awaited'; to: '/payment-awaited'; recordFinish: true }
  | { kind: 'success'; to: '/payment-success'; recordFinish: true }

const CANCELED: PollOutcome = { kind: 'canceled', to: '/payment-canceled' }
const AWAITED: PollOutcome = { kind: 'awaited', to: '/payment-awaited', recordFinish: true }
const SUCCESS: PollOutcome = { kind: 'success', to: '/payment-success', recordFinish: true }

function originOf(value: string): string | null {
  try {
    const o = new URL(value).origin
    return o === 'null' ? null : o
  } catch {
    return null
  }
}

/** A boleto voucher page (Stripe hosts them on payments/hooks subdomains, with "boleto" in the path). */
function isBoletoPage(url: URL): boolean {
  return /boleto/i.test(url.href) || /(^|\.)(payments|hooks)\.stripe\.com$/i.test(url.hostname)
}

export function routeCheckoutTab(probe: TabProbe, origin: string, checkoutPath = '/checkout'): PollOutcome {
  if (probe.closed) return CANCELED
  if (probe.readError) return AWAITED // cross-origin: the tab went to the payment provider
  const href = probe.href ?? ''
  if (!href || href === 'about:blank') return { kind: 'wait' }
  let url: URL
  try {
    url = new URL(href, origin)
  } catch {
    return { kind: 'wait' }
  }
  if (url.origin === originOf(origin) && (url.pathname === checkoutPath || url.pathname === `${checkoutPath}/`)) return { kind: 'wait' }
  return isBoletoPage(url) ? AWAITED : CANCELED
}

export type CheckoutSuccessMessage = { type: 'checkout_succeeded'; plan: string; interval: string; value: number }

export function checkoutSuccessMessage(plan: string, interval: string, value: number): CheckoutSuccessMessage {
  return { type: 'checkout_succeeded', plan, interval, value }
}

/** Only a 'checkout_succeeded' message from our own origin counts; anything else is ignored. */
export function routeCheckoutMessage(event: { origin: string; data: unknown }, ownOrigin: string): PollOutcome | null {
  // Compare normalised origins so 'https://site/' or an upper-case host still matches, and opaque
  // ('null') origins never do.
  const own = originOf(ownOrigin)
  if (!own || originOf(event.origin) !== own) return null
  const d = event.data
  if (d === 'checkout_succeeded') return SUCCESS
  if (d && typeof d === 'object' && (d as { type?: unknown }).type === 'checkout_succeeded') return SUCCESS
  return null
}

export function sessionStatusRoute(status: string | null | undefined, sessionId: string): string | null {
  if (status === 'open') return '/checkout'
  if (status === 'complete') return `/payment-success?session_id=${encodeURIComponent(sessionId)}`
  return null
}
