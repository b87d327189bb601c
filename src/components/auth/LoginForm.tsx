'use client'
import { signInWithEmailAndPassword } from 'firebase/auth'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useIntl } from 'react-intl'
import { firebaseAuth } from '@/client/firebase.ts'
import { readStorage } from '@/client/storage.ts'
import { signInErrorMessage } from '@/lib/authErrors.ts'
import { STORAGE_KEYS } from '@/lib/storageKeys.ts'
import { validateSignIn } from '@/lib/validation.ts'
import { useToast } from '@/components/ui/Toaster.tsx'
import { useAuth } from './AuthProvider.tsx'
import styles from './AuthCard.module.scss'

/** Where a signed-in visitor goes from /login: the upsell if a plan was chosen, else the user area. */
function nextPath(): string {
  return readStorage(STORAGE_KEYS.selectedPlan) ? '/upsell' : '/area-usuario'
}

export function LoginForm() {
  const intl = useIntl()
  const toast = useToast()
  const router = useRouter()
  const { user } = useAuth()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submitting = useRef(false)

  useEffect(() => {
    if (user && !submitting.current) router.replace(nextPath())
  }, [user, router])

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const invalid = validateSignIn(email, password)
    setError(invalid)
    if (invalid) return
    setBusy(true)
    submitting.current = true
    try {
      await signInWithEmailAndPassword(firebaseAuth(), email.trim(), password)
      toast({ title: intl.formatMessage({ id: 'login.success' }), variant: 'success' })
      router.push(nextPath())
    } catch (err) {
      const message = signInErrorMessage((err as { code?: string }).code)
      toast({
        title: intl.formatMessage({ id: 'login.errorTitle' }),
        description: message,
        variant: 'destructive',
      })
      setError(message)
      submitting.current = false
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={styles.card}>
      <h1 className={styles.title}>{intl.formatMessage({ id: 'login.title' })}</h1>
      <p className={styles.subtitle}>{intl.formatMessage({ id: 'login.subtitle' })}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor="login-email">{intl.formatMessage({ id: 'login.email' })}</label>
          <input
            id="login-email"
            className={styles.input}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="login-password">{intl.formatMessage({ id: 'login.password' })}</label>
          <input
            id="login-password"
            className={styles.input}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <div className={styles.row}>
          <Link href="/esqueci-senha">{intl.formatMessage({ id: 'login.forgot' })}</Link>
        </div>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className={styles.submit} disabled={busy}>
          {intl.formatMessage({ id: busy ? 'login.submitting' : 'login.submit' })}
        </button>
      </form>
      <div className={styles.divider}>{intl.formatMessage({ id: 'auth.or' })}</div>
      <button type="button" className={styles.google} disabled>
        {intl.formatMessage({ id: 'login.google' })}
      </button>
      <p className={styles.alt}>
        {intl.formatMessage({ id: 'login.noAccount' })}{' '}
        <Link href="/signup">{intl.formatMessage({ id: 'login.signup' })}</Link>
      </p>
    </div>
  )
}
