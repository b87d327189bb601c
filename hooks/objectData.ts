import type {
  CollectionBeforeOperationHook,
  CollectionConfig,
  GlobalBeforeOperationHook,
  GlobalConfig,
} from 'payload'
import { clientError } from '@/server/payloadErrors.ts'

export const OBJECT_DATA_MESSAGE = 'Envie os dados em JSON.'

// `null`, a number or an array is valid JSON, and Payload takes it as the document's data: its
// field hooks then throw a TypeError (500). Refused before anything runs, on every write path
// (REST, GraphQL, local API). `undefined` is an upload sent without `_payload`: Payload's own case.
function refuseNonObject(data: unknown): void {
  if (data !== undefined && (data === null || typeof data !== 'object' || Array.isArray(data)))
    throw clientError(OBJECT_DATA_MESSAGE, 400)
}

const collectionHook: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation === 'create' || operation === 'update')
    refuseNonObject((args as { data?: unknown }).data)
}

const globalHook: GlobalBeforeOperationHook = ({ args, operation }) => {
  if (operation === 'update') refuseNonObject((args as { data?: unknown } | undefined)?.data)
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
