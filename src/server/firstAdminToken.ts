// The first-admin setup token (see bootstrapAdmin.ts), in a module of its own so the end-to-end
// tests can compute the link without loading Payload.
import { createHmac } from 'node:crypto'

export const SETUP_COOKIE = 'busqy-first-admin'

/**
 * Derived from PAYLOAD_SECRET, so every instance of a deployment prints and accepts the same one;
 * useless once an admin exists (registration is closed from then on).
 */
export function firstAdminSetupToken(secret: string): string {
  return createHmac('sha256', secret)
    .update('busqy first-admin setup')
    .digest('base64url')
    .slice(0, 32)
}
