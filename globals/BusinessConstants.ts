import type { Field, GlobalConfig } from 'payload'
import { anyone } from '../collections/access/anyone.ts'
import { isStaff } from '../collections/access/isStaff.ts'
import { revalidateGlobal } from '../collections/hooks/revalidate.ts'

const ms = (name: string, label: string): Field => ({ name, type: 'number', label, required: true, min: 0, admin: { description: 'Em milissegundos.' } })

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
        { name: 'defaultPlanId', type: 'text', label: 'Plano padrão', required: true },
        { name: 'defaultInterval', type: 'text', label: 'Periodicidade padrão', required: true },
        { name: 'mobileBreakpointPx', type: 'number', label: 'Largura do menu móvel (px)', required: true },
      ],
    },
  ],
  hooks: revalidateGlobal('business-constants'),
}
