import { createIntl, createIntlCache } from '@formatjs/intl'
import { LOCALE, messages, type MessageId } from './pt-BR.ts'

const intl = createIntl({ locale: LOCALE, defaultLocale: LOCALE, messages }, createIntlCache())

/** Formats a message in server components, where react-intl's hooks are unavailable. */
export function t(id: MessageId, values?: Record<string, string | number>): string {
  return intl.formatMessage({ id }, values)
}
