import type { CollectionConfig } from 'payload'
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

export const PainPoints: CollectionConfig = {
  slug: 'pain-points',
  labels: { singular: 'Dor do afiliado', plural: 'Dores do afiliado' },
  admin: {
    useAsTitle: 'title',
    group: 'Conteúdo',
    defaultColumns: ['title', 'description'],
    description:
      'A lista "Você se identifica?" da página inicial e das promocionais, na ordem desta lista (arraste para mudar). Os textos iniciais são exemplos: revise antes de publicar.',
    preview: previewButton('pain-points'),
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
      name: 'title',
      type: 'text',
      label: 'Título',
      required: true,
      admin: { description: 'Frase curta, em negrito.' },
    },
    {
      name: 'description',
      type: 'textarea',
      label: 'Descrição',
      admin: { description: 'Uma frase que explica a dor.' },
    },
    updatedByField,
  ],
  hooks: contentHooks('pain-points'),
}
