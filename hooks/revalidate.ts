import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeOperationHook,
  GlobalAfterChangeHook,
  GlobalBeforeOperationHook,
  PayloadRequest,
} from 'payload'
import { expireTagsAfterCommit } from '@/server/cache/index.ts'
import { clientError } from '@/server/payloadErrors.ts'

// An edit expires the cache tag of what changed, on every instance, once it has committed
// (src/server/cache/index.ts). A draft save (autosave, "Salvar rascunho", a version restored as a
// draft) writes only a version, never what the site reads (src/server/published.ts), so it expires
// nothing; publishing, unpublishing, restoring and deleting do. Payload's afterChange hooks are not
// told whether the operation saved a draft, so beforeOperation notes it on the request. The same
// hook keeps drafts from visitors' API reads and published documents on the site through restores.

type SaveArgs = { draft?: boolean; data?: { _status?: unknown } }
type RestoreArgs = { id?: number | string; draft?: boolean }

const draftSaveKey = (slug: string) => `draftSave:${slug}`

/** As Payload decides it: `draft: true` saves a draft unless the data publishes. */
function noteDraftSave(req: PayloadRequest, slug: string, args: SaveArgs): void {
  req.context[draftSaveKey(slug)] = args.draft === true && args.data?._status !== 'published'
}

/** True while the operation saves a draft (the site's content stays as it was). */
export const savedDraft = (req: PayloadRequest, slug: string) =>
  req.context[draftSaveKey(slug)] === true

export function revalidateCollection(tag: string): {
  beforeOperation: CollectionBeforeOperationHook[]
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    beforeOperation: [
      async ({ args, collection, operation, overrideAccess, req }) => {
        // Visitors asking the API for drafts (`?draft=true`) or the trash (`?trash=true`) get what
        // is published, as without it: when reading, counting (`/count`, whose `where` could spell
        // out a trashed item's fields) or listing distinct values.
        if (
          (operation === 'read' || operation === 'count' || operation === 'readDistinct') &&
          !overrideAccess &&
          req.user?.collection !== 'admins'
        )
          Object.assign(args as { draft?: boolean; trash?: boolean }, {
            draft: false,
            trash: false,
          })
        if (operation === 'restoreVersion' && collection.versions?.drafts) {
          const restore = args as RestoreArgs
          // Payload writes a restored draft (an autosave) into the document itself, marked as a draft:
          // a published document would silently leave the site. Payload offers no "restore as draft"
          // for a draft version, so it is refused with the way out.
          if (!restore.draft && restore.id !== undefined) {
            const { docs } = await req.payload.db.findVersions({
              collection: collection.slug,
              where: { id: { equals: restore.id } },
              limit: 1,
              pagination: false,
              req,
            })
            const version = docs[0]
            if ((version?.version as { _status?: string } | undefined)?._status === 'draft') {
              const doc = await req.payload.db.findOne({
                collection: collection.slug,
                where: { id: { equals: version!.parent } },
                req,
              })
              if ((doc as { _status?: string } | null)?._status === 'published')
                throw clientError(
                  'Esta versão é um rascunho: restaurá-la tiraria este item do site. Restaure uma versão publicada.',
                  400,
                )
            }
          }
          noteDraftSave(req, collection.slug, { draft: restore.draft })
        }
        if (operation === 'create' || operation === 'update')
          noteDraftSave(req, collection.slug, args as SaveArgs)
        return args
      },
    ],
    afterChange: [
      async ({ collection, doc, req }) =>
        savedDraft(req, collection.slug) ? doc : (await expireTagsAfterCommit(req, [tag]), doc),
    ],
    afterDelete: [async ({ doc, req }) => (await expireTagsAfterCommit(req, [tag]), doc)],
  }
}

const GLOBAL_STAYS_PUBLISHED =
  'Estas configurações não podem ser despublicadas. Para desfazer uma mudança, restaure uma versão anterior.'

export function revalidateGlobal(tag: string): {
  beforeOperation: GlobalBeforeOperationHook[]
  afterChange: GlobalAfterChangeHook[]
} {
  return {
    beforeOperation: [
      async ({ args, global, operation, req }) => {
        const save = (args ?? {}) as SaveArgs
        if (operation === 'update') {
          // A global has no "off the site" state: every page reads its row (src/server/published.ts).
          if (save.draft !== true && save.data?._status === 'draft')
            throw clientError(GLOBAL_STAYS_PUBLISHED, 400)
          noteDraftSave(req, global.slug, save)
        }
        if (operation === 'restoreVersion') {
          // Payload writes a restored version of a global into its row, even "as a draft", and marks the
          // row with the version's status: a draft version would go live marked as a draft. Refused, as
          // for documents; a published version goes live, so the cache tag expires.
          const { id, draft } = args as RestoreArgs
          if (draft)
            throw clientError(
              'Uma versão destas configurações volta publicada: restaure-a sem a opção de rascunho.',
              400,
            )
          const { docs } = await req.payload.db.findGlobalVersions({
            global: global.slug,
            where: { id: { equals: id } },
            limit: 1,
            pagination: false,
            req,
          })
          if ((docs[0]?.version as { _status?: string } | undefined)?._status === 'draft')
            throw clientError('Esta versão é um rascunho: restaure uma versão publicada.', 400)
          noteDraftSave(req, global.slug, {})
        }
        return args
      },
    ],
    afterChange: [
      async ({ doc, global, req }) =>
        savedDraft(req, global.slug) ? doc : (await expireTagsAfterCommit(req, [tag]), doc),
    ],
  }
}
