'use client'
import {
  createContext,
  createElement,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react'

// How often every countdown re-reads the clock: "Intervalo da contagem" (countdownTickMs) of the
// business constants, given once by the frontend layout.
const TickContext = createContext(1000)

export function CountdownTickProvider({
  tickMs,
  children,
}: {
  tickMs: number
  children: ReactNode
}) {
  return createElement(TickContext.Provider, { value: tickMs > 0 ? tickMs : 1000 }, children)
}

/** The current time, re-read every countdown tick (the spec's countdowns tick each second), until `stopAt`. */
export function useNow(stopAt?: number): number {
  const tickMs = useContext(TickContext)
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
