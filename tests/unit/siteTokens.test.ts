import { describe, expect, it } from 'vitest'
import { fillTokens, fillTokensInText } from '@/lib/siteTokens.ts'

const values = { trialDays: 14, guaranteeDays: 30 }

describe('business-constant tokens in CMS texts', () => {
  it('replaces {diasTeste} and {diasGarantia}, every time they appear', () => {
    expect(fillTokensInText('Teste grátis por {diasTeste} dias.', values)).toBe(
      'Teste grátis por 14 dias.',
    )
    expect(
      fillTokensInText(
        '{diasTeste} dias grátis e garantia de {diasGarantia} dias ({diasGarantia}!)',
        values,
      ),
    ).toBe('14 dias grátis e garantia de 30 dias (30!)')
    expect(fillTokensInText('Sem nada a trocar {outro}', values)).toBe('Sem nada a trocar {outro}')
  })

  it('walks whole documents, rich text included, without touching other values', () => {
    const doc = {
      id: 3,
      active: true,
      price: 9790,
      title: 'Garantia de {diasGarantia} dias',
      answer: {
        root: {
          children: [
            {
              type: 'paragraph',
              children: [{ type: 'text', text: 'Toda conta nova ganha {diasTeste} dias grátis.' }],
            },
          ],
        },
      },
      list: [{ text: '{diasTeste} dias grátis' }],
      nothing: null,
    }
    expect(fillTokens(doc, values)).toEqual({
      ...doc,
      title: 'Garantia de 30 dias',
      answer: {
        root: {
          children: [
            {
              type: 'paragraph',
              children: [{ type: 'text', text: 'Toda conta nova ganha 14 dias grátis.' }],
            },
          ],
        },
      },
      list: [{ text: '14 dias grátis' }],
    })
    expect(doc.title).toBe('Garantia de {diasGarantia} dias') // the input is not changed
  })
})
