import { createIntl, createIntlCache } from '@formatjs/intl'
import { compiledAccountMessages, compiledPublicMessages, compileMessages } from './compiled.ts'
import { LOCALE, serverOnlyMessages, type MessageId } from './pt-BR.ts'
import type { Template } from './template.ts'

// The same compiled catalogue the browser gets (each message is parsed once, in compiled.ts), and the server-only part.
const intl = createIntl(
  {
    locale: LOCALE,
    defaultLocale: LOCALE,
    messages: {
      ...compiledPublicMessages,
      ...compiledAccountMessages,
      ...compileMessages(serverOnlyMessages),
    },
  },
  createIntlCache(),
)

/** Formats a message in server components, where react-intl's hooks are unavailable. */
export function t(id: MessageId, values?: Record<string, string | number>): string {
  return intl.formatMessage({ id }, values)
}

// A private-use character: no message or value contains it.
const MARK = '\uE000'

/** The message with `arg` left open, for a client component to fill in (see template.ts). */
export function tTemplate(
  id: MessageId,
  arg: string,
  values?: Record<string, string | number>,
): Template {
  return t(id, { ...values, [arg]: MARK }).split(MARK)
}
