import type {
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  CollectionConfig,
  Config,
  Field,
  NumberField,
  TextField,
} from 'payload'
import { clientError } from '@/server/payloadErrors.ts'
import { mediaUses } from '@/server/mediaUsage.ts'
import { MEDIA_FILE_CSP } from '@/server/securityHeaders.mjs'
import { missingFileIsNotFound } from '@/server/mediaFiles.ts'
import { filesForAnyoneRecordsForStaff, isStaff } from '../access/isStaff.ts'
import { revalidateCollection } from '../hooks/revalidate.ts'
import { imageProblem, imageRuleOf, type Image } from '../fields/images.ts'

// SVG: Payload refuses uploads with scripts, event handlers, foreign objects or external entities,
// and serves XML with a script-less CSP. On top of that an SVG opened on its own is sandboxed and
// downloaded rather than shown (an <img> ignores both headers), so even a file that slipped past
// the check never runs in the site's origin.
// The policy is the one next.config.mjs sends on every uploaded file (mediaFileHeaders); it is set
// here too for answers that do not pass Next's header rules (the local API, tests in-process).
const SVG_HEADERS: Record<string, string> = {
  'Content-Security-Policy': MEDIA_FILE_CSP,
  'Content-Disposition': 'attachment',
  'X-Content-Type-Options': 'nosniff',
}

export function mediaResponseHeaders({ headers }: { headers: Headers }): Headers {
  if (!/image\/svg\+xml/i.test(headers.get('Content-Type') ?? '')) return headers
  for (const [name, value] of Object.entries(SVG_HEADERS)) headers.set(name, value)
  return headers
}

const mediaDir = () => process.env.MEDIA_DIR || 'media'

/** Headers for fetching an image by its URL: none of the request's (cookies, authorization). */
export const withoutCredentials = (): Record<string, string> => ({})

// Media have no drafts, versions or trash: a deleted image leaves the site at once, and restoring a
// version of the content that showed it would bring back a broken image. So an image still held is
// not deleted: by a document (published, or in the trash, whence "Restaurar" brings it back), by any
// stored version (the draft waiting to be published, or an older one "Restaurar essa versão" puts
// back), by a global or by a scheduled publication (src/server/mediaUsage.ts). An image only old
// versions hold is freed when they leave the history (the last 50 per document) or the document is
// deleted for good.
export const MEDIA_IN_USE = (places: string[]) =>
  `Esta imagem é usada em: ${places.join('; ')}. Ela só pode ser excluída quando nenhum deles a usar: troque-a (e publique) nesses lugares. Uma versão antiga guarda a imagem para que "Restaurar essa versão" não traga de volta uma imagem apagada; ela sai do histórico depois de 50 versões mais novas do documento, ou quando o documento é excluído de vez.`

const keepUsedMedia: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const places = await mediaUses(req, id, { oldVersions: true })
  if (places.length) throw clientError(MEDIA_IN_USE(places), 400)
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
  const places = await mediaUses(req, originalDoc.id, {
    only: (field) => {
      const rule = imageRuleOf(field)
      const found = rule ? imageProblem(rule, image) : null
      problem ??= found
      return found !== null
    },
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
    staticDir: mediaDir(),
    // A record whose file is missing on disk is a 404, not Payload's 500 (src/server/mediaFiles.ts).
    handlers: [missingFileIsNotFound(mediaDir)],
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
