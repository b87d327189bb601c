// Links typed in the admin (fields/links.ts): what the site can render as a working link.
import type { TextFieldSingleValidation } from 'payload'
import { describe, expect, it } from 'vitest'
import {
  LINK_MESSAGES,
  validateContactUrl,
  validateWebUrl,
  validateWebUrlOrPath,
} from '../../fields/links.ts'

type Args = Parameters<TextFieldSingleValidation>[1]
const args = (over: Record<string, unknown> = {}) =>
  ({ siblingData: {}, data: {}, required: false, ...over }) as unknown as Args

describe('web addresses', () => {
  it('take http(s) with a host; refuse a bare host, a path, javascript: and spaces', () => {
    expect(validateWebUrl('https://app.busqy.com.br', args())).toBe(true)
    expect(validateWebUrl('http://wa.me/5511', args())).toBe(true)
    for (const bad of [
      'app.busqy.com.br',
      '/app',
      'javascript:alert(1)',
      'https://a b',
      'https://',
    ])
      expect(validateWebUrl(bad, args()), bad).toBe(LINK_MESSAGES.web)
  })
  it('may be empty only when optional', () => {
    expect(validateWebUrl('', args())).toBe(true)
    expect(validateWebUrl(null, args())).toBe(true)
    expect(validateWebUrl('', args({ required: true }))).toBe(LINK_MESSAGES.web)
  })
  it('or a path of this site (bio links), never //another-site', () => {
    expect(validateWebUrlOrPath('/cadastro', args())).toBe(true)
    expect(validateWebUrlOrPath('/planos-promo?promo=novo', args())).toBe(true)
    expect(validateWebUrlOrPath('//outro-site.com', args())).toBe(LINK_MESSAGES.webOrPath)
    expect(validateWebUrlOrPath('cadastro', args())).toBe(LINK_MESSAGES.webOrPath)
  })
})

describe('footer contact links', () => {
  const kind = (k: string) => args({ siblingData: { kind: k } })
  it('by kind: mailto: for Email, tel: for Telefone, https for the rest; empty is plain text', () => {
    expect(validateContactUrl('mailto:suporte@busqy.com.br', kind('email'))).toBe(true)
    expect(validateContactUrl('suporte@busqy.com.br', kind('email'))).toBe(LINK_MESSAGES.email)
    expect(validateContactUrl('tel:+5511912345678', kind('phone'))).toBe(true)
    expect(validateContactUrl('tel:+55-11-91234-5678', kind('phone'))).toBe(true)
    expect(validateContactUrl('(11) 91234-5678', kind('phone'))).toBe(LINK_MESSAGES.phone)
    expect(validateContactUrl('https://wa.me/5511988888888', kind('whatsapp'))).toBe(true)
    expect(validateContactUrl('wa.me/5511988888888', kind('whatsapp'))).toBe(LINK_MESSAGES.web)
    expect(validateContactUrl('', kind('email'))).toBe(true)
  })
})
