import type { CollectionConfig } from 'payload'
import { isStaff } from './access/isStaff.ts'
import { staffOrPublished } from './access/staffOrPublished.ts'
import { revalidateCollection } from './hooks/revalidate.ts'
import { collectionVersions, previewButton, updatedByField, versionsView } from './versioned.ts'

export const Features: CollectionConfig = {
  slug: 'features',
  labels: { singular: 'Recurso', plural: 'Recursos' },
  admin: { useAsTitle: 'title', group: 'Conteúdo', defaultColumns: ['title', 'kind', 'order'], preview: previewButton('features'), components: { views: { edit: { versions: versionsView } } } },
  defaultSort: 'order',
  access: { read: staffOrPublished, readVersions: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  versions: collectionVersions,
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          label: 'Tipo',
          required: true,
          defaultValue: 'card',
          options: [
            { label: 'Cartão de recurso', value: 'card' },
            { label: 'Aba do carrossel', value: 'tab' },
          ],
        },
        { name: 'icon', type: 'text', label: 'Ícone', admin: { description: 'robot, send, catalog, image, globe, chart' } },
        { name: 'order', type: 'number', label: 'Ordem', defaultValue: 0 },
      ],
    },
    { name: 'title', type: 'text', label: 'Título', required: true },
    { name: 'description', type: 'textarea', label: 'Descrição' },
    { name: 'bullets', type: 'array', label: 'Itens', fields: [{ name: 'text', type: 'text', label: 'Texto', required: true }] },
    updatedByField,
  ],
  hooks: revalidateCollection('features'),
}
