// The admin's money field (fields/money.ts): editors type reais, the database keeps centavos, and
// the messages are in Portuguese.
import type { NumberField, NumberFieldSingleValidation } from 'payload'
import { describe, expect, it } from 'vitest'
import { CheckoutSessions } from '../../collections/CheckoutSessions.ts'
import { Plans } from '../../collections/Plans.ts'
import { checkCents, MONEY_MESSAGES, moneyField, moneyTextPaths } from '../../fields/money.ts'
import { BusinessConstants } from '../../globals/BusinessConstants.ts'
import { formatDecimalBR, parseMoneyToCents } from '@/lib/money.ts'

type Args = Parameters<NumberFieldSingleValidation>[1]
const args = (
  over: Partial<{ siblingData: unknown; data: unknown; path: (string | number)[] }> = {},
) => ({ siblingData: {}, data: {}, path: ['x'], ...over }) as unknown as Args

describe('what an editor types', () => {
  it('is read as reais: "97" is R$ 97,00 and a comma is the decimal separator', () => {
    expect(parseMoneyToCents('97')).toBe(9700)
    expect(parseMoneyToCents('97,90')).toBe(9790)
    expect(parseMoneyToCents('97,9')).toBe(9790)
    expect(parseMoneyToCents('R$ 97,90')).toBe(9790)
    expect(parseMoneyToCents('1.234,56')).toBe(123456)
    expect(parseMoneyToCents('0,05')).toBe(5)
  })

  it('is shown back with a decimal comma and two decimals', () => {
    expect(formatDecimalBR(9700)).toBe('97,00')
    expect(formatDecimalBR(9790)).toBe('97,90')
    expect(formatDecimalBR(123456)).toBe('1.234,56')
  })
})

describe('money field validation', () => {
  const field = moneyField({ name: 'price', label: 'Preço' })
  const required = moneyField({ name: 'price', label: 'Preço', required: true })
  const validate = (f: NumberField, v: unknown, a = args()) =>
    (f.validate as NumberFieldSingleValidation)(v as number, a)

  it('keeps centavos as a whole number and refuses negatives and text that is not a price', () => {
    expect(checkCents(9790)).toBe(true)
    expect(checkCents(null)).toBe(true)
    expect(checkCents(-100)).toBe(MONEY_MESSAGES.negative)
    expect(checkCents(97.5)).toBe(MONEY_MESSAGES.invalid)
    expect(checkCents('97,901')).toBe(MONEY_MESSAGES.invalid)
    expect(validate(field, -1)).toBe('O preço não pode ser negativo.')
    expect(validate(field, null)).toBe(true)
    expect(validate(required, null)).toBe('Informe um valor em reais.')
    expect(validate(required, 100)).toBe(true)
  })

  it('stores the number the site reads (no schema change): a number field with the reais input and cell', () => {
    expect(field.type).toBe('number')
    expect(field.admin?.components?.Field).toBe('/src/components/admin/MoneyInput.tsx#MoneyInput')
    expect(field.admin?.components?.Cell).toBe('/src/components/admin/MoneyCell.tsx#MoneyCell')
  })
})

// Every money field of the admin is this field: the four options of a plan and the default price.
function moneyFieldsOf(fields: unknown[], prefix = ''): Record<string, NumberField> {
  const out: Record<string, NumberField> = {}
  for (const f of fields as Array<{ name?: string; type: string; fields?: unknown[] }>) {
    const path = f.name ? `${prefix}${f.name}` : prefix.replace(/\.$/, '')
    if (f.fields) Object.assign(out, moneyFieldsOf(f.fields, f.name ? `${path}.` : prefix))
    else if (f.type === 'number' && f.name && /price/i.test(f.name)) out[path] = f as NumberField
  }
  return out
}

describe('plan prices', () => {
  const fields = moneyFieldsOf(Plans.fields)
  const price = (key: string) => fields[`prices.${key}.price`]!

  it('every price and original price of the four options, and the default price, use the money input', () => {
    expect(Object.keys(fields).sort()).toEqual(
      ['anual', 'mensal', 'semestral', 'trimestral']
        .flatMap((k) => [`prices.${k}.originalPrice`, `prices.${k}.price`])
        .sort(),
    )
    for (const f of Object.values(fields)) expect(f.admin?.components?.Field).toMatch(/MoneyInput/)
    const constants = moneyFieldsOf(BusinessConstants.fields)
    expect(constants.defaultPriceCents?.admin?.components?.Field).toMatch(/MoneyInput/)
  })

  it("a checkout's 1st payment is shown in reais, read-only, still a number of centavos", () => {
    const row = CheckoutSessions.fields.find(
      (f) => f.type === 'row' && f.fields.some((g) => 'name' in g && g.name === 'amountCents'),
    ) as { fields: NumberField[] }
    const amount = row.fields.find((f) => f.name === 'amountCents')!
    expect(amount.type).toBe('number')
    expect(amount.required).toBe(true)
    expect(amount.admin?.readOnly).toBe(true)
    expect(amount.admin?.components?.Cell).toBe('/src/components/admin/MoneyCell.tsx#MoneyCell')
    expect(amount.admin?.components?.Field).toBe('/src/components/admin/MoneyInput.tsx#MoneyInput')
    expect(CheckoutSessions.admin?.defaultColumns).toContain('amountCents')
  })

  it('refuses a price above the original price, in Portuguese', async () => {
    const v = price('mensal').validate as NumberFieldSingleValidation
    expect(
      await v(
        13000,
        args({ siblingData: { originalPrice: 11990 }, path: ['prices', 'mensal', 'price'] }),
      ),
    ).toBe('O preço não pode ser maior que o preço original.')
    expect(
      await v(
        9790,
        args({ siblingData: { originalPrice: 11990 }, path: ['prices', 'mensal', 'price'] }),
      ),
    ).toBe(true)
  })

  it('refuses an empty monthly price on an active plan only', async () => {
    const v = price('mensal').validate as NumberFieldSingleValidation
    expect(
      await v(
        null as unknown as number,
        args({ data: { active: true }, path: ['prices', 'mensal', 'price'] }),
      ),
    ).toBe('Um plano ativo precisa de preço mensal.')
    expect(
      await v(
        null as unknown as number,
        args({ data: { active: false }, path: ['prices', 'mensal', 'price'] }),
      ),
    ).toBe(true)
    const anual = price('anual').validate as NumberFieldSingleValidation
    expect(
      await anual(
        null as unknown as number,
        args({ data: { active: true }, path: ['prices', 'anual', 'price'] }),
      ),
    ).toBe(true)
  })
})

describe('longer-period prices', async () => {
  const fields = moneyFieldsOf(Plans.fields)
  const check = (key: string, value: number | null, data: unknown) =>
    (fields[`prices.${key}.price`]!.validate as NumberFieldSingleValidation)(
      value as number,
      args({ data, siblingData: {}, path: ['prices', key, 'price'] }),
    )
  const top = { active: true, prices: { mensal: { price: 9790, originalPrice: 11990 } } }

  // "78,32" typed as the quarterly price (its per-month equivalent) charged R$ 78,32 for 3 months.
  it('refuses a trimestral, semestral or anual price at or below the monthly one: it is the total', async () => {
    for (const key of ['trimestral', 'semestral', 'anual']) {
      expect(await check(key, 7832, top), key).toMatch(
        /valor total dos \d+ meses, não o valor por mês/,
      )
      expect(await check(key, 9790, top), key).toMatch(/maior que o preço mensal \(R\$ 97,90\)/)
    }
    expect(await check('trimestral', 7832, top)).toContain('3 × R$ 97,90 = R$ 293,70')
    expect(await check('anual', 7832, top)).toContain('12 meses')
  })
  it('accepts the seed prices, and leaves a plan without a monthly price alone', async () => {
    expect(await check('trimestral', 23496, top)).toBe(true)
    expect(await check('semestral', 39160, top)).toBe(true)
    expect(await check('anual', 58740, top)).toBe(true)
    expect(await check('trimestral', 9791, top)).toBe(true)
    expect(await check('trimestral', null, top)).toBe(true)
    expect(await check('trimestral', 7832, { active: false, prices: {} })).toBe(true)
  })
})

describe('text in a money field', () => {
  it('is found by path wherever the field sits (groups, rows, tabs), numbers are not', () => {
    const data = {
      name: 'texto é permitido aqui',
      prices: { mensal: { price: '97,90 reais', originalPrice: 9990 }, anual: { price: 58740 } },
    }
    expect(moneyTextPaths(Plans.fields, data)).toEqual([
      { path: 'prices.mensal.price', label: 'Preço' },
    ])
    expect(moneyTextPaths(BusinessConstants.fields, { defaultPriceCents: '97' })).toEqual([
      { path: 'defaultPriceCents', label: 'Valor padrão sem plano salvo' },
    ])
    expect(moneyTextPaths(Plans.fields, { prices: { mensal: { price: 9790 } } })).toEqual([])
    expect(moneyTextPaths(Plans.fields, { prices: { mensal: { price: ' ' } } })).toEqual([])
  })
})
