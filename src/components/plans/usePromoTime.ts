'use client'
import { useEffect, useState } from 'react'
import { nextPromoChange, type PromoCodeRecord } from '@/lib/promo.ts'

// setTimeout fires at once for delays above 2^31 − 1 ms (~24.8 days): wait in steps no longer.
const MAX_DELAY_MS = 2 ** 31 - 1

/**
 * The time (ms) a page resolves its promo at: when it rendered, then again whenever a code's window
 * starts or ends while the page stays open, so a card neither keeps a discount that ended nor misses
 * one that began.
 */
export function usePromoTime(records: PromoCodeRecord[]): number {
  const [time, setTime] = useState(() => Date.now())
  useEffect(() => {
    const at = nextPromoChange(records, new Date(Math.max(Date.now(), time)))
    if (at === null) return
    const delay = at - Date.now()
    const id = window.setTimeout(
      // A timer may fire a little early: once the edge is due, resolve at the edge at least.
      () => setTime(delay <= MAX_DELAY_MS ? Math.max(Date.now(), at) : Date.now()),
      Math.min(Math.max(delay, 0), MAX_DELAY_MS),
    )
    return () => window.clearTimeout(id)
  }, [records, time])
  return time
}
