'use client'
import { useEffect, useState } from 'react'
import { clockOffset } from '@/client/serverClock.ts'
import { useStoredValue } from '@/components/ui/useBrowserValue.ts'
import { STORAGE_KEYS } from '@/lib/storageKeys.ts'
import { nextPromoChange, type PromoCodeRecord } from '@/lib/promo.ts'

// setTimeout fires at once for delays above 2^31 − 1 ms (~24.8 days): wait in steps no longer.
const MAX_DELAY_MS = 2 ** 31 - 1

/**
 * The time (ms) a page resolves its promo at: when it rendered, then again whenever a code's window
 * starts or ends while the page stays open, so a card neither keeps a discount that ended nor misses
 * one that began. It is the server's time as this browser knows it (src/client/serverClock.ts): the
 * offset is read after hydration, so the first render matches the server's HTML. A staff preview as
 * of a moment (`frozenAt`, ISO) stays at that moment.
 */
export function usePromoTime(records: PromoCodeRecord[], frozenAt?: string): number {
  // `time` is on this browser's clock; the offset turns it into the server's.
  const [time, setTime] = useState(() => Date.now())
  const offset = clockOffset(useStoredValue(STORAGE_KEYS.clockOffset))
  const frozen = frozenAt ? Date.parse(frozenAt) : NaN
  useEffect(() => {
    if (Number.isFinite(frozen)) return
    const at = nextPromoChange(records, new Date(Math.max(Date.now(), time) + offset))
    if (at === null) return
    const delay = at - offset - Date.now()
    const id = window.setTimeout(
      // A timer may fire a little early: once the edge is due, resolve at the edge at least.
      () => setTime(delay <= MAX_DELAY_MS ? Math.max(Date.now(), at - offset) : Date.now()),
      Math.min(Math.max(delay, 0), MAX_DELAY_MS),
    )
    return () => window.clearTimeout(id)
  }, [records, time, offset, frozen])
  return Number.isFinite(frozen) ? frozen : time + offset
}
