// Fixed UI strings of the account pages (pt-BR). Keys are namespaced by screen.
export const account = {} as const
