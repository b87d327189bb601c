'use client'
// Guarded routes (spec section 2): a spinner while the auth state loads; without a signed-in user
// or a valid cookie session, go to /login replacing the history entry.
import { useRouter } from 'next/navigation'
import { useEffect, useState, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { apiFetch } from '@/client/api.ts'
import { Spinner } from '@/components/ui/Spinner.tsx'
import { useAuth } from './AuthProvider.tsx'

export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading, signingOut } = useAuth()
  const router = useRouter()
  const intl = useIntl()
  const [cookieOk, setCookieOk] = useState<boolean | null>(null)

  useEffect(() => {
    if (loading || user) return
    let cancelled = false
    apiFetch<{ authenticated: boolean }>('/api/auth/check-cookie')
      .then((r) => !cancelled && setCookieOk(r.authenticated))
      .catch(() => !cancelled && setCookieOk(false))
    return () => {
      cancelled = true
    }
  }, [loading, user])

  useEffect(() => {
    if (!loading && !user && !signingOut && cookieOk === false) router.replace('/login')
  }, [loading, user, cookieOk, router, signingOut])

  if (user || cookieOk) return <>{children}</>
  return <Spinner label={intl.formatMessage({ id: 'auth.loading' })} />
}
