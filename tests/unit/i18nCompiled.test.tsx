import { createIntl, createIntlCache } from '@formatjs/intl'
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { renderToString } from 'react-dom/server'
import { useIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import {
  compiledAccountMessages,
  compiledMessages,
  compiledPublicMessages,
} from '@/i18n/compiled.ts'
import { t, tTemplate } from '@/i18n/server.ts'
import { fill } from '@/i18n/template.ts'
import { IntlClientProvider } from '@/i18n/IntlClientProvider.tsx'
import { accountMessages, messages, publicMessages, serverOnlyMessages } from '@/i18n/pt-BR.ts'

/** A value for every argument a message takes (numbers for plural and number arguments). */
function sampleValues(
  elements: MessageFormatElement[],
  values: Record<string, string | number> = {},
): Record<string, string | number> {
  for (const el of elements) {
    if ('value' in el && typeof el.value === 'string' && el.type !== 0)
      values[el.value] = el.type === 1 ? `v-${el.value}` : 3
    if ('options' in el)
      for (const option of Object.values(el.options)) sampleValues(option.value, values)
    if ('children' in el) sampleValues(el.children, values)
  }
  return values
}

describe('compiled messages', () => {
  it("name the brand only through {brand}: the admin's brand name (site settings) reaches every string", () => {
    const named = Object.entries(messages).filter(([, text]) => /busqy/i.test(text))
    expect(named).toEqual([])
  })

  it('split the catalogue into two browser parts and a server-only part that together are all of it, with nothing in two', () => {
    const pub = Object.keys(publicMessages)
    const acc = Object.keys(accountMessages)
    const srv = Object.keys(serverOnlyMessages)
    expect(pub.filter((id) => acc.includes(id) || srv.includes(id))).toEqual([])
    expect(acc.filter((id) => srv.includes(id))).toEqual([])
    expect([...pub, ...acc, ...srv].sort()).toEqual(Object.keys(messages).sort())
    expect(Object.keys(compiledPublicMessages).sort()).toEqual([...pub].sort())
    expect(Object.keys(compiledAccountMessages).sort()).toEqual([...acc].sort())
  })

  it('format every message exactly as its source text does', () => {
    const cache = createIntlCache()
    const fromText = createIntl({ locale: 'pt-BR', messages }, cache)
    const fromAst = createIntl(
      { locale: 'pt-BR', messages: { ...compiledPublicMessages, ...compiledAccountMessages } },
      cache,
    )
    const all = { ...compiledPublicMessages, ...compiledAccountMessages }
    for (const [id, ast] of Object.entries(all)) {
      const values = sampleValues(ast)
      expect(fromAst.formatMessage({ id }, values), id).toBe(fromText.formatMessage({ id }, values))
    }
    expect(fromAst.formatMessage({ id: 'carousel.slide' }, { n: 2 })).toBe('Ir para o slide 2')
  })

  it("give the account pages' client components both parts", () => {
    const seen: string[] = []
    const Probe = () => {
      const intl = useIntl()
      seen.push(
        intl.formatMessage({ id: 'portal.error' }),
        intl.formatMessage({ id: 'checkout.title' }),
      )
      return null
    }
    renderToString(
      <IntlClientProvider messages={compiledMessages}>
        <Probe />
      </IntlClientProvider>,
    )
    expect(seen).toEqual([publicMessages['portal.error'], accountMessages['checkout.title']])
  })

  it('leave one argument open for the browser in templates that format like the message itself', () => {
    const cases: Array<[Parameters<typeof tTemplate>, string]> = [
      [['plans.from', 'price'], 'R$ 197,90'],
      [['promo.coupon', 'code'], 'NOVO10'],
      [['carousel.slide', 'n'], '3'],
      [['footer.copyright', 'year', { brand: 'Busqy' }], '2027'],
    ]
    for (const [[id, arg, values], value] of cases) {
      expect(fill(tTemplate(id, arg, values), value), id).toBe(t(id, { ...values, [arg]: value }))
    }
    expect(fill(tTemplate('footer.copyright', 'year', { brand: 'Busqy' }), '2027')).toBe(
      '© 2027 Busqy. Todos os direitos reservados.',
    )
  })
})
