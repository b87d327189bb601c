'use client'
// Values only the browser knows (its storage, its clock and time zone, its URL), read during render
// through useSyncExternalStore: the server render and hydration use the server's value, then React
// re-renders with the browser's, without an effect copying the value into state.
import { useSyncExternalStore } from 'react'
import { readStorage, subscribeStorage } from '@/client/storage.ts'
import type { StorageKey } from '@/lib/storageKeys.ts'

const noChanges = () => () => {}

/** `read()` in the browser, `serverValue` on the server and while hydrating. `read` must return the same primitive while nothing changed. */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noChanges, read, () => serverValue)
}

/** A stored value: `undefined` until storage can be read (server render, hydration), then the string or null, kept current as this tab or another changes it. */
export function useStoredValue(key: StorageKey): string | null | undefined {
  return useSyncExternalStore(
    subscribeStorage,
    () => readStorage(key),
    () => undefined,
  )
}

/** Whether a CSS media query matches: `serverValue` on the server and while hydrating, then kept current. */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', changed)
      return () => list.removeEventListener('change', changed)
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  )
}
