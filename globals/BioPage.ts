import type { GlobalConfig } from 'payload'
import { anyone } from '../collections/access/anyone.ts'
import { isStaff } from '../collections/access/isStaff.ts'
import { revalidateGlobal } from '../collections/hooks/revalidate.ts'
import { socialsField } from './fields/socials.ts'

export const BioPage: GlobalConfig = {
  slug: 'bio-page',
  label: 'Página de links (bio)',
  admin: { group: 'Conteúdo', description: 'Os links ficam na coleção "Links da bio".' },
  access: { read: anyone, update: isStaff },
  fields: [
    { name: 'title', type: 'text', label: 'Título', required: true },
    { name: 'description', type: 'textarea', label: 'Descrição' },
    { name: 'logo', type: 'upload', relationTo: 'media', label: 'Logo' },
    socialsField,
  ],
  hooks: { afterChange: revalidateGlobal('bio-page') },
}
