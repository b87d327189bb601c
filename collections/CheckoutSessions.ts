import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin.ts'
import { isStaff } from '../access/isStaff.ts'
import { moneyField } from '../fields/money.ts'
import { dateAndTimePicker } from '../fields/dates.ts'

const nobody = () => false

/**
 * Every embedded checkout the server opened, with what it asked Stripe to charge. The server
 * checks a session's owner here before it asks Stripe about it (session status), reports each
 * completed payment to Meta once from what is stored here, and the sales team sees which promo
 * code and campaign sold what. Written by the server only (checkout, webhooks).
 */
export const CheckoutSessions: CollectionConfig = {
  slug: 'checkout-sessions',
  labels: { singular: 'Checkout', plural: 'Checkouts' },
  admin: {
    useAsTitle: 'sessionId',
    group: 'Vendas',
    defaultColumns: [
      'createdAt',
      'email',
      'planName',
      'interval',
      'amountCents',
      'promoCode',
      'status',
      'paymentStatus',
    ],
    description:
      'Cada checkout aberto no site, com o valor cobrado no 1º pagamento, o cupom e a situação no Stripe. Somente leitura.',
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    {
      name: 'sessionId',
      type: 'text',
      label: 'Sessão no Stripe',
      required: true,
      unique: true,
      index: true,
    },
    {
      type: 'row',
      fields: [
        { name: 'uid', type: 'text', label: 'UID do assinante', required: true, index: true },
        { name: 'email', type: 'email', label: 'Email', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'planId', type: 'text', label: 'Plano (identificador)', required: true },
        { name: 'planName', type: 'text', label: 'Plano', required: true },
        { name: 'interval', type: 'text', label: 'Periodicidade', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        // Stored in centavos like every price; shown in reais, in the form and the list.
        moneyField({
          name: 'amountCents',
          label: '1º pagamento',
          required: true,
          readOnly: true,
          description: 'Em reais: o valor que o site mostrou e o Stripe cobra no 1º pagamento.',
        }),
        // The renewal price the session charges: the expiry job keeps a session only while both match.
        moneyField({
          name: 'recurringCents',
          label: 'Depois, por período',
          readOnly: true,
          description: 'Em reais: o preço de cada período seguinte que a sessão cobra.',
        }),
        { name: 'promoCode', type: 'text', label: 'Código promocional' },
        { name: 'campaign', type: 'text', label: 'Campanha' },
        { name: 'couponId', type: 'text', label: 'Cupom no Stripe' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'text',
          label: 'Situação da sessão',
          required: true,
          defaultValue: 'open',
        },
        {
          name: 'paymentStatus',
          type: 'text',
          label: 'Pagamento',
          required: true,
          defaultValue: 'unpaid',
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'purchaseReportedAt',
          type: 'date',
          label: 'Compra enviada à Meta em',
          admin: {
            date: dateAndTimePicker,
            description: "Evento 'pagamento_confirmado': enviado uma vez por checkout pago.",
          },
        },
        {
          name: 'newSubscriptionReportedAt',
          type: 'date',
          label: 'Nova assinatura enviada à Meta em',
          admin: {
            date: dateAndTimePicker,
            description: "Evento 'PVNewSubs': enviado uma vez por checkout pago.",
          },
        },
      ],
    },
  ],
}
