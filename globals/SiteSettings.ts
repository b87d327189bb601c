import type { GlobalConfig } from 'payload'
import { isStaff } from '../collections/access/isStaff.ts'
import { staffOrPublished } from '../collections/access/staffOrPublished.ts'
import { revalidateGlobal } from '../collections/hooks/revalidate.ts'
import { globalVersions, previewButton, updatedByField, versionsView } from '../collections/versioned.ts'
import { socialsField } from './fields/socials.ts'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Configurações do site',
  admin: { group: 'Configurações', preview: previewButton('site-settings'), components: { views: { edit: { versions: versionsView } } } },
  access: { read: staffOrPublished, readVersions: isStaff, update: isStaff },
  versions: globalVersions,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'brandName', type: 'text', label: 'Nome da marca', required: true },
        { name: 'companyRegistration', type: 'text', label: 'CNPJ / registro da empresa' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'appUrl', type: 'text', label: 'Endereço do app (Acessar App)', required: true },
        { name: 'appLoginUrl', type: 'text', label: 'Login do app (Começar Agora)', required: true },
        { name: 'helpCenterUrl', type: 'text', label: 'Central de Ajuda', required: true },
      ],
    },
    { name: 'proofOfPaymentUrl', type: 'text', label: 'Link para enviar comprovante de pagamento (WhatsApp)' },
    { name: 'footerTagline', type: 'textarea', label: 'Frase do rodapé' },
    {
      name: 'contacts',
      type: 'array',
      label: 'Canais de contato',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'kind', type: 'select', label: 'Tipo', required: true, options: ['whatsapp', 'email', 'instagram', 'telegram', 'phone'].map((v) => ({ label: v, value: v })) },
            { name: 'label', type: 'text', label: 'Rótulo', required: true },
            { name: 'value', type: 'text', label: 'Valor exibido', required: true },
            { name: 'url', type: 'text', label: 'Link' },
          ],
        },
      ],
    },
    socialsField,
    {
      type: 'collapsible',
      label: 'SEO',
      fields: [
        { name: 'seoTitle', type: 'text', label: 'Título padrão' },
        { name: 'seoDescription', type: 'textarea', label: 'Descrição padrão' },
        { name: 'ogImage', type: 'upload', relationTo: 'media', label: 'Imagem para redes sociais' },
      ],
    },
    updatedByField,
  ],
  hooks: revalidateGlobal('site-settings'),
}
