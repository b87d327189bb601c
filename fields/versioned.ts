// Drafts, history, scheduled publishing and preview for the content marketers edit (issue 16).
// Each versioned collection and global uses these pieces; what visitors see is published content
// only (src/server/published.ts, access/staffOrPublished.ts), and only publishing, unpublishing,
// restoring and deleting refresh the site (hooks/revalidate.ts).
import type { CollectionConfig, Field, GeneratePreviewURL, GlobalConfig } from 'payload'
import { documentPreviewUrl } from '@/lib/previewPaths.ts'
import { isStaffField } from '../access/isStaff.ts'

/** Autosave while editing: every 2 s of typing at most (Payload's 0.8 s default writes a version row several times per sentence). */
export const AUTOSAVE_INTERVAL_MS = 2000

/**
 * Versions kept per document. Autosave rewrites one draft version in place, so versions are made by
 * "Publicar", restores and scheduled publications: 50 is about a year of weekly price changes, and it
 * bounds the version tables (a plan's version copies its four prices and feature list).
 */
export const MAX_VERSIONS = 50

const drafts = {
  autosave: { interval: AUTOSAVE_INTERVAL_MS },
  // 24-hour clock, as Brazilians read times; the picker lists every 5 minutes (any minute can be typed).
  schedulePublish: { timeFormat: 'HH:mm', timeIntervals: 5 },
}

export const collectionVersions: CollectionConfig['versions'] = { drafts, maxPerDoc: MAX_VERSIONS }
export const globalVersions: GlobalConfig['versions'] = { drafts, max: MAX_VERSIONS }

/** The admin's "Visualizar" button: the page the document is on, in draft mode (as of a future promo's start). */
export const previewButton =
  (slug: string): GeneratePreviewURL =>
  (doc, { req }) =>
    documentPreviewUrl(req.payload.config.serverURL, slug, doc, new Date())

/** The version list with who saved each version (Payload's own list has no author column). */
export const versionsView = {
  Component: '/src/components/admin/VersionsWithAuthors.tsx#VersionsWithAuthors',
}

/** Who saved this version: the signed-in admin, or nobody (the seed, a migration, a sync). Kept with each version. */
export const updatedByField: Field = {
  name: 'updatedBy',
  type: 'relationship',
  relationTo: 'admins',
  label: 'Salvo por',
  // Staff only: visitors never learn who edits the site.
  access: { read: isStaffField },
  admin: {
    position: 'sidebar',
    readOnly: true,
    // Shown when nobody signed in saved it (Payload's "Selecione um valor" read as a missing choice).
    placeholder: 'Sistema (carga inicial ou sincronização)',
    description: 'Quem salvou esta versão. O histórico completo fica na aba Versões.',
  },
  hooks: { beforeChange: [({ req }) => (req.user?.collection === 'admins' ? req.user.id : null)] },
}
