import { describe, expect, it } from 'vitest'
import { checkoutSuccessMessage, routeCheckoutMessage, routeCheckoutTab, sessionStatusRoute } from '../../src/lib/checkoutState.ts'
import { paymentValue } from '../../src/lib/paymentSuccess.ts'
import { parseSelectedPlan } from '../../src/lib/storageKeys.ts'

const origin = 'https://busqy.com.br'

describe('checkout tab polling', () => {
  it('waits while the tab is still on the checkout page', () => {
    expect(routeCheckoutTab({ closed: false, href: `${origin}/checkout` }, origin)).toEqual({ kind: 'wait' })
    expect(routeCheckoutTab({ closed: false, href: `${origin}/checkout?x=1#y` }, origin)).toEqual({ kind: 'wait' })
    expect(routeCheckoutTab({ closed: false, href: 'about:blank' }, origin)).toEqual({ kind: 'wait' })
  })

  it('treats a closed tab as cancelled', () => {
    expect(routeCheckoutTab({ closed: true, href: `${origin}/checkout` }, origin)).toEqual({ kind: 'canceled', to: '/payment-canceled' })
  })

  it('sends boleto pages and unreadable (cross-origin) addresses to awaiting payment', () => {
    expect(routeCheckoutTab({ closed: false, href: 'https://payments.stripe.com/boleto/voucher/abc' }, origin)).toMatchObject({ kind: 'awaited', to: '/payment-awaited', recordFinish: true })
    expect(routeCheckoutTab({ closed: false, readError: true }, origin)).toMatchObject({ kind: 'awaited', recordFinish: true })
  })

  it('treats any other page as cancelled', () => {
    expect(routeCheckoutTab({ closed: false, href: `${origin}/planos` }, origin)).toMatchObject({ kind: 'canceled' })
    expect(routeCheckoutTab({ closed: false, href: 'https://example.com/checkout' }, origin)).toMatchObject({ kind: 'canceled' })
  })
})

describe('checkout messages', () => {
  it('accepts checkout_succeeded only from the same origin', () => {
    const data = checkoutSuccessMessage('Top Afiliado', 'month', 97.9)
    expect(data).toEqual({ type: 'checkout_succeeded', plan: 'Top Afiliado', interval: 'month', value: 97.9 })
    expect(routeCheckoutMessage({ origin, data }, origin)).toMatchObject({ kind: 'success', to: '/payment-success' })
    expect(routeCheckoutMessage({ origin: 'https://evil.example', data }, origin)).toBeNull()
    expect(routeCheckoutMessage({ origin, data: { type: 'other' } }, origin)).toBeNull()
    expect(routeCheckoutMessage({ origin, data: null }, origin)).toBeNull()
  })
})

describe('checkout return routing', () => {
  it('routes open and complete sessions and keeps loading otherwise', () => {
    expect(sessionStatusRoute('open', 'cs_1')).toBe('/checkout')
    expect(sessionStatusRoute('complete', 'cs_1&x')).toBe('/payment-success?session_id=cs_1%26x')
    expect(sessionStatusRoute('expired', 'cs_1')).toBeNull()
    expect(sessionStatusRoute(undefined, 'cs_1')).toBeNull()
  })
})

describe('payment value and stored plan', () => {
  const stored = { name: 'Top Afiliado', price: 'R$ 97,90', period: '/mês', priceRaw: '97.90', interval: 'month' }

  it("prefers the stored plan's priceRaw, then ?price=, then 1.0", () => {
    expect(paymentValue({ price: '50' }, stored)).toBe(97.9)
    expect(paymentValue({ price: '50' }, null)).toBe(50)
    expect(paymentValue({ price: 'abc' }, null)).toBe(1)
    expect(paymentValue({}, null)).toBe(1)
  })

  it('parses only well-formed stored plans', () => {
    expect(parseSelectedPlan(JSON.stringify(stored))).toEqual(stored)
    expect(parseSelectedPlan(JSON.stringify({ ...stored, couponId: 'c1' }))?.couponId).toBe('c1')
    expect(parseSelectedPlan('{bad json')).toBeNull()
    expect(parseSelectedPlan(JSON.stringify({ name: 'x' }))).toBeNull()
    expect(parseSelectedPlan(JSON.stringify({ ...stored, couponId: 5 }))).toBeNull()
    expect(parseSelectedPlan(null)).toBeNull()
  })
})
