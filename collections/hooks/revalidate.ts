import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { expireTagsAfterCommit } from '../../src/server/cache/index.ts'

// An edit expires the cache tag of what changed, on every instance, once it has committed
// (src/server/cache/index.ts).

export function revalidateCollection(tag: string): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [async ({ doc, req }) => (await expireTagsAfterCommit(req, [tag]), doc)],
    afterDelete: [async ({ doc, req }) => (await expireTagsAfterCommit(req, [tag]), doc)],
  }
}

export function revalidateGlobal(tag: string): GlobalAfterChangeHook[] {
  return [async ({ doc, req }) => (await expireTagsAfterCommit(req, [tag]), doc)]
}
