import type { CollectionConfig } from 'payload'
import { isStaff } from '../access/isStaff.ts'
import { staffOrPublished } from '../access/staffOrPublished.ts'
import { contentHooks } from '../hooks/versionedContent.ts'
import { validateWebUrlOrPath } from '../fields/links.ts'
import {
  collectionVersions,
  previewButton,
  updatedByField,
  versionsView,
} from '../fields/versioned.ts'
import { trashByStaffDeleteByAdmin } from '../access/trash.ts'

export const BioLinks: CollectionConfig = {
  slug: 'bio-links',
  labels: { singular: 'Link da bio', plural: 'Links da bio' },
  admin: {
    useAsTitle: 'label',
    group: 'Conteúdo',
    defaultColumns: ['label', 'url', 'highlight'],
    description:
      'Os botões da página /bio, na ordem desta lista (arraste para mudar). Os links de WhatsApp iniciais são exemplos: troque pelos números reais.',
    preview: previewButton('bio-links'),
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
      name: 'label',
      type: 'text',
      label: 'Rótulo',
      required: true,
      admin: { description: 'Texto do botão.' },
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
  hooks: contentHooks('bio-links'),
}
