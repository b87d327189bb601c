import type { Field, GlobalConfig, Validate } from 'payload'
import { intervalToPriceKey } from '../src/lib/intervals.ts'
import { anyone } from '../collections/access/anyone.ts'
import { isStaff } from '../collections/access/isStaff.ts'
import { revalidateGlobal } from '../collections/hooks/revalidate.ts'

const ms = (name: string, label: string): Field => ({ name, type: 'number', label, required: true, min: 0, admin: { description: 'Em milissegundos.' } })

/** The default plan must be one a visitor can buy: active, with a price for the default interval. */
const validateDefaultPlan: Validate = async (value, { req, siblingData }) => {
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  if (id === null || id === undefined || id === '') return 'Escolha o plano padrão.'
  const plan = await req.payload.findByID({ collection: 'plans', id: id as number, depth: 0, req, overrideAccess: true, disableErrors: true })
  if (!plan || !plan.active) return 'O plano padrão precisa estar ativo (à venda).'
  const key = intervalToPriceKey((siblingData as { defaultInterval?: string }).defaultInterval) ?? 'mensal'
  if (plan.prices?.[key]?.price == null) return 'O plano padrão precisa ter preço na periodicidade padrão.'
  return true
}

export const BusinessConstants: GlobalConfig = {
  slug: 'business-constants',
  label: 'Regras e tempos',
  admin: { group: 'Configurações' },
  access: { read: anyone, update: isStaff },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'trialDays', type: 'number', label: 'Dias de teste grátis', required: true, min: 0 },
        { name: 'guaranteeDays', type: 'number', label: 'Dias de garantia', required: true, min: 0 },
        { name: 'defaultPromoPercent', type: 'number', label: 'Desconto padrão para códigos desconhecidos (%)', required: true, min: 0, max: 100 },
        { name: 'passwordMinLength', type: 'number', label: 'Tamanho mínimo da senha', required: true, min: 6 },
      ],
    },
    {
      type: 'row',
      fields: [
        ms('featuresCarouselMs', 'Carrossel de recursos'),
        ms('storesCarouselMs', 'Carrossel de lojas'),
        ms('checkoutPollMs', 'Verificação da aba de checkout'),
        ms('checkoutTabCloseMs', 'Fechamento da aba após pagar'),
        ms('activeSubscriptionToastMs', 'Aviso de assinatura ativa'),
        ms('countdownTickMs', 'Intervalo da contagem'),
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'defaultPriceCents', type: 'number', label: 'Valor padrão sem plano salvo (centavos)', required: true, min: 0 },
        {
          name: 'defaultPlan',
          type: 'relationship',
          relationTo: 'plans',
          label: 'Plano padrão',
          required: true,
          filterOptions: { active: { equals: true } },
          validate: validateDefaultPlan,
          admin: { description: 'O plano do checkout quando o visitante não escolheu nenhum, e o plano do período de testes na área do usuário. Precisa estar à venda.' },
        },
        {
          name: 'defaultInterval',
          type: 'text',
          label: 'Periodicidade padrão',
          required: true,
          validate: (value: string | null | undefined) => (intervalToPriceKey(value) ? true : 'Use month, quarter, semester ou year.'),
          admin: { description: 'A periodicidade do plano padrão: month (mensal), quarter, semester ou year.' },
        },
        { name: 'mobileBreakpointPx', type: 'number', label: 'Largura do menu móvel (px)', required: true },
      ],
    },
  ],
  hooks: { afterChange: revalidateGlobal('business-constants') },
}
