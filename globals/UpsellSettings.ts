import { validations, type GlobalConfig, type SelectFieldSingleValidation } from 'payload'
import { isStaff } from '../access/isStaff.ts'
import { staffOrPublished } from '../access/staffOrPublished.ts'
import { globalContentHooks } from '../hooks/versionedContent.ts'
import { TOKEN_HELP } from '@/lib/siteTokens.ts'
import { textareaWithTokens, textWithTokens } from '../fields/tokens.ts'
import { validateWholeNumber } from '../fields/numbers.ts'
import { globalVersions, updatedByField, versionsView } from '../fields/versioned.ts'

// Each card is keyed by plan and period (src/lib/upsell.ts): a period offered twice gave two cards
// with the same id (duplicate React keys and heading ids) selling the same price.
const validateOnePerPeriod: SelectFieldSingleValidation = (value, args) => {
  const options = (args.data as { options?: Array<{ priceKey?: unknown }> | null }).options ?? []
  if (value && options.filter((o) => o?.priceKey === value).length > 1)
    return 'Este período já tem uma oferta: cada período (trimestral, semestral, anual) pode aparecer uma vez só.'
  return (validations.select as SelectFieldSingleValidation)(value, args)
}

export const UpsellSettings: GlobalConfig = {
  slug: 'upsell-settings',
  label: 'Upsell',
  admin: {
    group: 'Vendas',
    description:
      'A página /upsell, logo após o cadastro: ofertas de períodos mais longos do plano escolhido.',
    components: { views: { edit: { versions: versionsView } } },
  },
  access: { read: staffOrPublished, readVersions: isStaff, update: isStaff },
  versions: globalVersions,
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'countdownMinutes',
          type: 'number',
          label: 'Contagem regressiva (minutos)',
          required: true,
          min: 1,
          defaultValue: 15,
          validate: validateWholeNumber,
          admin: { description: 'Duração da oferta, contada a partir da escolha do plano.' },
        },
        {
          name: 'countdownLabel',
          type: 'text',
          label: 'Texto da contagem',
          validate: textWithTokens(),
          admin: {
            description: 'Antes do relógio, ex.: Oferta expira em. Vazio: "Oferta expira em".',
          },
        },
      ],
    },
    {
      name: 'title',
      type: 'text',
      label: 'Título',
      required: true,
      validate: textWithTokens(),
      admin: { description: 'Ex.: Aproveite as Ofertas Exclusivas. Também o título da aba.' },
    },
    {
      name: 'subtitle',
      type: 'textarea',
      label: 'Subtítulo',
      validate: textareaWithTokens(),
      admin: { description: 'Frase abaixo do título.' },
    },
    {
      name: 'featuresTitle',
      type: 'text',
      label: 'Título dos recursos dos cartões',
      validate: textWithTokens(),
      admin: { description: 'Acima das linhas de recursos de cada cartão.' },
    },
    {
      name: 'featureLines',
      type: 'array',
      label: 'Linhas de recursos',
      labels: { singular: 'Linha', plural: 'Linhas' },
      maxRows: 8,
      admin: {
        description: `Iguais em todos os cartões, até 8. ${TOKEN_HELP}`,
      },
      fields: [
        {
          name: 'text',
          type: 'text',
          label: 'Texto',
          required: true,
          validate: textWithTokens(),
          admin: { description: 'Uma linha, igual em todos os cartões.' },
        },
      ],
    },
    {
      name: 'options',
      type: 'array',
      label: 'Ofertas (períodos mais longos)',
      labels: { singular: 'Oferta', plural: 'Ofertas' },
      // Without an offer the page is a countdown over nothing.
      minRows: 1,
      admin: {
        description:
          'Um cartão por oferta, nesta ordem, no máximo uma por período; preços e descontos vêm do plano escolhido.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'priceKey',
              type: 'select',
              label: 'Período',
              required: true,
              validate: validateOnePerPeriod,
              admin: {
                description:
                  'Qual preço do plano escolhido o cartão mostra e o checkout cobra (Preços do plano).',
              },
              options: [
                { label: 'Trimestral (3 meses)', value: 'trimestral' },
                { label: 'Semestral (6 meses)', value: 'semestral' },
                { label: 'Anual (12 meses)', value: 'anual' },
              ],
            },
            {
              name: 'title',
              type: 'text',
              label: 'Título',
              required: true,
              validate: textWithTokens(),
              admin: { description: 'Ex.: Plano Semestral.' },
            },
            {
              name: 'badge',
              type: 'text',
              label: 'Selo',
              validate: textWithTokens(),
              admin: { description: 'Ex.: Mais Popular.' },
            },
            {
              name: 'periodLabel',
              type: 'text',
              label: 'Rótulo do período',
              validate: textWithTokens(),
              admin: {
                description: 'Depois do preço, ex.: /6 meses. Vazio: /3 meses, /6 meses ou /ano.',
              },
            },
            {
              name: 'highlight',
              type: 'checkbox',
              label: 'Destacado',
              admin: { description: 'Cartão em destaque.' },
            },
          ],
        },
        {
          name: 'description',
          type: 'text',
          label: 'Descrição',
          validate: textWithTokens(),
          admin: {
            description: 'Frase abaixo do título do cartão, ex.: 6 meses de acesso com desconto.',
          },
        },
      ],
    },
    {
      name: 'reassurance',
      type: 'array',
      label: 'Blocos de garantia',
      labels: { singular: 'Bloco', plural: 'Blocos' },
      admin: { description: `Abaixo das ofertas. ${TOKEN_HELP}` },
      fields: [
        {
          name: 'title',
          type: 'text',
          label: 'Título',
          required: true,
          validate: textWithTokens(),
          admin: { description: 'Ex.: Garantia de {diasGarantia} dias.' },
        },
        {
          name: 'text',
          type: 'textarea',
          label: 'Texto',
          validate: textareaWithTokens(),
          admin: { description: 'Uma ou duas frases abaixo do título do bloco.' },
        },
      ],
    },
    updatedByField,
  ],
  hooks: globalContentHooks('upsell-settings'),
}
