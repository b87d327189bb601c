import type { Field } from 'payload'

/** Social network links (tiktok, youtube, instagram, facebook; twitter and linkedin supported). */
export const socialsField: Field = {
  name: 'socials',
  type: 'array',
  label: 'Redes sociais',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'platform', type: 'select', label: 'Rede', required: true, options: ['tiktok', 'youtube', 'instagram', 'facebook', 'twitter', 'linkedin'].map((v) => ({ label: v, value: v })) },
        { name: 'url', type: 'text', label: 'Endereço', required: true },
      ],
    },
  ],
}
