import {
  ValidationError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionConfig,
  type DateFieldValidation,
  type NumberFieldSingleValidation,
  type PayloadRequest,
  type TextFieldSingleValidation,
} from 'payload'
import type { PromoCode } from '@/payload-types.ts'
import { clearStaleCouponId } from '@/lib/stripeCatalog.ts'
import { overlappingDefault, PROMO_CODE_MAX_LENGTH, PROMO_TOKEN_HELP } from '@/lib/promo.ts'
import { liveRow, publishedOnly } from '@/server/published.ts'
import { savedDraft } from '../hooks/revalidate.ts'
import { staffOrCurrentPromoCodes } from '../access/currentPromoCodes.ts'
import { isStaff, isStaffField } from '../access/isStaff.ts'
import { contentHooks } from '../hooks/versionedContent.ts'
import {
  collectionVersions,
  previewButton,
  updatedByField,
  versionsView,
} from '../fields/versioned.ts'
import { trashByStaffDeleteByAdmin } from '../access/trash.ts'
import { editorDiscountRule } from '../fields/guardrails.ts'
import { unchangedSincePublished } from '../fields/unchanged.ts'
import { isWholeNumber } from '../fields/numbers.ts'
import { expireCheckoutsOnChange } from '../hooks/expireCheckouts.ts'
import { promoFirstPaymentsCollectable } from '../hooks/collectableFirstPayments.ts'
import { promoTermsChanged, type PromoRow } from '@/lib/checkoutTerms.ts'
import { clientError } from '@/server/payloadErrors.ts'
import { dateAndTimePicker } from '../fields/dates.ts'
import { PROMO_TOKENS, textWithTokens } from '../fields/tokens.ts'

const dropStaleCoupon: CollectionBeforeChangeHook<PromoCode> = ({ data, originalDoc }) =>
  clearStaleCouponId(originalDoc, data)

export const PROMO_MESSAGES = {
  codeRequired: 'Preencha o código: é ele que vai no endereço (?promo=) e no cupom do Stripe.',
  code: 'Use só letras sem acento, números, hífen (-) e sublinhado (_): o código vai no endereço (?promo=).',
  codeLength: `Use no máximo ${PROMO_CODE_MAX_LENGTH} caracteres: o site e o checkout ignoram códigos mais longos.`,
  percent: 'Use um número inteiro de 1 a 100.',
  dates: 'A data de fim precisa ser depois da data de início.',
  inTrash: (code: string) =>
    `O código "${code}" está na lixeira. Restaure-o ou exclua-o de vez na lixeira para usar o código de novo.`,
  twoDefaults: (code: string) =>
    `O código "${code}" já é o padrão no mesmo período. Desmarque "Padrão para códigos desconhecidos" em um deles ou ajuste as datas para que não se sobreponham.`,
} as const

// Shared on WhatsApp and Instagram as ?promo=…: a space or a # cut the link short.
const validateCode: TextFieldSingleValidation = async (value, args) => {
  if (value == null || value === '') return PROMO_MESSAGES.codeRequired
  if (await unchangedSincePublished(value, args)) return true
  if (typeof value !== 'string' || !/^[a-z0-9_-]+$/.test(value)) return PROMO_MESSAGES.code
  // A longer code is ignored by the pages and refused by checkout: its links would never work.
  return value.length <= PROMO_CODE_MAX_LENGTH || PROMO_MESSAGES.codeLength
}

// Whole percents: the banner prints the number as stored ("12.5% OFF"), and 0 % applies no coupon.
const validatePercent: NumberFieldSingleValidation = async (value, args) => {
  if (isWholeNumber(value) && value >= 1 && value <= 100) return editorDiscountRule(value, args)
  return (await unchangedSincePublished(value, args)) ? true : PROMO_MESSAGES.percent
}

const validateUntil: DateFieldValidation = (value, { siblingData }) => {
  const from = (siblingData as { validFrom?: string | Date | null }).validFrom
  return value && from && new Date(value).getTime() <= new Date(from).getTime()
    ? PROMO_MESSAGES.dates
    : true
}

const WINDOW_FIELDS = [
  'isDefault',
  'active',
  'validFrom',
  'validUntil',
  '_status',
  'deletedAt',
] as const
const sameValue = (a: unknown, b: unknown) =>
  (a ?? null) === (b ?? null) ||
  (a != null && b != null && new Date(a as string).getTime() === new Date(b as string).getTime())

// Unknown codes get the default code's discount: two defaults in force at once leave the discount
// to whichever a reader lists first. Checked when a default goes live (drafts are not on the site).
/** Another published default code in force with `candidate` at some moment from `now` on. */
async function defaultClash(
  req: PayloadRequest,
  candidate: PromoCode,
  id: number | undefined,
  now: Date,
): Promise<PromoCode | undefined> {
  const others = await req.payload.find({
    collection: 'promo-codes',
    where: publishedOnly({
      isDefault: { equals: true },
      ...(id ? { id: { not_equals: id } } : {}),
    }),
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return overlappingDefault<PromoCode>(candidate, others.docs, now)
}

const oneDefaultAtATime: CollectionBeforeChangeHook<PromoCode> = async ({
  data,
  originalDoc,
  req,
}) => {
  if (savedDraft(req, 'promo-codes')) return data
  const merged = { ...originalDoc, ...data } as PromoCode
  if (!merged.isDefault || merged._status !== 'published' || merged.deletedAt) return data
  // Only a write that can put a default in force is checked: storing a Stripe coupon id (checkout,
  // the price sync) or editing texts never fails on codes saved before this rule.
  if (originalDoc && WINDOW_FIELDS.every((f) => sameValue(originalDoc[f], merged[f]))) return data
  const clash = await defaultClash(req, merged, originalDoc?.id, new Date())
  if (clash)
    throw new ValidationError(
      {
        collection: 'promo-codes',
        req,
        errors: [
          {
            path: 'isDefault',
            label: 'Padrão para códigos desconhecidos',
            message: PROMO_MESSAGES.twoDefaults(clash.code),
          },
        ],
      },
      req.t,
    )
  return data
}

// A trashed code keeps its row, and so its code, in the unique index: a new code with the same code
// would be refused with only "Valor deve ser único", while the list shows no such code. Checked on
// every save that sets a code (drafts skip the fields' validation, not this).
const codeNotInTrash: CollectionBeforeChangeHook<PromoCode> = async ({
  data,
  originalDoc,
  req,
}) => {
  const code = data.code
  if (typeof code !== 'string' || code === '' || code === originalDoc?.code) return data
  const { docs } = await req.payload.find({
    collection: 'promo-codes',
    where: {
      and: [
        { code: { equals: code } },
        { deletedAt: { exists: true } },
        ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : []),
      ],
    },
    trash: true,
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  if (docs.length === 0) return data
  throw new ValidationError(
    {
      collection: 'promo-codes',
      req,
      errors: [{ path: 'code', label: 'Código', message: PROMO_MESSAGES.inTrash(code) }],
    },
    req.t,
  )
}

// "Textos das páginas de venda" names the code the promo pages apply without ?promo= (checked only
// when that field changes): renamed, unpublished, deactivated, made the default for unknown codes,
// ended or in the trash, the pages would silently show normal prices. The code stays on the site
// until that field names another; it may still end on its own at a date set ahead.
const LANDING_CODE_STAYS =
  'Este código é o aplicado nas páginas promocionais sem ?promo= (Conteúdo › Textos das páginas de venda › Promoções › "Código aplicado nas páginas promocionais sem ?promo="): troque ou esvazie esse campo antes de renomear, despublicar, desativar, excluir, marcar como padrão para códigos desconhecidos ou encerrar (data de fim no passado) este código, e antes de adiar o início dele (data de início no futuro).'

/** Whether the published landing copy names `code` (codes are matched ignoring case). */
async function namedByLandingCopy(req: PayloadRequest, code: unknown): Promise<boolean> {
  if (typeof code !== 'string' || !code.trim()) return false
  const copy = await req.payload.findGlobal({
    slug: 'landing-copy',
    depth: 0,
    overrideAccess: true,
    req,
    select: { promoDefaultCode: true },
  })
  const named = copy.promoDefaultCode?.trim().toLowerCase()
  return Boolean(named) && named === code.trim().toLowerCase()
}

const keepLandingCode: CollectionBeforeChangeHook<PromoCode> = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || !originalDoc || savedDraft(req, 'promo-codes')) return data
  const merged = { ...originalDoc, ...data } as PromoCode
  const live = await liveRow<PromoCode>(req, 'promo-codes', originalDoc.id)
  if (!live) return data
  // Compared with the live row, not the latest version: a rename saved as a draft is published
  // with the rest of the form.
  // An end already past is refused only when this save sets it: a code that ended on its own keeps
  // its texts editable.
  const endedNow =
    Boolean(merged.validUntil) &&
    new Date(merged.validUntil!).getTime() < Date.now() &&
    !sameValue(merged.validUntil, live.validUntil)
  // Likewise a start moved ahead: until then the pages would show normal prices.
  const startsLater =
    Boolean(merged.validFrom) &&
    new Date(merged.validFrom!).getTime() > Date.now() &&
    !sameValue(merged.validFrom, live.validFrom)
  const stays =
    merged._status === 'published' &&
    !merged.deletedAt &&
    merged.active !== false &&
    !merged.isDefault &&
    !endedNow &&
    !startsLater &&
    (merged.code ?? '').trim().toLowerCase() === live.code.trim().toLowerCase()
  if (!stays && (await namedByLandingCopy(req, live.code)))
    throw clientError(LANDING_CODE_STAYS, 400)
  return data
}

const keepLandingCodeOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const live = await liveRow<PromoCode>(req, 'promo-codes', id)
  if (live && (await namedByLandingCopy(req, live.code))) throw clientError(LANDING_CODE_STAYS, 400)
}

// Open checkouts made with a code stop being payable when the published code changes its terms.
const expireCheckouts = expireCheckoutsOnChange<PromoRow>('promo-codes', (before, after, now) =>
  before && promoTermsChanged(before, after, now)
    ? [{ promoCode: before.code, isDefault: Boolean(before.isDefault) }]
    : [],
)
const revalidate = contentHooks('promo-codes')

export const PromoCodes: CollectionConfig = {
  slug: 'promo-codes',
  labels: { singular: 'Código promocional', plural: 'Códigos promocionais' },
  admin: {
    useAsTitle: 'code',
    group: 'Vendas',
    defaultColumns: ['code', 'status', 'discountPercent', 'validFrom', 'validUntil', 'campaign'],
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
      // List column only (src/components/admin/PromoStatusCell.tsx): nothing to edit or store.
      name: 'status',
      type: 'ui',
      label: 'Situação no site',
      admin: {
        components: { Cell: '/src/components/admin/PromoStatusCell.tsx#PromoStatusCell' },
      },
    },
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
          validate: validateCode,
          admin: {
            description:
              'Letras sem acento, números, - e _. Comparado sem diferenciar maiúsculas de minúsculas.',
          },
          hooks: {
            // Stored lower-cased so the unique index also holds case-insensitively.
            beforeValidate: [
              ({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
            ],
            // A copy is a new code: it needs its own (Payload would give it "<code> - Copy", which
            // cannot go in a link).
            beforeDuplicate: [() => null],
          },
        },
        {
          name: 'discountPercent',
          type: 'number',
          label: 'Desconto (%)',
          required: true,
          min: 1,
          max: 100,
          validate: validatePercent,
          admin: { description: 'Um número inteiro de 1 a 100. Sobre o preço mensal, no 1º mês.' },
        },
        {
          name: 'couponCode',
          type: 'text',
          label: 'Cupom exibido ao visitante',
          admin: {
            description: 'No botão do cupom, que o copia ao clicar, ex.: BUSQYNOVO10.',
            // The default code's visitors see the code they came with, upper-cased (spec section 5).
            condition: (_, siblingData) => !(siblingData as { isDefault?: boolean }).isDefault,
          },
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
          admin: {
            description:
              'Desmarcado: o código deixa de valer, e links com ele passam a receber o desconto do código padrão (se houver).',
          },
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
          admin: {
            description: '"Oferta acaba em:" até o fim do dia, ou até "Válido até" se for antes.',
          },
        },
        {
          name: 'isDefault',
          type: 'checkbox',
          label: 'Padrão para códigos desconhecidos',
          defaultValue: false,
          admin: {
            description:
              'Um ?promo= da URL que não é um código cadastrado recebe o desconto e os textos deste código. Sem código padrão ativo, não recebe desconto. Um só código padrão por período.',
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
            date: dateAndTimePicker,
            description:
              'Vazio: desde já. Antes desta data o código não aparece no site nem na API: as páginas de planos passam a mostrá-lo em até um minuto depois do início.',
          },
        },
        {
          name: 'validUntil',
          type: 'date',
          label: 'Válido até',
          validate: validateUntil,
          admin: {
            date: dateAndTimePicker,
            description:
              'Vazio: sem data de fim. Depois dela, links com este código recebem o desconto do código padrão (se houver).',
          },
        },
        {
          name: 'campaign',
          type: 'text',
          label: 'Campanha',
          // Copied into Stripe's metadata, which refuses values over 500 characters.
          maxLength: 100,
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
      validate: textWithTokens(PROMO_TOKENS),
      label: 'Título',
      admin: { description: `Título da faixa da promoção. ${PROMO_TOKEN_HELP}` },
    },
    {
      name: 'subtitle',
      type: 'text',
      validate: textWithTokens(PROMO_TOKENS),
      label: 'Subtítulo',
      admin: {
        description: `Mostrado abaixo do título, no banner da promoção. ${PROMO_TOKEN_HELP}`,
      },
    },
    {
      name: 'promoMessage',
      type: 'text',
      validate: textWithTokens(PROMO_TOKENS),
      label: 'Mensagem da promoção',
      admin: {
        description: `Frase da faixa, ex.: Use o cupom {cupom} e ganhe {desconto}% no 1º mês. ${PROMO_TOKEN_HELP}`,
      },
    },
    {
      name: 'specialOffer',
      type: 'text',
      validate: textWithTokens(PROMO_TOKENS),
      label: 'Texto da oferta especial',
      admin: { description: `Destaque curto, ex.: {desconto}% OFF no 1º mês. ${PROMO_TOKEN_HELP}` },
    },
    {
      name: 'subtext',
      type: 'text',
      validate: textWithTokens(PROMO_TOKENS),
      label: 'Subtexto',
      admin: {
        description: `Uma linha a mais abaixo do preço com desconto nos cartões de plano (depois de "Depois, R$ x/mês"). Vazio: nada. ${PROMO_TOKEN_HELP}`,
      },
    },
    updatedByField,
  ],
  hooks: {
    ...revalidate,
    beforeChange: [
      ...revalidate.beforeChange,
      codeNotInTrash,
      dropStaleCoupon,
      oneDefaultAtATime,
      keepLandingCode,
      promoFirstPaymentsCollectable,
      expireCheckouts.beforeChange,
    ],
    afterChange: [...revalidate.afterChange, expireCheckouts.afterChange],
    afterDelete: [...revalidate.afterDelete, expireCheckouts.afterDelete],
    beforeDelete: [keepLandingCodeOnDelete],
  },
}
