// POST /meta-capi forwards a hashed, Meta-shaped event to the Graph API (a local stand-in here).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorBody } from '@/server/apiErrors.ts'
import { emulatorSignUp, type EmulatorUser } from '../support/emulator.ts'
import { rest, viaRootPath } from '../support/rest.ts'
import { sha256 } from '@/server/meta.ts'
import { startGraphStandIn, type GraphStandIn } from '../support/graphStandIn.ts'

let graph: GraphStandIn
let user: EmulatorUser
const saved: Record<string, string | undefined> = {}
beforeAll(async () => {
  graph = await startGraphStandIn()
  user = await emulatorSignUp(`meta${Date.now()}@example.com`)
  for (const [k, v] of Object.entries(graph.env)) {
    saved[k] = process.env[k]
    process.env[k] = v
  }
})
afterAll(async () => {
  for (const [k, v] of Object.entries(saved))
    if (v === undefined) delete process.env[k]
    else process.env[k] = v
  await graph?.stop()
})

const send = (body: unknown, ip = '198.51.100.1', signedIn: EmulatorUser | null = user) =>
  viaRootPath(
    new Request('http://localhost:3000/meta-capi', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': ip,
        'user-agent': 'Teste/1.0',
        referer: 'http://localhost:3000/cadastro',
        ...(signedIn ? { authorization: `Bearer ${signedIn.idToken}` } : {}),
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )

/**
 * Nothing reached Meta since `before` but one event sent now as a barrier: once a forwarded event,
 * sent last, has arrived, anything the calls before it had started would have arrived first.
 */
async function expectNothingForwardedSince(before: number): Promise<void> {
  const barrier = `barreira-${Date.now()}`
  const res = await send(
    {
      event_name: 'checkout_finalizado',
      event_time: Math.floor(Date.now() / 1000),
      event_id: barrier,
    },
    '198.51.100.9',
  )
  expect(res.status).toBe(202)
  await expect.poll(() => graph.eventIdsSince(before), { timeout: 5000 }).toContain(barrier)
  expect(graph.eventIdsSince(before)).toEqual([barrier])
}

describe('/meta-capi', () => {
  it('forwards a correctly shaped and hashed event, for the caller’s own email and uid', async () => {
    const res = await send({
      event_name: 'checkout_iniciado',
      event_time: Math.floor(Date.now() / 1000),
      event_id: 'evt-pay-1',
      user_data: { em: 'Other@X.com', ph: '11987654321', external_id: 'uid-9' },
      custom_data: { value: 97.9, subscription_plan: 'Top Afiliado', interval: 'month' },
      utm: { utm_source: 'instagram' },
    })
    expect(res.status).toBe(202)
    await expect.poll(() => graph.requests.length, { timeout: 3000 }).toBe(1)
    const req = graph.requests[0]!
    expect(req.path).toBe('/v21.0/1234567890/events')
    expect(req.query.access_token).toBe('test-capi-token')
    const event = req.body.data![0]!
    expect(event).toMatchObject({
      event_name: 'InitiateCheckout', // the Pixel's name for it
      event_id: 'evt-pay-1',
      action_source: 'website',
      event_source_url: 'http://localhost:3000/cadastro',
      user_data: {
        em: [sha256(user.email)],
        ph: [sha256('5511987654321')],
        external_id: [sha256(user.uid)],
        client_ip_address: '198.51.100.1',
        client_user_agent: 'Teste/1.0',
      },
      custom_data: {
        subscription_plan: 'Top Afiliado',
        interval: 'month',
        utm_source: 'instagram',
      },
    })
    // The body's value is the browser's word: only payment events carry one, the server's.
    expect(event.custom_data).not.toHaveProperty('value')
    expect(event.custom_data).not.toHaveProperty('currency')
    const sent = JSON.stringify(req.body)
    for (const forged of ['Other@X.com', sha256('other@x.com'), sha256('uid-9')])
      expect(sent).not.toContain(forged)
  })

  it('refuses an anonymous event with a 401 and forwards nothing', async () => {
    const before = graph.requests.length
    for (const event_name of ['cadastro', 'checkout_iniciado', 'checkout_finalizado']) {
      const res = await send(
        {
          event_name,
          event_time: Math.floor(Date.now() / 1000),
          event_id: `anon-${event_name}`,
          user_data: { em: 'other@x.com', external_id: 'uid-9' },
          custom_data: { value: 999_999 },
        },
        '198.51.100.4',
        null,
      )
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual(errorBody('Faça login para enviar eventos de conversão.'))
    }
    await expectNothingForwardedSince(before)
  })

  it('rejects bad input with a 400 (413 when over 8 KB) and a message, and forwards nothing', async () => {
    const before = graph.requests.length
    for (const body of [
      '{not json',
      { event_name: 'hack', event_time: 1, event_id: 'x' },
      { event_name: 'cadastro', event_time: 1, event_id: 'x' },
      'x'.repeat(20_000),
    ]) {
      const res = await send(body, '198.51.100.2')
      expect(res.status).toBe(typeof body === 'string' && body.length > 8192 ? 413 : 400)
      expect(typeof ((await res.json()) as { error: unknown }).error).toBe('string')
    }
    await expectNothingForwardedSince(before)
  })

  it('limits a burst from one client', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 35; i++)
      statuses.push(
        (
          await send(
            {
              event_name: 'checkout_iniciado',
              event_time: Math.floor(Date.now() / 1000),
              event_id: `burst-${i}`,
            },
            '198.51.100.3',
          )
        ).status,
      )
    expect(statuses.slice(0, 30).every((s) => s === 202)).toBe(true)
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429, 429])
  })

  it('forwards the sign-up once per account, and only once its sign-up record exists', async () => {
    const fresh = await emulatorSignUp(`metacadastro${Date.now()}@example.com`)
    const signUp = (event_id: string) =>
      send(
        { event_name: 'cadastro', event_time: Math.floor(Date.now() / 1000), event_id },
        '198.51.100.5',
        fresh,
      )
    // The sign-up page saves the record first: an account without one has not signed up here.
    const early = await signUp(`cadastro-cedo-${fresh.uid}`)
    expect(early.status).toBe(409)
    expect(await early.json()).toEqual(
      errorBody('Cadastro não encontrado: o evento de cadastro vem depois do registro da conta.'),
    )
    const saved = await rest('POST', '/users', {
      headers: { authorization: `Bearer ${fresh.idToken}` },
      body: { uid: fresh.uid, email: fresh.email, displayName: 'Rui Lima' },
    })
    expect(saved.status).toBe(201)
    const before = graph.requests.length
    const first = `cadastro-1-${fresh.uid}`
    expect((await signUp(first)).status).toBe(202)
    await expect.poll(() => graph.eventIdsSince(before), { timeout: 5000 }).toEqual([first])
    // A replay (another id, as a script would send) counts nothing more.
    const again = await signUp(`cadastro-2-${fresh.uid}`)
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({ received: true, duplicate: true })
    await expectNothingForwardedSince(graph.requests.length)
  })
})
