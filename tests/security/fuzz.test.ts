// Fuzzing: at least 10 000 generated malformed requests (wrong types, missing fields, huge bodies,
// unicode, injection strings, garbage credentials) across every custom endpoint. No answer may be a
// server error (≥ 500) or leak a stack trace or internal message. The generator is seeded, so a
// failure names the seed and request that reproduce it.
import Stripe from 'stripe'
import { beforeAll, describe, expect, it } from 'vitest'
import { POST as stripeWebhook } from '@/app/stripe/webhook/route.ts'
import { emulatorSignUp, type EmulatorUser } from '../support/emulator.ts'
import { rest, viaRootPath } from '../support/rest.ts'

const SEED = Number(process.env.FUZZ_SEED ?? 20261122)
const PER_ENDPOINT = Number(process.env.FUZZ_PER_ENDPOINT ?? 800)

/** mulberry32: small, fast, deterministic. */
function prng(seed: number) {
  let t = seed >>> 0
  return () => {
    t = (t + 0x6d2b79f5) >>> 0
    let r = Math.imul(t ^ (t >>> 15), 1 | t)
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296
  }
}
const rand = prng(SEED)
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!
const int = (max: number) => Math.floor(rand() * max)
/** encodeURIComponent refuses lone surrogates; those are sent percent-escaped byte by byte instead. */
const enc = (s: string) => {
  try {
    return encodeURIComponent(s)
  } catch {
    return escape(s)
  }
}

const NASTY = [
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '9'.repeat(400),
  "' OR '1'='1' --",
  '"; DROP TABLE subscribers; --',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '\uFEFF',
  '\u202E',
  'ção 😀 𝕏 中文 العربية',
  '\uD800',
  'a'.repeat(70_000),
  '__proto__',
  'constructor',
  'Top Afiliado',
  'month',
  'monthly',
  'year',
  'quarter',
  'coupon_novo10',
  'cs_test_x',
  'pagamento_confirmado',
  'ana@example.com',
  'ANA@EXAMPLE.COM',
  'not-an-email@',
  '11987654321',
  '(11) 98765-4321',
  'javascript:alert(1)',
  'http://evil.example',
  '$where',
  '{"$gt":""}',
  '\\',
  '\r\n\r\nX-Injected: 1',
]
const FIELDS = [
  'email',
  'uid',
  'displayName',
  'phoneNumber',
  'planName',
  'interval',
  'couponId',
  'attemptId',
  'event_name',
  'event_time',
  'event_id',
  'user_data',
  'custom_data',
  'utm',
  'tags',
  'type',
  'data',
  'id',
  '__proto__',
  'constructor',
]

function value(depth = 0): unknown {
  switch (int(depth > 2 ? 6 : 9)) {
    case 0:
      return pick(NASTY)
    case 1:
      return rand() < 0.5 ? int(1e9) - 5e8 : rand() * 1e12 - 5e11
    case 2:
      return rand() < 0.5
    case 3:
      return null
    case 4:
      return pick([Number.MAX_SAFE_INTEGER, -0, 1.5, 1e308])
    case 5:
      return String.fromCharCode(...Array.from({ length: int(40) }, () => int(0xffff)))
    case 6:
      return Array.from({ length: int(6) }, () => value(depth + 1))
    case 7:
      return object(depth + 1)
    default:
      return Object.fromEntries(
        Array.from({ length: int(4) }, () => [pick(FIELDS), value(depth + 1)]),
      )
  }
}
function object(depth = 0): Record<string, unknown> {
  return Object.fromEntries(Array.from({ length: 1 + int(6) }, () => [pick(FIELDS), value(depth)]))
}

/** A request body: JSON of a random shape most of the time, else raw garbage or a huge document. */
function body(): string | undefined {
  const r = rand()
  if (r < 0.55) return JSON.stringify(object())
  if (r < 0.7) return JSON.stringify(value())
  if (r < 0.8)
    return pick([
      '{',
      '{"a":',
      '[1,2',
      'not json',
      '\u0000\u0001',
      '{"email": "a@b.c",}',
      'null',
      '""',
      '<xml/>',
    ])
  if (r < 0.85)
    return JSON.stringify({ email: 'a'.repeat(int(2_000_000)), planName: 'x'.repeat(100_000) })
  if (r < 0.9) return JSON.stringify(Array.from({ length: 5000 }, () => ({ a: [1, { b: 'c' }] })))
  return undefined
}

// A real identity reaches the deeper validation only while its account is under the endpoint's
// per-account limit (the smallest: 20 portal sessions in 10 minutes, src/server/endpoints/purchase.ts),
// so signed-in requests take turns over a pool of accounts, each used at most ACCOUNT_USES times per
// endpoint. About 2 in 7 requests are signed in; the pool has room for half as many again.
const ACCOUNT_USES = 15
const ACCOUNTS = Math.ceil((PER_ENDPOINT * (2 / 7) * 1.5) / ACCOUNT_USES)
let accounts: EmulatorUser[] = []
let user: EmulatorUser
/** The current endpoint's signed-in requests so far, and whether the last request was signed in. */
const signedIn = { count: 0, last: false }
const credentials = (): Record<string, string> => {
  signedIn.last = false
  switch (int(7)) {
    case 0:
      return {}
    case 1:
      return { authorization: headerSafe(`Bearer ${pick(NASTY).slice(0, 5000)}`) }
    case 2:
      return { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJ1aWQiOiJ4In0.' }
    case 3:
      return { cookie: `__session=${enc(pick(NASTY).slice(0, 3000))}` }
    case 4:
      return { authorization: `JWT ${'x'.repeat(int(300))}` }
    default: {
      // A real identity reaches the deeper validation (counted in the test below).
      const account = accounts[Math.floor(signedIn.count++ / ACCOUNT_USES) % accounts.length]!
      signedIn.last = true
      return { authorization: `Bearer ${account.idToken}` }
    }
  }
}
/** Header values a client can actually send (no control characters). */
const headerSafe = (s: string) => s.replace(/[^\x20-\x7e]/g, 'x').trim()
const contentType = () =>
  pick([
    'application/json',
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/json; charset=latin1',
  ])
const ip = () => `10.${int(250)}.${int(250)}.${int(250)}`
const sign = (payload: string) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_test_standin',
  })

type Target = { name: string; send: () => Promise<Response> }

const route = (
  handler: (r: Request) => Promise<Response>,
  path: string,
  method: string,
  extra: Record<string, string> = {},
  rawBody?: string,
) =>
  handler(
    new Request(`http://localhost:3000${path}`, {
      method,
      headers: {
        'content-type': contentType(),
        'x-forwarded-for': ip(),
        ...credentials(),
        ...extra,
      },
      body: method === 'GET' ? undefined : (rawBody ?? body()),
    }),
  )

async function payloadEndpoint(method: string, path: string): Promise<Response> {
  const res = await rest(method, path, {
    headers: { 'x-forwarded-for': ip(), ...credentials() },
    body: method === 'GET' ? undefined : safeJson(),
  })
  return new Response(typeof res.body === 'string' ? res.body : JSON.stringify(res.body), {
    status: res.status,
  })
}
/** The REST helper serialises the body itself: hand it a value of any shape. */
const safeJson = (): unknown => (rand() < 0.8 ? object() : value())

const TARGETS: Target[] = [
  { name: 'POST /api/auth/set-cookie', send: () => payloadEndpoint('POST', '/auth/set-cookie') },
  {
    name: 'POST /api/auth/clear-cookie',
    send: () => payloadEndpoint('POST', '/auth/clear-cookie'),
  },
  { name: 'GET /api/auth/check-cookie', send: () => payloadEndpoint('GET', '/auth/check-cookie') },
  {
    name: 'GET /api/users/:uid',
    send: () =>
      payloadEndpoint('GET', `/users/${enc(String(pick([...NASTY, user.uid])).slice(0, 2000))}`),
  },
  { name: 'POST /api/users', send: () => payloadEndpoint('POST', '/users') },
  { name: 'POST /api/password-reset', send: () => payloadEndpoint('POST', '/password-reset') },
  {
    name: 'POST /api/create-customer-portal-session',
    send: () => payloadEndpoint('POST', '/create-customer-portal-session'),
  },
  { name: 'POST /api/revalidate', send: () => payloadEndpoint('POST', '/revalidate') },
  {
    name: 'POST /api/plans/sync-stripe',
    send: () => payloadEndpoint('POST', '/plans/sync-stripe'),
  },
  {
    name: 'POST /create-embedded-checkout-session',
    send: () => route(viaRootPath, '/create-embedded-checkout-session', 'POST'),
  },
  {
    name: 'GET /session-status',
    send: () =>
      route(
        viaRootPath,
        `/session-status?session_id=${enc(String(pick(NASTY)).slice(0, 3000))}&${pick(['', 'session_id=2', 'x=1'])}`,
        'GET',
      ),
  },
  { name: 'POST /meta-capi', send: () => route(viaRootPath, '/meta-capi', 'POST') },
  {
    name: 'POST /stripe/webhook',
    send: () => {
      // Half are correctly signed, so event parsing and dispatch are fuzzed too, not only the signature check.
      const raw =
        rand() < 0.5
          ? JSON.stringify({
              id: `evt_${int(1e9)}`,
              object: 'event',
              type: pick([
                'checkout.session.completed',
                'customer.subscription.updated',
                'invoice.paid',
                'invoice.payment_failed',
                'x',
              ]),
              data: { object: object() },
            })
          : (body() ?? '')
      return route(
        stripeWebhook,
        '/stripe/webhook',
        'POST',
        {
          'stripe-signature':
            rand() < 0.8 ? sign(raw) : headerSafe(String(pick(NASTY)).slice(0, 500)),
        },
        raw,
      )
    },
  },
  // Added last, so the seeded requests of the targets above stay as they were.
  { name: 'POST /api/csp-report', send: () => payloadEndpoint('POST', '/csp-report') },
]

const LEAK =
  /\bat [\w.<>]+ \(|node_modules|\/work\/|\bTypeError\b|\bReferenceError\b|\bSyntaxError\b|ECONNREFUSED|\bstack\b|drizzle|relation "|column "|violates/i

beforeAll(async () => {
  const stamp = Date.now()
  accounts = await Promise.all(
    Array.from({ length: ACCOUNTS }, async (_, i) => {
      const account = await emulatorSignUp(`fuzz${stamp}-${i}@example.com`)
      // Each from its own address: sign-up is limited per client.
      const made = await rest('POST', '/users', {
        headers: { authorization: `Bearer ${account.idToken}`, 'x-forwarded-for': `10.251.0.${i}` },
        body: { uid: account.uid, displayName: 'Fuzz' },
      })
      expect(made.status, JSON.stringify(made.body)).toBeLessThan(300)
      return account
    }),
  )
  user = accounts[0]!
})

/** Answers actually received and read, over every endpoint. */
let answered = 0

describe(`fuzzing ${TARGETS.length} endpoints × ${PER_ENDPOINT} requests (seed ${SEED})`, () => {
  it.each(TARGETS.map((t) => [t.name, t] as const))('%s', async (_name, target) => {
    const failures: string[] = []
    signedIn.count = 0
    // Signed-in requests answered otherwise than 429: they got past the rate limits to validation.
    let signedInPastLimits = 0
    for (let i = 0; i < PER_ENDPOINT; i++) {
      const res = await target.send()
      const text = await res.text()
      answered++
      if (signedIn.last && res.status !== 429) signedInPastLimits++
      if (res.status >= 500 || LEAK.test(text))
        failures.push(`#${i}: ${res.status} ${text.slice(0, 300)}`)
    }
    expect(failures, failures.slice(0, 5).join('\n')).toEqual([])
    // About 2 in 7 requests are signed in; at least 1 in 5 must have reached past the limits.
    expect(
      signedInPastLimits,
      `${signedInPastLimits} of ${signedIn.count} signed-in requests got past the rate limits`,
    ).toBeGreaterThanOrEqual(Math.floor(PER_ENDPOINT / 5))
  })

  it('received at least 10 000 answers', () => {
    expect(answered).toBeGreaterThanOrEqual(10_000)
  })
})
