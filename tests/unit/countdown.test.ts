import { describe, expect, it } from 'vitest'
import { endOfDay, pad2, readEndTime, remainingUntil, splitDuration, trialInfo, upsellEndTime } from '../../src/lib/countdown.ts'

describe('offer countdown', () => {
  it('counts to the end of the current day', () => {
    const now = new Date(2026, 10, 22, 22, 30, 15, 0)
    const end = endOfDay(now)
    expect([end.getDate(), end.getHours(), end.getMinutes(), end.getSeconds(), end.getMilliseconds()]).toEqual([22, 23, 59, 59, 999])
    expect(remainingUntil(end, now)).toMatchObject({ days: 0, hours: 1, minutes: 29, seconds: 44, done: false })
  })

  it('stops at 00:00:00 and never goes negative', () => {
    const now = new Date(2026, 10, 22, 23, 59, 59, 999)
    expect(remainingUntil(endOfDay(now), now)).toMatchObject({ hours: 0, minutes: 0, seconds: 0, done: true })
    expect(remainingUntil(0, 5000)).toMatchObject({ days: 0, hours: 0, minutes: 0, seconds: 0, totalMs: 0, done: true })
    expect(pad2(7)).toBe('07')
    expect(pad2(-3)).toBe('00')
  })

  it('splits durations into days, hours, minutes and seconds', () => {
    expect(splitDuration(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999)).toMatchObject({ days: 2, hours: 3, minutes: 4, seconds: 5 })
    expect(splitDuration(Number.NaN).done).toBe(true)
  })

  it('keeps a persisted upsell end time across reloads', () => {
    const now = 1_000_000
    expect(upsellEndTime(now, 15)).toBe(now + 900_000)
    expect(readEndTime(null, now, 15)).toEqual({ end: now + 900_000, fresh: true })
    expect(readEndTime('garbage', now, 15)).toEqual({ end: now + 900_000, fresh: true })
    expect(readEndTime(String(now + 1234), now + 999, 15)).toEqual({ end: now + 1234, fresh: false })
    expect(readEndTime(String(now - 1), now, 15)).toEqual({ end: now - 1, fresh: false }) // expired stays expired
  })
})

describe('trial countdown', () => {
  const created = new Date('2026-11-20T10:00:00Z')

  it('runs 7 days from the stored registration date, else account creation', () => {
    const now = new Date('2026-11-21T10:00:00Z')
    const fromStored = trialInfo('2026-11-19T10:00:00Z', created, now)
    expect(fromStored.remaining.days).toBe(5)
    const fromCreation = trialInfo(null, created, now)
    expect(fromCreation.remaining).toMatchObject({ days: 6, hours: 0, minutes: 0, seconds: 0 })
    expect(fromCreation.progress).toBeCloseTo(6 / 7, 5)
    expect(trialInfo('not a date', created, now).start.toISOString()).toBe(created.toISOString())
    expect(trialInfo(String(created.getTime()), null, now).start.toISOString()).toBe(created.toISOString())
  })

  it('shows zeros, progress 0 and over once the trial ends', () => {
    const t = trialInfo(null, created, new Date('2026-11-28T10:00:01Z'))
    expect(t).toMatchObject({ over: true, progress: 0 })
    expect(t.remaining).toMatchObject({ days: 0, hours: 0, minutes: 0, seconds: 0 })
    expect(t.ageDays).toBeGreaterThan(7)
  })

  it('starts full when just registered', () => {
    const now = new Date()
    expect(trialInfo(now, null, now)).toMatchObject({ progress: 1, over: false })
  })
})
