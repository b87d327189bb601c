// Every fixed UI string of the site, in Brazilian Portuguese (react-intl messages).
// Content that marketers edit (prices, plans, FAQ, legal texts) lives in the CMS instead.
export const messages = {
  'site.skipToContent': 'Pular para o conteúdo',
  'notFound.code': '404',
  'notFound.title': 'Oops! Page not found',
  'notFound.home': 'Voltar para o início',
} as const

export type MessageId = keyof typeof messages
export const LOCALE = 'pt-BR'
