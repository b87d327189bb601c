import type { CollectionConfig } from 'payload'
import { anyone } from './access/anyone.ts'
import { isStaff } from './access/isStaff.ts'
import { revalidateCollection } from './hooks/revalidate.ts'

export const Stores: CollectionConfig = {
  slug: 'stores',
  labels: { singular: 'Loja parceira', plural: 'Lojas parceiras' },
  admin: { useAsTitle: 'name', group: 'Conteúdo', defaultColumns: ['name', 'order', 'network'] },
  defaultSort: 'order',
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
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
  ],
  hooks: revalidateCollection('stores'),
}
