// Browser storage access that never throws (private mode, disabled storage, server rendering).
// Keys come from src/lib/storageKeys.ts only.
import type { StorageKey } from '@/lib/storageKeys.ts'

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

export function readStorage(key: StorageKey): string | null {
  try {
    return store()?.getItem(key) ?? null
  } catch {
    return null
  }
}

// The 'storage' event reaches other tabs only: this tab's own writes are announced here.
const listeners = new Set<() => void>()

/** Calls `listener` after this tab writes or removes a key, or another tab changes storage. */
export function subscribeStorage(listener: () => void): () => void {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

function announce(): void {
  for (const listener of listeners) listener()
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    store()?.setItem(key, value)
  } catch {
    /* storage full or disabled: the flow continues without persistence */
  }
  announce()
}

export function removeStorage(...keys: StorageKey[]): void {
  for (const key of keys) {
    try {
      store()?.removeItem(key)
    } catch {
      /* ignore */
    }
  }
  announce()
}
