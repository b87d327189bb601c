'use client'
// Observes the Firebase sign-in state (spec section 4, "Auth": loading, then signed in or out) and
// keeps the server's cookie session in step: set when signed in, cleared when signed out. A browser
// that has never run Firebase here is known to be signed out without loading the SDK; the account
// pages (FollowSignIn) and any browser that may hold a user load it.
import { usePathname } from 'next/navigation'
import type { User } from 'firebase/auth'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { apiFetch } from '@/client/api.ts'
import { mayHaveFirebaseUser } from '@/client/firebaseSession.ts'

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
  /** Starts following Firebase's sign-in state if it is not followed yet (FollowSignIn). */
  start: () => void
}

const never = () => new Promise<User | null>(() => {})
const AuthContext = createContext<AuthState>({
  user: null,
  loading: true,
  signingOut: false,
  markSigningOut: () => {},
  whenReady: never,
  start: () => {},
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
      // A sign-out the site makes has already revoked the account, with its ID token, before
      // Firebase forgot the user (src/client/signOut.ts). This one follows sign-outs made
      // elsewhere (another tab, Firebase ending a revoked session), when no token is left: the
      // cookie, if any, names the account.
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
  // While a sign-out leaves its page for the home page, that guarded page waits instead of going to
  // /login. The next page ends it: Back to the user area then goes to /login as for anyone signed out
  // (reset while rendering, React's pattern for state that follows a changed value).
  const pathname = usePathname()
  const [signingOut, setSigningOut] = useState(false)
  const [signOutPath, setSignOutPath] = useState(pathname)
  if (pathname !== signOutPath) {
    setSignOutPath(pathname)
    if (signingOut) setSigningOut(false)
  }
  const [ready] = useState(() => {
    let resolve: (user: User | null) => void = () => {}
    const promise = new Promise<User | null>((r) => (resolve = r))
    return { promise, resolve }
  })
  // The Firebase subscription, started at most once: by a page that needs it (FollowSignIn), or
  // on any page when this browser may hold a signed-in user (src/client/firebaseSession.ts).
  const firebase = useRef({ started: false, stop: () => {} })

  const start = useCallback(() => {
    if (firebase.current.started) return
    firebase.current.started = true
    let first = true
    let stopped = false
    firebase.current.stop = () => {
      stopped = true
    }
    setState((s) => (s.loading ? s : { ...s, loading: true }))
    // The Firebase SDK is loaded after the page is interactive so it stays out of the first-load bundle.
    void import('@/client/firebase.ts').then(
      ({ firebaseAuth }) => {
        if (stopped) return
        firebase.current.stop = firebaseAuth().onAuthStateChanged((user) => {
          setState({ user, loading: false })
          ready.resolve(user)
          if (user) setSigningOut(false)
          // A visitor who arrives signed out has no session to clear; every later change is synced.
          if (!first || user) void syncCookieSession(user)
          first = false
        })
      },
      (err: unknown) => {
        // The SDK's file did not load (offline, or replaced by a deploy): signed out rather than
        // loading for ever (guarded pages then go to /login, whose page loads it itself); a later
        // need tries again.
        console.error('Firebase SDK failed to load', err)
        if (stopped) return
        firebase.current.started = false
        setState({ user: null, loading: false })
        ready.resolve(null)
      },
    )
  }, [ready])

  useEffect(() => {
    let cancelled = false
    void mayHaveFirebaseUser().then((maybe) => {
      if (cancelled || firebase.current.started) return
      if (maybe) start()
      else {
        // Nobody can be signed in in this browser: public pages stay without the SDK.
        setState({ user: null, loading: false })
        ready.resolve(null)
      }
    })
    return () => {
      cancelled = true
    }
  }, [ready, start])

  useEffect(() => {
    const subscription = firebase.current
    return () => {
      subscription.stop()
      subscription.started = false
    }
  }, [])

  const value = useMemo<AuthState>(
    () => ({
      ...state,
      signingOut,
      markSigningOut: () => setSigningOut(true),
      whenReady: () => ready.promise,
      start,
    }),
    [state, signingOut, ready, start],
  )
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}
