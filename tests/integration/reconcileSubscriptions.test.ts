// Access must not outlive the payment when Stripe's webhooks never arrive (an endpoint failing past
// Stripe's retries, a wrong webhook secret): the reconcile job re-syncs from Stripe the accounts whose
// record still gives access past their period's end, and checkout asks Stripe before it refuses an
// account whose record says it pays. Against the Stripe stand-in, with no event delivered.
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Subscriber } from '@/payload-types.ts'
import { emulatorSignUp, type EmulatorUser } from '../support/emulator.ts'
import { checkoutAs, viaRootPath } from '../support/rest.ts'
import { startStripeStandIn, type StripeStandIn } from '../support/stripeStandIn.ts'

const TASK = 'reconcile-subscriptions'
const DAY = 86_400

let standIn: StripeStandIn
let payload: Payload
const stamp = Date.now()
let users = 0

beforeAll(async () => {
  standIn = await startStripeStandIn()
  Object.assign(process.env, standIn.env)
  payload = await getPayload({ config })
})
afterAll(async () => standIn?.stop())

const checkout = (u: EmulatorUser, body: Record<string, unknown>) =>
  checkoutAs(u, { email: u.email, ...body })

const subscriberOf = async (u: EmulatorUser): Promise<Subscriber> =>
  (
    await payload.find({
      collection: 'subscribers',
      where: { uid: { equals: u.uid } },
      overrideAccess: true,
    })
  ).docs[0]!

/**
 * A new account that paid by card: checkout, paid at the stand-in, and the status check that syncs
 * the subscriber at once (as the checkout tab does). Returns the account and its Stripe subscription.
 */
async function paying(name: string): Promise<{ u: EmulatorUser; subscription: string }> {
  const u = await emulatorSignUp(`reconcilia-${name}-${++users}-${stamp}@example.com`)
  const res = await checkout(u, { planId: 'top_afiliado', interval: 'month' })
  expect(res.status).toBe(200)
  const id = ((await res.json()) as { sessionId: string }).sessionId
  const sub = standIn.complete(id, 'paid')
  const status = await viaRootPath(
    new Request(`http://localhost:3000/session-status?session_id=${encodeURIComponent(id)}`, {
      headers: { authorization: `Bearer ${u.idToken}` },
    }),
  )
  expect(status.status).toBe(200)
  expect(await subscriberOf(u)).toMatchObject({
    subscription_active: true,
    subscription_status: 'active',
  })
  return { u, subscription: String(sub.id) }
}

/** The record's period ended `days` ago (the renewal or cancellation event never came). */
async function endedDaysAgo(u: EmulatorUser, days: number): Promise<void> {
  const sub = await subscriberOf(u)
  await payload.update({
    collection: 'subscribers',
    id: sub.id,
    data: { subscription_end: Math.floor(Date.now() / 1000) - days * DAY },
    overrideAccess: true,
  })
}

/** Queues the task and runs it as the server's maintenance cron would; how the job ended. */
async function runReconcile(): Promise<string | undefined> {
  const queue = `reconcilia-${stamp}-${++users}` // a queue of its own: nothing else runs with it
  const job = await payload.jobs.queue({ task: 'reconcile-subscriptions', input: {}, queue })
  const result = await payload.jobs.run({ queue, overrideAccess: true })
  return result.jobStatus?.[String(job.id)]?.status
}

describe('reconcile job', () => {
  it('is registered and scheduled on a queue the server runs', () => {
    const task = payload.config.jobs.tasks?.find((t) => t.slug === TASK)
    expect(task?.schedule?.[0]?.cron).toBeTruthy()
    const autoRun = payload.config.jobs.autoRun
    expect(
      Array.isArray(autoRun) && autoRun.some((a) => a.queue === task?.schedule?.[0]?.queue),
    ).toBe(true)
  })

  it('ends the access of an account whose subscription Stripe cancelled without a word', async () => {
    const { u, subscription } = await paying('cancelada')
    // Cancelled at Stripe; the customer.subscription.deleted event is never delivered.
    standIn.setSubscriptionStatus(subscription, 'canceled')
    await endedDaysAgo(u, 3)
    expect((await subscriberOf(u)).subscription_active).toBe(true)

    expect(await runReconcile()).toBe('success')
    expect(await subscriberOf(u)).toMatchObject({
      subscription_active: false,
      subscription_status: 'canceled',
      stripeSubscriptionId: subscription,
    })
  })

  it('ends the access of an account whose Stripe customer was deleted; a past-due renewal too', async () => {
    const gone = await paying('apagada')
    standIn.deleteCustomer((await subscriberOf(gone.u)).stripeCustomerId!)
    await endedDaysAgo(gone.u, 2)
    const late = await paying('atrasada')
    standIn.failRenewal(late.subscription)
    await endedDaysAgo(late.u, 2)

    expect(await runReconcile()).toBe('success')
    expect(await subscriberOf(gone.u)).toMatchObject({
      subscription_active: false,
      subscription_status: 'canceled',
    })
    expect(await subscriberOf(late.u)).toMatchObject({
      subscription_active: false,
      subscription_status: 'past_due',
    })
  })

  it('leaves an account Stripe still charges as it is, and renews one whose renewal event was lost', async () => {
    const current = await paying('em-dia')
    const before = await subscriberOf(current.u)
    // Within the grace period: a boleto renewal or Stripe's retry may still be on its way.
    const grace = await paying('carencia')
    standIn.setSubscriptionStatus(grace.subscription, 'canceled')
    await endedDaysAgo(grace.u, 0.5)
    // Renewed at Stripe (its period moved on) but the record kept the old end.
    const renewed = await paying('renovada')
    const renewedEnd = (await subscriberOf(renewed.u)).subscription_end!
    await endedDaysAgo(renewed.u, 5)

    expect(await runReconcile()).toBe('success')
    const after = await subscriberOf(current.u)
    expect(after).toMatchObject({ subscription_active: true, subscription_status: 'active' })
    expect(after.updatedAt).toBe(before.updatedAt)
    expect((await subscriberOf(grace.u)).subscription_active).toBe(true)
    expect(await subscriberOf(renewed.u)).toMatchObject({
      subscription_active: true,
      subscription_status: 'active',
      subscription_end: renewedEnd,
    })
  })

  it('a Stripe failure for one customer does not stop the others, nor fail the job', async () => {
    const broken = await paying('falha')
    const ok = await paying('segue')
    standIn.setSubscriptionStatus(broken.subscription, 'canceled')
    standIn.setSubscriptionStatus(ok.subscription, 'canceled')
    await endedDaysAgo(broken.u, 2)
    await endedDaysAgo(ok.u, 2)
    // The broken customer sorts first (older record), so the other one runs after its failure.
    const brokenCustomer = (await subscriberOf(broken.u)).stripeCustomerId!
    standIn.beforeRequest = async (_method, url) => {
      if (url.includes(brokenCustomer)) throw new Error('Stripe está fora do ar para este cliente')
    }
    const logged = vi.spyOn(payload.logger, 'error')
    try {
      expect(await runReconcile()).toBe('success')
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({
          msg: 'subscription reconcile failed for one customer; continuing',
          customer: brokenCustomer,
        }),
      )
    } finally {
      standIn.beforeRequest = undefined
      logged.mockRestore()
    }
    // Untouched: nothing was learned from Stripe about it; the next run tries again.
    expect((await subscriberOf(broken.u)).subscription_active).toBe(true)
    expect(await subscriberOf(ok.u)).toMatchObject({
      subscription_active: false,
      subscription_status: 'canceled',
    })
    expect(await runReconcile()).toBe('success')
    expect((await subscriberOf(broken.u)).subscription_active).toBe(false)
  })
})

describe('checkout for an account whose record says it pays', () => {
  it('asks Stripe first: a subscription cancelled without a word no longer blocks paying again', async () => {
    const { u, subscription } = await paying('volta')
    standIn.setSubscriptionStatus(subscription, 'canceled')
    expect((await subscriberOf(u)).subscription_active).toBe(true)

    const res = await checkout(u, { planId: 'top_afiliado', interval: 'month' })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { clientSecret?: string }
    expect(body.clientSecret).toMatch(/^cs_test_.+_secret_/)
    expect(await subscriberOf(u)).toMatchObject({
      subscription_active: false,
      subscription_status: 'canceled',
    })
  })

  it('still refuses an account Stripe says pays, with the same answer as before', async () => {
    const { u } = await paying('ativa')
    const before = standIn.requests.filter((r) => r.path === '/v1/checkout/sessions').length
    const res = await checkout(u, { planId: 'top_afiliado', interval: 'month' })
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({
      error: 'Você já tem uma assinatura ativa!',
      code: 'subscription_active',
    })
    expect(standIn.requests.filter((r) => r.path === '/v1/checkout/sessions').length).toBe(before)
    expect((await subscriberOf(u)).subscription_active).toBe(true)
  })
})
