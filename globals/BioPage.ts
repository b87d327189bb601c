import type { GlobalConfig } from 'payload'
import { isStaff } from '../collections/access/isStaff.ts'
import { staffOrPublished } from '../collections/access/staffOrPublished.ts'
import { revalidateGlobal } from '../collections/hooks/revalidate.ts'
import { globalVersions, previewButton, updatedByField, versionsView } from '../collections/versioned.ts'
import { socialsField } from './fields/socials.ts'

export const BioPage: GlobalConfig = {
  slug: 'bio-page',
  label: 'Página de links (bio)',
  admin: { group: 'Conteúdo', description: 'Os links ficam na coleção "Links da bio".', preview: previewButton('bio-page'), components: { views: { edit: { versions: versionsView } } } },
  access: { read: staffOrPublished, readVersions: isStaff, update: isStaff },
  versions: globalVersions,
  fields: [
    { name: 'title', type: 'text', label: 'Título', required: true },
    { name: 'description', type: 'textarea', label: 'Descrição' },
    { name: 'logo', type: 'upload', relationTo: 'media', label: 'Logo' },
    socialsField,
    updatedByField,
  ],
  hooks: revalidateGlobal('bio-page'),
}
