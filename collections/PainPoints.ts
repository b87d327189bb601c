import type { CollectionConfig } from 'payload'
import { anyone } from './access/anyone.ts'
import { isStaff } from './access/isStaff.ts'
import { revalidateCollection } from './hooks/revalidate.ts'

export const PainPoints: CollectionConfig = {
  slug: 'pain-points',
  labels: { singular: 'Dor do afiliado', plural: 'Dores do afiliado' },
  admin: {
    useAsTitle: 'title',
    group: 'Conteúdo',
    defaultColumns: ['title', 'description'],
    description: 'A lista "Você se identifica?" da página inicial e das promocionais, na ordem desta lista (arraste para mudar). Os textos iniciais são exemplos: revise antes de publicar.',
  },
  orderable: true,
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  fields: [
    { name: 'title', type: 'text', label: 'Título', required: true, admin: { description: 'Frase curta, em negrito.' } },
    { name: 'description', type: 'textarea', label: 'Descrição', admin: { description: 'Uma frase que explica a dor.' } },
  ],
  hooks: revalidateCollection('pain-points'),
}
