import type { Endpoint } from 'payload'

/** /api/create-customer-portal-session (spec section 7). */
export const purchaseEndpoints: Endpoint[] = []
