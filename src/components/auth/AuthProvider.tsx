'use client'
// Observes the Firebase sign-in state (spec section 4, "Auth": loading, then signed in or out) and
// keeps the server's cookie session in step: set when signed in, cleared when signed out.
import type { User } from 'firebase/auth'
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { apiFetch } from '@/client/api.ts'

export type AuthState = {
  /** The Firebase user, or null when signed out. */
  user: User | null
  /** True until Firebase has reported the first sign-in state. */
  loading: boolean
  /** True once the visitor chose to sign out: guards then leave the navigation to the sign-out flow. */
  signingOut: boolean
  markSigningOut: () => void
  /** Resolves with the first reported sign-in state: for actions taken before it is known. */
  whenReady: () => Promise<User | null>
}

const never = () => new Promise<User | null>(() => {})
const AuthContext = createContext<AuthState>({
  user: null,
  loading: true,
  signingOut: false,
  markSigningOut: () => {},
  whenReady: never,
})

export function useAuth(): AuthState {
  return useContext(AuthContext)
}

async function syncCookieSession(user: User | null): Promise<void> {
  try {
    if (user) {
      const idToken = await user.getIdToken()
      await apiFetch('/api/auth/set-cookie', {
        json: { uid: user.uid, email: user.email, displayName: user.displayName },
        headers: { authorization: `Bearer ${idToken}` },
      })
    } else {
      await apiFetch('/api/auth/clear-cookie', { method: 'POST' })
    }
  } catch (err) {
    // Spec section 8: cookie set/clear failures are only logged.
    console.warn('cookie session sync failed', err)
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ user: User | null; loading: boolean }>({
    user: null,
    loading: true,
  })
  const [signingOut, setSigningOut] = useState(false)
  const [ready] = useState(() => {
    let resolve: (user: User | null) => void = () => {}
    const promise = new Promise<User | null>((r) => (resolve = r))
    return { promise, resolve }
  })

  useEffect(() => {
    let first = true
    let unsubscribe: (() => void) | undefined
    let cancelled = false
    // The Firebase SDK is loaded after the page is interactive so it stays out of the first-load bundle.
    void import('@/client/firebase.ts').then(({ firebaseAuth }) => {
      if (cancelled) return
      unsubscribe = firebaseAuth().onAuthStateChanged((user) => {
        setState({ user, loading: false })
        ready.resolve(user)
        if (user) setSigningOut(false)
        // A visitor who arrives signed out has no session to clear; every later change is synced.
        if (!first || user) void syncCookieSession(user)
        first = false
      })
    })
    return () => {
      cancelled = true
      unsubscribe?.()
    }
  }, [ready])

  const value = useMemo<AuthState>(
    () => ({
      ...state,
      signingOut,
      markSigningOut: () => setSigningOut(true),
      whenReady: () => ready.promise,
    }),
    [state, signingOut, ready],
  )
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}
