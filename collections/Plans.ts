import type { CollectionBeforeChangeHook, CollectionConfig, Field, NumberFieldSingleValidation } from 'payload'
import type { Plan } from '../src/payload-types.ts'
import { clearStalePriceIds } from '../src/lib/stripeCatalog.ts'
import { priceSyncEndpoint } from '../src/server/endpoints/priceSync.ts'
import { isStaff } from './access/isStaff.ts'
import { staffOrPublished } from './access/staffOrPublished.ts'
import { revalidateCollection } from './hooks/revalidate.ts'
import { collectionVersions, previewButton, updatedByField, versionsView } from './versioned.ts'

const PRICE_OPTIONS = [
  { name: 'mensal', label: 'Mensal', period: '/mês' },
  { name: 'trimestral', label: 'Trimestral', period: '/3 meses' },
  { name: 'semestral', label: 'Semestral', period: '/6 meses' },
  { name: 'anual', label: 'Anual', period: '/ano' },
] as const

const validCents = (value: number | null | undefined): string | true => {
  if (value === null || value === undefined) return true
  if (!Number.isInteger(value)) return 'Use um valor inteiro em centavos (ex.: 9790 para R$ 97,90).'
  if (value < 0) return 'O preço não pode ser negativo.'
  return true
}

const validatePrice: NumberFieldSingleValidation = (value, { siblingData, data, path }) => {
  const basic = validCents(value)
  if (basic !== true) return basic
  const sibling = siblingData as { originalPrice?: number | null }
  if (value != null && sibling.originalPrice != null && value > sibling.originalPrice) {
    return 'O preço não pode ser maior que o preço original.'
  }
  const plan = data as { active?: boolean | null }
  if (plan.active && path.join('.').includes('mensal') && (value === null || value === undefined)) {
    return 'Um plano ativo precisa de preço mensal.'
  }
  return true
}

const priceOption = (opt: (typeof PRICE_OPTIONS)[number]): Field => ({
  name: opt.name,
  type: 'group',
  label: opt.label,
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'price',
          type: 'number',
          label: 'Preço (centavos)',
          admin: { description: 'Em centavos: 9790 significa noventa e sete reais e noventa centavos.' },
          validate: validatePrice,
        },
        {
          name: 'originalPrice',
          type: 'number',
          label: 'Preço original (centavos)',
          admin: { description: 'Mostrado riscado.' },
          validate: (v: number | null | undefined) => validCents(v),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'period', type: 'text', label: 'Rótulo do período', defaultValue: opt.period },
        { name: 'subtext', type: 'text', label: 'Subtexto (equivalente mensal)' },
        {
          name: 'stripePriceId',
          type: 'text',
          label: 'ID do preço no Stripe',
          admin: { description: 'Preenchido por "Sincronizar preços com o Stripe". Sem ele o checkout usa o preço acima; mudar o preço apaga o ID antigo.' },
        },
      ],
    },
  ],
})

const dropStaleStripePrices: CollectionBeforeChangeHook<Plan> = ({ data, originalDoc }) => {
  if (data.prices) data.prices = clearStalePriceIds(originalDoc?.prices, data.prices)
  return data
}

export const Plans: CollectionConfig = {
  slug: 'plans',
  labels: { singular: 'Plano', plural: 'Planos' },
  admin: {
    useAsTitle: 'name',
    group: 'Vendas',
    defaultColumns: ['name', 'planId', 'group', 'active', 'sortOrder'],
    components: { beforeListTable: ['/src/components/admin/SyncStripePricesButton.tsx#SyncStripePricesButton'], views: { edit: { versions: versionsView } } },
    preview: previewButton('plans'),
  },
  defaultSort: 'sortOrder',
  access: { read: staffOrPublished, readVersions: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  versions: collectionVersions,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', label: 'Nome', required: true },
        { name: 'planId', type: 'text', label: 'Identificador do plano', required: true, unique: true, index: true, admin: { description: 'Gravado na assinatura do usuário (ex.: elite_nivel_1).' } },
        { name: 'displayName', type: 'text', label: 'Nome exibido na área do usuário', required: true },
      ],
    },
    { name: 'description', type: 'textarea', label: 'Descrição' },
    {
      type: 'row',
      fields: [
        {
          name: 'group',
          type: 'select',
          label: 'Grupo',
          required: true,
          defaultValue: 'single',
          options: [
            { label: 'Cartão próprio', value: 'single' },
            { label: 'Elite (abas)', value: 'elite' },
            { label: 'Elite PRO (abas)', value: 'elite_pro' },
            { label: 'Somente rótulo (não vendido)', value: 'label' },
          ],
        },
        { name: 'sortOrder', type: 'number', label: 'Ordem', defaultValue: 0 },
        { name: 'active', type: 'checkbox', label: 'Ativo (à venda)', defaultValue: true },
        { name: 'highlight', type: 'checkbox', label: 'Destacado', defaultValue: false },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'badge', type: 'text', label: 'Selo (ex.: Mais Popular)' },
        { name: 'buttonText', type: 'text', label: 'Texto do botão' },
        { name: 'mainFeature', type: 'text', label: 'Recurso principal' },
      ],
    },
    { name: 'features', type: 'array', label: 'Recursos', labels: { singular: 'Recurso', plural: 'Recursos' }, fields: [{ name: 'text', type: 'text', label: 'Texto', required: true }] },
    { name: 'prices', type: 'group', label: 'Preços', fields: PRICE_OPTIONS.map(priceOption) },
    updatedByField,
  ],
  hooks: { ...revalidateCollection('plans'), beforeChange: [dropStaleStripePrices] },
  endpoints: [priceSyncEndpoint],
}
