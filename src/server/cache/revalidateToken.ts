import crypto from 'node:crypto'

/**
 * Shared secret for /api/revalidate, derived from PAYLOAD_SECRET so no extra variable is needed. Its
 * own module, free of Next's imports, so scripts and browser tests can call the endpoint.
 */
export function revalidateToken(secret = process.env.PAYLOAD_SECRET ?? ''): string {
  return crypto.createHmac('sha256', secret).update('revalidate-tags').digest('hex')
}
