import { describe, expect, it } from 'vitest'
import { promoStatus } from '@/lib/promoStatus.ts'

const now = new Date('2026-12-04T15:00:00Z')

describe('promoStatus', () => {
  it('names a code never published a draft, whatever its dates', () => {
    expect(promoStatus(null, now)).toBe('rascunho')
  })

  it('reads the published window: scheduled, in force, ended', () => {
    expect(promoStatus({ validFrom: '2026-12-05T03:00:00Z' }, now)).toBe('agendado')
    expect(promoStatus({ validFrom: '2026-12-04T03:00:00Z', validUntil: null }, now)).toBe('ativo')
    expect(promoStatus({}, now)).toBe('ativo')
    expect(promoStatus({ validUntil: '2026-12-04T14:59:59Z' }, now)).toBe('expirado')
    // The last moment of the window still gives the discount, as on the site (usable()).
    expect(promoStatus({ validUntil: '2026-12-04T15:00:00Z' }, now)).toBe('ativo')
  })

  it('puts an unticked "Ativo" before the dates', () => {
    expect(promoStatus({ active: false, validFrom: '2027-01-01T00:00:00Z' }, now)).toBe(
      'desativado',
    )
  })
})
