import type { CollectionConfig } from 'payload'
import { isStaff } from './access/isStaff.ts'
import { staffOrPublished } from './access/staffOrPublished.ts'
import { revalidateCollection } from './hooks/revalidate.ts'
import { collectionVersions, previewButton, updatedByField, versionsView } from './versioned.ts'

export const Stores: CollectionConfig = {
  slug: 'stores',
  labels: { singular: 'Loja parceira', plural: 'Lojas parceiras' },
  admin: { useAsTitle: 'name', group: 'Conteúdo', defaultColumns: ['name', 'order', 'network'], preview: previewButton('stores'), components: { views: { edit: { versions: versionsView } } } },
  defaultSort: 'order',
  access: { read: staffOrPublished, readVersions: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  versions: collectionVersions,
  fields: [
    { name: 'name', type: 'text', label: 'Nome', required: true },
    { name: 'logo', type: 'upload', relationTo: 'media', label: 'Logo' },
    {
      type: 'row',
      fields: [
        { name: 'order', type: 'number', label: 'Ordem', defaultValue: 0 },
        { name: 'network', type: 'checkbox', label: 'Loja da rede de afiliados', defaultValue: false },
      ],
    },
    updatedByField,
  ],
  hooks: revalidateCollection('stores'),
}
