import type { GlobalConfig } from 'payload'
import { anyone } from '../collections/access/anyone.ts'
import { isStaff } from '../collections/access/isStaff.ts'
import { revalidateGlobal } from '../collections/hooks/revalidate.ts'
import { socialsField } from './fields/socials.ts'

export const BioPage: GlobalConfig = {
  slug: 'bio-page',
  label: 'Página de links (bio)',
  admin: { group: 'Conteúdo', description: 'A página /bio (link da bio do Instagram/TikTok). Os links ficam na coleção "Links da bio".' },
  access: { read: anyone, update: isStaff },
  fields: [
    { name: 'title', type: 'text', label: 'Título', required: true, admin: { description: 'Nome no topo da página; sem logo, sua inicial vira o símbolo.' } },
    { name: 'description', type: 'textarea', label: 'Descrição', admin: { description: 'Frase abaixo do título.' } },
    { name: 'logo', type: 'upload', relationTo: 'media', label: 'Logo', admin: { description: 'Imagem quadrada, mostrada em 96 × 96.' } },
    socialsField,
  ],
  hooks: { afterChange: revalidateGlobal('bio-page') },
}
