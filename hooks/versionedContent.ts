import type {
  CollectionAfterChangeHook,
  CollectionAfterOperationHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionBeforeOperationHook,
  CollectionSlug,
  GlobalAfterChangeHook,
  GlobalBeforeOperationHook,
  GlobalSlug,
  Payload,
  PayloadRequest,
  Where,
} from 'payload'
import { validationErrors } from '@/server/apiErrors.ts'
import { clientError } from '@/server/payloadErrors.ts'
import { versionContent } from '@/server/jobs/scheduledVersion.ts'
import { expireTagsAfterCommit } from '@/server/cache/index.ts'
import { revalidateCollection, revalidateGlobal } from './revalidate.ts'

// Hooks every versioned content collection (FAQ, stores, plans, promo codes, legal pages, ...) shares:
// the cache expiry of revalidate.ts, and the undo rules Payload leaves out.

/**
 * Restoring a version brings back its content, not its place in the list: Payload's `_order` is
 * saved in every version, so undoing a text change moved the item back to where it was then (and
 * the old key may since belong to another item, leaving two at one position).
 */
export const keepListPositionOnRestore: CollectionBeforeChangeHook = ({
  data,
  originalDoc,
  req,
}) => {
  if (req.context.isRestoringVersion !== true || !originalDoc || !('_order' in originalDoc))
    return data
  return { ...data, _order: (originalDoc as { _order?: unknown })._order }
}

/**
 * Cancels an item's scheduled publications not yet run. The admin's drawer stores the id as text
 * (Payload #10481) and a job queued in code may hold the number; the jsonb comparison is typed, so
 * both are matched (Payload's own cancel on delete matches only the number).
 */
async function cancelScheduledPublications(
  req: PayloadRequest,
  slug: string,
  id: number | string,
): Promise<void> {
  await req.payload.db.deleteMany({
    collection: 'payload-jobs',
    req,
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { completedAt: { exists: false } },
        { processing: { equals: false } },
        { 'input.doc.relationTo': { equals: slug } },
        {
          or: [
            { 'input.doc.value': { equals: String(id) } },
            { 'input.doc.value': { equals: id } },
          ],
        },
      ],
    },
  })
}

/**
 * Moving an item to the trash cancels its scheduled publications, as deleting it does: otherwise
 * the job fails when due, or publishes the item anyway if it was restored before then.
 */
export const cancelSchedulesOnTrash: CollectionAfterChangeHook = async ({
  collection,
  doc,
  previousDoc,
  req,
}) => {
  const trashed = (d: unknown) => Boolean((d as { deletedAt?: unknown } | undefined)?.deletedAt)
  if (!trashed(doc) || trashed(previousDoc)) return doc
  await cancelScheduledPublications(req, collection.slug, doc.id)
  return doc
}

/** Deleted for good: its schedules go too (a job left would fail when due, "not found"). */
export const cancelSchedulesOnDelete: CollectionAfterDeleteHook = async ({
  collection,
  id,
  req,
}) => {
  await cancelScheduledPublications(req, collection.slug, id)
}

/**
 * Autosave rewrites the latest version while it is an autosave, but every "Publicar" (or restore,
 * or "Salvar rascunho") starts a new one, so each edit-and-publish round cost two versions and a
 * day of editing pushed months of published history out of the cap (one code: 14 versions in 15
 * minutes). An autosaved draft that a later version has replaced is dropped: what was published,
 * restored or saved as a draft stays, and the current draft (the latest version) is never touched.
 */
const supersededAutosaves: Where = {
  and: [
    { autosave: { equals: true } },
    // Rows older than the `latest` column may hold null there.
    { or: [{ latest: { equals: false } }, { latest: { exists: false } }] },
  ],
}

export const pruneSupersededAutosaves: CollectionAfterChangeHook = async ({
  collection,
  doc,
  req,
}) => {
  if (!collection.versions?.drafts || doc?.id === undefined) return doc
  await req.payload.db.deleteVersions({
    collection: collection.slug as CollectionSlug,
    where: { and: [{ parent: { equals: doc.id } }, supersededAutosaves] },
    req,
  })
  return doc
}

const pruneSupersededGlobalAutosaves: GlobalAfterChangeHook = async ({ doc, global, req }) => {
  if (!global.versions?.drafts) return doc
  await req.payload.db.deleteVersions({
    globalSlug: global.slug as GlobalSlug,
    where: supersededAutosaves,
    req,
  })
  return doc
}

/**
 * A place in the list is not content to review: Payload's reorder (drag and drop, "Mover para o
 * topo") saves an item with a pending draft as a draft, so its new place waited for that draft to
 * be published while the list already showed it. The order alone goes live at once.
 */
const orderOnlyKey = (slug: string) => `orderOnly:${slug}`

const noteOrderOnlyDraft: CollectionBeforeOperationHook = ({
  args,
  collection,
  operation,
  req,
}) => {
  if (operation !== 'update') return args
  const save = args as { draft?: boolean; data?: Record<string, unknown> }
  const keys = Object.keys(save.data ?? {})
  if (save.draft === true && keys.length === 1 && typeof save.data?._order === 'string')
    req.context[orderOnlyKey(collection.slug)] = save.data._order
  return args
}

const keepOrderLive =
  (tag: string): CollectionAfterChangeHook =>
  async ({ collection, doc, req }) => {
    const key = orderOnlyKey(collection.slug)
    const order = req.context[key]
    if (typeof order !== 'string') return doc
    delete req.context[key]
    await req.payload.db.updateOne({
      collection: collection.slug,
      id: doc.id,
      data: { _order: order },
      req,
    })
    await expireTagsAfterCommit(req, [tag])
    return doc
  }

const pendingDraftKey = (slug: string) => `pendingDraft:${slug}`

/** The document's latest version when it is a draft (saved after what is live): its content. */
async function pendingDraft(
  req: PayloadRequest,
  slug: CollectionSlug,
  parent: number | string,
): Promise<{ id: number | string; data: Record<string, unknown> } | undefined> {
  const { docs } = await req.payload.db.findVersions({
    collection: slug,
    where: { parent: { equals: parent } },
    sort: '-updatedAt',
    limit: 1,
    pagination: false,
    req,
  })
  const version = docs[0]?.version as Record<string, unknown> | undefined
  return docs[0] && version?._status === 'draft'
    ? { id: docs[0].id, data: versionContent(version) }
    : undefined
}

/** The draft is saved again as the person restoring (a job restores as nobody). */
const asRestorer = (req: PayloadRequest) => ({
  req,
  overrideAccess: !req.user,
  ...(req.user ? { user: req.user } : {}),
})

/**
 * Restoring a published version (to undo a bad live change) while a draft is pending: Payload makes
 * the restored version the latest, so the form showed it and the draft was only in the history,
 * where it cannot be restored without taking the item off the site. The draft is noted here and
 * saved again as a draft on top of the restored version: the site shows the restored content, the
 * editor still has their work.
 */
const notePendingDraft: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  if (operation !== 'restoreVersion' || !collection.versions?.drafts) return args
  const restore = args as { id?: number | string; draft?: boolean }
  if (restore.draft || restore.id === undefined) return args
  const restored = await req.payload.db.findVersions({
    collection: collection.slug,
    where: { id: { equals: restore.id } },
    limit: 1,
    pagination: false,
    req,
  })
  const parent = restored.docs[0]?.parent
  if (parent === undefined) return args
  const pending = await pendingDraft(req, collection.slug, parent)
  if (pending && String(pending.id) !== String(restore.id))
    req.context[pendingDraftKey(collection.slug)] = { parent, data: pending.data }
  return args
}

const keepPendingDraft: CollectionAfterOperationHook = async ({
  collection,
  operation,
  req,
  result,
}) => {
  const key = pendingDraftKey(collection.slug)
  const pending = req.context[key] as
    { parent: number | string; data: Record<string, unknown> } | undefined
  if (operation !== 'restoreVersion' || !pending) return result
  delete req.context[key]
  // The list position is the restored item's (keepListPositionOnRestore), not the draft's.
  const { _order: _position, ...data } = pending.data
  await req.payload.update({
    collection: collection.slug,
    id: pending.parent,
    data: { ...data, _status: 'draft' },
    draft: true,
    ...asRestorer(req),
  })
  return result
}

// Moving to the trash and back (the admin sends only `deletedAt`, and "Restaurar" `_status`) is an
// update without `draft`, which Payload fills with the latest version's fields: with a draft pending,
// trashing wrote the draft into the row, and "Restaurar como versão publicada" then published it
// (next week's 60 % live at checkout). Such a move keeps the published content and its status (or
// the one asked for); the pending draft is saved again as the draft once the move is done.
type TrashMove = { status?: unknown }
const trashMoveKey = (slug: string) => `trashMove:${slug}`
const trashDraftsKey = (slug: string) => `trashDrafts:${slug}`
const TRASH_MOVE_FIELDS = new Set(['deletedAt', '_status'])

const noteTrashMove: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  if (operation !== 'update' || !collection.trash || !collection.versions?.drafts) return args
  const { data, draft } = args as { data?: Record<string, unknown>; draft?: boolean }
  const move =
    !draft &&
    data !== undefined &&
    'deletedAt' in data &&
    Object.keys(data).every((k) => TRASH_MOVE_FIELDS.has(k))
  req.context[trashMoveKey(collection.slug)] = move
    ? ({ status: data._status } satisfies TrashMove)
    : undefined
  return args
}

/** What is live (the row), or when publishing a row that is not, the last published version. */
async function publishedContent(
  req: PayloadRequest,
  slug: CollectionSlug,
  id: number | string,
  publishing: boolean,
): Promise<{ status: unknown; data: Record<string, unknown> } | undefined> {
  const row = (await req.payload.db.findOne({
    collection: slug,
    where: { id: { equals: id } },
    req,
  })) as Record<string, unknown> | null
  if (row?._status === 'published') return { status: row._status, data: versionContent(row) }
  if (!publishing) return undefined
  const { docs } = await req.payload.db.findVersions({
    collection: slug,
    where: { and: [{ parent: { equals: id } }, { 'version._status': { equals: 'published' } }] },
    sort: '-updatedAt',
    limit: 1,
    pagination: false,
    req,
  })
  const version = docs[0]?.version as Record<string, unknown> | undefined
  return version && { status: 'published', data: versionContent(version) }
}

/** First of the beforeChange hooks: the rules after it (landing code, checkouts) see what is written. */
const keepPublishedThroughTrash: CollectionBeforeChangeHook = async ({
  collection,
  data,
  operation,
  originalDoc,
  req,
}) => {
  const move = req.context[trashMoveKey(collection.slug)] as TrashMove | undefined
  if (operation !== 'update' || !move || !originalDoc) return data
  const slug = collection.slug as CollectionSlug
  const id = (originalDoc as { id: number | string }).id
  const published = await publishedContent(req, slug, id, move.status === 'published')
  if (!published) return data
  const pending = await pendingDraft(req, slug, id)
  if (pending) {
    const drafts = (req.context[trashDraftsKey(slug)] ??= {}) as Record<string, unknown>
    drafts[String(id)] = pending.data
  }
  return {
    ...data,
    ...published.data,
    deletedAt: (data as { deletedAt?: unknown }).deletedAt ?? null,
    _status: move.status ?? published.status,
  }
}

const keepTrashedDrafts: CollectionAfterOperationHook = async ({
  collection,
  operation,
  req,
  result,
}) => {
  if (operation !== 'update' && operation !== 'updateByID') return result
  delete req.context[trashMoveKey(collection.slug)]
  const key = trashDraftsKey(collection.slug)
  const drafts = req.context[key] as Record<string, Record<string, unknown>> | undefined
  delete req.context[key]
  if (!drafts) return result
  // Only the documents the operation did move (a bulk update lists its failures apart).
  const moved =
    operation === 'updateByID'
      ? [result as { id: number | string }]
      : (result as { docs: Array<{ id: number | string }> }).docs
  for (const { id } of moved) {
    const draft = drafts[String(id)]
    if (!draft) continue
    const { _order: _position, ...data } = draft
    await req.payload.update({
      collection: collection.slug,
      id,
      data: { ...data, _status: 'draft' },
      draft: true,
      trash: true,
      ...asRestorer(req),
    })
  }
  return result
}

export function contentHooks(tag: string): {
  beforeOperation: CollectionBeforeOperationHook[]
  beforeChange: CollectionBeforeChangeHook[]
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
  afterOperation: CollectionAfterOperationHook[]
} {
  const revalidate = revalidateCollection(tag)
  return {
    ...revalidate,
    beforeOperation: [
      ...revalidate.beforeOperation,
      notePendingDraft,
      noteTrashMove,
      noteOrderOnlyDraft,
    ],
    beforeChange: [keepPublishedThroughTrash, keepListPositionOnRestore],
    afterOperation: [keepPendingDraft, keepTrashedDrafts],
    afterChange: [
      ...revalidate.afterChange,
      cancelSchedulesOnTrash,
      keepOrderLive(tag),
      pruneSupersededAutosaves,
    ],
    afterDelete: [...revalidate.afterDelete, cancelSchedulesOnDelete],
  }
}

/** The same for a versioned global: its pending draft outlives the restore of a published version. */
const noteGlobalPendingDraft: GlobalBeforeOperationHook = async ({
  args,
  global,
  operation,
  req,
}) => {
  if (operation !== 'restoreVersion' || !global.versions?.drafts) return args
  const restore = args as { id?: number | string; draft?: boolean }
  if (restore.draft || restore.id === undefined) return args
  const { docs } = await req.payload.db.findGlobalVersions({
    global: global.slug,
    sort: '-updatedAt',
    limit: 1,
    pagination: false,
    req,
  })
  const version = docs[0]?.version as Record<string, unknown> | undefined
  if (docs[0] && version?._status === 'draft' && String(docs[0].id) !== String(restore.id))
    req.context[pendingDraftKey(global.slug)] = versionContent(version)
  return args
}

// Globals have no afterOperation hook: afterChange of the restore, once its version is saved.
const keepGlobalPendingDraft: GlobalAfterChangeHook = async ({ doc, global, req }) => {
  const key = pendingDraftKey(global.slug)
  const pending = req.context[key] as Record<string, unknown> | undefined
  if (!pending || req.context.isRestoringVersion !== true) return doc
  delete req.context[key]
  await req.payload.updateGlobal({
    slug: global.slug as GlobalSlug,
    // A version's content: the global's own data, whichever global it is.
    data: { ...pending, _status: 'draft' } as Parameters<Payload['updateGlobal']>[0]['data'],
    draft: true,
    ...asRestorer(req),
  })
  return doc
}

// Payload writes a restored version of a global straight into its row: no validation, no hooks, the
// old author as "Salvo por". A default promo code since trashed, an emptied heading or a bad address
// went live that "Publicar" refuses. So the restore first publishes the version's content the way
// "Publicar" does (every rule, the restorer as author); Payload then writes the old version raw (it
// read the version's id before any hook), so once it has, the row and the version it added take what
// the publish wrote, and the publish's own version is dropped: the restore still adds one version.
type RestorePublish = { id: number | string; version: Record<string, unknown> }
const restorePublishKey = (slug: string) => `restorePublish:${slug}`

const RESTORE_REFUSED = (why: string) =>
  `Esta versão não pode ser restaurada: publicada hoje, ela seria recusada (${why}). Para aproveitar o que ela tem, copie para o formulário, corrija e publique.`

const latestGlobalVersion = async (req: PayloadRequest, slug: GlobalSlug, where?: Where) =>
  (
    await req.payload.db.findGlobalVersions({
      global: slug,
      where,
      sort: '-updatedAt',
      limit: 1,
      pagination: false,
      req,
    })
  ).docs[0]

const publishRestoredVersion: GlobalBeforeOperationHook = async ({
  args,
  global,
  operation,
  req,
}) => {
  if (operation !== 'restoreVersion') return args
  const restore = args as { id?: number | string; draft?: boolean }
  // A draft restore is refused before this (revalidate.ts); an unknown id is Payload's 404.
  if (restore.draft || restore.id === undefined) return args
  const slug = global.slug as GlobalSlug
  const restored = await latestGlobalVersion(req, slug, { id: { equals: restore.id } })
  if (!restored) return args
  try {
    await req.payload.updateGlobal({
      slug,
      // A version's content: the global's own data, whichever global it is.
      data: {
        ...versionContent(restored.version as Record<string, unknown>),
        _status: 'published',
      } as Parameters<Payload['updateGlobal']>[0]['data'],
      draft: false,
      ...asRestorer(req),
    })
  } catch (err) {
    const fields = validationErrors(err)
    if (!fields) throw err
    const why = fields.map((f) => `${f.label ?? f.path}: ${f.message}`).join('; ')
    throw clientError(RESTORE_REFUSED(why), 400)
  }
  const published = await latestGlobalVersion(req, slug)
  if (published)
    req.context[restorePublishKey(slug)] = {
      id: published.id,
      version: published.version as Record<string, unknown>,
    } satisfies RestorePublish
  return args
}

/** Before keepGlobalPendingDraft: the latest version is still the one Payload's restore added. */
const keepRestorePublish: GlobalAfterChangeHook = async ({ doc, global, req }) => {
  const key = restorePublishKey(global.slug)
  const published = req.context[key] as RestorePublish | undefined
  if (!published || req.context.isRestoringVersion !== true) return doc
  delete req.context[key]
  const slug = global.slug as GlobalSlug
  const copy = await latestGlobalVersion(req, slug)
  if (!copy || String(copy.id) === String(published.id)) return doc
  await req.payload.db.updateGlobal({ slug, data: published.version, req })
  await req.payload.db.updateGlobalVersion({
    global: slug,
    id: copy.id,
    versionData: {
      createdAt: new Date(copy.createdAt).toISOString(),
      updatedAt: new Date(copy.updatedAt).toISOString(),
      latest: true,
      version: published.version,
    },
    req,
  })
  await req.payload.db.deleteVersions({
    globalSlug: slug,
    where: { id: { equals: published.id } },
    req,
  })
  return doc
}

export function globalContentHooks(tag: string): {
  beforeOperation: GlobalBeforeOperationHook[]
  afterChange: GlobalAfterChangeHook[]
} {
  const revalidate = revalidateGlobal(tag)
  return {
    // The pending draft is noted before the restore publishes a version over it.
    beforeOperation: [
      ...revalidate.beforeOperation,
      noteGlobalPendingDraft,
      publishRestoredVersion,
    ],
    afterChange: [
      ...revalidate.afterChange,
      keepRestorePublish,
      keepGlobalPendingDraft,
      pruneSupersededGlobalAutosaves,
    ],
  }
}
