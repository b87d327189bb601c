import type {
  CollectionBeforeOperationHook,
  CollectionConfig,
  GlobalBeforeOperationHook,
  GlobalConfig,
  PayloadRequest,
} from 'payload'
import { ValidationError, type Field } from 'payload'
import { clientError } from '@/server/payloadErrors.ts'
import { MONEY_MESSAGES, moneyTextPaths } from '../fields/money.ts'
import { blankTextToNull, nonTextPaths } from '../fields/walk.ts'

export const OBJECT_DATA_MESSAGE = 'Envie os dados em JSON.'
export const TEXT_VALUE_MESSAGE = 'Envie um texto.'

// The shape of every write, checked before any hook or validation runs.
// `null`, a number or an array is valid JSON, and Payload takes it as the document's data: its
// field hooks then throw a TypeError (500). Refused before anything runs, on every write path
// (REST, GraphQL, local API). `undefined` is an upload sent without `_payload`: Payload's own case.
function refuseNonObject(data: unknown): void {
  if (data !== undefined && (data === null || typeof data !== 'object' || Array.isArray(data)))
    throw clientError(OBJECT_DATA_MESSAGE, 400)
}

// Money fields keep integer centavos; text in one is refused before Payload reads it as a number
// (fields/money.ts, moneyTextPaths), on drafts too.
function refuseMoneyText(
  fields: Field[],
  data: unknown,
  owner: { collection: string } | { global: string },
  req: PayloadRequest,
): void {
  const found = moneyTextPaths(fields, data)
  if (found.length)
    throw new ValidationError(
      { ...owner, req, errors: found.map((f) => ({ ...f, message: MONEY_MESSAGES.invalid })) },
      req.t,
    )
}

// A text field holds text: anything else is refused by name (fields/walk.ts, nonTextPaths).
function refuseNonText(
  fields: Field[],
  data: unknown,
  owner: { collection: string } | { global: string },
  req: PayloadRequest,
): void {
  const found = nonTextPaths(fields, data)
  if (found.length)
    throw new ValidationError(
      { ...owner, req, errors: found.map((f) => ({ ...f, message: TEXT_VALUE_MESSAGE })) },
      req.t,
    )
}

const collectionHook: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return
  const data = (args as { data?: unknown }).data
  refuseNonObject(data)
  refuseMoneyText(collection.fields, data, { collection: collection.slug }, req)
  refuseNonText(collection.fields, data, { collection: collection.slug }, req)
  blankTextToNull(collection.fields, data)
}

const globalHook: GlobalBeforeOperationHook = ({ args, global, operation, req }) => {
  if (operation !== 'update') return
  const data = (args as { data?: unknown } | undefined)?.data
  refuseNonObject(data)
  refuseMoneyText(global.fields, data, { global: global.slug }, req)
  refuseNonText(global.fields, data, { global: global.slug }, req)
  blankTextToNull(global.fields, data)
}

export function objectDataOnly(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((c) => ({
    ...c,
    hooks: { ...c.hooks, beforeOperation: [collectionHook, ...(c.hooks?.beforeOperation ?? [])] },
  }))
}

export function globalObjectDataOnly(globals: GlobalConfig[]): GlobalConfig[] {
  return globals.map((g) => ({
    ...g,
    hooks: { ...g.hooks, beforeOperation: [globalHook, ...(g.hooks?.beforeOperation ?? [])] },
  }))
}
