// Signing out ends the account's sessions on the server too: POST /api/auth/clear-cookie revokes
// every account the browser names (src/server/endpoints/account.ts). The ID token is taken while
// Firebase still holds the user, and sent as Bearer: a browser without the session cookie (past its
// 5 days, or a sign-in whose mint was refused) names its account by nothing else, and once
// signOut() has run no token is left. Every sign-out the site makes goes through here.
import { signOut, type Auth } from 'firebase/auth'
import { apiFetch } from './api.ts'

export async function signOutAndRevoke(auth: Auth): Promise<void> {
  const idToken = await auth.currentUser?.getIdToken().catch(() => null)
  // Spec section 8: a failed cookie clear is only logged; the Firebase sign-out goes on.
  await apiFetch('/api/auth/clear-cookie', {
    method: 'POST',
    headers: idToken ? { authorization: `Bearer ${idToken}` } : undefined,
  }).catch((err: unknown) => console.warn('clear-cookie failed', err))
  await signOut(auth)
}
