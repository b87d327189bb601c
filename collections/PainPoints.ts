import { textareaWithTokens, textWithTokens } from '../fields/tokens.ts'
import { updatedByField } from '../fields/versioned.ts'
import { siteContentCollection } from './siteContent.ts'

export const PainPoints = siteContentCollection({
  slug: 'pain-points',
  labels: { singular: 'Dor do afiliado', plural: 'Dores do afiliado' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'description'],
    description:
      'A lista de dores da página inicial e das promocionais (título e chamada em Textos das páginas de venda › Seções), na ordem desta lista (arraste para mudar). Os textos iniciais são exemplos: revise antes de publicar.',
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      label: 'Título',
      required: true,
      validate: textWithTokens(),
      admin: { description: 'Frase curta, em negrito.' },
    },
    {
      name: 'description',
      type: 'textarea',
      label: 'Descrição',
      validate: textareaWithTokens(),
      admin: { description: 'Uma frase que explica a dor.' },
    },
    updatedByField,
  ],
})
