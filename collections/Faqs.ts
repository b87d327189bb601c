import type { CollectionConfig } from 'payload'
import { anyone } from './access/anyone.ts'
import { isStaff } from './access/isStaff.ts'
import { revalidateCollection } from './hooks/revalidate.ts'

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'Pergunta frequente', plural: 'Perguntas frequentes' },
  admin: { useAsTitle: 'question', group: 'Conteúdo', defaultColumns: ['question', 'pages', 'order'] },
  defaultSort: 'order',
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
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
  ],
  hooks: revalidateCollection('faqs'),
}
