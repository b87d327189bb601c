'use client'
import Link from 'next/link'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useIntl } from 'react-intl'
import { apiFetch, ApiError } from '@/client/api.ts'
import { validateResetEmail } from '@/lib/validation.ts'
import { useToast } from '@/components/ui/Toaster.tsx'
import styles from './AuthCard.module.scss'

export function ForgotPasswordForm() {
  const intl = useIntl()
  const toast = useToast()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)
  // Each view replaces the other, focused element included: focus goes to the notice's heading, and
  // back to the email field after 'Tentar novamente', not to the top of the page.
  const sentHeading = useRef<HTMLHeadingElement>(null)
  const emailField = useRef<HTMLInputElement>(null)
  const retried = useRef(false)
  useEffect(() => {
    if (sentTo) sentHeading.current?.focus()
    else if (retried.current) emailField.current?.focus()
  }, [sentTo])

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const invalid = validateResetEmail(email)
    setError(invalid)
    if (invalid) return
    setBusy(true)
    try {
      await apiFetch('/api/password-reset', { json: { email: email.trim() } })
      toast({
        title: intl.formatMessage({ id: 'forgot.successTitle' }),
        description: intl.formatMessage({ id: 'forgot.successText' }),
        variant: 'success',
      })
      setSentTo(email.trim())
    } catch (err) {
      const description =
        err instanceof ApiError && !err.message.startsWith('HTTP ')
          ? err.message
          : intl.formatMessage({ id: 'forgot.errorFallback' })
      toast({
        title: intl.formatMessage({ id: 'forgot.errorTitle' }),
        description,
        variant: 'destructive',
      })
    } finally {
      setBusy(false)
    }
  }

  if (sentTo) {
    return (
      <div className={styles.card}>
        <div className={styles.notice}>
          <h1 className={styles.title} ref={sentHeading} tabIndex={-1}>
            {intl.formatMessage({ id: 'forgot.sentTitle' })}
          </h1>
          <p>{intl.formatMessage({ id: 'forgot.sentText' }, { email: sentTo })}</p>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => {
              retried.current = true
              setSentTo(null)
            }}
          >
            {intl.formatMessage({ id: 'forgot.retry' })}
          </button>
          <Link href="/login">{intl.formatMessage({ id: 'forgot.back' })}</Link>
        </div>
      </div>
    )
  }

  return (
    <div className={styles.card}>
      <h1 className={styles.title}>{intl.formatMessage({ id: 'forgot.title' })}</h1>
      <p className={styles.subtitle}>{intl.formatMessage({ id: 'forgot.subtitle' })}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor="forgot-email">{intl.formatMessage({ id: 'forgot.email' })}</label>
          <input
            ref={emailField}
            id="forgot-email"
            className={styles.input}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={error ? true : undefined}
          />
        </div>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className={styles.submit} disabled={busy}>
          {intl.formatMessage({ id: busy ? 'forgot.submitting' : 'forgot.submit' })}
        </button>
      </form>
      <p className={styles.alt}>
        <Link href="/login">{intl.formatMessage({ id: 'forgot.back' })}</Link>
      </p>
    </div>
  )
}
