import type { CollectionConfig } from 'payload'
import { anyone } from './access/anyone.ts'
import { isStaff } from './access/isStaff.ts'
import { revalidateCollection } from './hooks/revalidate.ts'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Mídia', plural: 'Mídias' },
  admin: { group: 'Conteúdo' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  upload: {
    staticDir: process.env.MEDIA_DIR || 'media',
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'image/avif'],
  },
  fields: [{ name: 'alt', type: 'text', label: 'Texto alternativo', required: true }],
  hooks: revalidateCollection('media'),
}
