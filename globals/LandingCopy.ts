import type { Field, GlobalConfig } from 'payload'
import { isStaff } from '../collections/access/isStaff.ts'
import { staffOrPublished } from '../collections/access/staffOrPublished.ts'
import { revalidateGlobal } from '../collections/hooks/revalidate.ts'
import { globalVersions, previewButton, updatedByField, versionsView } from '../collections/versioned.ts'

const text = (name: string, label: string, multiline = false): Field =>
  multiline ? { name, type: 'textarea', label } : { name, type: 'text', label }

export const LandingCopy: GlobalConfig = {
  slug: 'landing-copy',
  label: 'Textos das páginas de venda',
  admin: { group: 'Conteúdo', preview: previewButton('landing-copy'), components: { views: { edit: { versions: versionsView } } } },
  access: { read: staffOrPublished, readVersions: isStaff, update: isStaff },
  versions: globalVersions,
  fields: [
    {
      type: 'tabs',
      tabs: [
        { label: 'Topo', fields: [text('heroTitle', 'Título principal'), text('heroSubtitle', 'Subtítulo', true), text('heroCta', 'Botão (leva aos planos)')] },
        {
          label: 'Seções',
          fields: [
            text('painTitle', 'Título das dores'),
            text('featuresTitle', 'Título dos recursos'),
            text('featuresSubtitle', 'Subtítulo dos recursos', true),
            text('storesTitle', 'Título das lojas'),
            text('storesToggleShow', 'Botão mostrar lojas'),
            text('storesToggleHide', 'Botão ocultar lojas'),
            text('plansTitle', 'Título dos planos'),
            text('plansSubtitle', 'Subtítulo dos planos', true),
            text('faqTitle', 'Título do FAQ'),
          ],
        },
        {
          label: 'Planos',
          fields: [
            text('plansIncludeTitle', 'Título "todos os planos incluem"'),
            { name: 'plansInclude', type: 'array', label: 'Todos os planos incluem', fields: [{ name: 'text', type: 'text', label: 'Texto', required: true }] },
            text('planFaqTitle', 'Título do FAQ de planos'),
            text('helpCenterText', 'Texto do link da Central de Ajuda'),
          ],
        },
        {
          label: 'Promoções',
          fields: [
            { name: 'promoDefaultCode', type: 'text', label: 'Código aplicado nas páginas promocionais sem ?promo=', admin: { description: 'Ex.: aniversario. Deixe vazio para mostrar os preços normais.' } },
            text('promoLandingTitle', 'Título da landing promocional'),
            text('promoLandingSubtitle', 'Subtítulo da landing promocional', true),
            text('promoBannerTitle', 'Faixa de aniversário: título'),
            text('promoBannerText', 'Faixa de aniversário: texto', true),
            text('promoBannerCta', 'Faixa de aniversário: botão'),
          ],
        },
      ],
    },
    updatedByField,
  ],
  hooks: revalidateGlobal('landing-copy'),
}
