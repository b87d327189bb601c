import { TOKEN_HELP } from '@/lib/siteTokens.ts'
import { textWithTokens } from '../fields/tokens.ts'
import { validateWebUrlOrPath } from '../fields/links.ts'
import { updatedByField } from '../fields/versioned.ts'
import { siteContentCollection } from './siteContent.ts'

export const BioLinks = siteContentCollection({
  slug: 'bio-links',
  labels: { singular: 'Link da bio', plural: 'Links da bio' },
  admin: {
    useAsTitle: 'label',
    defaultColumns: ['label', 'url', 'highlight'],
    description:
      'Os botões da página /bio, na ordem desta lista (arraste para mudar). Os links de WhatsApp iniciais são exemplos: troque pelos números reais.',
  },
  fields: [
    {
      name: 'label',
      type: 'text',
      label: 'Rótulo',
      required: true,
      validate: textWithTokens(),
      admin: { description: `Texto do botão. ${TOKEN_HELP}` },
    },
    {
      name: 'url',
      type: 'text',
      label: 'Endereço',
      required: true,
      admin: {
        description:
          'https://… para outro site (abre em nova aba) ou /caminho para uma página deste site.',
      },
      validate: validateWebUrlOrPath,
    },
    {
      name: 'highlight',
      type: 'checkbox',
      label: 'Destacado',
      defaultValue: false,
      admin: { description: 'Botão na cor da marca.' },
    },
    updatedByField,
  ],
})
