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

// Values a field cannot hold, refused by name before Payload reads them, on drafts too: text in a
// money field (Payload would read it as a number: fields/money.ts, moneyTextPaths) and anything but
// text in a text field (fields/walk.ts, nonTextPaths).
function refuseFieldValues(
  fields: Field[],
  data: unknown,
  owner: { collection: string } | { global: string },
  req: PayloadRequest,
): void {
  const errors = [
    ...moneyTextPaths(fields, data).map((f) => ({ ...f, message: MONEY_MESSAGES.invalid })),
    ...nonTextPaths(fields, data).map((f) => ({ ...f, message: TEXT_VALUE_MESSAGE })),
  ]
  if (errors.length) throw new ValidationError({ ...owner, req, errors }, req.t)
}

const collectionHook: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return
  const data = (args as { data?: unknown }).data
  refuseNonObject(data)
  refuseFieldValues(collection.fields, data, { collection: collection.slug }, req)
  blankTextToNull(collection.fields, data)
}

const globalHook: GlobalBeforeOperationHook = ({ args, global, operation, req }) => {
  if (operation !== 'update') return
  const data = (args as { data?: unknown } | undefined)?.data
  refuseNonObject(data)
  refuseFieldValues(global.fields, data, { global: global.slug }, req)
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
