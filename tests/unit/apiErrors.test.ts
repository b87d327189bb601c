import { describe, expect, it } from 'vitest'
import { apiAfterError, isDatabaseUnavailable, isUnstorableText } from '@/server/apiErrors.ts'

describe('isDatabaseUnavailable', () => {
  it('recognises a refused or dropped Postgres connection, also when wrapped', () => {
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      ),
    ).toBe(true)
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error('terminating connection due to administrator command'), {
          code: '57P01',
        }),
      ),
    ).toBe(true)
    expect(
      isDatabaseUnavailable(
        new Error('Failed query', { cause: Object.assign(new Error('x'), { code: '08006' }) }),
      ),
    ).toBe(true)
    expect(
      isDatabaseUnavailable(
        new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]),
      ),
    ).toBe(true)
  })

  it('does not call other failures unavailability', () => {
    expect(isDatabaseUnavailable(new Error('duplicate key value violates unique constraint'))).toBe(
      false,
    )
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false)
    expect(isDatabaseUnavailable(null)).toBe(false)
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false)
  })
})

describe('isUnstorableText', () => {
  it("recognises Postgres refusing a NUL character, also under drizzle's wrapper", () => {
    const pgError = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    })
    expect(isUnstorableText(pgError)).toBe(true)
    expect(isUnstorableText(new Error('Failed query: select …', { cause: pgError }))).toBe(true)
    expect(
      isUnstorableText(Object.assign(new Error('unsupported Unicode escape'), { code: '22P05' })),
    ).toBe(true)
  })

  it('leaves other database errors alone', () => {
    expect(isUnstorableText(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(
      false,
    )
    expect(isUnstorableText(new Error('boom'))).toBe(false)
    expect(isUnstorableText(null)).toBe(false)
  })
})

describe('apiAfterError', () => {
  const run = (error: Error) =>
    apiAfterError({
      error,
      result: {},
      context: {},
      req: {} as never,
      collection: undefined,
    } as never)
  it('answers 503 for an unreachable database and 400 for a malformed address or body', () => {
    expect(run(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toMatchObject({
      status: 503,
      response: { error: 'Serviço temporariamente indisponível. Tente novamente em instantes.' },
    })
    expect(run(new URIError('URI malformed'))).toMatchObject({ status: 400 })
    expect(run(new SyntaxError('Unexpected end of JSON input'))).toMatchObject({
      status: 400,
      response: { error: 'Dados inválidos.' },
    })
    expect(run(new Error('bug'))).toBeUndefined()
  })

  it('keeps the per-field messages of a validation error even when Payload could not recognise its class', () => {
    const error = Object.assign(new Error('O campo a seguir está inválido: Preço'), {
      status: 400,
      data: {
        errors: [
          {
            path: 'prices.mensal.price',
            message: 'O valor não pode ser negativo.',
            label: 'Preço',
          },
        ],
      },
    })
    expect(run(error)).toEqual({
      status: 400,
      response: {
        errors: [
          {
            name: 'ValidationError',
            message: 'O campo a seguir está inválido: Preço',
            data: {
              errors: [
                {
                  path: 'prices.mensal.price',
                  message: 'O valor não pode ser negativo.',
                  label: 'Preço',
                },
              ],
            },
          },
        ],
        error: 'O campo a seguir está inválido: Preço',
      },
    })
    expect(
      run(
        Object.assign(new Error('x'), {
          status: 500,
          data: { errors: [{ path: 'a', message: 'b' }] },
        }),
      ),
    ).toBeUndefined()
  })
})
