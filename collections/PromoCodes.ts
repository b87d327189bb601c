import type { CollectionConfig } from 'payload'
import { staffOrCurrentPromoCodes } from './access/currentPromoCodes.ts'
import { isStaff, isStaffField } from './access/isStaff.ts'
import { revalidateCollection } from './hooks/revalidate.ts'

export const PromoCodes: CollectionConfig = {
  slug: 'promo-codes',
  labels: { singular: 'Código promocional', plural: 'Códigos promocionais' },
  admin: { useAsTitle: 'code', group: 'Vendas', defaultColumns: ['code', 'discountPercent', 'couponCode', 'active', 'validUntil'] },
  access: { read: staffOrCurrentPromoCodes, create: isStaff, update: isStaff, delete: isStaff },
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
          admin: { description: 'Sobre o preço mensal, no 1º mês.' },
        },
        { name: 'couponCode', type: 'text', label: 'Cupom exibido ao visitante', admin: { description: 'No botão do cupom, que o copia ao clicar, ex.: BUSQYNOVO10.' } },
        { name: 'stripeCouponId', type: 'text', label: 'ID do cupom no Stripe (opcional)' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'active', type: 'checkbox', label: 'Ativo', defaultValue: true, access: { read: isStaffField }, admin: { description: 'Desmarcado: o código deixa de valer.' } },
        { name: 'monthlyOnly', type: 'checkbox', label: 'Somente plano mensal', defaultValue: true },
        { name: 'showCountdown', type: 'checkbox', label: 'Mostrar contagem regressiva', defaultValue: false, admin: { description: '"Oferta acaba em:" até o fim do dia.' } },
        { name: 'isDefault', type: 'checkbox', label: 'Padrão para códigos desconhecidos', defaultValue: false, admin: { description: 'Usado quando o ?promo= da URL não existe.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'validFrom', type: 'date', label: 'Válido a partir de', admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Vazio: desde já.' } },
        { name: 'validUntil', type: 'date', label: 'Válido até', admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Vazio: sem data de fim.' } },
        { name: 'campaign', type: 'text', label: 'Campanha', access: { read: isStaffField } },
      ],
    },
    { name: 'title', type: 'text', label: 'Título', admin: { description: 'Título da faixa da promoção.' } },
    { name: 'subtitle', type: 'text', label: 'Subtítulo' },
    { name: 'promoMessage', type: 'text', label: 'Mensagem da promoção', admin: { description: 'Frase da faixa, ex.: Use o cupom … e ganhe 10% no 1º mês.' } },
    { name: 'specialOffer', type: 'text', label: 'Texto da oferta especial', admin: { description: 'Destaque curto, ex.: 10% OFF no 1º mês.' } },
    { name: 'subtext', type: 'text', label: 'Subtexto' },
  ],
  hooks: revalidateCollection('promo-codes'),
}
