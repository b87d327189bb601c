import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import type { PromoCode } from '@/payload-types.ts'
import { clearStaleCouponId } from '@/lib/stripeCatalog.ts'
import { PROMO_TOKEN_HELP } from '@/lib/promo.ts'
import { staffOrCurrentPromoCodes } from '../access/currentPromoCodes.ts'
import { isStaff, isStaffField } from '../access/isStaff.ts'
import { revalidateCollection } from '../hooks/revalidate.ts'
import {
  collectionVersions,
  previewButton,
  updatedByField,
  versionsView,
} from '../fields/versioned.ts'
import { trashByStaffDeleteByAdmin } from '../access/trash.ts'

const dropStaleCoupon: CollectionBeforeChangeHook<PromoCode> = ({ data, originalDoc }) =>
  clearStaleCouponId(originalDoc, data)

export const PromoCodes: CollectionConfig = {
  slug: 'promo-codes',
  labels: { singular: 'Código promocional', plural: 'Códigos promocionais' },
  admin: {
    useAsTitle: 'code',
    group: 'Vendas',
    defaultColumns: ['code', 'discountPercent', 'couponCode', 'active', 'validUntil'],
    preview: previewButton('promo-codes'),
    components: {
      beforeListTable: ['/src/components/admin/SyncStripePricesButton.tsx#SyncStripePricesButton'],
      views: { edit: { versions: versionsView } },
    },
  },
  access: {
    read: staffOrCurrentPromoCodes,
    readVersions: isStaff,
    create: isStaff,
    update: isStaff,
    delete: trashByStaffDeleteByAdmin,
  },
  versions: collectionVersions,
  trash: true,
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
          hooks: {
            beforeValidate: [
              ({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
            ],
          },
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
        {
          name: 'couponCode',
          type: 'text',
          label: 'Cupom exibido ao visitante',
          admin: { description: 'No botão do cupom, que o copia ao clicar, ex.: BUSQYNOVO10.' },
        },
        {
          name: 'stripeCouponId',
          type: 'text',
          label: 'ID do cupom no Stripe',
          // Read-only: checkout always applies the coupon it derives from the code and percent
          // (src/server/checkout.ts); a typed id would change nothing but this display.
          admin: {
            readOnly: true,
            description:
              'Preenchido por "Sincronizar preços e cupons com o Stripe" (e pelo primeiro checkout com o código). Mudar o desconto apaga o ID antigo: cupons do Stripe não mudam de valor.',
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'active',
          type: 'checkbox',
          label: 'Ativo',
          defaultValue: true,
          access: { read: isStaffField },
          admin: { description: 'Desmarcado: o código deixa de valer.' },
        },
        {
          name: 'monthlyOnly',
          type: 'checkbox',
          label: 'Somente plano mensal',
          defaultValue: true,
          admin: {
            description:
              'Marcado: o desconto vale só no 1º mês do plano mensal. Desmarcado: vale também no 1º pagamento trimestral, semestral e anual (as ofertas do upsell mostram o preço com desconto).',
          },
        },
        {
          name: 'showCountdown',
          type: 'checkbox',
          label: 'Mostrar contagem regressiva',
          defaultValue: false,
          admin: { description: '"Oferta acaba em:" até o fim do dia.' },
        },
        {
          name: 'isDefault',
          type: 'checkbox',
          label: 'Padrão para códigos desconhecidos',
          defaultValue: false,
          admin: {
            description:
              'Um ?promo= da URL que não é um código cadastrado recebe o desconto e os textos deste código. Sem código padrão ativo, não recebe desconto.',
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'validFrom',
          type: 'date',
          label: 'Válido a partir de',
          admin: {
            date: { pickerAppearance: 'dayAndTime' },
            description:
              'Vazio: desde já. Antes desta data o código já vai no código-fonte das páginas de planos (para valer desde o primeiro minuto); para mantê-lo em segredo até lá, publique-o só na data.',
          },
        },
        {
          name: 'validUntil',
          type: 'date',
          label: 'Válido até',
          admin: {
            date: { pickerAppearance: 'dayAndTime' },
            description: 'Vazio: sem data de fim.',
          },
        },
        {
          name: 'campaign',
          type: 'text',
          label: 'Campanha',
          access: { read: isStaffField },
          admin: {
            description:
              'Gravada em cada checkout feito com este código (metadados da sessão no Stripe e lista de Checkouts), para saber qual campanha vendeu.',
          },
        },
      ],
    },
    {
      name: 'title',
      type: 'text',
      label: 'Título',
      admin: { description: `Título da faixa da promoção. ${PROMO_TOKEN_HELP}` },
    },
    {
      name: 'subtitle',
      type: 'text',
      label: 'Subtítulo',
      admin: {
        description: `Mostrado abaixo do título, no banner da promoção. ${PROMO_TOKEN_HELP}`,
      },
    },
    {
      name: 'promoMessage',
      type: 'text',
      label: 'Mensagem da promoção',
      admin: {
        description: `Frase da faixa, ex.: Use o cupom {cupom} e ganhe {desconto}% no 1º mês. ${PROMO_TOKEN_HELP}`,
      },
    },
    {
      name: 'specialOffer',
      type: 'text',
      label: 'Texto da oferta especial',
      admin: { description: `Destaque curto, ex.: {desconto}% OFF no 1º mês. ${PROMO_TOKEN_HELP}` },
    },
    {
      name: 'subtext',
      type: 'text',
      label: 'Subtexto',
      admin: {
        description: `Uma linha a mais abaixo do preço com desconto nos cartões de plano (depois de "Depois, R$ x/mês"). Vazio: nada. ${PROMO_TOKEN_HELP}`,
      },
    },
    updatedByField,
  ],
  hooks: { ...revalidateCollection('promo-codes'), beforeChange: [dropStaleCoupon] },
}
