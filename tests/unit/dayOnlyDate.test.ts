import { describe, expect, it } from 'vitest'
import { noonUtcOfDay } from '../../fields/dates.ts'

describe('noonUtcOfDay', () => {
  it('moves a day at any hour to noon UTC of its UTC day', () => {
    expect(noonUtcOfDay('2025-04-29')).toBe('2025-04-29T12:00:00.000Z')
    expect(noonUtcOfDay('2025-04-29T00:00:00.000Z')).toBe('2025-04-29T12:00:00.000Z')
    expect(noonUtcOfDay('2025-04-29T23:59:59.999Z')).toBe('2025-04-29T12:00:00.000Z')
    expect(noonUtcOfDay(new Date('2024-02-29T03:00:00Z'))).toBe('2024-02-29T12:00:00.000Z')
  })

  it('reads the same calendar day in Brasília and in UTC', () => {
    const at = new Date(noonUtcOfDay('2025-12-31') as string)
    const day = (timeZone: string) =>
      new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone }).format(at)
    expect(day('America/Sao_Paulo')).toBe('31/12/2025')
    expect(day('America/Rio_Branco')).toBe('31/12/2025')
    expect(day('UTC')).toBe('31/12/2025')
  })

  it('leaves what is not a date for validation to refuse', () => {
    expect(noonUtcOfDay('amanhã')).toBe('amanhã')
    expect(noonUtcOfDay(null)).toBe(null)
    expect(noonUtcOfDay(undefined)).toBe(undefined)
  })
})
