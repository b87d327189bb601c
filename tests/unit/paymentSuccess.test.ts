import { describe, expect, it } from 'vitest'
import { paymentValue } from '@/lib/paymentSuccess.ts'
import type { SelectedPlan } from '@/lib/storageKeys.ts'

const stored: SelectedPlan = {
  name: 'Top Afiliado',
  price: 'R$ 97,90',
  period: '/mês',
  priceRaw: '97.90',
  interval: 'month',
}

describe('paymentValue', () => {
  it("prefers the stored plan's priceRaw over the query price", () => {
    expect(paymentValue({ price: '50' }, stored)).toBe(97.9)
    expect(paymentValue({}, { ...stored, priceRaw: '587.40' })).toBe(587.4)
  })

  it('uses the query price when nothing valid is stored', () => {
    expect(paymentValue({ price: '50' }, null)).toBe(50)
    expect(paymentValue({ price: ' 234.96 ' }, null)).toBe(234.96)
    expect(paymentValue({ price: '88,11' }, null)).toBe(88.11)
    expect(paymentValue({ price: '50' }, { ...stored, priceRaw: '' })).toBe(50)
    expect(paymentValue({ price: '50' }, { ...stored, priceRaw: 'R$ 97,90' })).toBe(50)
  })

  it('falls back to 1.0, or the given default, ignoring invalid numbers', () => {
    expect(paymentValue({}, null)).toBe(1)
    expect(paymentValue({ price: null }, null)).toBe(1)
    for (const price of ['abc', '', '-5', '0x10', '1e3', 'Infinity', '1.2.3']) {
      expect(paymentValue({ price }, null), price).toBe(1)
    }
    expect(paymentValue({ price: 'abc' }, null, 2.5)).toBe(2.5)
  })
})
