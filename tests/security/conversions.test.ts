// Fake conversions and session probing (issue 18): a payment event reaches Meta only for a paid
// checkout session of the signed-in caller, once, with the server's figures; a session id is checked
// against its owner before Stripe is asked about it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startGraphStandIn, type GraphStandIn } from '../support/graphStandIn.ts'
import { emulatorSignUp, type EmulatorUser } from '../support/emulator.ts'
import { checkoutAs, viaRootPath } from '../support/rest.ts'
import { startStripeStandIn, type StripeStandIn } from '../support/stripeStandIn.ts'

let standIn: StripeStandIn
let graph: GraphStandIn
let owner: EmulatorUser
let stranger: EmulatorUser
let paidSession: string
let unpaidSession: string
const stamp = Date.now()
const saved: Record<string, string | undefined> = {}

beforeAll(async () => {
  standIn = await startStripeStandIn()
  graph = await startGraphStandIn()
  for (const [k, v] of Object.entries({ ...standIn.env, ...graph.env })) {
    saved[k] = process.env[k]
    process.env[k] = v
  }
  owner = await emulatorSignUp(`conversao${stamp}@example.com`)
  stranger = await emulatorSignUp(`estranho${stamp}@example.com`)
  // One open checkout per account: opening the second expires the first, which stays unpaid. Only
  // the session still open can be paid (Stripe refuses an expired one).
  unpaidSession = await open(owner)
  paidSession = await open(owner)
  expect(standIn.sessions.get(unpaidSession)).toMatchObject({ status: 'expired' })
  standIn.complete(paidSession, 'paid')
})

async function open(u: EmulatorUser): Promise<string> {
  const res = await checkoutAs(u, {
    email: u.email,
    planId: 'elite_nivel_1',
    interval: 'month',
    promoCode: 'blackfriday',
  })
  return ((await res.json()) as { sessionId: string }).sessionId
}
afterAll(async () => {
  for (const [k, v] of Object.entries(saved))
    if (v === undefined) delete process.env[k]
    else process.env[k] = v
  await standIn?.stop()
  await graph?.stop()
})

let ip = 10

/** The event with this id once it has reached Meta (the stand-in). */
async function sentEvent(eventId: string): Promise<Record<string, unknown>> {
  const find = () =>
    graph.requests.flatMap((r) => r.body.data ?? []).find((e) => e.event_id === eventId)
  await expect.poll(find, { timeout: 5000 }).toBeDefined()
  return find()!
}
const pay = (
  u: EmulatorUser | null,
  body: Record<string, unknown>,
  name = 'pagamento_confirmado',
) =>
  viaRootPath(
    new Request('http://localhost:3000/meta-capi', {
      method: 'POST',
      // Each call from its own client: the per-client limit is not what these cases measure.
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `203.0.113.${ip++}`,
        ...(u ? { authorization: `Bearer ${u.idToken}` } : {}),
      },
      body: JSON.stringify({
        event_name: name,
        event_time: Math.floor(Date.now() / 1000),
        event_id: `forjado-${ip}`,
        user_data: { em: 'x@example.com' },
        custom_data: { value: 999999, subscription_plan: 'Plano Falso', interval: 'year' },
        ...body,
      }),
    }),
  )

describe('payment conversions', () => {
  it('are refused without a signed-in caller, without a session, for another user’s session, and for an unpaid one', async () => {
    const before = graph.requests.length
    expect((await pay(null, { checkout_session_id: paidSession })).status).toBe(401)
    expect((await pay(owner, {})).status).toBe(400)
    expect((await pay(stranger, { checkout_session_id: paidSession })).status).toBe(404)
    expect((await pay(owner, { checkout_session_id: unpaidSession })).status).toBe(409)
    expect((await pay(owner, { checkout_session_id: 'cs_test_inventado' })).status).toBe(404)
    expect((await pay(null, {}, 'PVNewSubs')).status).toBe(401)
    // A barrier instead of a wait: an event that is forwarded, sent last. Once it has reached Meta,
    // anything the refused calls had started would have reached it before.
    const barrier = `barreira-${stamp}`
    expect(
      (await pay(owner, { event_id: barrier, custom_data: {} }, 'checkout_finalizado')).status,
    ).toBe(202)
    await expect.poll(() => graph.eventIdsSince(before), { timeout: 5000 }).toContain(barrier)
    expect(graph.eventIdsSince(before)).toEqual([barrier])
  })

  it('reach Meta once per session and event, with the amount, plan and interval the server recorded', async () => {
    const first = await pay(owner, { checkout_session_id: paidSession })
    expect(first.status).toBe(202)
    expect(await first.json()).toMatchObject({ event_id: `pagamento_confirmado:${paidSession}` })
    const sent = (await sentEvent(`pagamento_confirmado:${paidSession}`)) as {
      event_name: string
      event_id: string
      custom_data: Record<string, unknown>
    }
    // Elite Nível 1 with BF40: R$ 197,90 − 40 % = R$ 118,74, whatever the browser claimed.
    expect(sent).toMatchObject({
      event_name: 'Purchase', // the Pixel's name, so Meta counts the two as one
      event_id: `pagamento_confirmado:${paidSession}`,
      custom_data: {
        value: 118.74,
        currency: 'BRL',
        subscription_plan: 'Elite Nível 1',
        interval: 'month',
      },
    })
    const count = graph.requests.length
    const reload = await pay(owner, { checkout_session_id: paidSession })
    expect(reload.status).toBe(200)
    expect(await reload.json()).toMatchObject({ duplicate: true })
    // The other payment event of the same session is its own, once.
    expect((await pay(owner, { checkout_session_id: paidSession }, 'PVNewSubs')).status).toBe(202)
    expect((await pay(owner, { checkout_session_id: paidSession }, 'PVNewSubs')).status).toBe(200)
    await expect.poll(() => graph.requests.length, { timeout: 3000 }).toBe(count + 1)
  })

  it('count a checkout with nothing to pay (a 100 % code on the first invoice) as paid', async () => {
    const free = await emulatorSignUp(`gratis${stamp}@example.com`)
    const session = await open(free)
    standIn.complete(session, 'no_payment_required')
    const res = await pay(free, { checkout_session_id: session })
    expect(res.status).toBe(202)
    expect(await sentEvent(`pagamento_confirmado:${session}`)).toMatchObject({
      event_name: 'Purchase',
    })
  })

  it('other events need a signed-in caller too, and carry none of the browser’s value', async () => {
    expect((await pay(null, {}, 'cadastro')).status).toBe(401)
    const id = `finalizado-${stamp}`
    expect((await pay(owner, { event_id: id }, 'checkout_finalizado')).status).toBe(202)
    const sent = (await sentEvent(id)) as { custom_data: Record<string, unknown> }
    expect(sent.custom_data).toMatchObject({ subscription_plan: 'Plano Falso' })
    expect(sent.custom_data).not.toHaveProperty('value')
  })
})

describe('session status', () => {
  it('answers 404 for another user’s session without asking Stripe about it', async () => {
    const asked = () =>
      standIn.requests.filter((r) => r.path === `/v1/checkout/sessions/${paidSession}`).length
    const before = asked()
    const res = await viaRootPath(
      new Request(`http://localhost:3000/session-status?session_id=${paidSession}`, {
        headers: { authorization: `Bearer ${stranger.idToken}` },
      }),
    )
    expect(res.status).toBe(404)
    expect(asked()).toBe(before)
    const own = await viaRootPath(
      new Request(`http://localhost:3000/session-status?session_id=${paidSession}`, {
        headers: { authorization: `Bearer ${owner.idToken}` },
      }),
    )
    expect(await own.json()).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      amount_total: 11874,
      plan: 'elite_nivel_1',
      interval: 'month',
    })
    expect(asked()).toBe(before + 1)
  })
})
