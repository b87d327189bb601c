import type { CollectionConfig } from 'payload'
import { isStaff } from './access/isStaff.ts'
import { staffOrPublished } from './access/staffOrPublished.ts'
import { revalidateCollection } from './hooks/revalidate.ts'
import { collectionVersions, previewButton, updatedByField, versionsView } from './versioned.ts'

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'Pergunta frequente', plural: 'Perguntas frequentes' },
  admin: { useAsTitle: 'question', group: 'Conteúdo', defaultColumns: ['question', 'pages', 'order'], preview: previewButton('faqs'), components: { views: { edit: { versions: versionsView } } } },
  defaultSort: 'order',
  access: { read: staffOrPublished, readVersions: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  versions: collectionVersions,
  fields: [
    { name: 'question', type: 'text', label: 'Pergunta', required: true },
    { name: 'answer', type: 'richText', label: 'Resposta', required: true },
    {
      type: 'row',
      fields: [
        { name: 'order', type: 'number', label: 'Ordem', defaultValue: 0 },
        {
          name: 'pages',
          type: 'select',
          label: 'Páginas',
          hasMany: true,
          required: true,
          defaultValue: ['landing'],
          options: [
            { label: 'Página inicial', value: 'landing' },
            { label: 'Página promocional', value: 'promo' },
            { label: 'Página de planos', value: 'plans' },
          ],
        },
      ],
    },
    updatedByField,
  ],
  hooks: revalidateCollection('faqs'),
}
