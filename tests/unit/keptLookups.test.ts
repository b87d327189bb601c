import { describe, expect, it } from 'vitest'
import { keptLookups } from '@/lib/keptLookups.ts'

const settle = () => new Promise((r) => setTimeout(r, 0))

describe('kept lookups', () => {
  it('keeps an answer for its lifetime and shares a lookup in flight', async () => {
    let clock = 0
    let calls = 0
    const kept = keptLookups<number>({ ttlMs: 100, max: 10, now: () => clock })
    const load = async () => ++calls
    const [a, b] = await Promise.all([kept.get('k', load), kept.get('k', load)])
    expect([a, b, calls]).toEqual([1, 1, 1])
    clock = 99
    expect(await kept.get('k', load)).toBe(1)
    clock = 100
    expect(await kept.get('k', load)).toBe(2)
  })

  it('forgets on request, after a failure, and answers that keep refuses', async () => {
    let calls = 0
    const kept = keptLookups<number | null>({ ttlMs: 1000, max: 10, keep: (v) => v !== null })
    expect(await kept.get('k', async () => ++calls)).toBe(1)
    kept.forget('k')
    expect(await kept.get('k', async () => ++calls)).toBe(2)

    await expect(
      kept.get('failing', async () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down')
    await settle()
    expect(await kept.get('failing', async () => 7)).toBe(7)

    expect(await kept.get('missing', async () => null)).toBeNull()
    await settle()
    expect(await kept.get('missing', async () => 8)).toBe(8)
  })

  it('drops the oldest entry beyond its size', async () => {
    let calls = 0
    const kept = keptLookups<number>({ ttlMs: 1000, max: 2 })
    const load = async () => ++calls
    await kept.get('a', load)
    await kept.get('b', load)
    await kept.get('c', load)
    expect(await kept.get('b', load)).toBe(2)
    expect(await kept.get('a', load)).toBe(4)
  })
})
