import { TOKEN_HELP } from '@/lib/siteTokens.ts'
import { richTextWithTokens, textWithTokens } from '../fields/tokens.ts'
import { updatedByField } from '../fields/versioned.ts'
import { siteContentCollection } from './siteContent.ts'

export const Faqs = siteContentCollection({
  slug: 'faqs',
  labels: { singular: 'Pergunta frequente', plural: 'Perguntas frequentes' },
  admin: {
    useAsTitle: 'question',
    defaultColumns: ['question', 'pages'],
    description:
      'As perguntas aparecem na ordem desta lista (arraste para mudar). As respostas iniciais são exemplos: revise antes de publicar.',
  },
  fields: [
    {
      name: 'question',
      type: 'text',
      label: 'Pergunta',
      required: true,
      validate: textWithTokens(),
      admin: { description: TOKEN_HELP },
    },
    {
      name: 'answer',
      type: 'richText',
      label: 'Resposta',
      required: true,
      validate: richTextWithTokens(),
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
})
