import type {
  Field,
  GlobalConfig,
  NumberFieldSingleValidation,
  PayloadRequest,
  Validate,
} from 'payload'
import type { Plan } from '@/payload-types.ts'
import { moneyField } from '../fields/money.ts'
import { validateWholeNumber } from '../fields/numbers.ts'
import { intervalToPriceKey } from '@/lib/intervals.ts'
import { anyone } from '../access/anyone.ts'
import { isAdminField } from '../access/isAdmin.ts'
import { isStaff, isStaffField } from '../access/isStaff.ts'
import { DEFAULT_EDITOR_MAX_DISCOUNT_PERCENT, EDITOR_MAX_PRICE_DROP } from '@/lib/guardrails.ts'
import { revalidateGlobal } from '../hooks/revalidate.ts'

// Timers in milliseconds are developer settings: a wrong unit (3 for 3 s) breaks carousels, the
// checkout watch or the countdowns. Kept in milliseconds (the unit the code uses) but only the admin
// role sees and changes them; editors neither see nor send them (field-level access). Each has a
// floor that a number of seconds typed by mistake falls under ("8" made the 8 s toast last 8 ms).
export const msMinimumMessage = (min: number) =>
  `O valor é em milissegundos (1000 = 1 segundo), não em segundos: use pelo menos ${min}. Ex.: 8 segundos = 8000.`
/** A timer with a ceiling says why: `why` ends the message. */
export const msMaximumMessage = (max: number, why: string) =>
  `O valor é em milissegundos (1000 = 1 segundo): use no máximo ${max}. ${why}`

type MsMaximum = { max: number; why: string }

const ms = (
  name: string,
  label: string,
  description: string,
  min = 1000,
  maximum?: MsMaximum,
): Field => {
  const validate: NumberFieldSingleValidation = (value, args) =>
    typeof value === 'number' && value < min
      ? msMinimumMessage(min)
      : maximum && typeof value === 'number' && value > maximum.max
        ? msMaximumMessage(maximum.max, maximum.why)
        : validateWholeNumber(value, args)
  const range = maximum ? `no mínimo ${min} e no máximo ${maximum.max}` : `no mínimo ${min}`
  return {
    name,
    type: 'number',
    label,
    required: true,
    min,
    ...(maximum ? { max: maximum.max } : {}),
    validate,
    access: { read: isAdminField, update: isAdminField },
    admin: { description: `Em milissegundos (1000 = 1 segundo), ${range}. ${description}` },
  }
}

/**
 * The default plan must be one a visitor can buy: active, published, with a price for the default
 * interval (and then it stays so: collections/Plans.ts).
 */
/** The plan a relationship value names, or null (none chosen, or not found). */
async function chosenPlan(value: unknown, req: PayloadRequest): Promise<Plan | null | undefined> {
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  if (id === null || id === undefined || id === '') return undefined
  return req.payload.findByID({
    collection: 'plans',
    id: id as number,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
  })
}

const validateDefaultPlan: Validate = async (value, { req, siblingData }) => {
  const plan = await chosenPlan(value, req)
  if (plan === undefined) return 'Escolha o plano padrão.'
  if (!plan || !plan.active) return 'O plano padrão precisa estar ativo (à venda).'
  if (plan._status !== 'published') return 'O plano padrão precisa estar publicado.'
  const key =
    intervalToPriceKey((siblingData as { defaultInterval?: string }).defaultInterval) ?? 'mensal'
  if (plan.prices?.[key]?.price == null)
    return 'O plano padrão precisa ter preço na periodicidade padrão.'
  return true
}

/** The trial plan is named in "Minha Conta", read from published plans: it must be published. */
const validateTrialPlan: Validate = async (value, { req }) => {
  const plan = await chosenPlan(value, req)
  if (plan === undefined) return 'Escolha o plano do período de testes.'
  if (!plan || plan._status !== 'published')
    return 'O plano do período de testes precisa estar publicado.'
  return true
}

export const BusinessConstants: GlobalConfig = {
  slug: 'business-constants',
  label: 'Regras e tempos',
  admin: {
    group: 'Configurações',
    description: 'Números que o site usa em textos, contagens e cadastro.',
  },
  access: { read: anyone, update: isStaff },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'trialDays',
          type: 'number',
          label: 'Dias de teste grátis',
          required: true,
          min: 0,
          validate: validateWholeNumber,
          admin: {
            description: 'Contagens do teste e textos com {diasTeste} (ex.: "7 dias grátis").',
          },
        },
        {
          name: 'guaranteeDays',
          type: 'number',
          label: 'Dias de garantia',
          required: true,
          min: 0,
          validate: validateWholeNumber,
          admin: {
            description:
              'Textos com {diasGarantia} (ex.: "Garantia de 7 dias" no upsell, FAQ e termos).',
          },
        },
        {
          name: 'passwordMinLength',
          type: 'number',
          label: 'Tamanho mínimo da senha',
          required: true,
          min: 6,
          max: 64,
          validate: validateWholeNumber,
          admin: {
            description:
              'No cadastro: "A senha deve ter pelo menos N caracteres." (6 é o mínimo do Firebase).',
          },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Tempos (somente administradores)',
      admin: {
        initCollapsed: true,
        condition: (_data, _sibling, { user }) =>
          Boolean(user && 'role' in user && user.role === 'admin'),
      },
      fields: [
        {
          type: 'row',
          fields: [
            ms('featuresCarouselMs', 'Carrossel de recursos', 'Troca de aba na seção de recursos.'),
            ms('storesCarouselMs', 'Carrossel de lojas', 'Troca de logo no carrossel de lojas.'),
            ms(
              'checkoutPollMs',
              'Verificação da aba de checkout',
              'O upsell olha a aba de pagamento a cada intervalo.',
            ),
          ],
        },
        {
          type: 'row',
          fields: [
            ms(
              'checkoutTabCloseMs',
              'Fechamento da aba após pagar',
              'Espera antes de fechar a aba de checkout concluída.',
            ),
            ms(
              'activeSubscriptionToastMs',
              'Aviso de assinatura ativa',
              'Quanto tempo o aviso fica na tela.',
            ),
            ms(
              'countdownTickMs',
              'Intervalo da contagem',
              'Atualização das contagens regressivas (1000 para mostrar os segundos).',
              // Shorter than a second is allowed (the seconds shown stay exact), not a busy loop;
              // longer skips seconds the countdown shows.
              100,
              {
                max: 1000,
                why: 'A contagem mostra os segundos: precisa ser atualizada pelo menos uma vez por segundo.',
              },
            ),
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        moneyField({
          name: 'defaultPriceCents',
          label: 'Valor padrão sem plano salvo',
          required: true,
          description:
            'Em reais. O valor da conversão quando a página de pagamento confirmado não sabe o preço (sem sessão nem plano salvo).',
        }),
        {
          name: 'defaultPlan',
          type: 'relationship',
          relationTo: 'plans',
          label: 'Plano padrão',
          required: true,
          filterOptions: { active: { equals: true } },
          validate: validateDefaultPlan,
          admin: {
            description:
              'O plano do checkout quando o visitante não escolheu nenhum. Precisa estar à venda.',
          },
        },
        {
          name: 'trialPlan',
          type: 'relationship',
          relationTo: 'plans',
          label: 'Plano do período de testes',
          required: true,
          validate: validateTrialPlan,
          admin: {
            description:
              'O plano que o teste grátis libera, nomeado em "Minha Conta" ("Você está no período de testes do plano …"). Precisa estar publicado; pode estar fora de venda.',
          },
        },
        {
          name: 'defaultInterval',
          type: 'select',
          label: 'Periodicidade padrão',
          required: true,
          // Values are the checkout's interval codes (src/lib/intervals.ts), read as they are.
          options: [
            { label: 'Mensal', value: 'month' },
            { label: 'Trimestral', value: 'quarter' },
            { label: 'Semestral', value: 'semester' },
            { label: 'Anual', value: 'year' },
          ],
          admin: {
            description:
              'A periodicidade do plano padrão, usada quando o visitante não escolheu um plano.',
          },
        },
      ],
    },
    {
      name: 'editorMaxDiscountPercent',
      type: 'number',
      label: 'Maior desconto que um editor publica (%)',
      required: true,
      defaultValue: DEFAULT_EDITOR_MAX_DISCOUNT_PERCENT,
      min: 1,
      max: 100,
      validate: validateWholeNumber,
      // Internal: visitors never read it, and editors do not raise the limit that applies to them.
      access: { read: isStaffField, update: isAdminField },
      admin: {
        description: `Um editor salva rascunhos de qualquer código, mas só um administrador publica um desconto acima deste, ou um preço de plano mais de ${Math.round(EDITOR_MAX_PRICE_DROP * 100)}% abaixo do publicado.`,
      },
    },
  ],
  hooks: revalidateGlobal('business-constants'),
}
