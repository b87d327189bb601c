import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook } from 'payload'
import type { LegalPage } from '@/payload-types.ts'
import { clientError } from '@/server/payloadErrors.ts'
import { liveRow } from '@/server/published.ts'
import { TOKEN_HELP } from '@/lib/siteTokens.ts'
import { savedDraft } from '../hooks/revalidate.ts'
import { contentHooks } from '../hooks/versionedContent.ts'
import { richTextWithTokens, textWithTokens } from '../fields/tokens.ts'
import { updatedByField } from '../fields/versioned.ts'
import { dayOnlyDate } from '../fields/dates.ts'
import { siteContentCollection } from './siteContent.ts'

// Every page's footer links to the three pages, one document each: unpublished or in the trash,
// the address would answer "página não encontrada" (and a new one is refused while the trashed one
// keeps its address).
const LEGAL_PAGE_STAYS =
  'O rodapé de todas as páginas leva a esta página: despublicada ou na lixeira, o endereço mostraria "página não encontrada". Para mudar o texto, edite e publique; para desfazer uma mudança, restaure uma versão anterior.'

// Checked against the live row, not `originalDoc` (the latest version, a draft once an edit was
// autosaved): with a draft pending, unpublishing, trashing, a scheduled unpublish or a save that does
// not publish (Payload writes the latest version, draft status included, into the row) would all
// take the page off the site.
const keepOnSite: CollectionBeforeChangeHook<LegalPage> = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || !originalDoc || savedDraft(req, 'legal-pages')) return data
  if (!(await liveRow(req, 'legal-pages', originalDoc.id))) return data
  const status = data._status ?? originalDoc._status
  if (status !== 'published' || (data as { deletedAt?: unknown }).deletedAt)
    throw clientError(LEGAL_PAGE_STAYS, 400)
  return data
}

const keepPublished: CollectionBeforeDeleteHook = async ({ id, req }) => {
  // Deleting for good from the trash is fine: only a page on the site is kept.
  if (await liveRow(req, 'legal-pages', id)) throw clientError(LEGAL_PAGE_STAYS, 400)
}

const legalHooks = contentHooks('legal-pages')

export const LegalPages = siteContentCollection({
  slug: 'legal-pages',
  labels: { singular: 'Página institucional', plural: 'Páginas institucionais' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'lastUpdated'],
    description:
      'Termos de Uso, Política de Privacidade e Sobre. Os textos iniciais seguem a especificação, mas são um modelo: peça a revisão jurídica antes de publicar.',
  },
  orderable: false,
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'slug',
          type: 'select',
          label: 'Página',
          required: true,
          unique: true,
          admin: { description: 'O endereço do site em que este texto aparece; uma por página.' },
          options: [
            { label: 'Termos de Uso (/termos)', value: 'termos' },
            { label: 'Política de Privacidade (/politicas-de-privacidade)', value: 'privacidade' },
            { label: 'Sobre (/sobre)', value: 'sobre' },
          ],
        },
        {
          name: 'title',
          type: 'text',
          label: 'Título',
          required: true,
          validate: textWithTokens(),
          admin: { description: 'O título no topo da página e na aba do navegador.' },
        },
        {
          name: 'lastUpdated',
          type: 'date',
          label: 'Última atualização',
          required: true,
          hooks: dayOnlyDate.hooks,
          admin: { ...dayOnlyDate.admin, description: 'Mostrada no topo da página.' },
        },
      ],
    },
    {
      name: 'content',
      type: 'richText',
      label: 'Conteúdo',
      required: true,
      validate: richTextWithTokens(),
      admin: { description: TOKEN_HELP },
    },
    updatedByField,
  ],
  hooks: {
    ...legalHooks,
    beforeChange: [...legalHooks.beforeChange, keepOnSite],
    beforeDelete: [keepPublished],
  },
})
