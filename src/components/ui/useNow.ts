'use client'
import { useEffect, useState } from 'react'

/** The current time, re-read every `tickMs` (the spec's countdowns tick each second). */
export function useNow(tickMs = 1000, stopAt?: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (stopAt !== undefined && Date.now() >= stopAt) return
    const id = window.setInterval(() => {
      const t = Date.now()
      setNow(t)
      if (stopAt !== undefined && t >= stopAt) window.clearInterval(id)
    }, tickMs)
    return () => window.clearInterval(id)
  }, [tickMs, stopAt])
  return now
}
