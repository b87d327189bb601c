import type { CollectionConfig } from 'payload'
import { anyone } from './access/anyone.ts'
import { isStaff } from './access/isStaff.ts'
import { revalidateCollection } from './hooks/revalidate.ts'

export const LegalPages: CollectionConfig = {
  slug: 'legal-pages',
  labels: { singular: 'Página institucional', plural: 'Páginas institucionais' },
  admin: { useAsTitle: 'title', group: 'Conteúdo', defaultColumns: ['title', 'slug', 'lastUpdated'] },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'slug',
          type: 'select',
          label: 'Página',
          required: true,
          unique: true,
          options: [
            { label: 'Termos de Uso (/termos)', value: 'termos' },
            { label: 'Política de Privacidade (/politicas-de-privacidade)', value: 'privacidade' },
            { label: 'Sobre (/sobre)', value: 'sobre' },
          ],
        },
        { name: 'title', type: 'text', label: 'Título', required: true },
        { name: 'lastUpdated', type: 'date', label: 'Última atualização', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
      ],
    },
    { name: 'content', type: 'richText', label: 'Conteúdo', required: true },
  ],
  hooks: revalidateCollection('legal-pages'),
}
