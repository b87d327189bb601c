import {
  NotFound,
  ValidationError,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type PayloadRequest,
} from 'payload'

// Document ids are Postgres serials (`integer`): 1 to 2 147 483 647. Payload hands REST ids to the
// database as `parseFloat` makes them ('abc' is NaN, '1.5' stays 1.5, '99999999999999999999' is
// 1e20, and "1'" is 1), and Postgres refused the bad ones: a 500 "An unknown error occurred." with
// the query in the error log, for anyone, on every collection. Refused here before any access rule
// or query runs, on REST, GraphQL and the local API alike:
// - a document addressed by an id that is not one, as the operation got it or as the address wrote
//   it: Payload's NotFound, a 404 JSON with its message, logged at info (its loggingLevels);
// - an id in a `where` (`?where[id][equals]=99999999999999999999`) that no integer column holds:
//   a 400 ValidationError naming `id` ('Identificador inválido.'), logged at info too.
export const MAX_ID = 2_147_483_647
export const INVALID_ID_MESSAGE = 'Identificador inválido.'
const SERIAL = /^[1-9]\d*$/
const NUMERIC = /^\s*[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i

export function isWellFormedId(id: unknown): boolean {
  const n =
    typeof id === 'number' ? id : typeof id === 'string' && SERIAL.test(id) ? Number(id) : NaN
  return Number.isInteger(n) && n >= 1 && n <= MAX_ID
}

/** A value a `where` compares an id with that Postgres's integer column cannot take. */
function outOfRange(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(outOfRange)
  if (typeof value === 'string' && value.includes(',')) return value.split(',').some(outOfRange)
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && NUMERIC.test(value)
        ? Number(value)
        : null
  return n !== null && !(Number.isInteger(n) && Math.abs(n) <= MAX_ID)
}

/** Whether a `where` compares an `id` (at any depth, and/or included) with such a value. */
function whereHasBadId(where: unknown): boolean {
  if (!where || typeof where !== 'object') return false
  if (Array.isArray(where)) return where.some(whereHasBadId)
  return Object.entries(where).some(([key, condition]) => {
    if (key === 'and' || key === 'or') return whereHasBadId(condition)
    if (key !== 'id' || !condition || typeof condition !== 'object') return false
    return Object.entries(condition).some(([op, value]) => op !== 'exists' && outOfRange(value))
  })
}

function invalidId(req: PayloadRequest, collection: string): ValidationError {
  return new ValidationError(
    { collection, req, errors: [{ path: 'id', message: INVALID_ID_MESSAGE }] },
    req.t,
  )
}

const wellFormedIdOnly: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  const { id, where } = args as { id?: unknown; where?: unknown }
  if (whereHasBadId(where)) throw invalidId(req, collection.slug)
  if (id === undefined) return
  // The address's own text: parseFloat has already made "1'" the id 1.
  const written = addressedId(req, collection.slug)
  if (!isWellFormedId(id) || (written !== undefined && !isWellFormedId(written)))
    throw new NotFound(req.t)
}

function addressedId(req: PayloadRequest, slug: string): unknown {
  return req.routeParams?.collection === slug ? req.routeParams.id : undefined
}

export function wellFormedIdsOnly(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((c) => ({
    ...c,
    hooks: {
      ...c.hooks,
      beforeOperation: [wellFormedIdOnly, ...(c.hooks?.beforeOperation ?? [])],
    },
  }))
}
