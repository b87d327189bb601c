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

export const Stores: CollectionConfig = {
  slug: 'stores',
  labels: { singular: 'Loja parceira', plural: 'Lojas parceiras' },
  admin: {
    useAsTitle: 'name',
    group: 'Conteúdo',
    defaultColumns: ['name', 'logo', 'network'],
    description:
      'O carrossel de lojas e a lista "Ver todas as lojas", na ordem desta lista (arraste para mudar). Os logos iniciais são marcas de texto simples: troque pelos logos oficiais.',
    preview: previewButton('stores'),
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
      name: 'name',
      type: 'text',
      label: 'Nome',
      required: true,
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
  hooks: contentHooks('stores'),
}
