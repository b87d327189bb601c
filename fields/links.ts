// Addresses typed in the admin that the site renders as links. A missing "https://" made a
// relative link (every "Acessar App" button led to this site's 404 page); `javascript:` saved and
// left a dead button. One rule per kind of link, with the message a marketer reads.
import type { TextFieldSingleValidation } from 'payload'

/** An address on another site: http(s) with a host (never javascript:, data: or a path). */
export const isWebUrl = (v: unknown): v is string =>
  typeof v === 'string' && /^https?:\/\/[^\s/]+\S*$/i.test(v)

/** A page of this site: one leading slash (`//host` would be another site). */
const isSitePath = (v: unknown): v is string => typeof v === 'string' && /^\/(?!\/)\S*$/.test(v)

export const LINK_MESSAGES = {
  web: 'Use o endereço completo, começando com https://.',
  webOrPath: 'Use um endereço http(s):// ou um caminho deste site começando com /.',
  email: 'Para Email, use mailto: e o endereço, ex.: mailto:contato@empresa.com.br.',
  phone: 'Para Telefone, use tel: e o número com DDI e DDD, ex.: tel:+5511912345678.',
} as const

/** Required or optional http(s) address. */
export const validateWebUrl: TextFieldSingleValidation = (v, { required }) =>
  (!required && (v === null || v === undefined || v === '')) || isWebUrl(v)
    ? true
    : LINK_MESSAGES.web

export const validateWebUrlOrPath: TextFieldSingleValidation = (v) =>
  isWebUrl(v) || isSitePath(v) ? true : LINK_MESSAGES.webOrPath

/** A footer contact's link, by its kind (optional: without it the contact is plain text). */
export const validateContactUrl: TextFieldSingleValidation = (v, { siblingData }) => {
  if (v === null || v === undefined || v === '') return true
  const kind = (siblingData as { kind?: string }).kind
  if (kind === 'email')
    return /^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/i.test(v) ? true : LINK_MESSAGES.email
  if (kind === 'phone')
    return /^tel:\+?[0-9][0-9().\s-]{6,24}$/.test(v) ? true : LINK_MESSAGES.phone
  return isWebUrl(v) ? true : LINK_MESSAGES.web
}
