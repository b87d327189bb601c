// The release step stops `payload migrate` after a time limit (a hung migration must not hold the
// deploy and the advisory lock forever), but a long data migration on a large database may need more
// than the default: MIGRATE_TIMEOUT_MS.
import { describe, expect, it } from 'vitest'
import { migrateTimeoutMs } from '../../scripts/lib/migrate.mjs'

describe('the release step time limit', () => {
  it('is 3 minutes by default, MIGRATE_TIMEOUT_MS when set', () => {
    expect(migrateTimeoutMs({})).toBe(180_000)
    expect(migrateTimeoutMs({ MIGRATE_TIMEOUT_MS: '' })).toBe(180_000)
    expect(migrateTimeoutMs({ MIGRATE_TIMEOUT_MS: '1800000' })).toBe(1_800_000)
  })

  it('refuses a value that is not a whole number of ms in range, naming it', () => {
    expect(() => migrateTimeoutMs({ MIGRATE_TIMEOUT_MS: '30m' })).toThrow(
      'MIGRATE_TIMEOUT_MS (a whole number from 1000 to 86400000, not "30m")',
    )
    expect(() => migrateTimeoutMs({ MIGRATE_TIMEOUT_MS: '0' })).toThrow('MIGRATE_TIMEOUT_MS')
  })
})
