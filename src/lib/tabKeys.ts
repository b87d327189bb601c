// The keys of a tab list (WAI-ARIA tabs pattern): arrows move to the neighbouring tab, wrapping
// round, Home and End to the first and last. Anything else is not the tab list's to handle.

/** The index of the tab `key` moves to from `index` among `count` tabs, or null. */
export function tabKeyTarget(key: string, index: number, count: number): number | null {
  if (count < 1) return null
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count
    case 'ArrowLeft':
      return (index + count - 1) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}
