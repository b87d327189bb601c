import type { GlobalConfig } from 'payload'
import { isStaff } from '../collections/access/isStaff.ts'
import { staffOrPublished } from '../collections/access/staffOrPublished.ts'
import { revalidateGlobal } from '../collections/hooks/revalidate.ts'
import { globalVersions, updatedByField, versionsView } from '../collections/versioned.ts'

export const UpsellSettings: GlobalConfig = {
  slug: 'upsell-settings',
  label: 'Upsell',
  admin: { group: 'Vendas', components: { views: { edit: { versions: versionsView } } } },
  access: { read: staffOrPublished, readVersions: isStaff, update: isStaff },
  versions: globalVersions,
  fields: [
    { name: 'countdownMinutes', type: 'number', label: 'Contagem regressiva (minutos)', required: true, min: 1, defaultValue: 15 },
    { name: 'title', type: 'text', label: 'Título', required: true },
    { name: 'subtitle', type: 'textarea', label: 'Subtítulo' },
    { name: 'countdownLabel', type: 'text', label: 'Texto da contagem' },
    { name: 'featuresTitle', type: 'text', label: 'Título dos recursos dos cartões' },
    { name: 'featureLines', type: 'array', label: 'Linhas de recursos (quatro)', maxRows: 8, fields: [{ name: 'text', type: 'text', label: 'Texto', required: true }] },
    {
      name: 'options',
      type: 'array',
      label: 'Ofertas (períodos mais longos)',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'priceKey', type: 'select', label: 'Período', required: true, options: [
              { label: 'Trimestral (3 meses)', value: 'trimestral' },
              { label: 'Semestral (6 meses)', value: 'semestral' },
              { label: 'Anual (12 meses)', value: 'anual' },
            ] },
            { name: 'title', type: 'text', label: 'Título', required: true },
            { name: 'badge', type: 'text', label: 'Selo' },
            { name: 'periodLabel', type: 'text', label: 'Rótulo do período' },
            { name: 'highlight', type: 'checkbox', label: 'Destacado' },
          ],
        },
        { name: 'description', type: 'text', label: 'Descrição' },
      ],
    },
    { name: 'reassurance', type: 'array', label: 'Blocos de garantia', fields: [
      { name: 'title', type: 'text', label: 'Título', required: true },
      { name: 'text', type: 'textarea', label: 'Texto' },
    ] },
    updatedByField,
  ],
  hooks: revalidateGlobal('upsell-settings'),
}
