// Dates in the admin as the marketing team in Brazil reads them, whatever the server's time zone.
export const adminDateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'America/Sao_Paulo',
})
