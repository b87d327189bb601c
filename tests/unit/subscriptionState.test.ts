import { describe, expect, it } from 'vitest'
import {
  bestSubscription,
  shownAccess,
  statusLabel,
  subscriptionState,
  supersededSubscriptions,
  type StripeSubscriptionView,
} from '@/lib/subscriptionState.ts'

const paying: StripeSubscriptionView = {
  id: 'sub_paying',
  status: 'active',
  created: 200,
  currentPeriodStart: 1000,
  currentPeriodEnd: 4000,
  planId: 'elite_nivel_1',
  interval: 'month',
}
const cancelledOlder: StripeSubscriptionView = {
  id: 'sub_old',
  status: 'canceled',
  created: 100,
  currentPeriodStart: 10,
  currentPeriodEnd: 900,
  planId: 'top_afiliado',
  interval: 'month',
}
const expiredBoleto: StripeSubscriptionView = {
  id: 'sub_boleto',
  status: 'incomplete_expired',
  created: 300,
  currentPeriodStart: 2000,
  currentPeriodEnd: 5000,
  planId: 'top_afiliado',
  interval: 'year',
}

describe('subscriptionState', () => {
  it('speaks for the paying subscription whatever order the others come in', () => {
    for (const order of [
      [paying, cancelledOlder, expiredBoleto],
      [expiredBoleto, cancelledOlder, paying],
      [cancelledOlder, expiredBoleto, paying],
    ]) {
      expect(subscriptionState(order)).toEqual({
        subscriptionId: 'sub_paying',
        active: true,
        status: 'active',
        planId: 'elite_nivel_1',
        interval: 'month',
        start: 1000,
        end: 4000,
      })
    }
  })

  it('is inactive when nothing gives access; a pending boleto beats an ended subscription', () => {
    const pending = { ...expiredBoleto, id: 'sub_pending', status: 'incomplete' }
    expect(subscriptionState([cancelledOlder, pending])).toMatchObject({
      subscriptionId: 'sub_pending',
      active: false,
      status: 'incomplete',
    })
    expect(subscriptionState([cancelledOlder])).toMatchObject({ active: false, status: 'canceled' })
    expect(subscriptionState([])).toBeNull()
  })

  it('gives access while trialing; among equals the later period end, then the newer one wins', () => {
    expect(subscriptionState([{ ...paying, status: 'trialing' }])).toMatchObject({
      active: true,
      status: 'trialing',
    })
    const later = { ...paying, id: 'sub_later', currentPeriodEnd: 9000 }
    expect(bestSubscription([paying, later])?.id).toBe('sub_later')
    const newer = { ...paying, id: 'sub_newer', created: 999 }
    expect(bestSubscription([newer, paying])?.id).toBe('sub_newer')
  })

  it('past due and unpaid give no access (the terms: a failed payment cancels the subscription)', () => {
    expect(subscriptionState([{ ...paying, status: 'past_due' }])).toMatchObject({ active: false })
    expect(subscriptionState([{ ...paying, status: 'unpaid' }])).toMatchObject({ active: false })
  })
})

describe('supersededSubscriptions', () => {
  const other = (status: string, n: number): StripeSubscriptionView => ({
    ...expiredBoleto,
    id: `sub_${status}_${n}`,
    status,
    created: 100 + n,
  })
  const ids = (subs: StripeSubscriptionView[]) => subs.map((s) => s.id).sort()

  it('once one subscription gives access, the others Stripe may still charge are superseded, whatever the order', () => {
    const pendingBoleto = other('incomplete', 1)
    const retried = other('past_due', 2)
    const leftOpen = other('unpaid', 3)
    const ended = [
      cancelledOlder,
      expiredBoleto,
      other('paused', 4),
      other('incomplete_expired', 5),
      other('some_new_status', 6),
    ]
    for (const order of [
      [paying, pendingBoleto, retried, leftOpen, ...ended],
      [...ended, leftOpen, retried, pendingBoleto, paying],
      [retried, ...ended, paying, leftOpen, pendingBoleto],
    ]) {
      expect(ids(supersededSubscriptions(order))).toEqual([
        'sub_incomplete_1',
        'sub_past_due_2',
        'sub_unpaid_3',
      ])
    }
  })

  it('a trialing subscription supersedes too; the one giving access is never in the list', () => {
    const trial = { ...paying, id: 'sub_trial', status: 'trialing' }
    expect(ids(supersededSubscriptions([trial, other('incomplete', 1)]))).toEqual([
      'sub_incomplete_1',
    ])
    expect(supersededSubscriptions([paying])).toEqual([])
  })

  it('without access nothing is superseded: a pending boleto or a renewal being retried is the way back', () => {
    expect(supersededSubscriptions([other('incomplete', 1)])).toEqual([])
    expect(supersededSubscriptions([other('past_due', 1), other('incomplete', 2)])).toEqual([])
    expect(supersededSubscriptions([other('unpaid', 1), cancelledOlder])).toEqual([])
    expect(supersededSubscriptions([])).toEqual([])
  })

  it('a second subscription that gives access is left alone (a refund, not a cancellation)', () => {
    const secondActive = { ...paying, id: 'sub_second', created: 100, currentPeriodEnd: 3000 }
    const secondTrial = { ...paying, id: 'sub_trial', status: 'trialing' }
    expect(
      ids(supersededSubscriptions([secondActive, paying, secondTrial, other('past_due', 1)])),
    ).toEqual(['sub_past_due_1'])
  })
})

// Spec §4: 'Ativa' if subscription_active is true, 'Inativa' if false, otherwise the status text or
// 'Processando'. A boleto voucher not yet paid is neither: its subscription is 'incomplete'.
describe('the status a subscriber is shown', () => {
  it('answers access as unknown while the first payment is pending, and a boolean otherwise', () => {
    expect(shownAccess(false, 'incomplete')).toBeNull()
    expect(shownAccess(true, 'active')).toBe(true)
    expect(shownAccess(false, 'past_due')).toBe(false)
    expect(shownAccess(false, 'canceled')).toBe(false)
    expect(shownAccess(null, null)).toBe(false)
  })

  it('labels a pending boleto as awaiting payment, never with a raw Stripe status', () => {
    expect(statusLabel(true, 'active')).toBe('active')
    expect(statusLabel(false, 'canceled')).toBe('inactive')
    expect(statusLabel(null, 'incomplete')).toBe('awaitingPayment')
    expect(statusLabel(null, 'paused')).toBe('processing')
    expect(statusLabel(undefined, null)).toBe('processing')
  })
})
