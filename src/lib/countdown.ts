// Countdowns of the spec: the offer countdowns (to the end of today or of the promo code, or a
// persisted end time) and the 7-day trial. Pure functions of "now" so components just tick them
// every second.

export type Remaining = {
  days: number
  hours: number
  minutes: number
  seconds: number
  totalMs: number
  done: boolean
}

export function pad2(n: number): string {
  return String(Math.max(0, Math.floor(n))).padStart(2, '0')
}

/** Local 23:59:59.999 of the given day. */
export function endOfDay(now: Date): Date {
  const end = new Date(now)
  end.setHours(23, 59, 59, 999)
  return end
}

/**
 * The promo countdown's end (epoch ms, on this browser's clock): the end of the visitor's day, or the
 * code's validUntil when that comes first (the discount is gone then). validUntil is the server's
 * time: `serverOffsetMs` (server minus browser, src/client/serverClock.ts) puts it on this clock, as
 * the plan cards read it. An invalid validUntil is ignored.
 */
export function offerDeadline(
  now: Date,
  validUntil: string | null | undefined,
  serverOffsetMs = 0,
): number {
  const dayEnd = endOfDay(now).getTime()
  const until = validUntil ? new Date(validUntil).getTime() - serverOffsetMs : NaN
  return Number.isNaN(until) ? dayEnd : Math.min(dayEnd, until)
}

export function splitDuration(ms: number): Remaining {
  const total = Number.isFinite(ms) && ms > 0 ? ms : 0
  const s = Math.floor(total / 1000)
  return {
    days: Math.floor(s / 86_400),
    hours: Math.floor((s % 86_400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
    totalMs: total,
    done: total === 0,
  }
}

const ms = (d: Date | number) => (typeof d === 'number' ? d : d.getTime())

export function remainingUntil(end: Date | number, now: Date | number): Remaining {
  return splitDuration(ms(end) - ms(now))
}

function validDate(v: Date | string | number | null | undefined): Date | null {
  if (v === null || v === undefined || v === '') return null
  const d =
    v instanceof Date ? v : new Date(typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v)
  return Number.isNaN(d.getTime()) ? null : d
}

export type TrialInfo = {
  start: Date
  end: Date
  remaining: Remaining
  progress: number
  over: boolean
  ageDays: number
}

/**
 * The stored registration date, when it is the signed-in account's: sign-up stores it with the uid,
 * and another account signed in on the same browser counts from its own creation time instead.
 */
export function ownRegistrationDate(
  stored: { date: string | null; uid: string | null },
  signedInUid: string | null | undefined,
): string | null {
  if (!stored.date) return null
  return !signedInUid || stored.uid === signedInUid ? stored.date : null
}

/** Trial of `trialDays` from the stored registration date, else the account creation time. */
export function trialInfo(
  registrationDate: Date | string | number | null | undefined,
  accountCreatedAt: Date | string | number | null | undefined,
  now: Date,
  trialDays = 7,
): TrialInfo {
  const start = validDate(registrationDate) ?? validDate(accountCreatedAt) ?? now
  const lengthMs = trialDays * 86_400_000
  const end = new Date(start.getTime() + lengthMs)
  const remaining = remainingUntil(end, now)
  const progress = lengthMs > 0 ? Math.min(1, Math.max(0, remaining.totalMs / lengthMs)) : 0
  return {
    start,
    end,
    remaining,
    progress,
    over: remaining.done,
    ageDays: (now.getTime() - start.getTime()) / 86_400_000,
  }
}

export function upsellEndTime(now: number, minutes: number): number {
  return now + minutes * 60_000
}

/** A persisted end time (epoch ms), or null when missing or invalid. */
export function parseEndTime(stored: string | null | undefined): number | null {
  const n = typeof stored === 'string' && /^\d+$/.test(stored.trim()) ? Number(stored) : NaN
  return Number.isFinite(n) && n > 0 ? n : null
}

/** A persisted end time survives reloads; a missing or invalid one starts a new countdown. */
export function readEndTime(
  stored: string | null,
  now: number,
  minutes: number,
): { end: number; fresh: boolean } {
  const end = parseEndTime(stored)
  return end !== null ? { end, fresh: false } : { end: upsellEndTime(now, minutes), fresh: true }
}
