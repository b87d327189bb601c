// The catalogue of the spec, written into a fresh database by the seed migration. After that the
// admin panel owns it: editing this file changes nothing in an existing database. Lists are in display
// order (the seed creates them in this order; the admin reorders them by drag and drop). Texts that
// name the trial or the guarantee say {diasTeste} / {diasGarantia} (src/lib/siteTokens.ts).
import { periodPricesFromMonthly } from '@/lib/upsell.ts'

export type RichBlock = { type: 'h2' | 'h3' | 'p' | 'li'; text: string } // consecutive 'li' form one list
export type PriceOption = { price: number; originalPrice: number }
export type MonthlyOption = PriceOption & { period: string; subtext: string }
export type SeedPlan = {
  planId: string
  name: string
  displayName: string
  description: string
  highlight: boolean
  badge: string | null
  buttonText: string
  mainFeature: string
  features: string[]
  group: 'single' | 'elite' | 'elite_pro' | 'label'
  /** The tab text on a tabbed card (Elite, Elite PRO). */
  tabLabel: string | null
  /** Spec section 4: choosing this plan and signing up leads to the account confirmation, not the upsell. */
  afterSignupConfirmation: boolean
  active: boolean
  prices: {
    mensal?: MonthlyOption
    trimestral?: PriceOption
    semestral?: PriceOption
    anual?: PriceOption
  }
}
export type SeedPromo = {
  code: string
  discountPercent: number
  couponCode: string
  stripeCouponId: string | null
  monthlyOnly: boolean
  active: boolean
  isDefault: boolean
  campaign: string
  title: string
  subtitle: string
  promoMessage: string
  specialOffer: string
  subtext: string
  showCountdown: boolean
}
export type SeedFaq = {
  question: string
  answer: RichBlock[]
  pages: ('landing' | 'promo' | 'plans')[]
}
/** `logo`: a file in migrations/seed/logos/ (self-made wordmarks, to be replaced by the official logos). */
export type SeedStore = { name: string; logo: string; network: boolean }
export type SeedPainPoint = { title: string; description: string }
export type SeedFeature = {
  kind: 'card' | 'tab'
  title: string
  description: string
  bullets: string[]
  icon: 'robot' | 'send' | 'catalog' | 'image' | 'globe' | 'chart'
}
export type SeedBioLink = { label: string; url: string; highlight: boolean }
export type SeedLegal = {
  slug: 'termos' | 'privacidade' | 'sobre'
  title: string
  lastUpdated: string
  content: RichBlock[]
}
export type SeedSocial = {
  platform: 'tiktok' | 'youtube' | 'instagram' | 'facebook' | 'twitter' | 'linkedin'
  url: string
}

/** Monthly price and original of section 9; the longer periods follow Top Afiliado's rule. */
function prices(monthly: number, original: number): SeedPlan['prices'] {
  const p = periodPricesFromMonthly(monthly)
  return {
    mensal: {
      price: monthly,
      originalPrice: original,
      period: '/mês',
      subtext: 'cobrado mensalmente',
    },
    // The upsell shows the longer periods with its own labels (Upsell settings › options).
    trimestral: p.trimestral,
    semestral: p.semestral,
    anual: p.anual,
  }
}

const TOP = [
  'Criador de promoções ilimitado',
  '1 conta de bot no Telegram',
  '3 grupos de WhatsApp',
  '3 grupos de Telegram',
  '1 fila de envio',
  'Agendamento de envios',
  'Geração de textos com IA',
  'Catálogo de promoções',
  'Site vitrine no seu domínio (domínio não incluso)',
  '2 templates personalizáveis',
]
const ELITE_BASE = ['Tudo do Top Afiliado', 'Disparador em massa']
const elite = (
  numbers: number,
  groups: string,
  queues: number,
  ai: number,
  monitoring: number,
  collaborators: number,
): string[] => [
  `${numbers} ${numbers === 1 ? 'número' : 'números'} de WhatsApp`,
  groups,
  ...ELITE_BASE,
  `${queues} filas de envio`,
  `${ai} automações com IA`,
  `${monitoring} ${monitoring === 1 ? 'automação' : 'automações'} de monitoramento`,
  ...(collaborators > 0
    ? [`${collaborators} ${collaborators === 1 ? 'conta' : 'contas'} de bot colaborador`]
    : []),
]
const PRO_EXTRAS = [
  'Grupos ilimitados',
  'Gerenciador de grupos',
  'Links de convite únicos',
  'Rastreamento de cliques',
  'Crescimento de membros ao vivo',
  'Painel de resultados',
  'Relatório completo de envios',
  'Acompanhamento de visualizações ao vivo',
]
// Section 9 lists the PRO entitlements in full (numbers, unlimited groups and the management tools).
const pro = (numbers: number): string[] => [
  `${numbers} ${numbers === 1 ? 'número' : 'números'} de WhatsApp`,
  ...PRO_EXTRAS,
]

type SellableInput = Omit<
  SeedPlan,
  'displayName' | 'active' | 'tabLabel' | 'afterSignupConfirmation'
> &
  Partial<Pick<SeedPlan, 'active' | 'tabLabel' | 'afterSignupConfirmation'>>
const sellable = (p: SellableInput): SeedPlan => ({
  displayName: p.name,
  active: true,
  tabLabel: null,
  afterSignupConfirmation: false,
  ...p,
})
const label = (planId: string, displayName: string): SeedPlan => ({
  planId,
  name: displayName,
  displayName,
  description: '',
  highlight: false,
  badge: null,
  buttonText: '',
  mainFeature: '',
  features: [],
  group: 'label',
  tabLabel: null,
  afterSignupConfirmation: false,
  active: false,
  prices: {},
})

export const plans: SeedPlan[] = [
  sellable({
    planId: 'top_afiliado',
    name: 'Top Afiliado',
    group: 'single',
    afterSignupConfirmation: true,
    highlight: false,
    badge: null,
    description:
      'Para quem está começando a automatizar os grupos e quer postar promoções sem esforço.',
    buttonText: 'Assinar agora',
    mainFeature: '3 grupos de WhatsApp e 3 de Telegram',
    features: TOP,
    prices: prices(9790, 11990),
  }),
  sellable({
    planId: 'elite_nivel_1',
    name: 'Elite Nível 1',
    group: 'elite',
    tabLabel: 'Nível 1',
    highlight: true,
    badge: 'Mais Popular',
    description: 'Automação completa com disparador em massa para quem vive de afiliado.',
    buttonText: 'Assinar agora',
    mainFeature: '10 grupos de WhatsApp e 10 de Telegram',
    features: elite(1, '10 grupos de WhatsApp e 10 de Telegram', 2, 2, 1, 0),
    prices: prices(19790, 23790),
  }),
  sellable({
    planId: 'elite_nivel_2',
    name: 'Elite Nível 2',
    group: 'elite',
    tabLabel: 'Nível 2',
    highlight: true,
    badge: 'Mais Popular',
    description: 'Mais grupos, mais filas e um colaborador para escalar a sua operação.',
    buttonText: 'Assinar agora',
    mainFeature: '20 grupos de WhatsApp e 20 de Telegram',
    features: elite(1, '20 grupos de WhatsApp e 20 de Telegram', 3, 5, 2, 1),
    prices: prices(21790, 27790),
  }),
  sellable({
    planId: 'elite_nivel_3',
    name: 'Elite Nível 3',
    group: 'elite',
    tabLabel: 'Nível 3',
    highlight: true,
    badge: 'Mais Popular',
    description: 'Para operações grandes, com dezenas de grupos e monitoramento constante.',
    buttonText: 'Assinar agora',
    mainFeature: '50 grupos de WhatsApp e 50 de Telegram',
    features: elite(1, '50 grupos de WhatsApp e 50 de Telegram', 3, 5, 3, 1),
    prices: prices(24790, 29790),
  }),
  sellable({
    planId: 'elite_pro_1',
    name: 'Elite PRO 1',
    group: 'elite_pro',
    tabLabel: 'PRO 1',
    highlight: false,
    badge: null,
    description: 'Gestão profissional de comunidades com rastreamento e relatórios completos.',
    buttonText: 'Assinar agora',
    mainFeature: '1 número de WhatsApp e grupos ilimitados',
    features: pro(1),
    prices: prices(29790, 34790),
  }),
  sellable({
    planId: 'elite_pro_2',
    name: 'Elite PRO 2',
    group: 'elite_pro',
    tabLabel: 'PRO 2',
    highlight: false,
    badge: null,
    description: 'Dois números de WhatsApp para operações que não podem parar.',
    buttonText: 'Assinar agora',
    mainFeature: '2 números de WhatsApp e grupos ilimitados',
    features: pro(2),
    prices: prices(44790, 49790),
  }),
  sellable({
    planId: 'elite_pro_3',
    name: 'Elite PRO 3',
    group: 'elite_pro',
    tabLabel: 'PRO 3',
    highlight: false,
    badge: null,
    description: 'Três números de WhatsApp e todas as ferramentas de gestão da Busqy.',
    buttonText: 'Assinar agora',
    mainFeature: '3 números de WhatsApp e grupos ilimitados',
    features: pro(3),
    prices: prices(59790, 69790),
  }),
  // Kept for existing subscribers; an editor can put them back on sale.
  sellable({
    planId: 'elite_nivel_4',
    name: 'Elite Nível 4',
    group: 'elite',
    tabLabel: 'Nível 4',
    highlight: false,
    badge: null,
    active: false,
    description: 'Grupos ilimitados e mais automações para operações avançadas.',
    buttonText: 'Assinar agora',
    mainFeature: '1 número de WhatsApp e grupos ilimitados',
    features: elite(1, 'Grupos ilimitados', 5, 8, 5, 3),
    prices: prices(23790, 29790),
  }),
  sellable({
    planId: 'elite_nivel_5',
    name: 'Elite Nível 5',
    group: 'elite',
    tabLabel: 'Nível 5',
    highlight: false,
    badge: null,
    active: false,
    description: 'Tudo do Nível 4 com dois números de WhatsApp.',
    buttonText: 'Assinar agora',
    mainFeature: '2 números de WhatsApp e grupos ilimitados',
    features: elite(2, 'Grupos ilimitados', 5, 8, 5, 3),
    prices: prices(29790, 39790),
  }),
  sellable({
    planId: 'elite_nivel_6',
    name: 'Elite Nível 6',
    group: 'elite',
    tabLabel: 'Nível 6',
    highlight: false,
    badge: null,
    active: false,
    description: 'Tudo do Nível 4 com três números de WhatsApp.',
    buttonText: 'Assinar agora',
    mainFeature: '3 números de WhatsApp e grupos ilimitados',
    features: elite(3, 'Grupos ilimitados', 5, 8, 5, 3),
    prices: prices(40790, 51790),
  }),
  label('admin', 'Admin'),
  label('free', 'Iniciante Free'),
  label('iniciante', 'Iniciante'),
  label('profissional', 'Profissional'),
  label('elite', 'Elite'),
  label('topafiliado', 'Top Afiliado'),
]

const promo = (
  p: Partial<SeedPromo> & Pick<SeedPromo, 'code' | 'discountPercent' | 'couponCode'>,
): SeedPromo => ({
  stripeCouponId: null,
  monthlyOnly: true,
  active: true,
  isDefault: false,
  campaign: p.code,
  title: 'Oferta especial Busqy',
  subtitle: 'Automatize seus grupos de promoções com desconto no primeiro mês.',
  promoMessage: 'Use o cupom {cupom} e ganhe {desconto}% de desconto no 1º mês',
  specialOffer: '{desconto}% OFF no 1º mês',
  subtext: 'Desconto válido só no primeiro mês.',
  showCountdown: false,
  ...p,
})

export const promoCodes: SeedPromo[] = [
  promo({
    code: 'novo',
    discountPercent: 10,
    couponCode: 'BUSQYNOVO10',
    campaign: 'primeira-assinatura',
    title: 'Desconto de boas-vindas',
    subtitle: 'Sua primeira assinatura com {desconto}% de desconto.',
  }),
  promo({
    code: 'aniversario',
    discountPercent: 15,
    couponCode: 'ANIVERSARIO15',
    campaign: 'aniversario',
    title: 'Aniversário Busqy',
    subtitle: 'Estamos comemorando, e quem ganha presente é você.',
    showCountdown: true,
  }),
  promo({
    code: 'final',
    discountPercent: 50,
    couponCode: 'FINAL50',
    campaign: 'aniversario-final',
    title: 'Última chance do aniversário',
    subtitle: 'Metade do preço no primeiro mês, só até o fim do dia.',
    showCountdown: true,
  }),
  promo({
    code: 'papodeafiliado',
    discountPercent: 15,
    couponCode: 'PAPODEAFILIADO15',
    campaign: 'parceiro-papo-de-afiliado',
    title: 'Condição especial Papo de Afiliado',
  }),
  promo({
    code: 'blackfriday',
    discountPercent: 40,
    couponCode: 'BF40',
    campaign: 'black-friday',
    title: 'Black Friday Busqy',
    subtitle: 'O maior desconto do ano para automatizar seus grupos.',
    showCountdown: true,
  }),
  promo({
    code: 'comeback',
    discountPercent: 30,
    couponCode: 'COMEBACK30',
    campaign: 'reativacao',
    title: 'Que bom ter você de volta',
    subtitle: 'Volte a automatizar seus grupos com {desconto}% de desconto.',
  }),
  promo({
    code: 'default',
    discountPercent: 10,
    couponCode: 'DEFAULT',
    isDefault: true,
    campaign: 'parceiros',
    title: 'Oferta de parceiro',
    subtitle: 'Você chegou por um parceiro da Busqy e ganhou desconto no 1º mês.',
    promoMessage: 'Cupom de parceiro aplicado: {desconto}% de desconto no 1º mês',
    specialOffer: '{desconto}% OFF no 1º mês',
  }),
]

const p = (text: string): RichBlock => ({ type: 'p', text })
const h2 = (text: string): RichBlock => ({ type: 'h2', text })
const h3 = (text: string): RichBlock => ({ type: 'h3', text })
const li = (text: string): RichBlock => ({ type: 'li', text })
const landing: SeedFaq['pages'] = ['landing', 'promo']

export const faqs: SeedFaq[] = [
  {
    pages: landing,
    question: 'Como funciona o teste grátis de {diasTeste} dias?',
    answer: [
      p(
        'Toda conta nova ganha {diasTeste} dias grátis para testar a Busqy, sem precisar cadastrar cartão de crédito. Você cria sua conta, conecta seus grupos e já começa a enviar promoções.',
      ),
      p('Ao fim do teste, é só escolher um plano para continuar.'),
    ],
  },
  {
    pages: landing,
    question: 'O que a Busqy faz por mim?',
    answer: [
      p(
        'A Busqy encontra promoções em dezenas de lojas e envia tudo automaticamente para os seus grupos, com o seu link de afiliado. Você escolhe as lojas, categorias, faixas de preço e de desconto, os horários e o intervalo entre os envios, e ainda pode editar o texto das mensagens.',
      ),
    ],
  },
  {
    pages: landing,
    question: 'Funciona com WhatsApp e Telegram?',
    answer: [
      p(
        'Sim. Você pode enviar para grupos de WhatsApp e de Telegram ao mesmo tempo. A quantidade de grupos e de números depende do plano escolhido.',
      ),
    ],
  },
  {
    pages: landing,
    question: 'Quais lojas são compatíveis?',
    answer: [
      p(
        'Amazon, Magalu, Mercado Livre, Shopee, Shein, AliExpress, Beleza na Web, C&A, Dafiti, Eudora, Natura e oBoticario, além das lojas parceiras da nossa rede de afiliados.',
      ),
    ],
  },
  {
    pages: landing,
    question: 'Quais são as formas de pagamento?',
    answer: [
      p(
        'Você pode pagar com cartão de crédito ou boleto bancário. No boleto, o acesso ao plano é liberado assim que o pagamento é compensado.',
      ),
    ],
  },
  {
    pages: landing,
    question: 'Existe garantia?',
    answer: [
      p(
        'Sim. Na primeira assinatura você tem {diasGarantia} dias de garantia incondicional: se não gostar, devolvemos 100% do valor pago.',
      ),
    ],
  },
  {
    pages: landing,
    question: 'Posso cancelar quando quiser?',
    answer: [
      p(
        'Pode. As assinaturas são renovadas automaticamente ao fim de cada período, e você cancela quando quiser pela área do usuário, em "Gerenciar Plano". O acesso continua até o fim do período já pago.',
      ),
    ],
  },
  {
    pages: landing,
    question: 'Posso trocar de plano depois?',
    answer: [
      p(
        'Sim. Você pode fazer upgrade a qualquer momento para um plano com mais grupos, números e automações, ou mudar para um período mais longo e economizar.',
      ),
    ],
  },
  {
    pages: landing,
    question: 'Preciso deixar o computador ou o celular ligado?',
    answer: [
      p(
        'Não. A Busqy roda na nuvem: as promoções continuam sendo enviadas mesmo com o seu computador desligado.',
      ),
    ],
  },
  {
    pages: landing,
    question: 'Como falo com o suporte?',
    answer: [
      p(
        'Nosso time atende pelo WhatsApp e pelo email de suporte, e a Central de Ajuda tem tutoriais passo a passo para configurar tudo.',
      ),
    ],
  },
  {
    pages: ['plans'],
    question: 'Posso testar antes de pagar?',
    answer: [p('Sim. Toda conta nova tem {diasTeste} dias grátis, sem cartão de crédito.')],
  },
  {
    pages: ['plans'],
    question: 'Como funciona a cobrança?',
    answer: [
      p(
        'As assinaturas são pré-pagas por 30, 90, 180 ou 365 dias, conforme o período escolhido, e renovadas automaticamente.',
      ),
    ],
  },
  {
    pages: ['plans'],
    question: 'Posso pagar com boleto?',
    answer: [p('Sim. Aceitamos cartão de crédito e boleto bancário.')],
  },
  {
    pages: ['plans'],
    question: 'E se eu não gostar?',
    answer: [
      p(
        'Na primeira assinatura você tem {diasGarantia} dias de garantia incondicional, com reembolso de 100% do valor.',
      ),
    ],
  },
]

// The twelve stores of spec section 1. The affiliate network's stores are not named by the spec:
// marketers add them (Loja da rede de afiliados).
export const stores: SeedStore[] = [
  ['Amazon', 'amazon'],
  ['Magalu', 'magalu'],
  ['Mercado Livre', 'mercado-livre'],
  ['Shopee', 'shopee'],
  ['Shein', 'shein'],
  ['AliExpress', 'aliexpress'],
  ['Beleza na Web', 'beleza-na-web'],
  ['C&A', 'cea'],
  ['Dafiti', 'dafiti'],
  ['Eudora', 'eudora'],
  ['Natura', 'natura'],
  ['oBoticario', 'oboticario'],
].map(([name, file]) => ({ name: name!, logo: `${file}.svg`, network: false }))

export const painPoints: SeedPainPoint[] = [
  {
    title: 'Horas postando promoções na mão',
    description:
      'Copiar link, gerar o link de afiliado, escrever o texto e colar em cada grupo toma o seu dia inteiro.',
  },
  {
    title: 'Ofertas relâmpago que passam batido',
    description: 'Quando você vê a promoção, ela já acabou e o seu grupo perdeu a venda.',
  },
  {
    title: 'Grupos parados e membros saindo',
    description: 'Sem postagens constantes, o grupo esfria e as comissões caem.',
  },
  {
    title: 'Sem tempo para criar imagens e textos',
    description: 'Produzir artes e chamadas para cada oferta é trabalho demais para uma pessoa só.',
  },
  {
    title: 'Nenhum dado sobre cliques',
    description: 'Você não sabe quais ofertas e quais grupos realmente trazem resultado.',
  },
  {
    title: 'Muitas lojas para acompanhar',
    description:
      'Amazon, Shopee, Mercado Livre, Magalu… acompanhar tudo ao mesmo tempo é impossível.',
  },
]

export const features: SeedFeature[] = [
  {
    kind: 'card',
    icon: 'robot',
    title: 'Automação com IA',
    description:
      'Promoções encontradas e enviadas sozinhas, com filtros por loja, categoria, grupo, intervalo, horário, desconto e faixa de preço.',
    bullets: [
      'Filtros por loja e categoria',
      'Faixa de preço e de desconto',
      'Texto da mensagem editável',
    ],
  },
  {
    kind: 'card',
    icon: 'send',
    title: 'Bot de envio direto',
    description:
      'Envie na hora, agende para depois ou coloque em uma fila com intervalo entre as mensagens.',
    bullets: ['Envio imediato', 'Agendamento', 'Fila com intervalo'],
  },
  {
    kind: 'card',
    icon: 'catalog',
    title: 'Catálogo de promoções',
    description: 'Um catálogo sempre atualizado com as melhores ofertas das lojas parceiras.',
    bullets: ['Ofertas verificadas', 'Busca por loja e categoria'],
  },
  {
    kind: 'card',
    icon: 'image',
    title: 'Criador de imagens e textos',
    description: 'Gere artes e chamadas para as suas promoções em segundos.',
    bullets: ['Templates personalizáveis', 'Textos gerados com IA'],
  },
  {
    kind: 'card',
    icon: 'globe',
    title: 'Site vitrine no seu domínio',
    description: 'Uma vitrine com as suas ofertas no seu próprio domínio, pronta para divulgar.',
    bullets: ['Seu domínio (não incluso)', 'Atualizada automaticamente'],
  },
  {
    kind: 'tab',
    icon: 'robot',
    title: 'Automação',
    description: 'Configure uma vez e deixe a Busqy postar por você, 24 horas por dia.',
    bullets: [
      'Busca automática de promoções com IA',
      'Filtros por loja, categoria, desconto e preço',
      'Horários e intervalos de envio sob medida',
      'Mensagens com o seu link de afiliado',
    ],
  },
  {
    kind: 'tab',
    icon: 'send',
    title: 'Disparos e agendamento',
    description: 'Controle total sobre quando e onde cada oferta é enviada.',
    bullets: [
      'Envio direto para vários grupos',
      'Agendamento por data e hora',
      'Filas com intervalo entre mensagens',
    ],
  },
  {
    kind: 'tab',
    icon: 'chart',
    title: 'Análises',
    description: 'Acompanhe o que funciona e invista no que traz resultado.',
    bullets: [
      'Cliques por oferta e por grupo',
      'Crescimento de membros',
      'Relatórios de envio completos',
    ],
  },
]

export const bioLinks: SeedBioLink[] = [
  { label: 'Site oficial', url: 'https://busqy.com.br/', highlight: false },
  { label: 'Teste grátis por {diasTeste} dias', url: '/cadastro', highlight: true },
  { label: 'Cupom da primeira assinatura', url: '/planos-promo?promo=novo', highlight: false },
  {
    label: 'Fale com um atendente',
    url: 'https://wa.me/5511999999999?text=Ol%C3%A1%2C%20quero%20saber%20mais%20sobre%20a%20Busqy',
    highlight: false,
  },
  {
    label: 'Suporte',
    url: 'https://wa.me/5511988888888?text=Preciso%20de%20ajuda%20com%20a%20Busqy',
    highlight: false,
  },
  { label: 'Central de Ajuda', url: 'https://ajuda.busqy.com.br/', highlight: false },
]

export const socials: SeedSocial[] = [
  { platform: 'tiktok', url: 'https://www.tiktok.com/@busqy' },
  { platform: 'youtube', url: 'https://www.youtube.com/@busqy' },
  { platform: 'instagram', url: 'https://www.instagram.com/busqy' },
  { platform: 'facebook', url: 'https://www.facebook.com/busqy' },
]

// Noon UTC, as the admin's day picker stores a day (fields/dates.ts noonUtcOfDay).
const LAST_UPDATED = '2025-04-29T12:00:00.000Z'

export const legalPages: SeedLegal[] = [
  {
    slug: 'termos',
    title: 'Termos de Uso',
    lastUpdated: LAST_UPDATED,
    content: [
      p(
        'Estes Termos de Uso regem o acesso e o uso da plataforma Busqy. Ao criar uma conta ou assinar um plano, você declara que leu e concorda com estas condições.',
      ),
      h2('1. Objeto'),
      p(
        'A Busqy é uma ferramenta para afiliados que encontra promoções em lojas parceiras e as envia automaticamente para grupos de WhatsApp e de Telegram do usuário, além de oferecer bot de envio, catálogo de promoções, criador de imagens e textos, site vitrine e análises.',
      ),
      h2('2. Conta'),
      p(
        'Para usar a plataforma é preciso criar uma conta com nome, email e senha. Você é responsável pela veracidade dos dados e pela guarda da sua senha, e deve nos avisar imediatamente sobre qualquer uso não autorizado.',
      ),
      h2('3. Teste grátis'),
      p(
        'Toda conta nova tem {diasTeste} dias de teste grátis, sem necessidade de cartão de crédito. Ao fim do teste, o acesso às funções pagas depende da assinatura de um plano.',
      ),
      h2('4. Planos, pagamento e renovação'),
      li(
        'As assinaturas são pré-pagas por 30, 90, 180 ou 365 dias, conforme o período escolhido (mensal, trimestral, semestral ou anual).',
      ),
      li('O pagamento pode ser feito por cartão de crédito ou boleto bancário.'),
      li(
        'A assinatura é renovada automaticamente ao fim de cada período, pelo mesmo valor e forma de pagamento, até que seja cancelada.',
      ),
      li('Se o pagamento de uma renovação falhar, a assinatura é cancelada.'),
      li(
        'Descontos e cupons promocionais valem nas condições informadas na oferta, em geral apenas para o primeiro mês.',
      ),
      h2('5. Garantia e reembolso'),
      p(
        'Na primeira assinatura, você tem {diasGarantia} dias de garantia incondicional: se pedir o cancelamento nesse prazo, devolvemos 100% do valor pago. A garantia não se aplica a renovações nem a assinaturas posteriores.',
      ),
      li(
        'Pagamentos com cartão de crédito: o estorno aparece na fatura em 5 a 10 dias úteis, conforme a operadora do cartão.',
      ),
      li(
        'Pagamentos com boleto: o reembolso é feito por Pix em até 30 dias, usando como chave o email da conta.',
      ),
      h2('6. Cancelamento'),
      p(
        'Você pode cancelar a renovação automática a qualquer momento na área do usuário, em "Gerenciar Plano". O acesso continua até o fim do período já pago.',
      ),
      h2('7. Uso aceitável'),
      p(
        'É proibido usar a plataforma para enviar spam, conteúdo ilegal, enganoso ou ofensivo, ou para violar as regras do WhatsApp, do Telegram e das lojas e programas de afiliados. O descumprimento pode levar à suspensão ou ao encerramento da conta, sem reembolso.',
      ),
      h2('8. Responsabilidades'),
      p(
        'A Busqy não se responsabiliza por preços, estoques ou condições definidos pelas lojas, nem por bloqueios aplicados pelo WhatsApp ou pelo Telegram a números e grupos do usuário. Empregamos os melhores esforços para manter a plataforma disponível, mas interrupções pontuais podem ocorrer para manutenção ou por motivos alheios ao nosso controle.',
      ),
      h2('9. Alterações destes termos'),
      p(
        'Podemos atualizar estes termos. Alterações relevantes serão comunicadas com 30 dias de antecedência pelo email cadastrado.',
      ),
      h2('10. Contato'),
      p(
        'Dúvidas sobre estes termos podem ser enviadas para o nosso suporte pelos canais informados no rodapé do site.',
      ),
    ],
  },
  {
    slug: 'privacidade',
    title: 'Política de Privacidade',
    lastUpdated: LAST_UPDATED,
    content: [
      p(
        'Esta Política de Privacidade explica como a Busqy coleta, usa e protege os seus dados pessoais, em conformidade com a Lei Geral de Proteção de Dados (Lei nº 13.709/2018 – LGPD).',
      ),
      h2('1. Dados que coletamos'),
      li('Dados de cadastro: nome, email e, se você informar, número de WhatsApp.'),
      li('Dados da assinatura: plano, período, datas de início e de fim e situação do pagamento.'),
      li(
        'Dados de navegação: páginas visitadas, origem da visita (parâmetros UTM), endereço IP e tipo de navegador.',
      ),
      p(
        'Os dados de cartão de crédito são informados diretamente ao Stripe, nosso processador de pagamentos, e não passam pelos nossos servidores.',
      ),
      h2('2. Como usamos os dados'),
      li(
        'Criar e manter a sua conta e autenticar o seu acesso (usamos o Firebase Authentication, do Google).',
      ),
      li('Processar pagamentos e gerenciar a sua assinatura (Stripe).'),
      li('Prestar suporte e enviar comunicações sobre a sua conta.'),
      li(
        'Medir o desempenho das nossas campanhas (Pixel e API de Conversões da Meta), sempre com dados de contato protegidos por criptografia (hash).',
      ),
      h2('3. Cookies'),
      p(
        'Usamos cookies essenciais para manter a sua sessão e cookies de medição para entender de onde vêm as visitas. Você pode bloquear cookies no seu navegador, mas algumas funções podem deixar de funcionar.',
      ),
      h2('4. Compartilhamento'),
      p(
        'Não vendemos os seus dados. Compartilhamos apenas o necessário com os fornecedores citados acima (Google/Firebase, Stripe e Meta), que atuam como operadores, e com autoridades quando a lei exigir.',
      ),
      h2('5. Seus direitos'),
      p(
        'Você pode pedir a confirmação do tratamento, o acesso, a correção, a portabilidade e a exclusão dos seus dados, além de revogar consentimentos, pelos nossos canais de suporte.',
      ),
      h2('6. Retenção e segurança'),
      p(
        'Guardamos os dados enquanto a sua conta existir e pelo prazo exigido por lei para obrigações fiscais. Adotamos medidas técnicas de segurança, como conexões criptografadas e controle de acesso.',
      ),
      h2('7. Alterações'),
      p(
        'Esta política pode ser atualizada. Alterações relevantes serão comunicadas com 30 dias de antecedência pelo email cadastrado.',
      ),
      h2('8. Contato'),
      p(
        'Para exercer os seus direitos ou tirar dúvidas sobre privacidade, fale com a gente pelos canais informados no rodapé do site.',
      ),
    ],
  },
  {
    slug: 'sobre',
    title: 'Sobre',
    lastUpdated: LAST_UPDATED,
    content: [
      p(
        'A Busqy nasceu em 2024 com um propósito simples: dar ao afiliado brasileiro o poder de uma equipe inteira de divulgação, sem que ele precise passar o dia copiando e colando promoções.',
      ),
      h2('Nosso propósito'),
      p(
        'Ajudar afiliados a vender mais com menos esforço, automatizando a busca e o envio de promoções para os seus grupos de WhatsApp e de Telegram.',
      ),
      h2('Nossos pilares'),
      h3('Eficiência'),
      p(
        'Automação com IA que trabalha 24 horas por dia para que você se concentre em crescer as suas comunidades.',
      ),
      h3('Acessibilidade'),
      p(
        'Ferramentas profissionais com preço justo e configuração simples, para quem está começando e para quem já vive de afiliado.',
      ),
      h3('Resultados'),
      p(
        'Métricas claras de cliques, envios e crescimento para que cada decisão seja baseada em dados.',
      ),
    ],
  },
]

export const siteSettings = {
  brandName: 'Busqy',
  appUrl: 'https://app.busqy.com.br',
  appLoginUrl: 'https://app.busqy.com.br/login',
  helpCenterUrl: 'https://ajuda.busqy.com.br',
  proofOfPaymentUrl:
    'https://wa.me/5511988888888?text=Ol%C3%A1%21%20Segue%20o%20comprovante%20de%20pagamento%20do%20meu%20boleto%20da%20Busqy.',
  companyRegistration: 'Busqy Tecnologia Ltda. · CNPJ 00.000.000/0001-00',
  footerTagline: 'Promoções enviadas automaticamente para os seus grupos de WhatsApp e Telegram.',
  seoTitle: 'Busqy — promoções automáticas para seus grupos de WhatsApp e Telegram',
  seoDescription:
    'A Busqy encontra promoções em dezenas de lojas e envia tudo automaticamente para os seus grupos, com o seu link de afiliado. Teste grátis por {diasTeste} dias.',
  contacts: [
    {
      kind: 'whatsapp' as const,
      label: 'WhatsApp',
      value: '(11) 98888-8888',
      url: 'https://wa.me/5511988888888',
    },
    {
      kind: 'email' as const,
      label: 'Email',
      value: 'suporte@busqy.com.br',
      url: 'mailto:suporte@busqy.com.br',
    },
    {
      kind: 'instagram' as const,
      label: 'Instagram',
      value: '@busqy',
      url: 'https://www.instagram.com/busqy',
    },
  ],
}

export const landingCopy = {
  heroTitle: 'Promoções no piloto automático para os seus grupos',
  heroSubtitle:
    'A Busqy encontra as melhores ofertas de dezenas de lojas e envia tudo para os seus grupos de WhatsApp e Telegram, com o seu link de afiliado. Teste grátis por {diasTeste} dias.',
  heroCta: 'Comece agora',
  painEyebrow: 'Você se identifica?',
  painTitle: 'Ser afiliado não precisa ser tão cansativo',
  featuresTitle: 'Tudo o que você precisa para vender mais',
  featuresSubtitle: 'Automação, disparos, catálogo, criador de artes e análises em um só lugar.',
  storesTitle: 'Lojas parceiras',
  storesToggleShow: 'Ver todas as lojas',
  storesToggleHide: 'Ocultar lojas',
  storesNetworkTitle: 'Rede de afiliados',
  plansTitle: 'Escolha o seu plano',
  plansSubtitle: 'Comece com {diasTeste} dias grátis e mude de plano quando quiser.',
  faqTitle: 'Perguntas frequentes',
  plansIncludeTitle: 'Todos os planos incluem',
  plansInclude: [
    '{diasTeste} dias grátis para testar',
    'Garantia de {diasGarantia} dias na primeira assinatura',
    'Funciona na nuvem, 24 horas por dia',
    'Suporte pelo WhatsApp',
    'Atualizações sem custo extra',
    'Pagamento por cartão ou boleto',
  ],
  planFaqTitle: 'Dúvidas sobre os planos',
  helpCenterText: 'Ainda tem dúvidas? Visite a nossa Central de Ajuda',
  promoDefaultCode: 'aniversario',
  signupSubtitle: '{diasTeste} dias grátis para testar, sem cartão de crédito.',
  promoLandingTitle: 'Oferta especial para você automatizar os seus grupos',
  promoLandingSubtitle: 'Desconto no primeiro mês em qualquer plano, por tempo limitado.',
  promoBannerTitle: 'Aniversário Busqy: descontos especiais',
  promoBannerText:
    'Para comemorar, todos os planos estão com desconto no primeiro mês. Aproveite antes que acabe!',
  promoBannerCta: 'Ver planos com desconto',
}

export const bioPage = {
  title: 'Busqy',
  description:
    'Promoções automáticas para os seus grupos de WhatsApp e Telegram. Escolha um link abaixo.',
  socials,
}

export const upsellSettings = {
  countdownMinutes: 15,
  title: 'Aproveite as Ofertas Exclusivas',
  subtitle:
    'Troque para um período mais longo agora e economize. Esta oferta vale só nesta página.',
  countdownLabel: 'Oferta expira em',
  featuresTitle: 'Tudo do seu plano, e mais:',
  featureLines: [
    'Todos os recursos do plano escolhido',
    'Preço travado durante todo o período',
    'Sem cobranças mensais',
    'Garantia de {diasGarantia} dias',
  ],
  options: [
    {
      priceKey: 'trimestral' as const,
      title: 'Plano Trimestral',
      badge: 'Economia',
      periodLabel: '/3 meses',
      highlight: false,
      description: '3 meses de acesso com desconto',
    },
    {
      priceKey: 'semestral' as const,
      title: 'Plano Semestral',
      badge: 'Mais Popular',
      periodLabel: '/6 meses',
      highlight: true,
      description: '6 meses de acesso com desconto',
    },
    {
      priceKey: 'anual' as const,
      title: 'Plano Anual',
      badge: 'Melhor Valor',
      periodLabel: '/ano',
      highlight: false,
      description: '12 meses pelo menor preço',
    },
  ],
  reassurance: [
    {
      title: 'Garantia de {diasGarantia} dias',
      text: 'Não gostou? Devolvemos 100% do valor da primeira assinatura, sem perguntas.',
    },
    {
      title: 'Upgrade a qualquer momento',
      text: 'Mude para um plano maior quando o seu negócio crescer.',
    },
    {
      title: 'Ofertas exclusivas',
      text: 'Descontos que só aparecem aqui, logo depois do cadastro.',
    },
  ],
}

export const businessConstants = {
  trialDays: 7,
  guaranteeDays: 7,
  featuresCarouselMs: 15000,
  storesCarouselMs: 3000,
  checkoutPollMs: 3000,
  checkoutTabCloseMs: 3000,
  activeSubscriptionToastMs: 8000,
  countdownTickMs: 1000,
  defaultPriceCents: 100,
  // The spec's default plan is 'profissional', which has no price in the spec's table; the default
  // must be purchasable (checkout with no stored plan), so it is the entry plan on sale.
  defaultPlanId: 'top_afiliado',
  // Spec section 4: 'período de testes do plano Profissional'.
  trialPlanId: 'profissional',
  defaultInterval: 'month' as const,
  passwordMinLength: 6,
}
