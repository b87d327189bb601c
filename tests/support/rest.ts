// Calls Payload's REST and GraphQL handlers in-process, exactly as the Next.js routes do.
import crypto from 'node:crypto'
import config from '@payload-config'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { handleEndpoints, type Payload } from 'payload'
import { expect } from 'vitest'

const BASE = 'http://localhost:3000'

/**
 * A request that names no client address comes from one of its test's own. Rate limits count per
 * client in a store every test file shares: without this, every file's checkouts filled one
 * 'unknown' bucket (about 100 of its 120 per 10 minutes), so the suite's size, not what a test
 * does, decided whether a 429 came.
 */
function withTestClient(headers: Headers): Headers {
  if (headers.has('x-forwarded-for')) return headers
  const { testPath = '', currentTestName = '' } = expect.getState()
  const h = crypto.createHash('sha256').update(`${testPath}\0${currentTestName}`).digest()
  headers.set('x-forwarded-for', `10.${200 + (h[0]! % 50)}.${h[1]!}.${h[2]!}`)
  return headers
}

export type Call = { status: number; body: unknown }

export async function rest(
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Call & { headers: Headers }> {
  const headers = withTestClient(
    new Headers({ 'content-type': 'application/json', ...opts.headers }),
  )
  if (opts.token) headers.set('authorization', `JWT ${opts.token}`)
  const request = new Request(`${BASE}/api${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  })
  const res = await handleEndpoints({ config, request })
  const text = await res.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    /* not JSON */
  }
  return { status: res.status, body, headers: res.headers }
}

const graphqlHandler = GRAPHQL_POST(config)

export async function graphql(
  query: string,
  token?: string,
  extraHeaders: Record<string, string> = {},
): Promise<{
  status: number
  body: { data?: Record<string, unknown> | null; errors?: Array<{ message: string }> }
}> {
  const headers = new Headers({ 'content-type': 'application/json', ...extraHeaders })
  if (token) headers.set('authorization', `JWT ${token}`)
  const res = await graphqlHandler(
    new Request(`${BASE}/api/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query }),
    }),
  )
  return { status: res.status, body: (await res.json()) as never }
}

/** The session cookie pair (`name=value`) a signed-in subscriber's set-cookie call is given. */
export async function sessionCookie(u: { uid: string; idToken: string }): Promise<string> {
  const res = await rest('POST', '/auth/set-cookie', {
    headers: { authorization: `Bearer ${u.idToken}` },
    body: { uid: u.uid },
  })
  const cookie = res.headers.get('set-cookie')
  if (res.status !== 200 || !cookie)
    throw new Error(`set-cookie failed: ${res.status} ${JSON.stringify(res.body)}`)
  return cookie.split(';')[0]!
}

let loginClients = 0

/** A new admin-panel account of `role`, signed in: its token. */
export async function newStaffToken(
  payload: Payload,
  name: string,
  role: 'admin' | 'editor' = 'admin',
): Promise<string> {
  const email = `${name}-${role}${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`
  const password = `${role}-pass-1`
  await payload.create({
    collection: 'admins',
    overrideAccess: true,
    data: { email, password, role },
  })
  return login(email, password)
}

/**
 * An admin's Payload token. Each call comes from its own client address: admin logins are limited
 * per client in a store every test file shares, and these logins are set-up, not what a test measures.
 */
export async function login(email: string, password: string): Promise<string> {
  const client = `10.250.${Math.floor(++loginClients / 250) % 250}.${loginClients % 250}-${process.pid}`
  const res = await rest('POST', '/admins/login', {
    body: { email, password },
    headers: { 'x-forwarded-for': client },
  })
  const token = (res.body as { token?: string }).token
  if (res.status !== 200 || !token)
    throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`)
  return token
}

/**
 * A request to one of the root paths of spec section 7 (`/create-embedded-checkout-session`,
 * `/session-status`, `/meta-capi`), answered as the server does: next.config.mjs rewrites them to
 * the Payload endpoints under /api.
 */
export async function viaRootPath(request: Request): Promise<Response> {
  const url = new URL(request.url)
  url.pathname = `/api${url.pathname}`
  const body = request.body ? await request.arrayBuffer() : undefined
  return handleEndpoints({
    config,
    request: new Request(url, {
      method: request.method,
      headers: withTestClient(new Headers(request.headers)),
      body,
    }),
  })
}

/**
 * POST /create-embedded-checkout-session with `body` as sent (JSON), by `u` with their ID token, or
 * signed out when `u` is null.
 */
export function checkoutAs(
  u: { idToken: string } | null,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return viaRootPath(
    new Request(`${BASE}/create-embedded-checkout-session`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(u ? { authorization: `Bearer ${u.idToken}` } : {}),
        ...headers,
      },
      body: JSON.stringify(body),
    }),
  )
}
