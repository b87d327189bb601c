/**
 * A value saved before a rule existed stays valid until it is changed: renaming a promo code would
 * break the links already shared, and a plan's identifier is kept on subscriptions. An empty value
 * is never "kept": an autosaved draft is created empty and every later save is an update, so a
 * required identifier would otherwise be published blank.
 */
export const unchanged = (value: unknown, args: { operation?: string; previousValue?: unknown }) =>
  args.operation === 'update' && value != null && value !== '' && value === args.previousValue
