import type { GlobalConfig } from 'payload'
import { isStaff } from '../access/isStaff.ts'
import { staffOrPublished } from '../access/staffOrPublished.ts'
import { globalContentHooks } from '../hooks/versionedContent.ts'
import { textareaWithTokens, textWithTokens } from '../fields/tokens.ts'
import { globalVersions, previewButton, updatedByField, versionsView } from '../fields/versioned.ts'
import { socialsField } from '../fields/socials.ts'

export const BioPage: GlobalConfig = {
  slug: 'bio-page',
  label: 'Página de links (bio)',
  admin: {
    group: 'Conteúdo',
    description:
      'A página /bio (link da bio do Instagram/TikTok). Os links ficam na coleção "Links da bio".',
    preview: previewButton('bio-page'),
    components: { views: { edit: { versions: versionsView } } },
  },
  access: { read: staffOrPublished, readVersions: isStaff, update: isStaff },
  versions: globalVersions,
  fields: [
    {
      name: 'title',
      type: 'text',
      label: 'Título',
      required: true,
      validate: textWithTokens(),
      admin: { description: 'Nome no topo da página; sem logo, sua inicial vira o símbolo.' },
    },
    {
      name: 'description',
      type: 'textarea',
      label: 'Descrição',
      validate: textareaWithTokens(),
      admin: { description: 'Frase abaixo do título.' },
    },
    {
      name: 'logo',
      type: 'upload',
      relationTo: 'media',
      label: 'Logo',
      admin: { description: 'Imagem quadrada, mostrada em 96 × 96.' },
    },
    socialsField,
    updatedByField,
  ],
  hooks: globalContentHooks('bio-page'),
}
