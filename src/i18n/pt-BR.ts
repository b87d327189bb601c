// The pt-BR message catalogue (react-intl): every fixed UI string of the site. Each area keeps its
// strings in its own file under messages/; content that marketers edit lives in the CMS instead.
// The browser receives two parts (see compiled.ts): the public pages' strings on every page, and the
// account and purchase strings only on those pages.
import { account } from './messages/account.ts'
import { common } from './messages/common.ts'
import { publicPages } from './messages/public.ts'
import { purchase } from './messages/purchase.ts'

/** The layout around every page and the public pages. */
export const publicMessages = { ...common, ...publicPages } as const
/** Only the account and purchase pages (sign-in, user area, upsell, checkout, results). */
export const accountMessages = { ...account, ...purchase } as const
export const messages = { ...publicMessages, ...accountMessages } as const

export type MessageId = keyof typeof messages
export { LOCALE } from './locale.ts'
