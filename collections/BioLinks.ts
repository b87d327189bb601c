import type { CollectionConfig } from 'payload'
import { isStaff } from './access/isStaff.ts'
import { staffOrPublished } from './access/staffOrPublished.ts'
import { revalidateCollection } from './hooks/revalidate.ts'
import { collectionVersions, previewButton, updatedByField, versionsView } from './versioned.ts'

export const BioLinks: CollectionConfig = {
  slug: 'bio-links',
  labels: { singular: 'Link da bio', plural: 'Links da bio' },
  admin: { useAsTitle: 'label', group: 'Conteúdo', defaultColumns: ['label', 'url', 'order'], preview: previewButton('bio-links'), components: { views: { edit: { versions: versionsView } } } },
  defaultSort: 'order',
  access: { read: staffOrPublished, readVersions: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  versions: collectionVersions,
  fields: [
    { name: 'label', type: 'text', label: 'Rótulo', required: true },
    {
      name: 'url',
      type: 'text',
      label: 'Endereço',
      required: true,
      validate: (v: string | null | undefined) =>
        typeof v === 'string' && (/^https?:\/\/\S+$/.test(v) || /^\/\S*$/.test(v)) ? true : 'Use um endereço http(s):// ou um caminho começando com /.',
    },
    {
      type: 'row',
      fields: [
        { name: 'order', type: 'number', label: 'Ordem', defaultValue: 0 },
        { name: 'highlight', type: 'checkbox', label: 'Destacado', defaultValue: false },
      ],
    },
    updatedByField,
  ],
  hooks: revalidateCollection('bio-links'),
}
