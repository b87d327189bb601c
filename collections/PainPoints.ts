import type { CollectionConfig } from 'payload'
import { isStaff } from './access/isStaff.ts'
import { staffOrPublished } from './access/staffOrPublished.ts'
import { revalidateCollection } from './hooks/revalidate.ts'
import { collectionVersions, previewButton, updatedByField, versionsView } from './versioned.ts'

export const PainPoints: CollectionConfig = {
  slug: 'pain-points',
  labels: { singular: 'Dor do afiliado', plural: 'Dores do afiliado' },
  admin: { useAsTitle: 'title', group: 'Conteúdo', defaultColumns: ['title', 'order'], preview: previewButton('pain-points'), components: { views: { edit: { versions: versionsView } } } },
  defaultSort: 'order',
  access: { read: staffOrPublished, readVersions: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  versions: collectionVersions,
  fields: [
    { name: 'title', type: 'text', label: 'Título', required: true },
    { name: 'description', type: 'textarea', label: 'Descrição' },
    { name: 'order', type: 'number', label: 'Ordem', defaultValue: 0 },
    updatedByField,
  ],
  hooks: revalidateCollection('pain-points'),
}
