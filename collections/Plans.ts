import type {
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  CollectionBeforeValidateHook,
  CollectionConfig,
  CheckboxFieldValidation,
  Field,
  FieldAccess,
  NumberFieldSingleValidation,
  PayloadRequest,
  TextFieldSingleValidation,
} from 'payload'
import { ValidationError } from 'payload'
import type { Plan } from '@/payload-types.ts'
import { clearStalePriceIds } from '@/lib/stripeCatalog.ts'
import { formatBRL } from '@/lib/money.ts'
import { intervalToPriceKey, MONTHS, type PriceKey } from '@/lib/intervals.ts'
import { priceSyncEndpoint } from '@/server/endpoints/priceSync.ts'
import { editorPriceRule } from '../fields/guardrails.ts'
import { MONEY_MESSAGES, moneyField, STRIPE_MIN_CENTS, type MoneyValue } from '../fields/money.ts'
import { isAdmin, isAdminField } from '../access/isAdmin.ts'
import { textareaWithTokens, textWithTokens } from '../fields/tokens.ts'
import { unchangedSincePublished } from '../fields/unchanged.ts'
import { isStaff } from '../access/isStaff.ts'
import { staffOrPlansOnSale } from '../access/staffOrPlansOnSale.ts'
import { savedDraft } from '../hooks/revalidate.ts'
import { contentHooks } from '../hooks/versionedContent.ts'
import { MOVE_TO_TOP_COLUMN, moveToTopField } from '../fields/order.ts'
import { clientError } from '@/server/payloadErrors.ts'
import { currentSubscriberCount, PLAN_HELD } from '@/server/planSubscribers.ts'
import { liveRow } from '@/server/published.ts'
import { planOptionsChanged, type PlanRow } from '@/lib/checkoutTerms.ts'
import { expireCheckoutsOnChange } from '../hooks/expireCheckouts.ts'
import { planFirstPaymentsCollectable } from '../hooks/collectableFirstPayments.ts'
import {
  collectionVersions,
  previewButton,
  updatedByField,
  versionsView,
} from '../fields/versioned.ts'

const PRICE_OPTIONS = [
  { name: 'mensal', label: 'Mensal' },
  { name: 'trimestral', label: 'Trimestral' },
  { name: 'semestral', label: 'Semestral' },
  { name: 'anual', label: 'Anual' },
] as const

const LONGER_PERIODS = ['trimestral', 'semestral', 'anual'] as const
const periodTotalMessage = (months: number, monthly: number) =>
  `Este é o valor total dos ${months} meses, não o valor por mês: precisa ser maior que o preço mensal (${formatBRL(monthly)}). Sem desconto, ${months} × ${formatBRL(monthly)} = ${formatBRL(monthly * months)}.`

// An active plan needs a monthly price, a price is never above its original (money field rules),
// never below what Stripe charges in BRL (R$ 0,50): a lower one fails every checkout, and a longer
// period's price is above the monthly one.
const validatePrice: NumberFieldSingleValidation = async (value, args) => {
  const { siblingData, data, path } = args
  if (typeof value === 'number' && value < STRIPE_MIN_CENTS)
    return MONEY_MESSAGES.belowStripeMinimum
  const sibling = siblingData as { originalPrice?: MoneyValue }
  if (
    typeof value === 'number' &&
    typeof sibling.originalPrice === 'number' &&
    value > sibling.originalPrice
  )
    return MONEY_MESSAGES.aboveOriginal
  const plan = data as {
    active?: boolean | null
    prices?: { mensal?: { price?: MoneyValue } | null } | null
  }
  if (plan.active && path.join('.').includes('mensal') && (value === null || value === undefined))
    return MONEY_MESSAGES.activePlanNeedsMonthly
  // A longer period's price is what checkout charges for the whole period: a per-month equivalent
  // typed here was charged for all of it, and the upsell offered it for "Apenas + R$ 0,00".
  // `data` is the stored document merged with this save, so a partial update compares too.
  const period = LONGER_PERIODS.find((key) => path.includes(key))
  const monthly = plan.prices?.mensal?.price
  if (period && typeof value === 'number' && typeof monthly === 'number' && value <= monthly)
    return periodTotalMessage(MONTHS[period], monthly)
  return typeof value === 'number' ? editorPriceRule(value, args) : true
}

// 'Somente rótulo' plans only name an account's plan (Admin, Iniciante Free): every reader of plans on
// sale (plans pages, upsell, checkout, price sync) goes by `active`, so such a plan may not be active.
const LABEL_ONLY_ACTIVE =
  'Um plano "Somente rótulo" não é vendido: desmarque "Ativo (à venda)" ou escolha outro grupo.'
const validateActive: CheckboxFieldValidation = (value, { siblingData }) =>
  value && (siblingData as { group?: string }).group === 'label' ? LABEL_ONLY_ACTIVE : true

const MONTHLY_TEXT_FIELDS: Field[] = [
  {
    name: 'period',
    type: 'text',
    label: 'Rótulo do período',
    defaultValue: '/mês',
    validate: textWithTokens(),
    admin: { description: 'Depois do preço no cartão do plano, ex.: /mês' },
  },
  {
    name: 'subtext',
    type: 'text',
    label: 'Subtexto',
    validate: textWithTokens(),
    admin: {
      description:
        'Linha pequena abaixo do preço no cartão, ex.: cobrado mensalmente. Com um código promocional aplicado, o cartão mostra "Depois, R$ …" no lugar dela.',
    },
  },
]

const priceOption = (opt: (typeof PRICE_OPTIONS)[number]): Field => ({
  name: opt.name,
  type: 'group',
  label: opt.label,
  fields: [
    {
      type: 'row',
      fields: [
        moneyField({
          name: 'price',
          label: 'Preço',
          description:
            opt.name === 'mensal'
              ? 'Em reais, ex.: 97,90. É o valor cobrado por mês.'
              : 'Em reais: o total cobrado pelo período inteiro, não o valor por mês.',
          validate: validatePrice,
        }),
        moneyField({
          name: 'originalPrice',
          label: 'Preço original',
          description:
            opt.name === 'mensal'
              ? 'Em reais, mostrado riscado ao lado do preço (só quando é maior que ele). Com um código promocional aplicado, o riscado é o preço normal e este não aparece.'
              : 'Em reais, mostrado riscado ao lado do preço (só quando é maior que ele).',
        }),
      ],
    },
    {
      type: 'row',
      fields: [
        // Plan cards show the monthly option; the upsell labels the longer ones itself
        // (Upsell settings › options), so only the monthly option has a label and subtext.
        ...(opt.name === 'mensal' ? MONTHLY_TEXT_FIELDS : []),
        {
          name: 'stripePriceId',
          type: 'text',
          label: 'ID do preço no Stripe',
          admin: {
            description:
              'Preenchido por "Sincronizar preços e cupons com o Stripe" (só administradores alteram à mão). Sem ele o checkout usa o preço acima; mudar o preço apaga o ID antigo.',
          },
        },
      ],
    },
  ],
})

const dropStaleStripePrices: CollectionBeforeChangeHook<Plan> = ({ data, originalDoc }) => {
  if (data.prices) data.prices = clearStalePriceIds(originalDoc?.prices, data.prices)
  return data
}

// A checkout with no stored plan sells the default plan of "Regras e tempos" (spec section 9): that
// plan stays on sale (active, published, not deleted) until another one is the default. The trial
// plan is named in "Minha Conta" from published plans: it stays published and is not deleted (it
// may be off sale).
const DEFAULT_PLAN_STAYS =
  'Este é o plano padrão do checkout: escolha outro plano padrão em Configurações › Regras e tempos antes de tirá-lo de venda.'
const DEFAULT_PRICE_STAYS =
  'Este é o plano padrão do checkout: ele precisa ter preço na periodicidade padrão (Configurações › Regras e tempos).'
const TRIAL_PLAN_STAYS =
  'Este é o plano do período de testes, nomeado em "Minha Conta": escolha outro em Configurações › Regras e tempos antes de despublicá-lo ou excluí-lo.'

async function constantsRole(
  req: PayloadRequest,
  id: number | string,
): Promise<{ isDefault: boolean; isTrial: boolean; defaultKey: PriceKey }> {
  const constants = await req.payload.findGlobal({
    slug: 'business-constants',
    depth: 0,
    overrideAccess: true,
    req,
  })
  const idOf = (ref: number | Plan | null | undefined) =>
    ref && typeof ref === 'object' ? ref.id : ref
  return {
    isDefault: idOf(constants.defaultPlan) === id,
    isTrial: idOf(constants.trialPlan) === id,
    defaultKey: intervalToPriceKey(constants.defaultInterval) ?? 'mensal',
  }
}

const keepDefaultPlanOnSale: CollectionBeforeChangeHook<Plan> = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || !originalDoc || savedDraft(req, 'plans')) return data
  const unpublished = data._status === 'draft'
  // A price the form sends empty is cleared; a price left out of an update is unchanged.
  const cleared = Object.values(data.prices ?? {}).some(
    (option) => option && typeof option === 'object' && 'price' in option && option.price == null,
  )
  if (data.active !== false && !unpublished && !cleared) return data
  const role = await constantsRole(req, originalDoc.id)
  if (role.isDefault && (data.active === false || unpublished))
    throw clientError(DEFAULT_PLAN_STAYS, 400)
  const option = data.prices?.[role.defaultKey]
  if (role.isDefault && option && 'price' in option && option.price == null)
    throw clientError(DEFAULT_PRICE_STAYS, 400)
  if (unpublished && role.isTrial) throw clientError(TRIAL_PLAN_STAYS, 400)
  return data
}

// Deleting a plan moves it to the trash (admins only, like deleting it for good from there): off
// the site and out of checkout at once, and "Restaurar" brings it back with its versions. Neither
// is allowed for the plan "Regras e tempos" names, nor for one current subscribers hold (their
// "Minha Conta" and renewals go by it): such a plan is taken off sale instead.
async function refuseRemoval(req: PayloadRequest, id: number | string): Promise<void> {
  const role = await constantsRole(req, id)
  if (role.isDefault) throw clientError(DEFAULT_PLAN_STAYS, 400)
  if (role.isTrial) throw clientError(TRIAL_PLAN_STAYS, 400)
  const holders = await currentSubscriberCount(req, id)
  if (holders > 0) throw clientError(PLAN_HELD(holders), 400)
}

const keepNeededPlan: CollectionBeforeDeleteHook = ({ id, req }) => refuseRemoval(req, id)

/** Moving to the trash is an update that sets `deletedAt`: the same rule as deleting. */
const keepNeededPlanOutOfTrash: CollectionBeforeChangeHook<Plan> = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation === 'update' && originalDoc && data.deletedAt && !originalDoc.deletedAt)
    await refuseRemoval(req, originalDoc.id)
  return data
}

// A trashed plan keeps its row, and so its identifier, in the unique index: a new plan with the same
// identifier would be refused with only "Valor deve ser único", while the list shows no such plan.
const PLAN_ID_IN_TRASH = (planId: string) =>
  `O identificador "${planId}" é de um plano na lixeira. Restaure-o ou exclua-o de vez na lixeira para usar o identificador de novo.`

const planIdNotInTrash: CollectionBeforeChangeHook<Plan> = async ({ data, originalDoc, req }) => {
  const planId = data.planId
  if (typeof planId !== 'string' || planId === '' || planId === originalDoc?.planId) return data
  const { totalDocs } = await req.payload.count({
    collection: 'plans',
    where: {
      and: [
        { planId: { equals: planId } },
        { deletedAt: { exists: true } },
        ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : []),
      ],
    },
    trash: true,
    overrideAccess: true,
    req,
  })
  if (totalDocs === 0) return data
  throw new ValidationError(
    {
      collection: 'plans',
      req,
      errors: [
        { path: 'planId', label: 'Identificador do plano', message: PLAN_ID_IN_TRASH(planId) },
      ],
    },
    req.t,
  )
}

// Required: checkout, the Stripe price sync and "Minha Conta" go by it.
const validatePlanId: TextFieldSingleValidation = async (value, args) => {
  if (value == null || value === '')
    return 'Preencha o identificador do plano (ex.: elite_nivel_1): o checkout e as assinaturas dependem dele.'
  return (typeof value === 'string' && /^[a-z0-9_]{1,60}$/.test(value)) ||
    (await unchangedSincePublished(value, args))
    ? true
    : 'Use só letras minúsculas, números e _ (até 60), por exemplo elite_nivel_1.'
}

/** Whether the plan was ever on the site: its row is published, or a version of it was. */
async function everPublished(req: PayloadRequest, id: number | string): Promise<boolean> {
  const published = { _status: { equals: 'published' } } as const
  const [row, versions] = await Promise.all([
    req.payload.count({
      collection: 'plans',
      where: { and: [{ id: { equals: id } }, published] },
      overrideAccess: true,
      trash: true,
      req,
    }),
    req.payload.countVersions({
      collection: 'plans',
      where: { and: [{ parent: { equals: id } }, { 'version._status': published._status }] },
      overrideAccess: true,
      req,
    }),
  ])
  return row.totalDocs + versions.totalDocs > 0
}

// Subscriptions keep the identifier they were sold under, and only a published plan is sold
// (checkout reads published plans): staff set the identifier of a plan that never was on the site
// (a new plan, whose autosaved draft is created empty, or a duplicate), and only admins change it
// afterwards. A published plan without one (saved before the identifier was required) was never
// sold under any: staff may fill it in.
const planIdUpdate: FieldAccess<Plan> = async (args) => {
  if (isAdminField(args)) return true
  const { doc, id, req } = args
  const docId = id ?? doc?.id
  if (!doc?.planId || docId === undefined) return true
  return !(await everPublished(req, docId))
}

// Payload drops a field the user may not update from what they send and, on an update, fills it
// from the document, except when restoring a version: an editor's restore of a published plan then
// lacked the identifier and was refused as blank. A missing identifier on an update means unchanged:
// the live row's (what subscriptions were sold under), else the latest version's.
const keepPlanId: CollectionBeforeValidateHook<Plan> = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || !data || data.planId !== undefined || !originalDoc) return data
  const live = await liveRow<Plan>(req, 'plans', originalDoc.id)
  const planId = live?.planId || originalDoc.planId
  return planId ? { ...data, planId } : data
}

// Open checkouts of a plan option stop being payable when its published price changes or the plan
// leaves sale.
const expireCheckouts = expireCheckoutsOnChange<PlanRow>('plans', (before, after) => {
  const options = planOptionsChanged(before, after)
  return before && options.length ? [{ planId: before.planId, options }] : []
})
const revalidate = contentHooks('plans')

export const Plans: CollectionConfig = {
  slug: 'plans',
  labels: { singular: 'Plano', plural: 'Planos' },
  admin: {
    useAsTitle: 'name',
    group: 'Vendas',
    description:
      'Os cartões das páginas de planos e o que o checkout cobra. Arraste as linhas ou use "Mover para o topo" para mudar a ordem dos cartões.',
    defaultColumns: [
      'name',
      'prices.mensal.price',
      'planId',
      'group',
      'active',
      MOVE_TO_TOP_COLUMN,
    ],
    components: {
      beforeListTable: ['/src/components/admin/SyncStripePricesButton.tsx#SyncStripePricesButton'],
      views: { edit: { versions: versionsView } },
    },
    preview: previewButton('plans'),
  },
  // Drag-and-drop order in the list (an `_order` column); the site lists plans in that order.
  orderable: true,
  // Editors change plans but neither trash nor delete them: subscribers' records keep pointing at
  // their planId. Admins do both (see refuseRemoval).
  access: {
    read: staffOrPlansOnSale,
    readVersions: isStaff,
    create: isStaff,
    update: isStaff,
    delete: isAdmin,
  },
  versions: collectionVersions,
  trash: true,
  fields: [
    moveToTopField('name'),
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          type: 'text',
          label: 'Nome',
          required: true,
          admin: { description: 'Título do cartão e nome no checkout.' },
        },
        {
          name: 'planId',
          type: 'text',
          label: 'Identificador do plano',
          required: true,
          unique: true,
          index: true,
          // Subscriptions keep the identifier they were sold under: a renamed one leaves them
          // without their plan's name in "Minha Conta" (and a new Stripe product).
          access: { update: planIdUpdate },
          validate: validatePlanId,
          // A copy is a new plan: it needs its own identifier (Payload would give it "<id> - Copy").
          hooks: { beforeDuplicate: [() => null] },
          admin: {
            description:
              'Gravado na assinatura de quem assina (ex.: elite_nivel_1): letras minúsculas, números e _. Quem já assinou fica com o identificador antigo, por isso, depois que o plano é publicado, só administradores podem mudá-lo.',
          },
        },
        {
          name: 'displayName',
          type: 'text',
          label: 'Nome exibido na área do usuário',
          required: true,
          validate: textWithTokens(),
          admin: { description: 'Como o plano aparece em "Minha Conta".' },
        },
      ],
    },
    // Prices first: the field a marketer edits most, not 2,500 px down after the feature bullets.
    {
      name: 'prices',
      type: 'group',
      label: 'Preços',
      admin: { description: 'Os cartões mostram o mensal; o upsell oferece os outros três.' },
      fields: PRICE_OPTIONS.map(priceOption),
    },
    {
      name: 'description',
      type: 'textarea',
      label: 'Descrição',
      validate: textareaWithTokens(),
      admin: { description: 'Frase curta abaixo do nome, no cartão.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'group',
          type: 'select',
          label: 'Grupo',
          required: true,
          defaultValue: 'single',
          admin: { description: 'Planos do mesmo grupo Elite viram abas de um só cartão.' },
          options: [
            { label: 'Cartão próprio', value: 'single' },
            { label: 'Elite (abas)', value: 'elite' },
            { label: 'Elite PRO (abas)', value: 'elite_pro' },
            { label: 'Somente rótulo (não vendido)', value: 'label' },
          ],
        },
        {
          name: 'active',
          type: 'checkbox',
          label: 'Ativo (à venda)',
          defaultValue: true,
          validate: validateActive,
          admin: { description: 'Desmarcado: some das páginas de planos.' },
        },
        {
          name: 'highlight',
          type: 'checkbox',
          label: 'Destacado',
          defaultValue: false,
          admin: { description: 'Cartão com borda de destaque.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'tabLabel',
          type: 'text',
          label: 'Rótulo da aba',
          validate: textWithTokens(),
          admin: {
            description:
              'Nos cartões com abas (Elite, Elite PRO), o texto da aba deste plano (ex.: Nível 1). Vazio: o nome do plano.',
          },
        },
        {
          name: 'afterSignupConfirmation',
          type: 'checkbox',
          label: 'Depois do cadastro, ir para a confirmação da conta',
          defaultValue: false,
          admin: {
            description:
              'Marcado: quem escolheu este plano e cria a conta vai para a confirmação da conta (teste grátis). Desmarcado: vai para as ofertas (upsell).',
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'badge',
          type: 'text',
          label: 'Selo (ex.: Mais Popular)',
          validate: textWithTokens(),
          admin: { description: 'Etiqueta no topo do cartão; vazio para nenhuma.' },
        },
        {
          name: 'buttonText',
          type: 'text',
          label: 'Texto do botão',
          validate: textWithTokens(),
          admin: { description: 'Ex.: Assinar agora.' },
        },
        {
          name: 'mainFeature',
          type: 'text',
          label: 'Recurso principal',
          validate: textWithTokens(),
          admin: { description: 'Linha em destaque acima da lista de recursos.' },
        },
      ],
    },
    {
      name: 'features',
      type: 'array',
      label: 'Recursos',
      labels: { singular: 'Recurso', plural: 'Recursos' },
      admin: { description: 'A lista de itens do cartão, na ordem.' },
      fields: [
        {
          name: 'text',
          type: 'text',
          label: 'Texto',
          required: true,
          validate: textWithTokens(),
          admin: { description: 'Um item da lista do cartão, em uma linha.' },
        },
      ],
    },
    updatedByField,
  ],
  hooks: {
    ...revalidate,
    beforeValidate: [keepPlanId],
    beforeChange: [
      keepNeededPlanOutOfTrash,
      ...revalidate.beforeChange,
      planIdNotInTrash,
      dropStaleStripePrices,
      keepDefaultPlanOnSale,
      planFirstPaymentsCollectable,
      expireCheckouts.beforeChange,
    ],
    afterChange: [...revalidate.afterChange, expireCheckouts.afterChange],
    afterDelete: [...revalidate.afterDelete, expireCheckouts.afterDelete],
    beforeDelete: [keepNeededPlan],
  },
  endpoints: [priceSyncEndpoint],
}
