import { describe, expect, it } from 'vitest'
import {
  CHECKOUT_ACK,
  checkoutAwaitingMessage,
  checkoutCompletedMessage,
  checkoutReturnPath,
  checkoutSubscribedMessage,
  checkoutSuccessMessage,
  checkoutUnknownMessage,
  completedCheckout,
  completedOutcome,
  isCheckoutAck,
  isSettled,
  routeCheckoutMessage,
  routeCheckoutTab,
  sessionStatusRoute,
} from '@/lib/checkoutState.ts'

const origin = 'https://busqy.com.br'
const WAIT = { kind: 'wait' }
const CANCELED = { kind: 'canceled', to: '/payment-canceled' }
const AWAITED = { kind: 'awaited', to: '/payment-awaited', recordFinish: true }
const SUCCESS = { kind: 'success', to: '/payment-success', recordFinish: true }

describe('routeCheckoutTab', () => {
  it('waits while the tab is still on the checkout page, whatever its query or hash', () => {
    for (const href of [
      `${origin}/checkout`,
      `${origin}/checkout/`,
      `${origin}/checkout?x=1#y`,
      `${origin}/checkout#pay`,
      '/checkout?session=1',
      'about:blank',
      '',
    ]) {
      expect(routeCheckoutTab({ closed: false, href }, origin), href).toEqual(WAIT)
    }
    expect(routeCheckoutTab({ closed: false }, origin)).toEqual(WAIT) // not loaded yet
    expect(routeCheckoutTab({ closed: false, href: null }, origin)).toEqual(WAIT)
  })

  it('honours a custom checkout path', () => {
    expect(
      routeCheckoutTab({ closed: false, href: `${origin}/pagar?a=1` }, origin, '/pagar'),
    ).toEqual(WAIT)
    expect(
      routeCheckoutTab({ closed: false, href: `${origin}/checkout` }, origin, '/pagar'),
    ).toEqual(CANCELED)
  })

  it('treats a closed tab as cancelled, even when its last address was readable', () => {
    expect(routeCheckoutTab({ closed: true, href: `${origin}/checkout` }, origin)).toEqual(CANCELED)
    expect(routeCheckoutTab({ closed: true, readError: true }, origin)).toEqual(CANCELED)
  })

  it('sends unreadable (cross-origin) addresses to awaiting payment and records the finish', () => {
    expect(routeCheckoutTab({ closed: false, readError: true }, origin)).toEqual(AWAITED)
  })

  it('sends boleto voucher pages to awaiting payment', () => {
    for (const href of [
      'https://payments.stripe.com/boleto/voucher/test_abc',
      'https://hooks.stripe.com/redirect/authenticate/src_1',
      'https://example.com/BOLETO/123',
      'https://boleto.example.com/x',
    ]) {
      expect(routeCheckoutTab({ closed: false, href }, origin), href).toEqual(AWAITED)
    }
  })

  it('sends a tab Stripe redirected to the return page there too: it finds out what the session became', () => {
    expect(
      routeCheckoutTab(
        { closed: false, href: `${origin}/checkout-return?session_id=cs_9` },
        origin,
      ),
    ).toEqual({ kind: 'unknown', to: '/checkout-return?session_id=cs_9', recordFinish: true })
    expect(routeCheckoutTab({ closed: false, href: `${origin}/checkout-return` }, origin)).toEqual({
      kind: 'unknown',
      to: '/checkout-return',
      recordFinish: true,
    })
  })

  it('treats any other page as cancelled', () => {
    for (const href of [
      `${origin}/planos`,
      `${origin}/checkout/extra`,
      'https://example.com/checkout',
      'https://checkout.stripe.com/c/pay/cs_1',
      `http://busqy.com.br/checkout`,
    ]) {
      expect(routeCheckoutTab({ closed: false, href }, origin), href).toEqual(CANCELED)
    }
  })
})

describe('routeCheckoutMessage', () => {
  const data = checkoutSuccessMessage('Top Afiliado', 'month', 97.9)

  it('builds the success message with plan, interval and value', () => {
    expect(data).toEqual({
      type: 'checkout_succeeded',
      plan: 'Top Afiliado',
      interval: 'month',
      value: 97.9,
    })
  })

  it('accepts checkout_succeeded from the same origin, as an object or a bare string', () => {
    expect(routeCheckoutMessage({ origin, data }, origin)).toEqual(SUCCESS)
    expect(routeCheckoutMessage({ origin, data: 'checkout_succeeded' }, origin)).toEqual(SUCCESS)
    expect(routeCheckoutMessage({ origin, data: { type: 'checkout_succeeded' } }, origin)).toEqual(
      SUCCESS,
    )
    expect(routeCheckoutMessage({ origin, data }, `${origin}/`)).toEqual(SUCCESS) // origins compare normalised
  })

  it('ignores cross-origin and opaque senders', () => {
    expect(routeCheckoutMessage({ origin: 'https://evil.example', data }, origin)).toBeNull()
    expect(
      routeCheckoutMessage({ origin: 'https://busqy.com.br.evil.example', data }, origin),
    ).toBeNull()
    expect(routeCheckoutMessage({ origin: 'http://busqy.com.br', data }, origin)).toBeNull()
    expect(routeCheckoutMessage({ origin: 'https://js.stripe.com', data }, origin)).toBeNull()
    expect(routeCheckoutMessage({ origin: 'null', data }, origin)).toBeNull()
    expect(routeCheckoutMessage({ origin: '', data }, '')).toBeNull()
  })

  // Review: the checkout tab found the account already paying and opened the portal in itself; the
  // upsell page, unable to read the portal's address, said 'Aguardando Pagamento' and recorded a
  // finished checkout.
  it('an account found already paying goes to the user area, recording no finished checkout', () => {
    expect(checkoutSubscribedMessage()).toEqual({ type: 'checkout_already_subscribed' })
    expect(routeCheckoutMessage({ origin, data: checkoutSubscribedMessage() }, origin)).toEqual({
      kind: 'subscribed',
      to: '/area-usuario',
    })
    expect(
      routeCheckoutMessage(
        { origin: 'https://evil.example', data: checkoutSubscribedMessage() },
        origin,
      ),
    ).toBeNull()
  })

  it('ignores other messages from the same origin', () => {
    for (const d of [
      { type: 'other' },
      { plan: 'x' },
      null,
      undefined,
      'checkout_failed',
      42,
      ['checkout_succeeded'],
    ]) {
      expect(routeCheckoutMessage({ origin, data: d }, origin), JSON.stringify(d)).toBeNull()
    }
  })
})

describe('sessionStatusRoute', () => {
  it('routes open and complete sessions and keeps loading otherwise', () => {
    expect(sessionStatusRoute('open', 'cs_1')).toBe('/checkout')
    expect(sessionStatusRoute('complete', 'cs_test_a1')).toBe(
      '/payment-success?session_id=cs_test_a1',
    )
    expect(sessionStatusRoute('complete', 'cs_1&x=2')).toBe(
      '/payment-success?session_id=cs_1%26x%3D2',
    )
    for (const s of ['expired', 'OPEN', '', null, undefined])
      expect(sessionStatusRoute(s, 'cs_1'), String(s)).toBeNull()
  })

  it('sends a complete session whose boleto is unpaid to the awaiting page, a paid one to the confirmation', () => {
    expect(sessionStatusRoute('complete', 'cs_b', 'unpaid')).toBe('/payment-awaited')
    expect(sessionStatusRoute('complete', 'cs_b', 'paid')).toBe('/payment-success?session_id=cs_b')
    expect(sessionStatusRoute('complete', 'cs_b', 'no_payment_required')).toBe(
      '/payment-success?session_id=cs_b',
    )
    expect(sessionStatusRoute('open', 'cs_b', 'unpaid')).toBe('/checkout')
  })
})

describe('a checkout the tab saw complete', () => {
  it('is a success when paid or when nothing was owed (a 100 % code), as the return page has it', () => {
    expect(completedOutcome({ payment_status: 'paid' })).toBe('paid')
    expect(completedOutcome({ payment_status: 'no_payment_required' })).toBe('paid')
    expect(sessionStatusRoute('complete', 'cs_z', 'no_payment_required')).toBe(
      '/payment-success?session_id=cs_z',
    )
  })

  it('waits for a boleto, and says it does not know when the status could not be read', () => {
    expect(completedOutcome({ payment_status: 'unpaid' })).toBe('awaiting')
    expect(completedOutcome(null)).toBe('unknown')
  })

  it('counts as settled only what owes nothing more', () => {
    expect(['paid', 'no_payment_required', 'unpaid', '', null].map(isSettled)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ])
  })
})

describe('checkout tab messages with a session', () => {
  it('a paid session goes to the confirmation with its id; an issued boleto to the awaiting page', () => {
    expect(
      routeCheckoutMessage(
        { origin, data: checkoutSuccessMessage('Top Afiliado', 'month', 97.9, 'cs_test_9') },
        origin,
      ),
    ).toEqual({ ...SUCCESS, to: '/payment-success?session_id=cs_test_9' })
    expect(
      routeCheckoutMessage({ origin, data: checkoutAwaitingMessage('cs_test_9') }, origin),
    ).toEqual(AWAITED)
    expect(
      routeCheckoutMessage(
        { origin: 'https://evil.example', data: checkoutAwaitingMessage('cs_test_9') },
        origin,
      ),
    ).toBeNull()
  })
})

describe('isCheckoutAck', () => {
  it('counts only the acknowledgement, from this origin', () => {
    expect(isCheckoutAck({ origin, data: CHECKOUT_ACK }, origin)).toBe(true)
    expect(isCheckoutAck({ origin: 'https://example.com', data: CHECKOUT_ACK }, origin)).toBe(false)
    expect(isCheckoutAck({ origin: 'null', data: CHECKOUT_ACK }, origin)).toBe(false)
    expect(isCheckoutAck({ origin, data: 'checkout_succeeded' }, origin)).toBe(false)
  })
})

describe('a checkout that completed in the tab is never called cancelled', () => {
  const UNKNOWN = {
    kind: 'unknown',
    to: '/checkout-return?session_id=cs_test_7',
    recordFinish: true,
  }
  const completed = { sessionId: 'cs_test_7' }

  it('the return page re-checks the session, its id escaped; without one it says so', () => {
    expect(checkoutReturnPath('cs_test_7')).toBe('/checkout-return?session_id=cs_test_7')
    expect(checkoutReturnPath('cs_1&x=2')).toBe('/checkout-return?session_id=cs_1%26x%3D2')
    expect(checkoutReturnPath(null)).toBe('/checkout-return')
    expect(checkoutReturnPath('')).toBe('/checkout-return')
  })

  it("routes the tab's 'unknown' outcome to the return page, not the cancelled page", () => {
    expect(
      routeCheckoutMessage({ origin, data: checkoutUnknownMessage('cs_test_7') }, origin),
    ).toEqual(UNKNOWN)
    expect(routeCheckoutMessage({ origin, data: checkoutUnknownMessage() }, origin)).toEqual({
      ...UNKNOWN,
      to: '/checkout-return',
    })
    expect(
      routeCheckoutMessage(
        { origin: 'https://evil.example', data: checkoutUnknownMessage('cs_test_7') },
        origin,
      ),
    ).toBeNull()
  })

  it('knows a completed checkout only from a same-origin completed message', () => {
    expect(
      completedCheckout({ origin, data: checkoutCompletedMessage('cs_test_7') }, origin),
    ).toEqual(completed)
    expect(completedCheckout({ origin, data: checkoutCompletedMessage() }, origin)).toEqual({
      sessionId: null,
    })
    expect(
      completedCheckout(
        { origin: 'https://evil.example', data: checkoutCompletedMessage('cs_test_7') },
        origin,
      ),
    ).toBeNull()
    for (const d of [checkoutSuccessMessage('x', 'month', 1), 'checkout_completed', null, {}])
      expect(completedCheckout({ origin, data: d }, origin), JSON.stringify(d)).toBeNull()
    // It finishes nothing by itself: the tab is still checking the status.
    expect(
      routeCheckoutMessage({ origin, data: checkoutCompletedMessage('cs_test_7') }, origin),
    ).toBeNull()
  })

  it('after completion, a closed or navigated tab goes to the return page; on the checkout it waits', () => {
    const route = (probe: Parameters<typeof routeCheckoutTab>[0]) =>
      routeCheckoutTab(probe, origin, undefined, completed)
    expect(route({ closed: true })).toEqual(UNKNOWN)
    expect(route({ closed: true, href: `${origin}/checkout` })).toEqual(UNKNOWN)
    expect(route({ closed: false, href: `${origin}/planos` })).toEqual(UNKNOWN)
    expect(
      route({ closed: false, href: `${origin}/checkout-return?session_id=cs_test_7` }),
    ).toEqual(UNKNOWN)
    expect(route({ closed: false, readError: true })).toEqual(UNKNOWN)
    expect(route({ closed: false, href: `${origin}/checkout` })).toEqual(WAIT)
    expect(routeCheckoutTab({ closed: true }, origin, undefined, { sessionId: null })).toEqual({
      ...UNKNOWN,
      to: '/checkout-return',
    })
    // Not completed: a closed tab is still a cancellation.
    expect(routeCheckoutTab({ closed: true }, origin, undefined, null)).toEqual(CANCELED)
  })
})
