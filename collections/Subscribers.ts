import type { CollectionConfig } from 'payload'
import { isAdmin } from './access/isAdmin.ts'
import { isStaff } from './access/isStaff.ts'

/**
 * Subscriber records, keyed by the Firebase uid (spec section 3). Not an admin login: the public
 * reads and writes them only through the /api/users endpoints, which verify the Firebase identity.
 */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  labels: { singular: 'Assinante', plural: 'Assinantes' },
  admin: { useAsTitle: 'email', group: 'Vendas', defaultColumns: ['email', 'displayName', 'subscription_plan', 'subscription_active', 'createdAt'] },
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'uid', type: 'text', label: 'UID (Firebase)', required: true, unique: true, index: true },
    { name: 'email', type: 'email', label: 'Email', required: true, index: true },
    { name: 'displayName', type: 'text', label: 'Nome exibido' },
    { name: 'firstName', type: 'text', label: 'Nome' },
    { name: 'lastName', type: 'text', label: 'Sobrenome' },
    { name: 'emailVerified', type: 'checkbox', label: 'Email verificado', defaultValue: false },
    { name: 'phoneNumber', type: 'text', label: 'Telefone / WhatsApp' },
    { name: 'photoURL', type: 'text', label: 'URL da foto' },
    {
      type: 'collapsible',
      label: 'Assinatura',
      fields: [
        { name: 'subscription_plan', type: 'text', label: 'Plano (identificador)' },
        { name: 'subscription_interval', type: 'text', label: 'Periodicidade' },
        { name: 'subscription_active', type: 'checkbox', label: 'Assinatura ativa', defaultValue: false },
        { name: 'subscription_status', type: 'text', label: 'Status no Stripe' },
        { name: 'subscription_start', type: 'number', label: 'Início (Unix, segundos)' },
        { name: 'subscription_end', type: 'number', label: 'Fim (Unix, segundos)' },
        { name: 'stripeCustomerId', type: 'text', label: 'Cliente no Stripe', index: true },
        { name: 'stripeSubscriptionId', type: 'text', label: 'Assinatura no Stripe', index: true },
      ],
    },
  ],
}
