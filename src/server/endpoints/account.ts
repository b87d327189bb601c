import type { Endpoint } from 'payload'

/** /api/auth/*, /api/users, /api/password-reset (spec section 7). */
export const accountEndpoints: Endpoint[] = []
