/**
 * A value saved before a rule existed stays valid until it is changed: renaming a promo code would
 * break the links already shared, and a plan's identifier is kept on subscriptions.
 */
export const unchanged = (value: unknown, args: { operation?: string; previousValue?: unknown }) =>
  args.operation === 'update' && value === args.previousValue
