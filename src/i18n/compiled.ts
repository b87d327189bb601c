// The catalogue compiled to ICU message ASTs on the server, for the client providers. The browser
// then formats messages without react-intl's message parser, which next.config.mjs leaves out of the
// client bundle (formatjs's "pre-compiled messages" set-up).
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { accountMessages, publicMessages } from './pt-BR.ts'

export type CompiledMessages = Record<string, MessageFormatElement[]>

export function compileMessages(messages: Record<string, string>): CompiledMessages {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, parse(message)]))
}

export const compiledPublicMessages = compileMessages(publicMessages)
export const compiledAccountMessages = compileMessages(accountMessages)
/** What the account pages' provider gives their client components: both parts. */
export const compiledMessages = { ...compiledPublicMessages, ...compiledAccountMessages }
