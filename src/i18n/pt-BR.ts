// The pt-BR message catalogue (react-intl): every fixed UI string of the site. Each area keeps its
// strings in its own file under messages/; content that marketers edit lives in the CMS instead.
// The browser receives two parts (see compiled.ts): the public pages' strings on every page, and the
// account and purchase strings only on those pages. A third part is formatted on the server only.
import { account } from './messages/account.ts'
import { common } from './messages/common.ts'
import { drafts } from './messages/drafts.ts'
import { publicPages } from './messages/public.ts'
import { purchase } from './messages/purchase.ts'

/** The layout around every page and the public pages. */
export const publicMessages = { ...common, ...publicPages } as const
/** Only the account and purchase pages (sign-in, user area, upsell, checkout, results). */
export const accountMessages = { ...account, ...purchase } as const
/** Rendered on the server only (the draft-mode banner, admin views): never sent to the browser. */
export const serverOnlyMessages = { ...drafts } as const
export const messages = { ...publicMessages, ...accountMessages, ...serverOnlyMessages } as const

export type MessageId = keyof typeof messages
export { LOCALE } from './locale.ts'
