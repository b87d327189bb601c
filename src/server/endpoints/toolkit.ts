// The one way a custom endpoint is written: `defineEndpoint` checks the caller's Origin, caps and
// parses the JSON body before anything reads it, verifies the caller's Firebase identity, and turns
// every failure into the one JSON error shape (`errorBody`): a thrown HttpError is the client's
// answer, an unreachable database or unconfigured Stripe is a 503, anything else is logged and
// answered without internals.
import type { DecodedIdToken } from 'firebase-admin/auth'
import { APIError, type Endpoint, type PayloadRequest } from 'payload'
import {
  errorBody,
  INVALID_DATA,
  isDatabaseUnavailable,
  isUnstorableText,
  UNAVAILABLE_MESSAGE,
} from '@/server/apiErrors.ts'
import { requireIdentity, sameOrigin } from '@/server/identity.ts'
import { clientKey, type RateLimiter } from '@/server/rateLimit.ts'
import { StripeNotConfiguredError } from '@/server/stripe.ts'

/**
 * An answer for the client: thrown anywhere below a handler, it becomes `{ error }` with this
 * status, and `code` when the page must react to this refusal in particular.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers?: Record<string, string>,
    readonly code?: string,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

/** A JSON answer; API answers are per caller, so never stored by a shared cache. */
export function json(body: unknown, status = 200, headers?: Record<string, string>): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })
}

export function jsonError(
  status: number,
  message: string,
  headers?: Record<string, string>,
  code?: string,
): Response {
  return json(errorBody(message, code), status, headers)
}

/** JSON bodies of the site's own calls are small; 16 KB leaves room and stops a flood early. */
export const JSON_BODY_LIMIT = 16_384

const TOO_LARGE = 'O corpo da requisição é grande demais.'

type BodySource = { headers: Headers; body?: ReadableStream<Uint8Array> | null }

/**
 * The request body, refusing (413) one over maxBytes before it is read when the client declares
 * its length, and as soon as the count passes maxBytes when it does not.
 */
export async function readCappedBytes(req: BodySource, maxBytes: number): Promise<Buffer> {
  const declared = Number(req.headers.get('content-length') ?? NaN)
  if (Number.isFinite(declared) && declared > maxBytes) throw new HttpError(413, TOO_LARGE)
  if (!req.body) return Buffer.alloc(0)
  const reader = req.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined)
        throw new HttpError(413, TOO_LARGE)
      }
      chunks.push(value)
    }
  } catch (err) {
    if (err instanceof HttpError) throw err
    throw new HttpError(400, 'Não foi possível ler o corpo da requisição.')
  }
  return Buffer.concat(chunks)
}

/** The request body as UTF-8 text, capped as readCappedBytes. */
export async function readCappedText(req: BodySource, maxBytes: number): Promise<string> {
  return (await readCappedBytes(req, maxBytes)).toString('utf8')
}

/** The body as a JSON object, or a 400 with `message`. */
export async function readJsonObject(
  req: BodySource,
  maxBytes: number,
  message: string,
): Promise<Record<string, unknown>> {
  const text = await readCappedText(req, maxBytes)
  let value: unknown = null
  try {
    value = text ? JSON.parse(text) : null
  } catch {
    value = null
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new HttpError(400, message)
  return value as Record<string, unknown>
}

/** A string field of a body, or null when absent, not a string, or longer than max. */
export const str = (v: unknown, max = 320): string | null =>
  typeof v === 'string' && v.length <= max ? v : null

/** The public origin of the site, for Stripe return URLs (never taken from the request body). */
export function siteOrigin(req: { url?: string }): string {
  return process.env.NEXT_PUBLIC_SERVER_URL || new URL(req.url ?? 'http://localhost').origin
}

/** Who must be calling: nobody in particular, a verified Firebase user if any, or one for sure. */
type IdentityRule = 'none' | 'optional' | 'required'
type IdentityOf<R extends IdentityRule> = R extends 'required'
  ? DecodedIdToken
  : R extends 'optional'
    ? DecodedIdToken | null
    : null

type BodyRule = 'none' | 'optional' | 'required'
type BodyOf<R extends BodyRule> = R extends 'required'
  ? Record<string, unknown>
  : R extends 'optional'
    ? Record<string, unknown> | null
    : null

export type EndpointContext<I extends IdentityRule, B extends BodyRule> = {
  req: PayloadRequest
  identity: IdentityOf<I>
  body: BodyOf<B>
}

export type EndpointDefinition<I extends IdentityRule, B extends BodyRule> = {
  path: string
  method: 'get' | 'post' | 'put' | 'patch' | 'delete'
  /** Refuse a cross-site Origin (CSRF). Default: every method but GET. */
  sameOrigin?: boolean
  identity?: I
  /** The 401 message when identity is required and missing. */
  signInMessage?: string
  body?: B
  /** Default JSON_BODY_LIMIT. */
  maxBodyBytes?: number
  /** The 400 message when the body is required and is not a JSON object. */
  bodyMessage?: string
  /** Requests per client, counted before the identity is verified or the body read. */
  clientLimit?: { limiter: RateLimiter; message: string }
  /** Requests per signed-in account, counted once the identity is verified, before the body is read. */
  accountLimit?: { limiter: RateLimiter; message: string }
  handler: (ctx: EndpointContext<I, B>) => Promise<Response>
}

const SIGN_IN = 'Faça login para continuar.'

/** The answer for an error a handler (or anything it calls) threw. */
export function errorResponse(
  err: unknown,
  req: { payload?: PayloadRequest['payload'] },
  what: string,
): Response {
  if (err instanceof HttpError) return jsonError(err.status, err.message, err.headers, err.code)
  // Payload's body parsing, where no Payload error handler runs (the GraphQL route): a body that
  // does not parse is the client's error.
  if (err instanceof SyntaxError) return jsonError(400, INVALID_DATA)
  if (err instanceof APIError && err.status >= 400 && err.status < 500)
    return jsonError(err.status, err.status === 400 ? INVALID_DATA : err.message)
  if (err instanceof StripeNotConfiguredError)
    return jsonError(503, 'Pagamentos indisponíveis no momento.')
  if (isDatabaseUnavailable(err)) return jsonError(503, UNAVAILABLE_MESSAGE)
  if (isUnstorableText(err)) return jsonError(400, INVALID_DATA)
  req.payload?.logger.error({ msg: `${what} failed`, err: (err as Error)?.message })
  return jsonError(500, 'Erro interno. Tente novamente em instantes.')
}

/** A 429 with Retry-After once `key` is past the limit (for a limit that applies to one path of a handler). */
export async function enforceLimit(
  limit: { limiter: RateLimiter; message: string },
  key: string,
): Promise<void> {
  const hit = await limit.limiter.hit(key)
  if (!hit.allowed)
    throw new HttpError(429, limit.message, { 'retry-after': String(hit.retryAfterSec) })
}

export function defineEndpoint<I extends IdentityRule = 'none', B extends BodyRule = 'none'>(
  def: EndpointDefinition<I, B>,
): Endpoint {
  const checkOrigin = def.sameOrigin ?? def.method !== 'get'
  const maxBytes = def.maxBodyBytes ?? JSON_BODY_LIMIT
  const what = `${def.method.toUpperCase()} ${def.path}`
  return {
    path: def.path,
    method: def.method,
    handler: async (req) => {
      try {
        if (checkOrigin && !sameOrigin(req)) throw new HttpError(403, 'Origem não permitida.')
        if (def.clientLimit) await enforceLimit(def.clientLimit, clientKey(req.headers))
        // A declared oversize body is refused before the identity is verified or anything is read.
        const declared = Number(req.headers.get('content-length') ?? NaN)
        if (Number.isFinite(declared) && declared > maxBytes) throw new HttpError(413, TOO_LARGE)
        const identity = def.identity && def.identity !== 'none' ? await requireIdentity(req) : null
        if (def.identity === 'required' && !identity)
          throw new HttpError(401, def.signInMessage ?? SIGN_IN)
        if (def.accountLimit && identity) await enforceLimit(def.accountLimit, identity.uid)
        let body: Record<string, unknown> | null = null
        if (def.body === 'required')
          body = await readJsonObject(req, maxBytes, def.bodyMessage ?? 'Envie os dados em JSON.')
        else if (def.body === 'optional')
          body = await readJsonObject(req, maxBytes, '').catch((err: unknown) =>
            err instanceof HttpError && err.status === 413 ? Promise.reject(err) : null,
          )
        return await def.handler({
          req,
          identity: identity as IdentityOf<I>,
          body: body as BodyOf<B>,
        })
      } catch (err) {
        return errorResponse(err, req, what)
      }
    },
  }
}
