// A file's size as a Brazilian reads it: "850 KB", "1,2 MB" (decimal comma, powers of 1024 as
// file managers count, one decimal below 10 of a unit). Framework-free: the admin's media list
// and edit view use it (src/components/admin/FileSizeCell.tsx).

const UNITS = ['KB', 'MB', 'GB', 'TB'] as const

/** "1,2 MB" for 1 258 291; "—" for a missing or impossible size. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return '—'
  if (bytes < 1024) return `${Math.round(bytes)} B`
  let value = bytes / 1024
  let unit = 0
  // Rounding may carry into the next unit (1023,96 KB shows as 1,0 MB, not 1.024 KB).
  while (unit < UNITS.length - 1 && Number(value.toFixed(value < 10 ? 1 : 0)) >= 1024) {
    value /= 1024
    unit += 1
  }
  const digits = value < 10 ? 1 : 0
  const text = new Intl.NumberFormat('pt-BR', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value)
  return `${text} ${UNITS[unit]}`
}
