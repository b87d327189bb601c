import type { CollectionConfig } from 'payload'
import { FEATURE_ICONS } from '@/lib/featureIcons.ts'
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

export const Features: CollectionConfig = {
  slug: 'features',
  labels: { singular: 'Recurso', plural: 'Recursos' },
  admin: {
    useAsTitle: 'title',
    group: 'Conteúdo',
    defaultColumns: ['title', 'kind', 'icon'],
    description:
      'Os cartões e as abas do carrossel da seção de recursos, na ordem desta lista (arraste para mudar). Os textos iniciais são exemplos: revise antes de publicar.',
    preview: previewButton('features'),
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
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          label: 'Tipo',
          required: true,
          defaultValue: 'card',
          admin: { description: 'Cartão na grade ou aba do carrossel.' },
          options: [
            { label: 'Cartão de recurso', value: 'card' },
            { label: 'Aba do carrossel', value: 'tab' },
          ],
        },
        {
          name: 'icon',
          type: 'select',
          label: 'Ícone',
          options: FEATURE_ICONS.map((i) => ({ label: i.label, value: i.value })),
          admin: { description: 'Desenho ao lado do título.' },
        },
      ],
    },
    {
      name: 'title',
      type: 'text',
      label: 'Título',
      required: true,
      admin: { description: 'No topo do cartão, ou o texto da aba do carrossel.' },
    },
    {
      name: 'description',
      type: 'textarea',
      label: 'Descrição',
      admin: { description: 'Uma ou duas frases.' },
    },
    {
      name: 'bullets',
      type: 'array',
      label: 'Itens',
      labels: { singular: 'Item', plural: 'Itens' },
      admin: { description: 'Lista curta abaixo da descrição (cartões e abas).' },
      fields: [
        {
          name: 'text',
          type: 'text',
          label: 'Texto',
          required: true,
          admin: { description: 'Um item, em uma linha.' },
        },
      ],
    },
    updatedByField,
  ],
  hooks: contentHooks('features'),
}
