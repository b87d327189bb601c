import type { Field } from 'payload'
import { SOCIAL_PLATFORMS } from '@/lib/socialPlatforms.ts'
import { isWebUrl } from './links.ts'

export const PROFILE_URL_MESSAGE = 'Use o endereço completo do perfil, começando com https://.'

/** A profile is on another site: only an http(s) address (never javascript:, data: or a path). */
export const validateProfileUrl = (v: string | null | undefined): true | string =>
  isWebUrl(v) ? true : PROFILE_URL_MESSAGE

/** Social network links (tiktok, youtube, instagram, facebook; twitter and linkedin supported). */
export const socialsField: Field = {
  name: 'socials',
  type: 'array',
  label: 'Redes sociais',
  labels: { singular: 'Rede social', plural: 'Redes sociais' },
  admin: { description: 'Ícones com link, na ordem desta lista.' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'platform',
          type: 'select',
          label: 'Rede',
          required: true,
          admin: {
            description:
              'Escolhe o ícone. Os perfis iniciais são exemplos: troque pelos perfis reais da marca.',
          },
          options: SOCIAL_PLATFORMS.map((p) => ({ label: p.label, value: p.value })),
        },
        {
          name: 'url',
          type: 'text',
          label: 'Endereço',
          required: true,
          admin: { description: 'Endereço completo do perfil, com https://.' },
          validate: validateProfileUrl,
        },
      ],
    },
  ],
}
