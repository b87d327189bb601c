import type { Field, GlobalConfig, TextFieldSingleValidation } from 'payload'
import { isStaff } from '../access/isStaff.ts'
import { staffOrPublished } from '../access/staffOrPublished.ts'
import { globalContentHooks } from '../hooks/versionedContent.ts'
import { TOKEN_HELP } from '@/lib/siteTokens.ts'
import { textareaWithTokens, textWithTokens } from '../fields/tokens.ts'
import { publishedOnly } from '@/server/published.ts'
import { landingCodeProblem } from '@/lib/promo.ts'
import { globalVersions, previewButton, updatedByField, versionsView } from '../fields/versioned.ts'

// A code that does not exist (a typo, or one in the trash) would show the typo as the coupon with
// the default code's discount on every promo page.
const validatePromoDefaultCode: TextFieldSingleValidation = async (value, { req }) => {
  const code = typeof value === 'string' ? value.trim() : ''
  if (!code) return true
  // The code that is live stays on the site (keepLandingCode in collections/PromoCodes.ts). Compared
  // with the live row, not `previousValue`: that is the latest version, which may be a draft naming
  // a code trashed since it was saved.
  const live = await req.payload.findGlobal({
    slug: 'landing-copy',
    depth: 0,
    overrideAccess: true,
    req,
    select: { promoDefaultCode: true },
  })
  if (value === live?.promoDefaultCode) return true
  // Codes are matched ignoring case (src/lib/promo.ts); new ones are saved in lower case. Only a
  // published code is one the pages can apply.
  const found = await req.payload.find({
    collection: 'promo-codes',
    where: publishedOnly({ code: { in: [...new Set([code, code.toLowerCase()])] } }),
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
    select: { code: true, isDefault: true, active: true, validFrom: true, validUntil: true },
  })
  const promo = found.docs[0]
  if (!promo)
    return `Não existe o código promocional publicado "${code}". Crie-o (ou publique-o) em Vendas › Códigos promocionais, ou deixe vazio.`
  // The pages apply only a code in force that is not the default for unknown codes
  // (pagePromo in src/lib/promo.ts): any other would silently show normal prices.
  return landingCodeProblem(promo, new Date()) ?? true
}

// Every text of this global goes through the site's token replacement (src/server/cms.ts).
const text = (name: string, label: string, description: string, multiline = false): Field =>
  multiline
    ? { name, type: 'textarea', label, validate: textareaWithTokens(), admin: { description } }
    : { name, type: 'text', label, validate: textWithTokens(), admin: { description } }

/**
 * A text that names a heading, a link or a button: published empty, the page would show an empty
 * <h1>/<h2> or a link or button without a name. Payload checks `required` on publish only, so a
 * draft (and its autosave) can still be saved while it is being written.
 */
const requiredText = (name: string, label: string, description: string): Field => ({
  name,
  type: 'text',
  label,
  required: true,
  validate: textWithTokens(),
  admin: { description: `${description} Obrigatório para publicar.` },
})

export const LandingCopy: GlobalConfig = {
  slug: 'landing-copy',
  label: 'Textos das páginas de venda',
  admin: {
    group: 'Conteúdo',
    description: 'Os textos fixos da página inicial, das páginas de planos e das promocionais.',
    preview: previewButton('landing-copy'),
    components: { views: { edit: { versions: versionsView } } },
  },
  access: { read: staffOrPublished, readVersions: isStaff, update: isStaff },
  versions: globalVersions,
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Topo',
          fields: [
            requiredText(
              'heroTitle',
              'Título principal',
              'O título grande do topo da página inicial.',
            ),
            text('heroSubtitle', 'Subtítulo', `Abaixo do título. ${TOKEN_HELP}`, true),
            requiredText('heroCta', 'Botão (leva aos planos)', 'Ex.: Comece agora.'),
          ],
        },
        {
          label: 'Seções',
          fields: [
            text(
              'painEyebrow',
              'Chamada das dores',
              'A linha pequena acima do título das dores, ex.: Você se identifica? Vazio, não aparece.',
            ),
            requiredText('painTitle', 'Título das dores', 'Acima da lista "Dores do afiliado".'),
            requiredText(
              'featuresTitle',
              'Título dos recursos',
              'Seção de recursos (página inicial e /solucoes).',
            ),
            text(
              'featuresSubtitle',
              'Subtítulo dos recursos',
              'Abaixo do título dos recursos.',
              true,
            ),
            requiredText('storesTitle', 'Título das lojas', 'Acima do carrossel de lojas.'),
            requiredText(
              'storesToggleShow',
              'Botão mostrar lojas',
              'Abre a lista de todas as lojas.',
            ),
            requiredText(
              'storesToggleHide',
              'Botão ocultar lojas',
              'Fecha a lista de todas as lojas.',
            ),
            requiredText(
              'storesNetworkTitle',
              'Título das lojas da rede',
              'Na lista de todas as lojas, acima das lojas parceiras da rede de afiliados.',
            ),
            requiredText('plansTitle', 'Título dos planos', 'Acima dos cartões de planos.'),
            text(
              'plansSubtitle',
              'Subtítulo dos planos',
              `Abaixo do título dos planos. ${TOKEN_HELP}`,
              true,
            ),
            requiredText('faqTitle', 'Título do FAQ', 'Acima das perguntas frequentes.'),
          ],
        },
        {
          label: 'Planos',
          fields: [
            requiredText(
              'plansIncludeTitle',
              'Título "todos os planos incluem"',
              'Páginas de planos e promocionais.',
            ),
            {
              name: 'plansInclude',
              type: 'array',
              label: 'Todos os planos incluem',
              labels: { singular: 'Item', plural: 'Itens' },
              admin: { description: TOKEN_HELP },
              fields: [
                {
                  name: 'text',
                  type: 'text',
                  label: 'Texto',
                  required: true,
                  validate: textWithTokens(),
                  admin: { description: 'Um item da lista, em uma linha.' },
                },
              ],
            },
            requiredText(
              'planFaqTitle',
              'Título do FAQ de planos',
              'Acima das perguntas marcadas para a página de planos.',
            ),
            requiredText(
              'helpCenterText',
              'Texto do link da Central de Ajuda',
              'Abaixo do FAQ de planos; o endereço está em Configurações do site.',
            ),
          ],
        },
        {
          label: 'Promoções',
          fields: [
            {
              name: 'promoDefaultCode',
              type: 'text',
              label: 'Código aplicado nas páginas promocionais sem ?promo=',
              validate: validatePromoDefaultCode,
              admin: {
                description:
                  'Ex.: aniversario. Um código publicado, ativo, já em vigor (para uma campanha que começa depois, agende a publicação para o início dela) e que não seja o padrão para códigos desconhecidos. Deixe vazio para mostrar os preços normais.',
              },
            },
            requiredText(
              'promoLandingTitle',
              'Título da landing promocional',
              'O título do topo de /promo-landing.',
            ),
            text(
              'promoLandingSubtitle',
              'Subtítulo da landing promocional',
              `Abaixo do título de /promo-landing. ${TOKEN_HELP}`,
              true,
            ),
            requiredText(
              'promoBannerTitle',
              'Faixa de aniversário: título',
              'A faixa do topo da página promocional (clicar leva aos planos).',
            ),
            text('promoBannerText', 'Faixa de aniversário: texto', 'Frase da faixa.', true),
            requiredText(
              'promoBannerCta',
              'Faixa de aniversário: botão',
              'Texto do botão da faixa.',
            ),
          ],
        },
        {
          label: 'Cadastro',
          fields: [
            text(
              'signupSubtitle',
              'Subtítulo da página de cadastro',
              `Abaixo do título "Criar conta" em /signup e /cadastro; vazio, a página não mostra subtítulo. ${TOKEN_HELP}`,
            ),
          ],
        },
      ],
    },
    updatedByField,
  ],
  hooks: globalContentHooks('landing-copy'),
}
