import { FEATURE_ICONS } from '@/lib/featureIcons.ts'
import { textareaWithTokens, textWithTokens } from '../fields/tokens.ts'
import { updatedByField } from '../fields/versioned.ts'
import { siteContentCollection } from './siteContent.ts'

export const Features = siteContentCollection({
  slug: 'features',
  labels: { singular: 'Recurso', plural: 'Recursos' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'icon'],
    description:
      'Os cartões e as abas do carrossel da seção de recursos, na ordem desta lista (arraste para mudar). Os textos iniciais são exemplos: revise antes de publicar.',
  },
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
      validate: textWithTokens(),
      admin: { description: 'No topo do cartão, ou o texto da aba do carrossel.' },
    },
    {
      name: 'description',
      type: 'textarea',
      label: 'Descrição',
      validate: textareaWithTokens(),
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
          validate: textWithTokens(),
          admin: { description: 'Um item, em uma linha.' },
        },
      ],
    },
    updatedByField,
  ],
})
