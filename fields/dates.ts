import type { DateField } from 'payload'

// Dates and times in the admin as Brazilians write them: 24-hour clock, day first. Payload's default
// is a US 12-hour picker ("11:59 PM"), where "12:00 AM" for noon ends a promotion 12 hours early.
export const DATE_TIME_FORMAT = 'dd/MM/yyyy HH:mm'

/** A date field's admin picker for a day and a time, in 15-minute steps. */
export const dateAndTimePicker = {
  pickerAppearance: 'dayAndTime',
  displayFormat: DATE_TIME_FORMAT,
  timeFormat: 'HH:mm',
  timeIntervals: 15,
} as const

/**
 * The admin's time zones (the schedule-publish drawer's picker): Brazil's, in Portuguese, Brasília
 * preselected. Payload's default lists 47 zones in English with none chosen, and a schedule typed
 * for 09:00 could be read in the browser's zone.
 */
export const ADMIN_TIMEZONES = {
  defaultTimezone: 'America/Sao_Paulo',
  supportedTimezones: [
    { label: 'Horário de Brasília', value: 'America/Sao_Paulo' },
    { label: 'Amazonas, Mato Grosso, Rondônia e Roraima (−1 h)', value: 'America/Manaus' },
    { label: 'Acre (−2 h)', value: 'America/Rio_Branco' },
    { label: 'Fernando de Noronha (+1 h)', value: 'America/Noronha' },
  ],
}

/**
 * A day without a time, stored as noon UTC of that day, as Payload's own day picker stores it.
 * Noon UTC is the same calendar day in every Brazilian zone (09:00 in Brasília) and in UTC, where
 * the site formats the day; a day stored at midnight UTC (a plain '2025-04-29' from an API client
 * or a seed) read as 28/04 in the admin, in Brasília, and as "29 de abril" on the site.
 */
export function noonUtcOfDay(value: unknown): unknown {
  if (typeof value !== 'string' && !(value instanceof Date)) return value
  const at = new Date(value)
  if (Number.isNaN(at.getTime())) return value
  return new Date(
    Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), 12),
  ).toISOString()
}

/** A date field's admin picker for a day only, kept at noon UTC on every save path. */
export const dayOnlyDate = {
  admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } },
  hooks: { beforeChange: [({ value }) => noonUtcOfDay(value)] },
} satisfies Pick<DateField, 'admin' | 'hooks'>
