import { describe, expect, it } from 'vitest'
import { centsToDecimalString, formatBRL, formatDecimalBR, parseMoneyToCents } from '../../src/lib/money.ts'

describe('money', () => {
  it('formats cents as Brazilian reais with a plain space', () => {
    expect(formatBRL(9790)).toBe('R$ 97,90')
    expect(formatBRL(117480)).toBe('R$ 1.174,80')
    expect(formatBRL(123456789)).toBe('R$ 1.234.567,89')
    expect(formatBRL(5)).toBe('R$ 0,05')
    expect(formatBRL(-500)).toBe('-R$ 5,00')
    expect(formatDecimalBR(40790)).toBe('407,90')
  })

  it('writes the priceRaw decimal string', () => {
    expect(centsToDecimalString(9790)).toBe('97.90')
    expect(centsToDecimalString(100)).toBe('1.00')
    expect(centsToDecimalString(8811)).toBe('88.11')
  })

  it('parses the spec formats back to cents and rejects garbage', () => {
    expect(parseMoneyToCents('R$ 97,90')).toBe(9790)
    expect(parseMoneyToCents('R$\u00a01.174,80')).toBe(117480)
    expect(parseMoneyToCents('97,9')).toBe(9790)
    expect(parseMoneyToCents('97.90')).toBe(9790)
    expect(parseMoneyToCents('1.174')).toBe(117400)
    expect(parseMoneyToCents(97.9)).toBe(9790)
    expect(parseMoneyToCents('abc')).toBeNull()
    expect(parseMoneyToCents('9,9,9')).toBeNull()
    expect(parseMoneyToCents(Number.NaN)).toBeNull()
  })
})
