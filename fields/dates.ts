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
