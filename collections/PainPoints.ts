import type { CollectionConfig } from 'payload'
import { anyone } from './access/anyone.ts'
import { isStaff } from './access/isStaff.ts'
import { revalidateCollection } from './hooks/revalidate.ts'

export const PainPoints: CollectionConfig = {
  slug: 'pain-points',
  labels: { singular: 'Dor do afiliado', plural: 'Dores do afiliado' },
  admin: { useAsTitle: 'title', group: 'Conteúdo', defaultColumns: ['title', 'order'] },
  defaultSort: 'order',
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  fields: [
    { name: 'title', type: 'text', label: 'Título', required: true },
    { name: 'description', type: 'textarea', label: 'Descrição' },
    { name: 'order', type: 'number', label: 'Ordem', defaultValue: 0 },
  ],
  hooks: revalidateCollection('pain-points'),
}
