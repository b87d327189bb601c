// The pt-BR message catalogue (react-intl): every fixed UI string of the site. Each area keeps its
// strings in its own file under messages/; content that marketers edit lives in the CMS instead.
import { account } from './messages/account.ts'
import { common } from './messages/common.ts'
import { publicPages } from './messages/public.ts'
import { purchase } from './messages/purchase.ts'

export const messages = { ...common, ...publicPages, ...account, ...purchase } as const

export type MessageId = keyof typeof messages
export const LOCALE = 'pt-BR'
