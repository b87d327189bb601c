// Asks Firebase to send its password-reset email (Identity Toolkit accounts:sendOobCode), which
// works the same against the Auth emulator. Unknown emails are not an error for the caller.
import { logger } from './logger.mjs'

export type ResetOutcome = 'sent' | 'unknown-email' | 'error'

function identityToolkitBase(): string {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST
  return emulator
    ? `http://${emulator}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com'
}

export async function sendPasswordResetEmail(email: string): Promise<ResetOutcome> {
  const key = process.env.FIREBASE_WEB_API_KEY || process.env.NEXT_PUBLIC_FIREBASE_API_KEY
  if (!key) return 'error'
  try {
    const res = await fetch(
      `${identityToolkitBase()}/v1/accounts:sendOobCode?key=${encodeURIComponent(key)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-firebase-locale': 'pt-BR' },
        body: JSON.stringify({ requestType: 'PASSWORD_RESET', email }),
        signal: AbortSignal.timeout(8000),
      },
    )
    if (res.ok) return 'sent'
    const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null
    const message = body?.error?.message ?? ''
    if (message.startsWith('EMAIL_NOT_FOUND') || message.startsWith('USER_DISABLED'))
      return 'unknown-email'
    logger.warn({
      msg: 'password reset: Firebase refused',
      status: res.status,
      reason: message.split(':')[0],
    })
    return 'error'
  } catch (err) {
    logger.warn({ msg: 'password reset: Firebase unreachable', err: (err as Error).message })
    return 'error'
  }
}
