// Where the upsell page goes while a checkout tab is open (spec section 4, "Checkout flow from
// upsell"), and where the return page goes for a session status.

export type TabProbe = { closed: boolean; href?: string | null; readError?: boolean }
export type PollOutcome =
  | { kind: 'wait' }
  | { kind: 'canceled'; to: '/payment-canceled' }
  | { kind: 'awaited'; to: '/payment-awaited'; recordFinish: true }
  | { kind: 'success'; to: string; recordFinish: true }
  /** Completed in the tab, outcome not known: the return page asks the session's status again. */
  | { kind: 'unknown'; to: string; recordFinish: true }
  /** The account already pays (the tab was refused a checkout): nothing was bought here. */
  | { kind: 'subscribed'; to: '/area-usuario' }

const CANCELED: PollOutcome = { kind: 'canceled', to: '/payment-canceled' }
const AWAITED: PollOutcome = { kind: 'awaited', to: '/payment-awaited', recordFinish: true }
const SUCCESS = {
  kind: 'success',
  to: '/payment-success',
  recordFinish: true,
} as const satisfies PollOutcome

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

/** The return page for a session: it asks the status again and offers a retry (no id: says so). */
export function checkoutReturnPath(sessionId?: string | null): string {
  return sessionId
    ? `/checkout-return?session_id=${encodeURIComponent(sessionId)}`
    : '/checkout-return'
}

const unknownOutcome = (sessionId?: string | null): PollOutcome => ({
  kind: 'unknown',
  to: checkoutReturnPath(sessionId),
  recordFinish: true,
})

/**
 * `completed`: the tab said its embedded checkout completed (a payment may have been taken). From
 * then on a closed or navigated tab is never a cancellation: the return page finds out what it was.
 */
export function routeCheckoutTab(
  probe: TabProbe,
  origin: string,
  checkoutPath = '/checkout',
  completed?: { sessionId: string | null } | null,
): PollOutcome {
  const outcome = routeOpenTab(probe, origin, checkoutPath)
  return completed && outcome.kind !== 'wait' ? unknownOutcome(completed.sessionId) : outcome
}

function routeOpenTab(probe: TabProbe, origin: string, checkoutPath: string): PollOutcome {
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
  if (
    url.origin === originOf(origin) &&
    (url.pathname === checkoutPath || url.pathname === `${checkoutPath}/`)
  )
    return { kind: 'wait' }
  // A payment method that redirects skips onComplete and brings the tab to the return page: it
  // finds out what the session became.
  if (url.origin === originOf(origin) && url.pathname.replace(/\/$/, '') === '/checkout-return')
    return unknownOutcome(url.searchParams.get('session_id'))
  return isBoletoPage(url) ? AWAITED : CANCELED
}

/**
 * What the checkout tab tells the upsell page (its opener) when the embedded checkout completes: a
 * paid session, or an issued boleto that is still unpaid (spec section 4: awaiting payment).
 */
export type CheckoutSuccessMessage = {
  type: 'checkout_succeeded'
  plan: string
  interval: string
  value: number
  sessionId?: string
}
export type CheckoutAwaitingMessage = { type: 'checkout_awaiting_payment'; sessionId?: string }
/** Sent as soon as the embedded checkout completes, before its status is asked. */
export type CheckoutCompletedMessage = { type: 'checkout_completed'; sessionId?: string }
/** Completed, but the status could not be read: neither paid nor a boleto as far as the tab knows. */
export type CheckoutUnknownMessage = { type: 'checkout_unknown'; sessionId?: string }
/**
 * The server refused a checkout because the account already pays (paid in another tab or device
 * after the upsell page looked): the tab then offers the billing portal, and may go there itself.
 */
export type CheckoutSubscribedMessage = { type: 'checkout_already_subscribed' }

export function checkoutSuccessMessage(
  plan: string,
  interval: string,
  value: number,
  sessionId?: string,
): CheckoutSuccessMessage {
  return { type: 'checkout_succeeded', plan, interval, value, ...(sessionId ? { sessionId } : {}) }
}

export function checkoutAwaitingMessage(sessionId?: string): CheckoutAwaitingMessage {
  return { type: 'checkout_awaiting_payment', ...(sessionId ? { sessionId } : {}) }
}

export function checkoutCompletedMessage(sessionId?: string): CheckoutCompletedMessage {
  return { type: 'checkout_completed', ...(sessionId ? { sessionId } : {}) }
}

export function checkoutUnknownMessage(sessionId?: string): CheckoutUnknownMessage {
  return { type: 'checkout_unknown', ...(sessionId ? { sessionId } : {}) }
}

export function checkoutSubscribedMessage(): CheckoutSubscribedMessage {
  return { type: 'checkout_already_subscribed' }
}

/**
 * The upsell page's answer to the checkout tab's message: the outcome reached a page that acts on it.
 * Without it (that page was reloaded or closed) the tab shows the result page itself.
 */
export const CHECKOUT_ACK = 'checkout_outcome_received'

/**
 * The code of checkout's 409 when the first payment is not the amount the page sent as shown: the
 * checkout tab says the price changed and drops the stored plan.
 */
export const PRICE_CHANGED = 'price_changed'

/**
 * The code of checkout's 409 when two tabs of one account opened checkouts at the same moment and
 * the other tab's session is the payable one: this tab says so instead of showing an expired form.
 */
export const CHECKOUT_ELSEWHERE = 'checkout_elsewhere'

/** The code of checkout's 409 for an account that already pays: the spec's active-subscriber toast. */
export const SUBSCRIPTION_ACTIVE = 'subscription_active'

export function isCheckoutAck(
  event: { origin: string; data: unknown },
  ownOrigin: string,
): boolean {
  const own = originOf(ownOrigin)
  return own !== null && originOf(event.origin) === own && event.data === CHECKOUT_ACK
}

/** The confirmed page for a session: its id travels so the page reads the amount from the server. */
export function paymentSuccessPath(sessionId?: string | null): string {
  return sessionId
    ? `/payment-success?session_id=${encodeURIComponent(sessionId)}`
    : '/payment-success'
}

/** Only a message from our own origin counts; anything else is ignored. */
export function routeCheckoutMessage(
  event: { origin: string; data: unknown },
  ownOrigin: string,
): PollOutcome | null {
  // Compare normalised origins so 'https://site/' or an upper-case host still matches, and opaque
  // ('null') origins never do.
  const own = originOf(ownOrigin)
  if (!own || originOf(event.origin) !== own) return null
  const d = event.data
  if (d === 'checkout_succeeded') return SUCCESS
  if (!d || typeof d !== 'object') return null
  const { type, sessionId } = d as { type?: unknown; sessionId?: unknown }
  if (type === 'checkout_succeeded')
    return { ...SUCCESS, to: paymentSuccessPath(typeof sessionId === 'string' ? sessionId : null) }
  if (type === 'checkout_awaiting_payment') return AWAITED
  if (type === 'checkout_unknown')
    return unknownOutcome(typeof sessionId === 'string' ? sessionId : null)
  if (type === 'checkout_already_subscribed') return { kind: 'subscribed', to: '/area-usuario' }
  return null
}

/** The session of a same-origin 'checkout_completed' message (its id, or null without one), else null. */
export function completedCheckout(
  event: { origin: string; data: unknown },
  ownOrigin: string,
): { sessionId: string | null } | null {
  const own = originOf(ownOrigin)
  if (!own || originOf(event.origin) !== own) return null
  const d = event.data
  if (!d || typeof d !== 'object') return null
  const { type, sessionId } = d as { type?: unknown; sessionId?: unknown }
  if (type !== 'checkout_completed') return null
  return { sessionId: typeof sessionId === 'string' && sessionId ? sessionId : null }
}

/**
 * Whether a completed checkout owes nothing more: paid, or nothing to pay (Stripe's
 * 'no_payment_required', a 100 % code on the first invoice). An issued boleto is 'unpaid'.
 */
export const SETTLED = ['paid', 'no_payment_required']
export function isSettled(paymentStatus: string | null | undefined): boolean {
  return SETTLED.includes(paymentStatus ?? '')
}

/**
 * What the checkout tab shows once Stripe says the checkout is complete, from the session's status
 * (null when it could not be read): a success, a boleto awaiting payment, or unknown (the return
 * page asks again).
 */
export function completedOutcome(
  status: { payment_status?: string | null } | null,
): 'paid' | 'awaiting' | 'unknown' {
  if (!status) return 'unknown'
  return isSettled(status.payment_status) ? 'paid' : 'awaiting'
}

/**
 * Where the return page goes: 'open' back to the checkout, 'complete' and paid to the confirmation,
 * 'complete' with a boleto still unpaid to the awaiting page; anything else keeps the loading view.
 */
export function sessionStatusRoute(
  status: string | null | undefined,
  sessionId: string,
  paymentStatus?: string | null,
): string | null {
  if (status === 'open') return '/checkout'
  if (status === 'complete')
    return isSettled(paymentStatus) || !paymentStatus
      ? paymentSuccessPath(sessionId)
      : '/payment-awaited'
  return null
}
