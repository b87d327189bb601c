import type { GlobalConfig } from 'payload'
import { isStaff } from '../access/isStaff.ts'
import { staffOrPublished } from '../access/staffOrPublished.ts'
import { globalContentHooks } from '../hooks/versionedContent.ts'
import { TOKEN_HELP } from '@/lib/siteTokens.ts'
import { textareaWithTokens } from '../fields/tokens.ts'
import { globalVersions, previewButton, updatedByField, versionsView } from '../fields/versioned.ts'
import { validateContactUrl, validateWebUrl } from '../fields/links.ts'
import { ruledImage, SHARE_IMAGE, SITE_ICON } from '../fields/images.ts'

const SAMPLE =
  'O valor inicial é um exemplo: troque antes de publicar (o painel inicial lista o que falta).'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Configurações do site',
  admin: {
    group: 'Configurações',
    description: 'Marca, links, contatos e o que aparece ao compartilhar o site.',
    preview: previewButton('site-settings'),
    components: { views: { edit: { versions: versionsView } } },
  },
  access: { read: staffOrPublished, readVersions: isStaff, update: isStaff },
  versions: globalVersions,
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'brandName',
          type: 'text',
          label: 'Nome da marca',
          required: true,
          admin: { description: 'No cabeçalho, no rodapé e no título das abas.' },
        },
        {
          name: 'companyRegistration',
          type: 'text',
          label: 'CNPJ / registro da empresa',
          admin: { description: `No rodapé. ${SAMPLE}` },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'logo',
          type: 'upload',
          relationTo: 'media',
          label: 'Logo',
          admin: {
            description:
              'No cabeçalho, no lugar do símbolo e do nome (SVG ou PNG horizontal, mostrado com 40 px de altura). Sem logo, o site usa o símbolo padrão e o nome da marca.',
          },
        },
        {
          name: 'favicon',
          type: 'upload',
          relationTo: 'media',
          label: 'Ícone do site',
          // Also the iPhone's home-screen icon (apple-touch-icon), which ignores SVG.
          ...ruledImage(SITE_ICON),
          admin: {
            description:
              'Na aba do navegador e no atalho do celular: PNG de pelo menos 512 × 512, de preferência quadrada (outra é cortada em volta do ponto focal).',
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'appUrl',
          validate: validateWebUrl,
          type: 'text',
          label: 'Endereço do app (Acessar App)',
          required: true,
          admin: { description: 'Botão "Acessar App" do cabeçalho e das páginas de resultado.' },
        },
        {
          name: 'appLoginUrl',
          validate: validateWebUrl,
          type: 'text',
          label: 'Login do app (Começar Agora)',
          required: true,
          admin: { description: 'Botão "Começar Agora" da confirmação de conta.' },
        },
        {
          name: 'helpCenterUrl',
          validate: validateWebUrl,
          type: 'text',
          label: 'Central de Ajuda',
          required: true,
          admin: { description: `Cabeçalho, rodapé e FAQ de planos. ${SAMPLE}` },
        },
      ],
    },
    {
      name: 'proofOfPaymentUrl',
      validate: validateWebUrl,
      type: 'text',
      label: 'Link para enviar comprovante de pagamento (WhatsApp)',
      // Spec: the awaiting-payment page links to a messaging app to send the proof. Without this
      // link the button opened the app instead. Checked on publish (drafts may be incomplete).
      required: true,
      admin: {
        description: `Botão "Enviar comprovante" da página "Aguardando Pagamento", ex.: https://wa.me/55DDNUMERO. Obrigatório para publicar. ${SAMPLE}`,
      },
    },
    {
      name: 'footerTagline',
      type: 'textarea',
      label: 'Frase do rodapé',
      admin: { description: 'Abaixo do nome da marca, no rodapé.' },
    },
    {
      name: 'contacts',
      type: 'array',
      label: 'Canais de contato',
      labels: { singular: 'Canal', plural: 'Canais' },
      admin: { description: `Coluna "Contato" do rodapé. ${SAMPLE}` },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'kind',
              type: 'select',
              label: 'Tipo',
              required: true,
              admin: {
                description:
                  'Email e Telefone abrem o app de email ou do telefone; os outros, o link em nova aba.',
              },
              options: [
                { label: 'WhatsApp', value: 'whatsapp' },
                { label: 'Email', value: 'email' },
                { label: 'Instagram', value: 'instagram' },
                { label: 'Telegram', value: 'telegram' },
                { label: 'Telefone', value: 'phone' },
              ],
            },
            {
              name: 'label',
              type: 'text',
              label: 'Rótulo',
              required: true,
              admin: { description: 'Ex.: WhatsApp.' },
            },
            {
              name: 'value',
              type: 'text',
              label: 'Valor exibido',
              required: true,
              admin: { description: 'Ex.: (11) 91234-5678.' },
            },
            {
              name: 'url',
              type: 'text',
              label: 'Link',
              validate: validateContactUrl,
              admin: { description: 'Ex.: https://wa.me/5511912345678 ou mailto:…' },
            },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'SEO e compartilhamento',
      fields: [
        {
          name: 'seoTitle',
          type: 'text',
          label: 'Título padrão',
          admin: {
            description:
              'Título nos buscadores da página inicial e de toda página sem título próprio; as outras usam "Página | Marca".',
          },
        },
        {
          name: 'seoDescription',
          type: 'textarea',
          label: 'Descrição padrão',
          validate: textareaWithTokens(),
          admin: { description: `Resumo nos buscadores e ao compartilhar. ${TOKEN_HELP}` },
        },
        {
          name: 'ogImage',
          type: 'upload',
          relationTo: 'media',
          label: 'Imagem para redes sociais',
          // Social networks show no preview of SVG, WebP or AVIF; the share size keeps the format.
          ...ruledImage(SHARE_IMAGE),
          admin: {
            description:
              'Aparece ao compartilhar um link do site (WhatsApp, Facebook…): PNG ou JPEG, cortada em 1200 × 630 em volta do ponto focal. Sem imagem, o site usa a padrão.',
          },
        },
      ],
    },
    updatedByField,
  ],
  hooks: globalContentHooks('site-settings'),
}
