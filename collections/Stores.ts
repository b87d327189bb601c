import { textWithTokens } from '../fields/tokens.ts'
import { updatedByField } from '../fields/versioned.ts'
import { siteContentCollection } from './siteContent.ts'

export const Stores = siteContentCollection({
  slug: 'stores',
  labels: { singular: 'Loja parceira', plural: 'Lojas parceiras' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'logo', 'network'],
    description:
      'O carrossel de lojas e a lista "Ver todas as lojas", na ordem desta lista (arraste para mudar). Os logos iniciais são marcas de texto simples: troque pelos logos oficiais.',
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      label: 'Nome',
      required: true,
      validate: textWithTokens(),
      admin: { description: 'Mostrado quando não há logo e na lista de lojas.' },
    },
    {
      name: 'logo',
      type: 'upload',
      relationTo: 'media',
      label: 'Logo',
      admin: { description: 'PNG, WebP ou SVG, de preferência horizontal (cabe em 120 × 48).' },
    },
    {
      name: 'network',
      type: 'checkbox',
      label: 'Loja da rede de afiliados',
      defaultValue: false,
      admin: {
        description: 'Marcada: a loja aparece sob "Rede de afiliados" na lista de todas as lojas.',
      },
    },
    updatedByField,
  ],
})
