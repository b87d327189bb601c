import type {
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  CollectionConfig,
  Config,
  Field,
  NumberField,
  PayloadRequest,
  TextField,
  UploadField,
  Where,
} from 'payload'
import { clientError } from '@/server/payloadErrors.ts'
import { pendingScheduledContent } from '@/server/jobs/scheduledVersion.ts'
import { filesForAnyoneRecordsForStaff, isStaff } from '../access/isStaff.ts'
import { revalidateCollection } from '../hooks/revalidate.ts'
import { fieldValues } from '../fields/walk.ts'
import { imageProblem, imageRuleOf, type Image } from '../fields/images.ts'

// SVG: Payload refuses uploads with scripts, event handlers, foreign objects or external entities,
// and serves XML with a script-less CSP. On top of that an SVG opened on its own is sandboxed and
// downloaded rather than shown (an <img> ignores both headers), so even a file that slipped past
// the check never runs in the site's origin.
const SVG_HEADERS: Record<string, string> = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
  'Content-Disposition': 'attachment',
  'X-Content-Type-Options': 'nosniff',
}

export function mediaResponseHeaders({ headers }: { headers: Headers }): Headers {
  if (!/image\/svg\+xml/i.test(headers.get('Content-Type') ?? '')) return headers
  for (const [name, value] of Object.entries(SVG_HEADERS)) headers.set(name, value)
  return headers
}

// Media have no drafts, versions or trash: a deleted image leaves the site at once, and restoring a
// version of the content that showed it brings back a broken link. So an image still in use is not
// deleted: by a document (published, or in the trash, whence "Restaurar" brings it back), by the
// draft waiting to be published (a document's latest version) or by a global. Older versions are
// not searched: they are history, and would keep an image forever.

/** Headers for fetching an image by its URL: none of the request's (cookies, authorization). */
export const withoutCredentials = (): Record<string, string> => ({})

const mediaId = (v: unknown) => (v && typeof v === 'object' ? (v as { id?: unknown }).id : v)

/** Whether a rich text value (Lexical JSON) embeds the image. */
function richTextUses(node: unknown, id: string): boolean {
  if (!node || typeof node !== 'object') return false
  if (Array.isArray(node)) return node.some((n) => richTextUses(n, id))
  const n = node as { type?: unknown; relationTo?: unknown; value?: unknown }
  if (n.type === 'upload' && n.relationTo === 'media' && String(mediaId(n.value)) === id)
    return true
  return Object.values(node).some((v) => richTextUses(v, id))
}

/** Which upload fields holding the image count; without it, every upload field and rich text does. */
type FieldFilter = (field: UploadField) => boolean

/** Whether a document's (or version's) data shows the image, in an upload field or in rich text. */
function dataUses(fields: Field[], data: unknown, id: string, only?: FieldFilter): boolean {
  for (const { field, name, record } of fieldValues(fields, data)) {
    const value = record[name]
    if (field.type === 'upload' && [field.relationTo].flat().includes('media')) {
      const holds = [value].flat().some((v) => v != null && String(mediaId(v)) === id)
      if (holds && (!only || only(field))) return true
    } else if (!only && field.type === 'richText' && richTextUses(value, id)) return true
  }
  return false
}

// The draft waiting to be published: the latest version, when it is a draft.
const PENDING_DRAFT: Where = {
  and: [{ latest: { equals: true } }, { 'version._status': { equals: 'draft' } }],
}
const draftMark = (doc: Record<string, unknown>) => (doc._status === 'draft' ? ' (rascunho)' : '')

/** Where the image is in use, as people name it: "Lojas › Amazon", "Configurações do site (rascunho)". */
async function mediaUses(
  req: PayloadRequest,
  rawId: number | string,
  only?: FieldFilter,
): Promise<string[]> {
  const id = String(rawId)
  const { payload } = req
  const places = new Set<string>()
  const common = { depth: 0, overrideAccess: true, pagination: false, req } as const
  for (const { slug, fields, labels, admin, trash, versions } of payload.config.collections) {
    if (slug === 'media' || !canHoldMedia(fields)) continue
    const label = typeof labels.plural === 'string' ? labels.plural : slug
    const titleOf = (doc: Record<string, unknown>) =>
      String(doc[admin.useAsTitle ?? 'id'] ?? doc.id ?? '')
    const rows = await payload.find({ collection: slug, trash: Boolean(trash), ...common })
    for (const doc of rows.docs as unknown as Record<string, unknown>[])
      if (dataUses(fields, doc, id, only))
        places.add(`${label} › ${titleOf(doc)}${doc.deletedAt ? ' (na lixeira)' : draftMark(doc)}`)
    if (!versions || !versions.drafts) continue
    const drafts = await payload.findVersions({
      collection: slug,
      where: PENDING_DRAFT,
      trash: Boolean(trash),
      ...common,
    })
    for (const v of drafts.docs as unknown as { version: Record<string, unknown> }[])
      if (dataUses(fields, v.version, id, only))
        places.add(`${label} › ${titleOf(v.version)} (rascunho)`)
  }
  for (const { slug, fields, label, versions } of payload.config.globals) {
    if (!canHoldMedia(fields)) continue
    const name = typeof label === 'string' ? label : slug
    if (
      dataUses(
        fields,
        await payload.findGlobal({ slug, depth: 0, overrideAccess: true, req }),
        id,
        only,
      )
    )
      places.add(name)
    if (!versions || !versions.drafts) continue
    const drafts = await payload.findGlobalVersions({ slug, where: PENDING_DRAFT, ...common })
    for (const v of drafts.docs as unknown as { version: Record<string, unknown> }[])
      if (dataUses(fields, v.version, id, only)) places.add(`${name} (rascunho)`)
  }
  // What a scheduled publication will publish when it runs, recorded when it was scheduled.
  for (const scheduled of await pendingScheduledContent(payload, req)) {
    const collection = payload.config.collections.find((c) => c.slug === scheduled.collection)
    const global = payload.config.globals.find((g) => g.slug === scheduled.global)
    const fields = (collection ?? global)?.fields
    if (!fields || !dataUses(fields, scheduled.data, id, only)) continue
    const name = collection
      ? `${typeof collection.labels.plural === 'string' ? collection.labels.plural : collection.slug} › ${String(scheduled.data[collection.admin.useAsTitle ?? 'id'] ?? '')}`
      : typeof global?.label === 'string'
        ? global.label
        : String(scheduled.global)
    places.add(`${name} (publicação agendada)`)
  }
  return [...places]
}

/** Whether a schema has a field that can show an image (an upload to media, or rich text). */
function canHoldMedia(fields: Field[]): boolean {
  return fields.some((f) => {
    if (f.type === 'upload') return [f.relationTo].flat().includes('media')
    if (f.type === 'richText') return true
    if (f.type === 'tabs') return f.tabs.some((t) => canHoldMedia(t.fields))
    return 'fields' in f && Array.isArray(f.fields) && canHoldMedia(f.fields)
  })
}

const keepUsedMedia: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const places = await mediaUses(req, id)
  if (places.length)
    throw clientError(
      `Esta imagem está em uso e não pode ser excluída: ${places.join('; ')}. Troque-a (e publique) nesses lugares antes de excluí-la.`,
      400,
    )
}

/**
 * A new file (or a new crop) for an image a setting names by format (the share image, the site
 * icon): the setting checked the image when it was chosen, so the replacement is checked here, by
 * the same rule, wherever the image is in use.
 */
const keepRuledImagesValid: CollectionBeforeChangeHook = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  const image: Image = {
    mimeType: data.mimeType ?? originalDoc.mimeType,
    width: data.width ?? originalDoc.width,
    height: data.height ?? originalDoc.height,
  }
  const unchanged = (['mimeType', 'width', 'height'] as const).every(
    (key) => image[key] === originalDoc[key],
  )
  if (unchanged) return data
  let problem: string | null = null
  const places = await mediaUses(req, originalDoc.id, (field) => {
    const rule = imageRuleOf(field)
    const found = rule ? imageProblem(rule, image) : null
    problem ??= found
    return found !== null
  })
  if (problem && places.length)
    throw clientError(
      `Este arquivo não serve para onde a imagem está em uso (${places.join('; ')}). ${problem}`,
      400,
    )
  return data
}

/** One of Payload's upload fields, read-only, with its Portuguese label. */
function fileField(field: (TextField | NumberField) & { label: string }): Field {
  return { ...field, admin: { ...field.admin, readOnly: true } } as Field
}

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Mídia', plural: 'Mídias' },
  admin: {
    useAsTitle: 'alt',
    group: 'Conteúdo',
    defaultColumns: ['filename', 'alt', 'mimeType', 'filesize', 'updatedAt'],
    description:
      'Imagens do site: logos (marca, lojas, bio), ícone e imagem de compartilhamento. Marque o ponto focal: os cortes automáticos o mantêm visível. Atenção: imagens não têm rascunho nem versões: trocar o arquivo, o ponto focal ou o texto alternativo muda o site na hora. Uma imagem em uso não pode ser excluída.',
  },
  access: {
    read: filesForAnyoneRecordsForStaff,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
  },
  upload: {
    staticDir: process.env.MEDIA_DIR || 'media',
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'image/avif'],
    focalPoint: true,
    crop: true,
    adminThumbnail: 'logo',
    // SVGs are kept as uploaded (vector); the other formats get these sizes.
    imageSizes: [
      // Logos (header, stores, bio): at most 480 × 192, never enlarged, proportions kept.
      { name: 'logo', width: 480, height: 192, fit: 'inside', withoutEnlargement: true },
      // The favicon and app icon: a 512 × 512 square cut around the focal point.
      { name: 'icon', width: 512, height: 512, fit: 'cover' },
      // Social-share image (Open Graph, WhatsApp, Facebook): 1200 × 630 around the focal point.
      { name: 'share', width: 1200, height: 630, fit: 'cover' },
    ],
    modifyResponseHeaders: mediaResponseHeaders,
    // An image added by its URL is fetched by the server, which by default forwards the editor's
    // cookies to that host (all but Payload's own): a staff member signed in on the site too would
    // hand their `__session` cookie to any image host. The fetch needs none of them.
    externalFileHeaderFilter: withoutCredentials,
  },
  // Payload's own file fields (merged with these by name): Portuguese labels (Payload labels the
  // format "MIME Type"), read-only (the upload sets them), the size as "1,2 MB" in the list.
  fields: [
    fileField({ name: 'mimeType', type: 'text', label: 'Formato do arquivo' }),
    fileField({
      name: 'filesize',
      type: 'number',
      label: 'Tamanho do arquivo',
      admin: { components: { Cell: '/src/components/admin/FileSizeCell.tsx#FileSizeCell' } },
    }),
    fileField({ name: 'width', type: 'number', label: 'Largura (px)' }),
    fileField({ name: 'height', type: 'number', label: 'Altura (px)' }),
    fileField({ name: 'url', type: 'text', label: 'Endereço do arquivo' }),
    fileField({ name: 'thumbnailURL', type: 'text', label: 'Endereço da miniatura' }),
    {
      name: 'alt',
      type: 'text',
      label: 'Texto alternativo',
      required: true,
      admin: {
        description: 'O que a imagem mostra, para quem usa leitor de tela (ex.: Logo da Amazon).',
      },
    },
  ],
  hooks: {
    ...revalidateCollection('media'),
    beforeChange: [keepRuledImagesValid],
    beforeDelete: [keepUsedMedia],
  },
}

/**
 * After the storage plugin, which (re)defines the media's `sizes`, `prefix` and `_objectKey`
 * fields with English labels: the sizes' own file fields are no list columns or filters, and the
 * storage fields are named in Portuguese (payload.config.ts, after s3Storage).
 */
export function mediaStorageFieldsInPortuguese(config: Config): Config {
  const LABELS: Record<string, string> = {
    prefix: 'Pasta no armazenamento',
    _objectKey: 'Chave no armazenamento',
  }
  return {
    ...config,
    collections: config.collections?.map((c) =>
      c.slug !== 'media'
        ? c
        : {
            ...c,
            fields: c.fields.map((f): Field => {
              if (!('name' in f)) return f
              if (f.name === 'sizes')
                return {
                  ...f,
                  admin: { ...f.admin, disableListColumn: true, disableListFilter: true },
                } as Field
              const label = LABELS[f.name]
              return label ? ({ ...f, label } as Field) : f
            }),
          },
    ),
  }
}
