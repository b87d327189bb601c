import type { CollectionConfig } from 'payload'
import { staffOrCurrentPromoCodes } from './access/currentPromoCodes.ts'
import { isStaff, isStaffField } from './access/isStaff.ts'
import { revalidateCollection } from './hooks/revalidate.ts'
import { collectionVersions, previewButton, updatedByField, versionsView } from './versioned.ts'

export const PromoCodes: CollectionConfig = {
  slug: 'promo-codes',
  labels: { singular: 'Código promocional', plural: 'Códigos promocionais' },
  admin: { useAsTitle: 'code', group: 'Vendas', defaultColumns: ['code', 'discountPercent', 'couponCode', 'active', 'validUntil'], preview: previewButton('promo-codes'), components: { views: { edit: { versions: versionsView } } } },
  access: { read: staffOrCurrentPromoCodes, readVersions: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  versions: collectionVersions,
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'code',
          type: 'text',
          label: 'Código (na URL: ?promo=)',
          required: true,
          unique: true,
          index: true,
          admin: { description: 'Comparado sem diferenciar maiúsculas de minúsculas.' },
          // Stored lower-cased so the unique index also holds case-insensitively.
          hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)] },
        },
        {
          name: 'discountPercent',
          type: 'number',
          label: 'Desconto (%)',
          required: true,
          min: 0,
          max: 100,
        },
        { name: 'couponCode', type: 'text', label: 'Cupom exibido ao visitante' },
        { name: 'stripeCouponId', type: 'text', label: 'ID do cupom no Stripe (opcional)' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'active', type: 'checkbox', label: 'Ativo', defaultValue: true, access: { read: isStaffField } },
        { name: 'monthlyOnly', type: 'checkbox', label: 'Somente plano mensal', defaultValue: true },
        { name: 'showCountdown', type: 'checkbox', label: 'Mostrar contagem regressiva', defaultValue: false },
        { name: 'isDefault', type: 'checkbox', label: 'Padrão para códigos desconhecidos', defaultValue: false },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'validFrom', type: 'date', label: 'Válido a partir de', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'validUntil', type: 'date', label: 'Válido até', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'campaign', type: 'text', label: 'Campanha', access: { read: isStaffField } },
      ],
    },
    { name: 'title', type: 'text', label: 'Título' },
    { name: 'subtitle', type: 'text', label: 'Subtítulo' },
    { name: 'promoMessage', type: 'text', label: 'Mensagem da promoção' },
    { name: 'specialOffer', type: 'text', label: 'Texto da oferta especial' },
    { name: 'subtext', type: 'text', label: 'Subtexto' },
    updatedByField,
  ],
  hooks: revalidateCollection('promo-codes'),
}
