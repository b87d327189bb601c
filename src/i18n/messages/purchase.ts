// Fixed UI strings of the purchase pages (pt-BR). Keys are namespaced by screen.
export const purchase = {} as const
