import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone.ts'
import { isStaff } from '../access/isStaff.ts'
import { revalidateCollection } from '../hooks/revalidate.ts'

// SVG: Payload refuses uploads with scripts, event handlers, foreign objects or external entities,
// and serves XML with a script-less CSP. On top of that an SVG opened on its own is sandboxed and
// downloaded rather than shown (an <img> ignores both headers), so even a file that slipped past
// the check never runs in the site's origin.
const SVG_HEADERS: Record<string, string> = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
  'Content-Disposition': 'attachment',
  'X-Content-Type-Options': 'nosniff',
}

export function mediaResponseHeaders({ headers }: { headers: Headers }): Headers {
  if (!/image\/svg\+xml/i.test(headers.get('Content-Type') ?? '')) return headers
  for (const [name, value] of Object.entries(SVG_HEADERS)) headers.set(name, value)
  return headers
}

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Mídia', plural: 'Mídias' },
  admin: {
    useAsTitle: 'alt',
    group: 'Conteúdo',
    defaultColumns: ['filename', 'alt', 'mimeType', 'filesize', 'updatedAt'],
    description:
      'Imagens do site: logos (marca, lojas, bio), ícone e imagem de compartilhamento. Marque o ponto focal: os cortes automáticos o mantêm visível.',
  },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  upload: {
    staticDir: process.env.MEDIA_DIR || 'media',
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'image/avif'],
    focalPoint: true,
    crop: true,
    adminThumbnail: 'logo',
    // SVGs are kept as uploaded (vector); the other formats get these sizes.
    imageSizes: [
      // Logos (header, stores, bio): at most 480 × 192, never enlarged, proportions kept.
      { name: 'logo', width: 480, height: 192, fit: 'inside', withoutEnlargement: true },
      // The favicon and app icon: a 512 × 512 square cut around the focal point.
      { name: 'icon', width: 512, height: 512, fit: 'cover' },
      // Social-share image (Open Graph, WhatsApp, Facebook): 1200 × 630 around the focal point.
      { name: 'share', width: 1200, height: 630, fit: 'cover' },
    ],
    modifyResponseHeaders: mediaResponseHeaders,
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      label: 'Texto alternativo',
      required: true,
      admin: {
        description: 'O que a imagem mostra, para quem usa leitor de tela (ex.: Logo da Amazon).',
      },
    },
  ],
  hooks: revalidateCollection('media'),
}
