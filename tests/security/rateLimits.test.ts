// Rate limits hold under a burst: password reset (per client and per address), the sign-up record,
// new session cookies (per account and per client), meta-capi, and the calls that ask Stripe (per
// account and per client). A burst from one client or
// account is cut off; another is unaffected.
import { beforeAll, describe, expect, it } from 'vitest'
import { MINTS_PER_ACCOUNT, MINTS_PER_CLIENT } from '@/server/endpoints/account.ts'
import { emulatorSignUp, type EmulatorUser } from '../support/emulator.ts'
import { errorBody } from '@/server/apiErrors.ts'
import { rest, viaRootPath } from '../support/rest.ts'

const stamp = Date.now()
let u: EmulatorUser
beforeAll(async () => {
  u = await emulatorSignUp(`burst${stamp}@example.com`)
})

/**
 * The three calls that ask Stripe, from client address `ip`. Answers the handler gives before it
 * asks Stripe (unknown plan, unknown session) still count: the budget is the caller's, not Stripe's
 * errors'.
 */
const stripeCalls = (ip: string) => {
  const call = (who: EmulatorUser, path: string, method: 'GET' | 'POST', body?: unknown) =>
    viaRootPath(
      new Request(`http://localhost:3000${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${who.idToken}`,
          'x-forwarded-for': ip,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    ).then(async (r) => ({ status: r.status, body: (await r.json()) as { error?: string } }))
  return {
    checkout: (who: EmulatorUser) =>
      call(who, '/create-embedded-checkout-session', 'POST', {
        planName: 'Nenhum',
        interval: 'month',
      }),
    status: (who: EmulatorUser) => call(who, '/session-status?session_id=cs_test_none', 'GET'),
    portal: (who: EmulatorUser) =>
      call(who, '/create-customer-portal-session', 'POST', { email: who.email }),
  }
}

const statuses = async (n: number, send: (i: number) => Promise<number>) => {
  const all = await Promise.all(Array.from({ length: n }, (_, i) => send(i)))
  return {
    ok: all.filter((s) => s < 400).length,
    limited: all.filter((s) => s === 429).length,
    other: all.filter((s) => s >= 400 && s !== 429),
  }
}

describe('rate limits under a concurrent burst', () => {
  it('password reset: 5 per client per minute, 3 per address per client per 15 minutes, never refused per address alone', async () => {
    const perClient = await statuses(
      40,
      async (i) =>
        (
          await rest('POST', '/password-reset', {
            headers: { 'x-forwarded-for': '10.66.0.1' },
            body: { email: `burst-${stamp}-${i}@example.com` },
          })
        ).status,
    )
    expect(perClient).toEqual({ ok: 5, limited: 35, other: [] })
    const perClientAddress = await statuses(
      5,
      async () =>
        (
          await rest('POST', '/password-reset', {
            headers: { 'x-forwarded-for': '10.66.1.200' },
            body: { email: u.email },
          })
        ).status,
    )
    expect(perClientAddress).toEqual({ ok: 3, limited: 2, other: [] })
    // Many clients for one address: answered alike (emails stop past 5, see passwordReset.test.ts).
    const perAddress = await statuses(
      10,
      async (i) =>
        (
          await rest('POST', '/password-reset', {
            headers: { 'x-forwarded-for': `10.66.1.${i}` },
            body: { email: u.email },
          })
        ).status,
    )
    expect(perAddress).toEqual({ ok: 10, limited: 0, other: [] })
    expect(
      (
        await rest('POST', '/password-reset', {
          headers: { 'x-forwarded-for': '10.66.2.1' },
          body: { email: `other-${stamp}@example.com` },
        })
      ).status,
    ).toBe(200)
  })

  it('sign-up record: 10 per client per minute', async () => {
    const burst = await statuses(
      30,
      async () =>
        (
          await rest('POST', '/users', {
            headers: { authorization: `Bearer ${u.idToken}`, 'x-forwarded-for': '10.66.3.1' },
            body: { uid: u.uid, displayName: 'Rajada' },
          })
        ).status,
    )
    expect(burst).toEqual({ ok: 10, limited: 20, other: [] })
    expect(
      (
        await rest('POST', '/users', {
          headers: { authorization: `Bearer ${u.idToken}`, 'x-forwarded-for': '10.66.3.2' },
          body: { uid: u.uid, displayName: 'Rajada' },
        })
      ).status,
    ).toBe(200)
  })

  it('new session cookies: 10 per account per 10 minutes, 30 per client per minute; keeping a held cookie is not limited', async () => {
    // Each mint is a call to Firebase: one fresh ID token replayed, or many accounts signed in from
    // one address, must not make this endpoint an unmetered call to Google.
    const mint = (who: EmulatorUser, ip: string, cookie?: string) =>
      rest('POST', '/auth/set-cookie', {
        headers: {
          authorization: `Bearer ${who.idToken}`,
          'x-forwarded-for': ip,
          ...(cookie ? { cookie } : {}),
        },
        body: { uid: who.uid },
      })
    const m = await emulatorSignUp(`cunhar${stamp}@example.com`)
    const perAccount = await statuses(
      MINTS_PER_ACCOUNT + 5,
      async (i) => (await mint(m, `10.66.8.${i + 1}`)).status,
    )
    expect(perAccount).toEqual({ ok: MINTS_PER_ACCOUNT, limited: 5, other: [] })
    const refused = await mint(m, '10.66.8.200')
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual(
      errorBody('Muitas tentativas de login. Tente novamente mais tarde.'),
    )
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.headers.get('set-cookie')).toBeNull()
    // Refused in a browser that holds another account's cookie: that cookie is cleared, as any
    // refused sign-in report clears it (it must not outlive the switch of account).
    const other = await emulatorSignUp(`cunhar-outra${stamp}@example.com`)
    const otherCookie = (await mint(other, '10.66.8.201')).headers.get('set-cookie')!.split(';')[0]!
    const switched = await mint(m, '10.66.8.202', otherCookie)
    expect(switched.status).toBe(429)
    expect(switched.headers.get('set-cookie')).toMatch(/^__session=;.*Max-Age=0/)

    // Many accounts from one client.
    const users = await Promise.all(
      Array.from({ length: MINTS_PER_CLIENT + 5 }, (_, i) =>
        emulatorSignUp(`cunhar${i}-${stamp}@example.com`),
      ),
    )
    const answers = await Promise.all(users.map((who) => mint(who, '10.66.9.1')))
    const minted = answers.filter((r) => r.status === 200)
    expect(minted).toHaveLength(MINTS_PER_CLIENT)
    expect(answers.filter((r) => r.status === 429)).toHaveLength(5)
    // A page view of an account that holds its cookie mints nothing: no limit stops it.
    const holder = users[answers.indexOf(minted[0]!)]!
    const cookie = minted[0]!.headers.get('set-cookie')!.split(';')[0]!
    const view = await mint(holder, '10.66.9.1', cookie)
    expect(view.status).toBe(200)
    expect(view.headers.get('set-cookie')).toBeNull()
    expect(
      (await mint(users[answers.findIndex((r) => r.status === 429)]!, '10.66.9.2')).status,
    ).toBe(200)
  })

  it('meta-capi: 30 events per client per minute', async () => {
    const send = (ip: string, i: number) =>
      viaRootPath(
        new Request('http://localhost:3000/meta-capi', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': ip,
            authorization: `Bearer ${u.idToken}`,
          },
          body: JSON.stringify({
            event_name: 'checkout_iniciado',
            event_time: Math.floor(Date.now() / 1000),
            event_id: `burst-${stamp}-${i}`,
            user_data: {},
            custom_data: {},
          }),
        }),
      ).then((r) => r.status)
    const burst = await statuses(100, (i) => send('10.66.4.1', i))
    expect(burst).toEqual({ ok: 30, limited: 70, other: [] })
    expect(await send('10.66.4.2', 999)).toBe(202)
  })

  it('the calls that ask Stripe: 30 checkouts and 20 portal sessions per account per 10 minutes, 60 session statuses per minute', async () => {
    const [v, w] = await Promise.all([
      emulatorSignUp(`stripeburst${stamp}@example.com`),
      emulatorSignUp(`stripecalm${stamp}@example.com`),
    ])
    // From a client of their own: the per-client budget is the next test's.
    const { checkout, status, portal } = stripeCalls('10.66.6.1')
    for (const [send, allowed] of [
      [checkout, 30],
      [status, 60],
      [portal, 20],
    ] as const) {
      const answers = await Promise.all(Array.from({ length: allowed + 5 }, () => send(v)))
      const limited = answers.filter((a) => a.status === 429)
      expect(limited).toHaveLength(5)
      expect(limited[0]!.body.error).toMatch(/Muitas tentativas/)
      expect(answers.filter((a) => a.status >= 500)).toEqual([])
      expect((await send(w)).status).not.toBe(429)
    }
  })

  it('the calls that ask Stripe: 120 checkouts and 80 portal sessions per client per 10 minutes, 300 session statuses per minute, however many accounts', async () => {
    const accounts = await Promise.all(
      Array.from({ length: 6 }, (_, i) => emulatorSignUp(`stripeclient${i}-${stamp}@example.com`)),
    )
    const office = stripeCalls('10.66.7.1')
    const elsewhere = stripeCalls('10.66.7.2')
    for (const kind of ['checkout', 'status', 'portal'] as const) {
      const allowed = { checkout: 120, status: 300, portal: 80 }[kind]
      // Spread over the accounts, each stays within its own budget (30, 60, 20).
      const answers = await Promise.all(
        Array.from({ length: allowed + 5 }, (_, i) => office[kind](accounts[i % accounts.length]!)),
      )
      const limited = answers.filter((a) => a.status === 429)
      expect(limited).toHaveLength(5)
      expect(limited[0]!.body.error).toBe('Muitas tentativas. Tente novamente em alguns minutos.')
      expect(answers.filter((a) => a.status >= 500)).toEqual([])
      // The same account from another address is not refused.
      expect((await elsewhere[kind](accounts[0]!)).status).not.toBe(429)
    }
  })

  it('behind one trusted proxy, a client cannot rotate its identity by writing X-Forwarded-For', async () => {
    const prev = process.env.TRUSTED_PROXY_HOPS
    process.env.TRUSTED_PROXY_HOPS = '1'
    try {
      // What the production server receives: the client's own entries, then the address the proxy
      // saw (the real client), then the proxy itself appended by server.mjs.
      const send = (forged: string, i: number) =>
        viaRootPath(
          new Request('http://localhost:3000/meta-capi', {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `${forged}, 10.66.5.1, 127.0.0.1`,
              authorization: `Bearer ${u.idToken}`,
            },
            body: JSON.stringify({
              event_name: 'checkout_iniciado',
              event_time: Math.floor(Date.now() / 1000),
              event_id: `rotate-${stamp}-${i}`,
              user_data: {},
              custom_data: {},
            }),
          }),
        ).then((r) => r.status)
      const burst = await statuses(40, (i) => send(`198.18.${i}.${i}`, i))
      expect(burst).toEqual({ ok: 30, limited: 10, other: [] })
    } finally {
      if (prev === undefined) delete process.env.TRUSTED_PROXY_HOPS
      else process.env.TRUSTED_PROXY_HOPS = prev
    }
  })
})
