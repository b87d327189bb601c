// Answers of a slow lookup kept per key for a short time, shared while in flight: when an entry
// expires under load, one caller asks and the others wait for that answer instead of each asking
// again. A failed lookup, or an answer `keep` refuses, is not remembered: the next caller asks again.
export type KeptLookups<T> = {
  get: (key: string, load: () => Promise<T>) => Promise<T>
  forget: (key: string) => void
}

export function keptLookups<T>(o: {
  ttlMs: number
  max: number
  keep?: (value: T) => boolean
  now?: () => number
}): KeptLookups<T> {
  const now = o.now ?? Date.now
  const entries = new Map<string, { at: number; value: Promise<T> }>()
  const forgetIfCurrent = (key: string, value: Promise<T>) => {
    if (entries.get(key)?.value === value) entries.delete(key)
  }
  return {
    get(key, load) {
      const kept = entries.get(key)
      if (kept && now() - kept.at < o.ttlMs) return kept.value
      const value = load()
      entries.delete(key)
      // Oldest first: a Map iterates in insertion order.
      if (entries.size >= o.max) entries.delete(entries.keys().next().value!)
      entries.set(key, { at: now(), value })
      value.then(
        (v) => {
          if (o.keep && !o.keep(v)) forgetIfCurrent(key, value)
        },
        () => forgetIfCurrent(key, value),
      )
      return value
    },
    forget(key) {
      entries.delete(key)
    },
  }
}
