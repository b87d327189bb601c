// Dates in the admin as the marketing team in Brazil reads them, whatever the server's time zone.
// Made on first use: src/lib/promo.ts (also in the site's browser bundle) imports this for one admin
// message, and a formatter built at module load would be built on every page view.
let formatter: Intl.DateTimeFormat | undefined

export function adminDateTime(date: Date): string {
  formatter ??= new Intl.DateTimeFormat('pt-BR', {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: 'America/Sao_Paulo',
  })
  return formatter.format(date)
}
