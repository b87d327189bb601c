// Fixed UI strings shared by every page (pt-BR).
export const common = {
  'site.skipToContent': 'Pular para o conteúdo',
  'notFound.code': '404',
  'notFound.title': 'Oops! Page not found',
  'notFound.home': 'Voltar para o início',
  'error.title': 'Algo deu errado',
  'error.text': 'Não foi possível mostrar esta página agora. Tente novamente em instantes.',
  'error.retry': 'Tentar novamente',
} as const
