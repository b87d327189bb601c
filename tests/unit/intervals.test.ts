import { describe, expect, it } from 'vitest'
import {
  intervalToPriceKey,
  MONTHS,
  PRICE_KEYS,
  priceKeyToInterval,
  recurringToPriceKey,
  stripeRecurring,
} from '@/lib/intervals.ts'

describe('price keys', () => {
  it('lists the four options in order with their length in months', () => {
    expect(PRICE_KEYS).toEqual(['mensal', 'trimestral', 'semestral', 'anual'])
    expect(MONTHS).toEqual({ mensal: 1, trimestral: 3, semestral: 6, anual: 12 })
  })
})

describe('intervalToPriceKey', () => {
  it('maps every spelling used by pages, storage and Stripe', () => {
    expect(['month', 'monthly', 'mensal'].map(intervalToPriceKey)).toEqual([
      'mensal',
      'mensal',
      'mensal',
    ])
    expect(['quarter', 'quarterly', 'trimestral'].map(intervalToPriceKey)).toEqual([
      'trimestral',
      'trimestral',
      'trimestral',
    ])
    expect(['semester', 'semiannual', 'semestral'].map(intervalToPriceKey)).toEqual([
      'semestral',
      'semestral',
      'semestral',
    ])
    expect(['year', 'yearly', 'annual', 'anual'].map(intervalToPriceKey)).toEqual([
      'anual',
      'anual',
      'anual',
      'anual',
    ])
  })

  it('is case-insensitive and ignores surrounding spaces', () => {
    expect(intervalToPriceKey('Mensal')).toBe('mensal')
    expect(intervalToPriceKey('YEARLY')).toBe('anual')
    expect(intervalToPriceKey(' quarter ')).toBe('trimestral')
  })

  it('returns null for anything else', () => {
    expect(intervalToPriceKey('weekly')).toBeNull()
    expect(intervalToPriceKey('')).toBeNull()
    expect(intervalToPriceKey('constructor')).toBeNull() // no prototype leaks
  })
})

describe('priceKeyToInterval and stripeRecurring', () => {
  it('maps each price key to its checkout interval and back', () => {
    expect(PRICE_KEYS.map(priceKeyToInterval)).toEqual(['month', 'quarter', 'semester', 'year'])
    for (const k of PRICE_KEYS) expect(intervalToPriceKey(priceKeyToInterval(k))).toBe(k)
  })

  it('expresses each period as a Stripe recurrence', () => {
    expect(stripeRecurring('mensal')).toEqual({ interval: 'month', interval_count: 1 })
    expect(stripeRecurring('trimestral')).toEqual({ interval: 'month', interval_count: 3 })
    expect(stripeRecurring('semestral')).toEqual({ interval: 'month', interval_count: 6 })
    expect(stripeRecurring('anual')).toEqual({ interval: 'year', interval_count: 1 })
  })
})

describe('recurringToPriceKey', () => {
  it('inverts stripeRecurring for every option', () => {
    for (const k of PRICE_KEYS) expect(recurringToPriceKey(stripeRecurring(k))).toBe(k)
  })

  it('reads a Dashboard price of 12 months as a year, and a missing count as 1', () => {
    expect(recurringToPriceKey({ interval: 'month', interval_count: 12 })).toBe('anual')
    expect(recurringToPriceKey({ interval: 'month' })).toBe('mensal')
  })

  it('returns null for a recurrence the site does not sell, or none', () => {
    expect(recurringToPriceKey({ interval: 'month', interval_count: 2 })).toBeNull()
    expect(recurringToPriceKey({ interval: 'year', interval_count: 2 })).toBeNull()
    expect(recurringToPriceKey({ interval: 'week', interval_count: 4 })).toBeNull()
    expect(recurringToPriceKey({ interval: 'day', interval_count: 30 })).toBeNull()
    expect(recurringToPriceKey({ interval: 'month', interval_count: 0 })).toBeNull()
    expect(recurringToPriceKey(null)).toBeNull()
    expect(recurringToPriceKey(undefined)).toBeNull()
  })
})
