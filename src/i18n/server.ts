import { createIntl, createIntlCache } from '@formatjs/intl'
import { compiledAccountMessages, compiledPublicMessages } from './compiled.ts'
import { LOCALE, type MessageId } from './pt-BR.ts'

// The same compiled catalogue the browser gets: each message is parsed once, in compiled.ts.
const intl = createIntl({ locale: LOCALE, defaultLocale: LOCALE, messages: { ...compiledPublicMessages, ...compiledAccountMessages } }, createIntlCache())

/** Formats a message in server components, where react-intl's hooks are unavailable. */
export function t(id: MessageId, values?: Record<string, string | number>): string {
  return intl.formatMessage({ id }, values)
}
