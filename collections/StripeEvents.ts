import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin.ts'

/** Stripe webhook events already handled: Stripe delivers events more than once. */
export const StripeEvents: CollectionConfig = {
  slug: 'stripe-events',
  labels: { singular: 'Evento do Stripe', plural: 'Eventos do Stripe' },
  admin: {
    useAsTitle: 'eventId',
    group: 'Configurações',
    defaultColumns: ['eventId', 'type', 'createdAt'],
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
  fields: [
    {
      name: 'eventId',
      type: 'text',
      label: 'ID do evento',
      required: true,
      unique: true,
      index: true,
    },
    { name: 'type', type: 'text', label: 'Tipo', required: true },
  ],
}
