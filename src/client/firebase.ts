// The browser's Firebase Auth instance. In development and tests it talks to the Auth emulator
// (NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST); production uses the project's web config.
import { getApps, initializeApp } from 'firebase/app'
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth'

let auth: Auth | null = null

export function firebaseAuth(): Auth {
  if (auth) return auth
  // NEXT_PUBLIC_* values must be spelled out literally so Next.js inlines them at build time.
  const app =
    getApps()[0] ??
    initializeApp({
      apiKey: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,
      authDomain: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
      projectId: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
      appId: process.env.NEXT_PUBLIC_FIREBASE_APP_ID,
    })
  // getAuth() would also bundle (and start loading) the popup/redirect machinery; the site signs in
  // with email and password only, so the same persistence without it is enough.
  auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  })
  auth.languageCode = 'pt-BR'
  const emulator = process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST
  if (emulator) connectAuthEmulator(auth, `http://${emulator}`, { disableWarnings: true })
  return auth
}
