import type { CollectionConfig } from 'payload'
import { TOKEN_HELP } from '@/lib/siteTokens.ts'
import { isStaff } from '../access/isStaff.ts'
import { staffOrPublished } from '../access/staffOrPublished.ts'
import { revalidateCollection } from '../hooks/revalidate.ts'
import {
  collectionVersions,
  previewButton,
  updatedByField,
  versionsView,
} from '../fields/versioned.ts'
import { trashByStaffDeleteByAdmin } from '../access/trash.ts'

export const LegalPages: CollectionConfig = {
  slug: 'legal-pages',
  labels: { singular: 'Página institucional', plural: 'Páginas institucionais' },
  admin: {
    useAsTitle: 'title',
    group: 'Conteúdo',
    defaultColumns: ['title', 'slug', 'lastUpdated'],
    description:
      'Termos de Uso, Política de Privacidade e Sobre. Os textos iniciais seguem a especificação, mas são um modelo: peça a revisão jurídica antes de publicar.',
    preview: previewButton('legal-pages'),
    components: { views: { edit: { versions: versionsView } } },
  },
  access: {
    read: staffOrPublished,
    readVersions: isStaff,
    create: isStaff,
    update: isStaff,
    delete: trashByStaffDeleteByAdmin,
  },
  versions: collectionVersions,
  trash: true,
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
          admin: { description: 'O endereço do site em que este texto aparece; uma por página.' },
          options: [
            { label: 'Termos de Uso (/termos)', value: 'termos' },
            { label: 'Política de Privacidade (/politicas-de-privacidade)', value: 'privacidade' },
            { label: 'Sobre (/sobre)', value: 'sobre' },
          ],
        },
        {
          name: 'title',
          type: 'text',
          label: 'Título',
          required: true,
          admin: { description: 'O título no topo da página e na aba do navegador.' },
        },
        {
          name: 'lastUpdated',
          type: 'date',
          label: 'Última atualização',
          required: true,
          admin: {
            date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' },
            description: 'Mostrada no topo da página.',
          },
        },
      ],
    },
    {
      name: 'content',
      type: 'richText',
      label: 'Conteúdo',
      required: true,
      admin: { description: TOKEN_HELP },
    },
    updatedByField,
  ],
  hooks: revalidateCollection('legal-pages'),
}
