import { describe, expect, it } from 'vitest'
import {
  endOfDay,
  offerDeadline,
  ownRegistrationDate,
  pad2,
  readEndTime,
  remainingUntil,
  splitDuration,
  trialInfo,
  upsellEndTime,
} from '@/lib/countdown.ts'

describe('offer countdown', () => {
  it('counts to the end of the current day', () => {
    const now = new Date(2026, 10, 22, 22, 30, 15, 0)
    const end = endOfDay(now)
    expect([
      end.getDate(),
      end.getHours(),
      end.getMinutes(),
      end.getSeconds(),
      end.getMilliseconds(),
    ]).toEqual([22, 23, 59, 59, 999])
    expect(remainingUntil(end, now)).toMatchObject({
      days: 0,
      hours: 1,
      minutes: 29,
      seconds: 44,
      done: false,
    })
  })

  it("counts to the promo code's validUntil when that comes before the end of the day", () => {
    const now = new Date(2026, 10, 22, 10, 0, 0, 0)
    const dayEnd = endOfDay(now).getTime()
    const at15 = new Date(2026, 10, 22, 15, 0, 0, 0)
    expect(offerDeadline(now, at15.toISOString())).toBe(at15.getTime())
    expect(remainingUntil(offerDeadline(now, at15.toISOString()), now)).toMatchObject({ hours: 5 })
    // A later end, none, or an unreadable one: the end of the visitor's day, as before.
    expect(offerDeadline(now, new Date(2026, 10, 25).toISOString())).toBe(dayEnd)
    expect(offerDeadline(now, null)).toBe(dayEnd)
    expect(offerDeadline(now, undefined)).toBe(dayEnd)
    expect(offerDeadline(now, 'not a date')).toBe(dayEnd)
  })

  // Review: the plan cards price at the server's time as this browser learnt it, while the
  // countdown read the browser's own clock: ten minutes slow, it still counted after the discount
  // had ended on the cards (and at checkout).
  it("ends when the server's clock reaches validUntil, on a browser whose clock is off", () => {
    const now = new Date(2026, 10, 22, 10, 0, 0, 0)
    const at15 = new Date(2026, 10, 22, 15, 0, 0, 0)
    const slow = 10 * 60_000 // the server is 10 minutes ahead of this browser
    expect(offerDeadline(now, at15.toISOString(), slow)).toBe(at15.getTime() - slow)
    expect(remainingUntil(offerDeadline(now, at15.toISOString(), slow), now)).toMatchObject({
      hours: 4,
      minutes: 50,
    })
    expect(offerDeadline(now, at15.toISOString(), -slow)).toBe(at15.getTime() + slow)
    // The visitor's day stays the visitor's: the offset moves only the code's end.
    expect(offerDeadline(now, null, slow)).toBe(endOfDay(now).getTime())
  })

  it('covers the whole day from local midnight and leaves its input untouched', () => {
    const midnight = new Date(2026, 10, 22, 0, 0, 0, 0)
    const end = endOfDay(midnight)
    expect(end.getTime() - midnight.getTime()).toBe(86_400_000 - 1)
    expect(remainingUntil(end, midnight)).toMatchObject({
      days: 0,
      hours: 23,
      minutes: 59,
      seconds: 59,
      done: false,
    })
    expect(midnight.getHours()).toBe(0)
    expect(endOfDay(end).getTime()).toBe(end.getTime()) // idempotent at the boundary
    expect(endOfDay(new Date(end.getTime() + 1)).getDate()).toBe(23) // one ms later is the next day
  })

  it('is not done one millisecond before the end, and shows 00:00:00 for that last second', () => {
    const end = new Date(2026, 10, 22, 23, 59, 59, 999)
    const r = remainingUntil(end, end.getTime() - 1)
    expect(r).toMatchObject({ hours: 0, minutes: 0, seconds: 0, totalMs: 1, done: false })
  })

  it('stops at 00:00:00 and never goes negative', () => {
    const now = new Date(2026, 10, 22, 23, 59, 59, 999)
    expect(remainingUntil(endOfDay(now), now)).toMatchObject({
      hours: 0,
      minutes: 0,
      seconds: 0,
      done: true,
    })
    expect(remainingUntil(0, 5000)).toMatchObject({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      totalMs: 0,
      done: true,
    })
    expect(pad2(7)).toBe('07')
    expect(pad2(-3)).toBe('00')
  })

  it('splits durations into days, hours, minutes and seconds', () => {
    expect(splitDuration(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999)).toMatchObject({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    })
    expect(splitDuration(59_999)).toMatchObject({ minutes: 0, seconds: 59, totalMs: 59_999 })
    expect(splitDuration(-1)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      totalMs: 0,
      done: true,
    })
    expect(splitDuration(Number.NaN).done).toBe(true)
    expect([0, 9, 10, 59].map(pad2)).toEqual(['00', '09', '10', '59'])
  })

  it('keeps a persisted upsell end time across reloads', () => {
    const now = 1_000_000
    expect(upsellEndTime(now, 15)).toBe(now + 900_000)
    expect(readEndTime(null, now, 15)).toEqual({ end: now + 900_000, fresh: true })
    expect(readEndTime('garbage', now, 15)).toEqual({ end: now + 900_000, fresh: true })
    expect(readEndTime(String(now + 1234), now + 999, 15)).toEqual({
      end: now + 1234,
      fresh: false,
    })
    expect(readEndTime(String(now - 1), now, 15)).toEqual({ end: now - 1, fresh: false }) // expired stays expired
    expect(readEndTime('', now, 15).fresh).toBe(true)
    expect(readEndTime('0', now, 15).fresh).toBe(true)
    expect(readEndTime('-5', now, 15).fresh).toBe(true)
    expect(readEndTime('12.5', now, 15).fresh).toBe(true)
    expect(readEndTime(' 2000000 ', now, 15)).toEqual({ end: 2_000_000, fresh: false })
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
    expect(trialInfo(String(created.getTime()), null, now).start.toISOString()).toBe(
      created.toISOString(),
    )
  })

  it('counts a stored registration date only for the account that stored it', () => {
    const stored = { date: '2026-11-12T10:00:00Z', uid: 'ana' }
    expect(ownRegistrationDate(stored, 'ana')).toBe(stored.date)
    expect(ownRegistrationDate(stored, null)).toBe(stored.date) // signed out: the spec's stored date
    expect(ownRegistrationDate(stored, 'bia')).toBeNull()
    expect(ownRegistrationDate({ date: stored.date, uid: null }, 'bia')).toBeNull()
    expect(ownRegistrationDate({ date: null, uid: 'ana' }, 'ana')).toBeNull()
  })

  it('shows zeros, progress 0 and over once the trial ends', () => {
    const t = trialInfo(null, created, new Date('2026-11-28T10:00:01Z'))
    expect(t).toMatchObject({ over: true, progress: 0 })
    expect(t.remaining).toMatchObject({ days: 0, hours: 0, minutes: 0, seconds: 0 })
    expect(t.ageDays).toBeGreaterThan(7)
  })

  it('ends exactly trialDays after the start', () => {
    const end = new Date(created.getTime() + 7 * 86_400_000)
    expect(trialInfo(null, created, new Date(end.getTime() - 1))).toMatchObject({ over: false })
    expect(trialInfo(null, created, end)).toMatchObject({ over: true, progress: 0 })
    expect(trialInfo(null, created, end).end.toISOString()).toBe(end.toISOString())
    expect(trialInfo(null, created, created, 3).end.getTime() - created.getTime()).toBe(
      3 * 86_400_000,
    )
    const half = trialInfo(null, created, new Date(created.getTime() + 3.5 * 86_400_000))
    expect(half.progress).toBeCloseTo(0.5, 10)
    expect(half.ageDays).toBeCloseTo(3.5, 10)
  })

  it('accepts Date, ISO string and epoch-millisecond inputs, and falls back to now', () => {
    const now = new Date('2026-11-21T10:00:00Z')
    expect(trialInfo(created.getTime(), null, now).start.getTime()).toBe(created.getTime())
    expect(trialInfo(undefined, 'garbage', now).start.getTime()).toBe(now.getTime())
    expect(trialInfo('', null, now)).toMatchObject({ progress: 1, over: false, ageDays: 0 })
  })

  it('starts full when just registered', () => {
    const now = new Date()
    expect(trialInfo(now, null, now)).toMatchObject({ progress: 1, over: false })
  })
})
