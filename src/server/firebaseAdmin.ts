// Firebase Admin: the server's only way to know who a request comes from. It verifies ID tokens
// and session cookies itself and never trusts a uid or email the browser sends.
import { cert, getApps, initializeApp, type App } from 'firebase-admin/app'
import { getAuth, type Auth, type DecodedIdToken } from 'firebase-admin/auth'

let app: App | null = null

function credentials() {
  const json = process.env.FIREBASE_SERVICE_ACCOUNT_JSON
  if (json) return cert(JSON.parse(json) as Record<string, string>)
  const clientEmail = process.env.FIREBASE_CLIENT_EMAIL
  const privateKey = process.env.FIREBASE_PRIVATE_KEY?.replace(/\\n/g, '\n')
  if (clientEmail && privateKey) return cert({ projectId: projectId(), clientEmail, privateKey })
  return undefined // emulator or Google default credentials
}

function projectId(): string | undefined {
  return process.env.FIREBASE_PROJECT_ID || process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID
}

export function adminAuth(): Auth {
  if (!app) {
    const credential = credentials()
    app = getApps()[0] ?? initializeApp({ projectId: projectId(), ...(credential ? { credential } : {}) })
  }
  return getAuth(app)
}

export const SESSION_COOKIE = '__session'
export const SESSION_MAX_AGE_MS = 5 * 24 * 60 * 60 * 1000

export async function verifyIdToken(idToken: string, checkRevoked = false): Promise<DecodedIdToken | null> {
  try {
    return await adminAuth().verifyIdToken(idToken, checkRevoked)
  } catch {
    return null
  }
}

export async function verifySessionCookie(cookie: string | undefined | null, checkRevoked = false): Promise<DecodedIdToken | null> {
  if (!cookie) return null
  try {
    return await adminAuth().verifySessionCookie(cookie, checkRevoked)
  } catch {
    return null
  }
}
