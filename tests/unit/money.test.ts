import { describe, expect, it } from 'vitest'
import {
  centsToDecimalString,
  decimalStringToCents,
  formatBRL,
  formatDecimalBR,
  isChargeableCents,
  MAX_CHARGE_CENTS,
  parseMoneyToCents,
} from '@/lib/money.ts'

describe('formatBRL', () => {
  it('formats cents as Brazilian reais with a plain ASCII space', () => {
    expect(formatBRL(9790)).toBe('R$ 97,90')
    expect(formatBRL(117480)).toBe('R$ 1.174,80')
    expect(formatBRL(123456789)).toBe('R$ 1.234.567,89')
    expect(formatBRL(100000)).toBe('R$ 1.000,00')
    expect(formatBRL(99999)).toBe('R$ 999,99')
    expect(formatBRL(5)).toBe('R$ 0,05')
    expect(formatBRL(0)).toBe('R$ 0,00')
    expect(formatBRL(9790).charCodeAt(2)).toBe(0x20) // not U+00A0 as Intl would give
  })

  it('puts the minus sign before the symbol', () => {
    expect(formatBRL(-500)).toBe('-R$ 5,00')
    expect(formatBRL(-117480)).toBe('-R$ 1.174,80')
  })
})

describe('formatDecimalBR and centsToDecimalString', () => {
  it('writes the Brazilian decimal without a symbol', () => {
    expect(formatDecimalBR(9790)).toBe('97,90')
    expect(formatDecimalBR(40790)).toBe('407,90')
    expect(formatDecimalBR(117480)).toBe('1.174,80')
    expect(formatDecimalBR(-1)).toBe('-0,01')
  })

  it('writes the priceRaw decimal string with two decimals and no grouping', () => {
    expect(centsToDecimalString(9790)).toBe('97.90')
    expect(centsToDecimalString(100)).toBe('1.00')
    expect(centsToDecimalString(8811)).toBe('88.11')
    expect(centsToDecimalString(7)).toBe('0.07')
    expect(centsToDecimalString(117480)).toBe('1174.80')
    expect(centsToDecimalString(-250)).toBe('-2.50')
  })
})

describe('parseMoneyToCents', () => {
  it('parses the spec formats back to cents', () => {
    expect(parseMoneyToCents('R$ 97,90')).toBe(9790)
    expect(parseMoneyToCents('R$\u00a01.174,80')).toBe(117480)
    expect(parseMoneyToCents('1.174,80')).toBe(117480)
    expect(parseMoneyToCents('97,90')).toBe(9790)
    expect(parseMoneyToCents('97,9')).toBe(9790)
    expect(parseMoneyToCents('97.90')).toBe(9790)
    expect(parseMoneyToCents('  97 ')).toBe(9700)
    expect(parseMoneyToCents('1.174')).toBe(117400) // dot followed by three digits is a thousands separator
    expect(parseMoneyToCents(97.9)).toBe(9790)
    expect(parseMoneyToCents(0.29)).toBe(29) // 0.29 × 100 is 28.999… in floating point
  })

  it('round-trips every formatted value', () => {
    for (const cents of [0, 1, 99, 9790, 23496, 117480, 123456789]) {
      expect(parseMoneyToCents(formatBRL(cents))).toBe(cents)
      expect(parseMoneyToCents(centsToDecimalString(cents))).toBe(cents)
    }
  })

  it('rejects garbage', () => {
    expect(parseMoneyToCents('abc')).toBeNull()
    expect(parseMoneyToCents('')).toBeNull()
    expect(parseMoneyToCents('R$')).toBeNull()
    expect(parseMoneyToCents('9,9,9')).toBeNull()
    expect(parseMoneyToCents('97,905')).toBeNull()
    expect(parseMoneyToCents('12abc')).toBeNull()
    expect(parseMoneyToCents(Number.NaN)).toBeNull()
    expect(parseMoneyToCents(Number.POSITIVE_INFINITY)).toBeNull()
  })
})

describe('decimalStringToCents', () => {
  it('reads back every priceRaw centsToDecimalString writes', () => {
    for (const cents of [0, 1, 5, 50, 5874, 8811, 9790, 58740, 117480, MAX_CHARGE_CENTS])
      expect(decimalStringToCents(centsToDecimalString(cents)), String(cents)).toBe(cents)
    expect(decimalStringToCents('97.9')).toBe(9790)
    expect(decimalStringToCents('97')).toBe(9700)
  })

  it('refuses anything that is not a plain non-negative decimal: it is not an amount the visitor saw', () => {
    for (const raw of [
      '',
      ' ',
      'abc',
      '-1.00',
      '97,90',
      'R$ 97,90',
      '1.000.00',
      '97.901',
      '1e3',
      '.5',
    ])
      expect(decimalStringToCents(raw), raw).toBeNull()
  })
})

describe('isChargeableCents', () => {
  it('accepts whole centavos from zero to Stripe’s maximum only', () => {
    for (const v of [0, 1, 9790, MAX_CHARGE_CENTS])
      expect(isChargeableCents(v), String(v)).toBe(true)
    for (const v of [-1, 97.9, MAX_CHARGE_CENTS + 1, NaN, Infinity, '9790', null, undefined, {}])
      expect(isChargeableCents(v), String(v)).toBe(false)
  })
})
