import type { CollectionConfig } from 'payload'
import { anyone } from './access/anyone.ts'
import { isStaff } from './access/isStaff.ts'
import { revalidateCollection } from './hooks/revalidate.ts'

export const BioLinks: CollectionConfig = {
  slug: 'bio-links',
  labels: { singular: 'Link da bio', plural: 'Links da bio' },
  admin: { useAsTitle: 'label', group: 'Conteúdo', defaultColumns: ['label', 'url', 'order'] },
  defaultSort: 'order',
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
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
  ],
  hooks: revalidateCollection('bio-links'),
}
