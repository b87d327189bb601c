import type { CollectionConfig } from 'payload'
import { TOKEN_HELP } from '@/lib/siteTokens.ts'
import { isStaff } from '../access/isStaff.ts'
import { staffOrPublished } from '../access/staffOrPublished.ts'
import { contentHooks } from '../hooks/versionedContent.ts'
import {
  collectionVersions,
  previewButton,
  updatedByField,
  versionsView,
} from '../fields/versioned.ts'
import { trashByStaffDeleteByAdmin } from '../access/trash.ts'

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'Pergunta frequente', plural: 'Perguntas frequentes' },
  admin: {
    useAsTitle: 'question',
    group: 'Conteúdo',
    defaultColumns: ['question', 'pages'],
    description:
      'As perguntas aparecem na ordem desta lista (arraste para mudar). As respostas iniciais são exemplos: revise antes de publicar.',
    preview: previewButton('faqs'),
    components: { views: { edit: { versions: versionsView } } },
  },
  orderable: true,
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
      name: 'question',
      type: 'text',
      label: 'Pergunta',
      required: true,
      admin: { description: TOKEN_HELP },
    },
    {
      name: 'answer',
      type: 'richText',
      label: 'Resposta',
      required: true,
      admin: { description: TOKEN_HELP },
    },
    {
      name: 'pages',
      type: 'select',
      label: 'Páginas',
      hasMany: true,
      required: true,
      defaultValue: ['landing'],
      admin: { description: 'Onde a pergunta aparece.' },
      options: [
        { label: 'Página inicial (/, /home, /promo-landing)', value: 'landing' },
        { label: 'Planos promocionais (/planos-promo, /promo, /afiliado)', value: 'promo' },
        { label: 'Página de planos (/planos, /selecionar-plano)', value: 'plans' },
      ],
    },
    updatedByField,
  ],
  hooks: contentHooks('faqs'),
}
