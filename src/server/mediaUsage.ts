// Where an image (a Media document) is in use, found by walking the Payload config's fields: every
// upload or relationship field that can hold a media id (in groups, tabs, rows, arrays and blocks)
// and every rich text upload or relationship node, in each collection's documents (in the trash
// too), each stored version, each global and its versions, and what a scheduled publication will
// publish. Media have no versions or trash: a deleted image is gone for good, and restoring a
// version that showed it would put a broken image on the site. So an image any of these hold is
// not deleted (collections/Media.ts).
import type { Field, PayloadRequest, Where } from 'payload'
import { pendingScheduledContent } from '@/server/jobs/scheduledVersion.ts'
import { fieldValues } from '../../fields/walk.ts'

/** A field that holds media ids: an upload or relationship field whose targets include media. */
export type MediaField = Extract<Field, { type: 'upload' | 'relationship' }>

/** Which media fields holding the image count; without it, every one and rich text too. */
export type MediaFieldFilter = (field: MediaField) => boolean

export type MediaUseOptions = {
  /** Count only the fields this picks (rich text is then left out). */
  only?: MediaFieldFilter
  /**
   * Also every stored version, not only the draft waiting to be published: restoring one puts its
   * images back on the site. Deleting looks at them; checking a replacement file does not (an old
   * version is checked again when it is restored).
   */
  oldVersions?: boolean
}

type Doc = Record<string, unknown>
type VersionDoc = { parent?: unknown; latest?: boolean | null; updatedAt?: string; version: Doc }

const MEDIA = 'media'
const targetsMedia = (relationTo: string | string[]) => [relationTo].flat().includes(MEDIA)

/** The media id a stored value names: an id, a populated document, or a polymorphic `{ relationTo, value }`. */
function mediaIdOf(v: unknown): string | null {
  if (v === null || v === undefined) return null
  if (typeof v !== 'object') return String(v)
  const o = v as { id?: unknown; relationTo?: unknown; value?: unknown }
  if ('relationTo' in o) return o.relationTo === MEDIA ? mediaIdOf(o.value) : null
  return o.id === undefined ? null : String(o.id)
}

/** Whether a rich text value (Lexical JSON) embeds or links the image. */
function richTextUses(node: unknown, id: string): boolean {
  if (!node || typeof node !== 'object') return false
  if (Array.isArray(node)) return node.some((n) => richTextUses(n, id))
  const n = node as { type?: unknown; relationTo?: unknown; value?: unknown }
  if (
    (n.type === 'upload' || n.type === 'relationship') &&
    n.relationTo === MEDIA &&
    mediaIdOf(n.value) === id
  )
    return true
  return Object.values(node).some((v) => richTextUses(v, id))
}

/** Whether a document's (or version's) data holds the image, in a media field or in rich text. */
export function dataUsesMedia(
  fields: Field[],
  data: unknown,
  id: string,
  only?: MediaFieldFilter,
): boolean {
  for (const { field, name, record } of fieldValues(fields, data)) {
    const value = record[name]
    if (
      (field.type === 'upload' || field.type === 'relationship') &&
      targetsMedia(field.relationTo)
    ) {
      const holds = [value].flat().some((v) => mediaIdOf(v) === id)
      if (holds && (!only || only(field))) return true
    } else if (field.type === 'blocks' && Array.isArray(value)) {
      for (const row of value as Doc[]) {
        const slug = row?.blockType
        const block = field.blocks.find((b) => b.slug === slug)
        if (block && dataUsesMedia(block.fields, row, id, only)) return true
      }
    } else if (!only && field.type === 'richText' && richTextUses(value, id)) return true
  }
  return false
}

/** Whether a schema has a field that can hold an image (a media field, blocks with one, rich text). */
export function canHoldMedia(fields: Field[]): boolean {
  return fields.some((f) => {
    if (f.type === 'upload' || f.type === 'relationship') return targetsMedia(f.relationTo)
    if (f.type === 'richText') return true
    if (f.type === 'tabs') return f.tabs.some((t) => canHoldMedia(t.fields))
    if (f.type === 'blocks') return f.blocks.some((b) => canHoldMedia(b.fields))
    return 'fields' in f && Array.isArray(f.fields) && canHoldMedia(f.fields)
  })
}

/**
 * Whether a collection's documents are content that can show an image: not media itself, nor
 * Payload's own collections, whose polymorphic relationships name any document (the lock an editor
 * holds on the very image being deleted, folders, preferences).
 */
export const holdsContent = (slug: string): boolean =>
  slug !== MEDIA && !slug.startsWith('payload-')

// The draft waiting to be published: the latest version, when it is a draft.
const PENDING_DRAFT: Where = {
  and: [{ latest: { equals: true } }, { 'version._status': { equals: 'draft' } }],
}
const isPendingDraft = (v: VersionDoc) => Boolean(v.latest) && v.version._status === 'draft'

let formatter: Intl.DateTimeFormat | undefined
/** A version's moment as the marketing team reads it: 12/05/2026, 14:16 (Brasília). */
function versionDate(v: VersionDoc): string {
  formatter ??= new Intl.DateTimeFormat('pt-BR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'America/Sao_Paulo',
  })
  const at = v.updatedAt ? new Date(v.updatedAt) : null
  return at && !Number.isNaN(at.getTime()) ? formatter.format(at) : 'data desconhecida'
}

/** "versão de 12/05/2026, 14:16", or "4 versões: 12/05/2026, 14:16; 03/04/2026, 10:02; …": newest first. */
function versionsNote(dates: string[]): string {
  if (dates.length === 1) return `versão de ${dates[0]}`
  const unique = [...new Set(dates)]
  return `${dates.length} versões: ${unique.slice(0, 3).join('; ')}${unique.length > 3 ? '; …' : ''}`
}

/**
 * The places among one document's (or global's) versions, newest first: the pending draft, and
 * with `oldVersions` every other version, except the newest published one when the document itself
 * is already named (it is the same content as the live row).
 */
function versionPlaces(
  versions: VersionDoc[],
  fields: Field[],
  id: string,
  name: string,
  named: boolean,
  opts: MediaUseOptions,
  trashed = false,
): string[] {
  const places: string[] = []
  const old: string[] = []
  let passedPublished = false
  for (const v of versions) {
    if (isPendingDraft(v)) {
      if (dataUsesMedia(fields, v.version, id, opts.only)) places.push(`${name} (rascunho)`)
      continue
    }
    const newestPublished = !passedPublished && v.version._status === 'published'
    if (newestPublished) passedPublished = true
    if (!opts.oldVersions || (newestPublished && named)) continue
    if (dataUsesMedia(fields, v.version, id, opts.only)) old.push(versionDate(v))
  }
  if (old.length) places.push(`${name} (${trashed ? 'na lixeira, ' : ''}${versionsNote(old)})`)
  return places
}

const labelOf = (label: unknown, fallback: string) => (typeof label === 'string' ? label : fallback)

/** Where the image is in use, as people name it: "Lojas › Amazon", "Configurações do site (rascunho)". */
export async function mediaUses(
  req: PayloadRequest,
  rawId: number | string,
  opts: MediaUseOptions = {},
): Promise<string[]> {
  const id = String(rawId)
  const { payload } = req
  const places = new Set<string>()
  const common = { depth: 0, overrideAccess: true, pagination: false, req } as const
  for (const { slug, fields, labels, admin, trash, versions } of payload.config.collections) {
    if (!holdsContent(slug) || !canHoldMedia(fields)) continue
    const label = labelOf(labels.plural, slug)
    const titleOf = (doc: Doc) => String(doc[admin.useAsTitle ?? 'id'] ?? doc.id ?? '')
    const rows = await payload.find({ collection: slug, trash: Boolean(trash), ...common })
    const byId = new Map<string, Doc>()
    const named = new Set<string>()
    for (const doc of rows.docs as unknown as Doc[]) {
      byId.set(String(doc.id), doc)
      if (!dataUsesMedia(fields, doc, id, opts.only)) continue
      named.add(String(doc.id))
      const mark = doc.deletedAt ? ' (na lixeira)' : doc._status === 'draft' ? ' (rascunho)' : ''
      places.add(`${label} › ${titleOf(doc)}${mark}`)
    }
    if (!versions || (!opts.oldVersions && !versions.drafts)) continue
    const found = await payload.findVersions({
      collection: slug,
      ...(opts.oldVersions ? {} : { where: PENDING_DRAFT }),
      sort: '-updatedAt',
      trash: Boolean(trash),
      ...common,
    })
    const perDoc = new Map<string, VersionDoc[]>()
    for (const v of found.docs as unknown as VersionDoc[]) {
      const parent = mediaIdOf(v.parent) ?? ''
      perDoc.set(parent, [...(perDoc.get(parent) ?? []), v])
    }
    for (const [parent, list] of perDoc) {
      const doc = byId.get(parent)
      const name = `${label} › ${doc ? titleOf(doc) : titleOf(list[0]!.version)}`
      for (const place of versionPlaces(
        list,
        fields,
        id,
        name,
        named.has(parent),
        opts,
        Boolean(doc?.deletedAt),
      ))
        places.add(place)
    }
  }
  for (const { slug, fields, label, versions } of payload.config.globals) {
    if (!canHoldMedia(fields)) continue
    const name = labelOf(label, slug)
    const global = await payload.findGlobal({ slug, depth: 0, overrideAccess: true, req })
    const named = dataUsesMedia(fields, global, id, opts.only)
    if (named) places.add(name)
    if (!versions || (!opts.oldVersions && !versions.drafts)) continue
    const found = await payload.findGlobalVersions({
      slug,
      ...(opts.oldVersions ? {} : { where: PENDING_DRAFT }),
      sort: '-updatedAt',
      ...common,
    })
    const list = found.docs as unknown as VersionDoc[]
    for (const place of versionPlaces(list, fields, id, name, named, opts)) places.add(place)
  }
  // What a scheduled publication will publish when it runs, recorded when it was scheduled.
  for (const scheduled of await pendingScheduledContent(payload, req)) {
    const collection = payload.config.collections.find((c) => c.slug === scheduled.collection)
    const global = payload.config.globals.find((g) => g.slug === scheduled.global)
    const fields = (collection ?? global)?.fields
    if (!fields || !dataUsesMedia(fields, scheduled.data, id, opts.only)) continue
    const name = collection
      ? `${labelOf(collection.labels.plural, collection.slug)} › ${String(scheduled.data[collection.admin.useAsTitle ?? 'id'] ?? '')}`
      : labelOf(global?.label, String(scheduled.global))
    places.add(`${name} (publicação agendada)`)
  }
  return [...places]
}
