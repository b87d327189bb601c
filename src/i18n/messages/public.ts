// Fixed UI strings of the public pages (pt-BR). Keys are namespaced by screen.
export const publicPages = {} as const
