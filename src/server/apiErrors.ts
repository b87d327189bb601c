// How unexpected errors become answers. Payload's REST/GraphQL routes and our Next route handlers
// share one classification: a database that cannot be reached is a 503 the client may retry, a
// malformed address is the client's 400, and nothing internal (stack, SQL) reaches the body.
import type { AfterErrorHook } from 'payload'

const DB_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
  '53300',
])
const DB_MESSAGES =
  /connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Connection refused|the database system is (starting up|shutting down)|Client has encountered a connection error|terminating connection/i

/** A request body that does not parse. */
export const INVALID_DATA = 'Dados inválidos.'

export const UNAVAILABLE_MESSAGE =
  'Serviço temporariamente indisponível. Tente novamente em instantes.'

/** True when the error, or one it wraps (drizzle's `cause`, an aggregate's `errors`), matches. */
function anyInChain(
  err: unknown,
  test: (e: { code?: unknown; message?: unknown }) => boolean,
  depth = 0,
): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }
  if (test(e)) return true
  if (Array.isArray(e.errors) && e.errors.some((x) => anyInChain(x, test, depth + 1))) return true
  return anyInChain(e.cause, test, depth + 1)
}

/** True when the error (or one it wraps) says Postgres could not be reached. */
export const isDatabaseUnavailable = (err: unknown): boolean =>
  anyInChain(
    err,
    (e) =>
      (typeof e.code === 'string' && DB_CODES.has(e.code)) ||
      (typeof e.message === 'string' && DB_MESSAGES.test(e.message)),
  )

// Text Postgres cannot store: a NUL character (22021 in a text value, 22P05 as \u0000 in jsonb).
// Only a client sends one, so it is the client's 400.
const TEXT_CODES = new Set(['22021', '22P05'])

/** True when Postgres refused a value the client sent as text it cannot store. */
export const isUnstorableText = (err: unknown): boolean =>
  anyInChain(err, (e) => typeof e.code === 'string' && TEXT_CODES.has(e.code))

/** The JSON body of an error answer: Payload's `errors` list and a plain `error` for our clients. */
export const errorBody = (message: string, code?: string) => ({
  errors: [{ message }],
  error: message,
  ...(code ? { code } : {}),
})

type FieldError = { path: string; message: string; label?: string }

/**
 * The per-field messages of a Payload validation error. Payload adds them to the answer only when
 * `error instanceof ValidationError`, which fails in the production build (the class exists in more
 * than one server chunk), so the admin panel showed only "O campo a seguir está inválido" and no
 * message beside the field. Recognised by shape instead.
 */
export function validationErrors(error: unknown): FieldError[] | null {
  const e = error as { status?: unknown; data?: { errors?: unknown } } | null
  if (!e || e.status !== 400 || !Array.isArray(e.data?.errors)) return null
  const fields = (e.data.errors as Array<Record<string, unknown>>).filter(
    (f) => typeof f.path === 'string' && typeof f.message === 'string',
  )
  return fields.length
    ? fields.map((f) => ({
        path: f.path as string,
        message: f.message as string,
        ...(typeof f.label === 'string' ? { label: f.label } : {}),
      }))
    : null
}

export const apiAfterError: AfterErrorHook = ({ error, result }) => {
  if (error instanceof URIError) return { response: errorBody('Endereço inválido.'), status: 400 }
  // Payload parses a multipart body's `_payload` field with a bare JSON.parse, before any access
  // check: a malformed one arrives here as a SyntaxError (a malformed JSON body is its own 400).
  if (error instanceof SyntaxError) return { response: errorBody(INVALID_DATA), status: 400 }
  if (isDatabaseUnavailable(error)) return { response: errorBody(UNAVAILABLE_MESSAGE), status: 503 }
  if (isUnstorableText(error)) return { response: errorBody(INVALID_DATA), status: 400 }
  const fields = validationErrors(error)
  if (fields && !result?.errors?.[0]?.data) {
    const message = (error as Error).message
    return {
      response: {
        errors: [{ name: 'ValidationError', message, data: { errors: fields } }],
        error: message,
      },
      status: 400,
    }
  }
  // Any other answer keeps Payload's body (the admin panel reads field errors from it) and gains
  // the site's `error`, so limits (429), caps (413) and refusals read the same as our endpoints'.
  const message = result?.errors?.[0]?.message
  return typeof message === 'string' && result
    ? { response: { ...result, error: message } }
    : undefined
}

/**
 * When Postgres goes away, idle pooled connections emit 'error' on the pool; without a listener
 * that is an uncaught exception. Log it instead: the next query opens a fresh connection.
 */
export function watchDatabasePool(payload: {
  db: unknown
  logger: { warn: (o: object) => void }
}): void {
  const pool = (
    payload.db as { pool?: { on?: (event: 'error', fn: (err: Error) => void) => void } }
  ).pool
  pool?.on?.('error', (err) =>
    payload.logger.warn({ msg: 'database connection lost', err: err.message }),
  )
}
