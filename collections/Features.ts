import type { CollectionConfig } from 'payload'
import { anyone } from './access/anyone.ts'
import { isStaff } from './access/isStaff.ts'
import { revalidateCollection } from './hooks/revalidate.ts'

export const Features: CollectionConfig = {
  slug: 'features',
  labels: { singular: 'Recurso', plural: 'Recursos' },
  admin: { useAsTitle: 'title', group: 'Conteúdo', defaultColumns: ['title', 'kind', 'order'] },
  defaultSort: 'order',
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
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
  ],
  hooks: revalidateCollection('features'),
}
