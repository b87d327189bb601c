import { createIntl, createIntlCache } from '@formatjs/intl'
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { renderToString } from 'react-dom/server'
import { useIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { compiledAccountMessages, compiledPublicMessages } from '../../src/i18n/compiled.ts'
import { IntlClientProvider } from '../../src/i18n/IntlClientProvider.tsx'
import { accountMessages, messages, publicMessages } from '../../src/i18n/pt-BR.ts'

/** A value for every argument a message takes (numbers for plural and number arguments). */
function sampleValues(elements: MessageFormatElement[], values: Record<string, string | number> = {}): Record<string, string | number> {
  for (const el of elements) {
    if ('value' in el && typeof el.value === 'string' && el.type !== 0) values[el.value] = el.type === 1 ? `v-${el.value}` : 3
    if ('options' in el) for (const option of Object.values(el.options)) sampleValues(option.value, values)
    if ('children' in el) sampleValues(el.children, values)
  }
  return values
}

describe('compiled messages', () => {
  it('split the catalogue into two parts that together are all of it, with nothing in both', () => {
    const pub = Object.keys(publicMessages)
    const acc = Object.keys(accountMessages)
    expect(pub.filter((id) => acc.includes(id))).toEqual([])
    expect([...pub, ...acc].sort()).toEqual(Object.keys(messages).sort())
    expect(Object.keys(compiledPublicMessages).sort()).toEqual([...pub].sort())
    expect(Object.keys(compiledAccountMessages).sort()).toEqual([...acc].sort())
  })

  it('format every message exactly as its source text does', () => {
    const cache = createIntlCache()
    const fromText = createIntl({ locale: 'pt-BR', messages }, cache)
    const fromAst = createIntl({ locale: 'pt-BR', messages: { ...compiledPublicMessages, ...compiledAccountMessages } }, cache)
    const all = { ...compiledPublicMessages, ...compiledAccountMessages }
    for (const [id, ast] of Object.entries(all)) {
      const values = sampleValues(ast)
      expect(fromAst.formatMessage({ id }, values), id).toBe(fromText.formatMessage({ id }, values))
    }
    expect(fromAst.formatMessage({ id: 'carousel.slide' }, { n: 2 })).toBe('Ir para o slide 2')
  })

  it('give pages below the account layout both parts', () => {
    const seen: string[] = []
    const Probe = () => {
      const intl = useIntl()
      seen.push(intl.formatMessage({ id: 'header.plans' }), intl.formatMessage({ id: 'checkout.title' }))
      return null
    }
    renderToString(
      <IntlClientProvider messages={compiledPublicMessages}>
        <IntlClientProvider messages={compiledAccountMessages}>
          <Probe />
        </IntlClientProvider>
      </IntlClientProvider>,
    )
    expect(seen).toEqual([publicMessages['header.plans'], accountMessages['checkout.title']])
  })
})
