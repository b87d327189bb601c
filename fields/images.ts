// Images a setting names by format: what the picker lists (filterOptions) and what a save accepts
// (validate, so an id sent through the API is refused too), from one rule per field.
import {
  validations,
  type PayloadRequest,
  type UploadFieldSingleValidation,
  type Where,
} from 'payload'

export type ImageRule = {
  /** The formats the field accepts. */
  mimeTypes: string[]
  /** Smallest width and height, in pixels. */
  minSide?: number
  /** Shown when the image is of another format. */
  formatMessage: string
  /** Shown when the image is smaller than minSide. */
  sizeMessage?: string
}

/** The share image: social networks show no preview of SVG, WebP or AVIF (the share size keeps the format). */
export const SHARE_IMAGE: ImageRule = {
  mimeTypes: ['image/png', 'image/jpeg'],
  formatMessage:
    'Use uma imagem PNG ou JPEG: WhatsApp e Facebook não mostram a prévia de SVG, WebP ou AVIF.',
}

/** The site icon: also the iPhone's home-screen icon (apple-touch-icon), which must be a PNG. */
export const SITE_ICON: ImageRule = {
  mimeTypes: ['image/png'],
  minSide: 512,
  formatMessage: 'Use uma imagem PNG: o atalho do celular (iPhone) não mostra SVG nem JPEG.',
  sizeMessage: 'Use uma imagem PNG de pelo menos 512 × 512: uma menor fica borrada no celular.',
}

/** The picker's filter: only images the rule accepts. */
export function imageFilter(rule: ImageRule): Where {
  return {
    mimeType: { in: rule.mimeTypes },
    ...(rule.minSide
      ? {
          width: { greater_than_equal: rule.minSide },
          height: { greater_than_equal: rule.minSide },
        }
      : {}),
  }
}

export type Image = { mimeType?: string | null; width?: number | null; height?: number | null }

/** What is wrong with an image for the rule, in Portuguese; null when it fits. */
export function imageProblem(rule: ImageRule, image: Image): string | null {
  if (!rule.mimeTypes.includes(image.mimeType ?? '')) return rule.formatMessage
  if (rule.minSide && ((image.width ?? 0) < rule.minSide || (image.height ?? 0) < rule.minSide))
    return rule.sizeMessage ?? rule.formatMessage
  return null
}

/**
 * An upload field's rule: its picker filter, its check on save, and the rule itself where the media
 * collection finds it (replacing the file of an image in use is checked against the same rule).
 */
export function ruledImage(rule: ImageRule): {
  filterOptions: Where
  validate: UploadFieldSingleValidation
  custom: { imageRule: ImageRule }
} {
  return {
    filterOptions: imageFilter(rule),
    validate: validateImage(rule),
    custom: { imageRule: rule },
  }
}

/** The rule an upload field names through ruledImage, if any. */
export function imageRuleOf(field: { custom?: Record<string, unknown> }): ImageRule | undefined {
  return field.custom?.imageRule as ImageRule | undefined
}

async function findImage(id: unknown, req: PayloadRequest): Promise<Image | null> {
  // Only a well-formed id is looked up; Payload's validation below names a malformed one.
  if (!(typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id)))) return null
  return (await req.payload.findByID({
    collection: 'media',
    id,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
    select: { mimeType: true, width: true, height: true },
  })) as Image | null
}

/** Refuses an image of another format or smaller than the rule asks, then runs Payload's upload validation. */
export function validateImage(rule: ImageRule): UploadFieldSingleValidation {
  return async (value, args) => {
    const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
    const image = await findImage(id, args.req)
    const problem = image && imageProblem(rule, image)
    if (problem) return problem
    return (validations.upload as UploadFieldSingleValidation)(value, args)
  }
}
