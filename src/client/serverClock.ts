// Promo windows are the server's: a browser whose clock is off would show a discount checkout then
// refuses (409 price_changed), and again after every return to the plans. A refused checkout tells
// the server's time; the plans pages resolve their codes at this browser's time corrected by it.
import { writeStorage } from './storage.ts'
import { STORAGE_KEYS } from '@/lib/storageKeys.ts'

/** Remembers how far the server's clock (`serverTime`, ms) is from this browser's. */
export function learnServerTime(serverTime: unknown): void {
  if (typeof serverTime !== 'number' || !Number.isFinite(serverTime)) return
  writeStorage(STORAGE_KEYS.clockOffset, String(Math.round(serverTime - Date.now())))
}

/** The learnt offset (ms) from its stored text; 0 when none was learnt. */
export function clockOffset(stored: string | null | undefined): number {
  const offset = Number(stored ?? 0)
  return Number.isFinite(offset) ? offset : 0
}
