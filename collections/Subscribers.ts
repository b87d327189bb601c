import type { CollectionConfig } from 'payload'
import {
  firebaseSessionStrategy,
  forgetSubscriberRecord,
  subscriberAuthLockdown,
} from '@/server/firebaseStrategy.ts'
import { isPhotoUrl, MESSAGES, NAME_MAX_LENGTH, storedPhone } from '@/lib/validation.ts'
import { isAdmin, isAdminField } from '../access/isAdmin.ts'
import { isAdminOrSelfSubscriber, isStaffOrSelf } from '../access/isStaffOrSelf.ts'
import { dateAndTimePicker } from '../fields/dates.ts'

// Identity, billing and subscription state are written by the server (sign-up, Stripe webhooks)
// or an admin, never by the subscriber through the REST or GraphQL API.
const serverOwned = { update: isAdminField }

/**
 * Subscriber records, keyed by the Firebase uid (spec section 3). An auth collection without
 * Payload's password login: the Firebase session strategy makes a signed-in subscriber the request
 * user, so the access rules below let them read and edit only their own record. They never enter
 * the admin panel (only `admins` can).
 */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  labels: { singular: 'Assinante', plural: 'Assinantes' },
  admin: {
    useAsTitle: 'email',
    group: 'Vendas',
    defaultColumns: [
      'email',
      'displayName',
      'subscription_plan',
      'subscription_active',
      'createdAt',
    ],
  },
  auth: { disableLocalStrategy: true, strategies: [firebaseSessionStrategy], useSessions: false },
  access: {
    read: isStaffOrSelf,
    create: isAdmin,
    update: isAdminOrSelfSubscriber,
    delete: isAdmin,
  },
  // No Payload session for subscribers: Payload's auth routes answer 404 (see firebaseStrategy.ts).
  endpoints: subscriberAuthLockdown.endpoints,
  hooks: {
    ...subscriberAuthLockdown.hooks,
    // The session strategy keeps records a few seconds; a change here is seen by the next request.
    afterChange: [
      ({ doc, previousDoc }) => {
        forgetSubscriberRecord(previousDoc?.uid)
        forgetSubscriberRecord(doc.uid)
        return doc
      },
    ],
    afterDelete: [({ doc }) => forgetSubscriberRecord(doc.uid)],
  },
  fields: [
    {
      name: 'uid',
      type: 'text',
      label: 'UID (Firebase)',
      required: true,
      unique: true,
      index: true,
      access: serverOwned,
      admin: {
        description: 'A conta no Firebase (login do site e do app). Gravado no cadastro; não mude.',
      },
    },
    {
      name: 'email',
      type: 'email',
      label: 'Email',
      required: true,
      index: true,
      access: serverOwned,
      admin: {
        description:
          'O email da conta, gravado no cadastro. Mudar aqui não muda o login no Firebase.',
      },
    },
    {
      name: 'displayName',
      type: 'text',
      label: 'Nome exibido',
      maxLength: NAME_MAX_LENGTH,
      admin: {
        description:
          'Nome completo, informado no cadastro. "Minha Conta" mostra o nome da conta no Firebase e usa este só quando ela não tem nome.',
      },
    },
    {
      name: 'firstName',
      type: 'text',
      label: 'Nome',
      maxLength: NAME_MAX_LENGTH,
      admin: { description: 'Primeiro nome, em "Minha Conta".' },
    },
    {
      name: 'lastName',
      type: 'text',
      label: 'Sobrenome',
      maxLength: NAME_MAX_LENGTH,
      admin: { description: 'Sobrenome, informado no cadastro.' },
    },
    {
      name: 'emailVerified',
      type: 'checkbox',
      label: 'Email verificado',
      defaultValue: false,
      access: serverOwned,
      admin: {
        description:
          'Marcado no primeiro login depois que o assinante confirmou o email no Firebase (um link de verificação ou de troca de senha aberto no email).',
      },
    },
    {
      name: 'phoneNumber',
      type: 'text',
      label: 'Telefone / WhatsApp',
      // Kept as digits, as POST /api/users stores it; "(11) 98765-4321" is accepted and stripped.
      hooks: {
        beforeValidate: [
          ({ value }) => {
            if (typeof value !== 'string') return value
            const stored = storedPhone(value)
            return stored === 'invalid' ? value : stored
          },
        ],
      },
      validate: (value: string | null | undefined) =>
        !value || storedPhone(value) === value ? true : MESSAGES.invalidWhatsapp,
      admin: { description: 'Informado no cadastro e mostrado em "Minha Conta".' },
    },
    {
      name: 'photoURL',
      type: 'text',
      label: 'URL da foto',
      hooks: { beforeValidate: [({ value }) => (value === '' ? null : value)] },
      validate: (value: string | null | undefined) =>
        !value || isPhotoUrl(value) ? true : 'Use o endereço https de uma imagem.',
      admin: { description: 'Foto do perfil em "Minha Conta" (endereço de uma imagem).' },
    },
    {
      type: 'collapsible',
      label: 'Assinatura',
      fields: [
        {
          name: 'subscription_plan',
          type: 'text',
          label: 'Plano (identificador)',
          access: serverOwned,
          admin: {
            description: 'O identificador do plano assinado (Planos), gravado pelo Stripe.',
          },
        },
        {
          name: 'subscription_interval',
          type: 'text',
          label: 'Periodicidade',
          access: serverOwned,
          admin: { description: 'month, quarter, semester ou year, gravado pelo Stripe.' },
        },
        {
          name: 'subscription_active',
          type: 'checkbox',
          label: 'Assinatura ativa',
          defaultValue: false,
          access: serverOwned,
          admin: {
            description: 'Marcada enquanto a assinatura dá acesso ao app; atualizada pelo Stripe.',
          },
        },
        {
          name: 'subscription_status',
          type: 'text',
          label: 'Status no Stripe',
          access: serverOwned,
          admin: { description: 'A situação da assinatura no Stripe (ex.: active, past_due).' },
        },
        {
          name: 'subscription_start',
          type: 'number',
          label: 'Início (Unix, segundos)',
          access: serverOwned,
          admin: { description: 'Começo do período pago atual, como o Stripe informa.' },
        },
        {
          name: 'subscription_end',
          type: 'number',
          label: 'Fim (Unix, segundos)',
          access: serverOwned,
          admin: { description: 'Fim do período pago atual, como o Stripe informa.' },
        },
        {
          name: 'stripeCustomerId',
          type: 'text',
          label: 'Cliente no Stripe',
          index: true,
          access: serverOwned,
          admin: { description: 'O cliente no Stripe (cus_…), gravado no 1º checkout.' },
        },
        {
          name: 'stripeSubscriptionId',
          type: 'text',
          label: 'Assinatura no Stripe',
          index: true,
          access: serverOwned,
          admin: { description: 'A assinatura no Stripe (sub_…), gravada pelo Stripe.' },
        },
      ],
    },
    // Claimed by POST /meta-capi (src/server/subscribers.ts): sign-up is a conversion campaigns
    // optimise for, and any signed-in script could otherwise send it again with new ids.
    {
      name: 'registrationReportedAt',
      type: 'date',
      label: 'Cadastro enviado ao Meta em',
      access: { create: () => false, update: () => false },
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: dateAndTimePicker,
        description: 'O evento "cadastro" vai ao Meta uma vez por conta; vazio se ainda não foi.',
      },
    },
    // Payload's own timestamp, declared here only to make it server-owned: Payload adds it without
    // an access rule, so a subscriber could rewrite when their account was created (GET
    // /api/users/:uid reports it; the app may count the trial from it).
    {
      name: 'createdAt',
      type: 'date',
      label: 'Criado em',
      index: true,
      access: serverOwned,
      admin: { hidden: true, disableBulkEdit: true },
    },
  ],
}
