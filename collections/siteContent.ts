import type { CollectionConfig } from 'payload'
import { isStaff } from '../access/isStaff.ts'
import { staffOrPublished } from '../access/staffOrPublished.ts'
import { trashByStaffDeleteByAdmin } from '../access/trash.ts'
import { collectionVersions, previewButton, versionsView } from '../fields/versioned.ts'
import { contentHooks } from '../hooks/versionedContent.ts'
import { MOVE_TO_TOP_COLUMN, moveToTopField } from '../fields/order.ts'

type SiteContentOptions = Pick<CollectionConfig, 'slug' | 'labels' | 'fields'> & {
  admin: Pick<
    NonNullable<CollectionConfig['admin']>,
    'useAsTitle' | 'defaultColumns' | 'description'
  >
  /** Drag-and-drop order in the list; the site lists the documents in that order. */
  orderable?: boolean
  /** Replaces the content hooks (drafts, schedules, trash, revalidation): extend `contentHooks(slug)`. */
  hooks?: CollectionConfig['hooks']
}

/**
 * A collection of the site's copy under "Conteúdo": visitors read what is published, staff edit it
 * with drafts, history, schedules and preview, editors trash and only admins delete for good.
 */
export function siteContentCollection({
  slug,
  labels,
  fields,
  admin,
  orderable = true,
  hooks = contentHooks(slug),
}: SiteContentOptions): CollectionConfig {
  return {
    slug,
    labels,
    admin: {
      ...admin,
      ...(orderable && admin.defaultColumns
        ? { defaultColumns: [...admin.defaultColumns, MOVE_TO_TOP_COLUMN] }
        : {}),
      group: 'Conteúdo',
      preview: previewButton(slug),
      components: { views: { edit: { versions: versionsView } } },
    },
    orderable,
    access: {
      read: staffOrPublished,
      readVersions: isStaff,
      create: isStaff,
      update: isStaff,
      delete: trashByStaffDeleteByAdmin,
    },
    versions: collectionVersions,
    trash: true,
    fields: orderable && admin.useAsTitle ? [moveToTopField(admin.useAsTitle), ...fields] : fields,
    hooks,
  }
}
