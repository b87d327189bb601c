'use client'
import { createUserWithEmailAndPassword, updateProfile, type UserCredential } from 'firebase/auth'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from 'react'
import { useIntl } from 'react-intl'
import { apiFetch } from '@/client/api.ts'
import { firebaseAuth } from '@/client/firebase.ts'
import { trackEvent } from '@/client/tracking.ts'
import { writeStorage } from '@/client/storage.ts'
import { signUpErrorMessage } from '@/lib/authErrors.ts'
import { afterSignUpPath, type ConfirmationPlan } from '@/lib/planNames.ts'
import { parseSelectedPlan, STORAGE_KEYS } from '@/lib/storageKeys.ts'
import { editWhatsapp, passwordHint, splitName, validateSignUp } from '@/lib/validation.ts'
import { useStoredValue } from '@/components/ui/useBrowserValue.ts'
import { useToast } from '@/components/ui/Toaster.tsx'
import { useAuth } from './AuthProvider.tsx'
import styles from './AuthCard.module.scss'

/** `passwordMinLength`: "Regras e tempos" in the admin; `subtitle`: "Textos das páginas de venda" › Cadastro (none when empty); `confirmationPlans`: the plans whose record sends their buyers to the account confirmation. */
export function SignupForm({
  confirmationPlans,
  passwordMinLength,
  subtitle,
}: {
  confirmationPlans: ConfirmationPlan[]
  passwordMinLength: number
  subtitle: string | null
}) {
  const intl = useIntl()
  const toast = useToast()
  const router = useRouter()
  const { user } = useAuth()
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  // A new object on every edit, so the caret is put back even when the masked text did not change.
  const [whatsappEdit, setWhatsappEdit] = useState({ value: '', caret: 0 })
  const whatsapp = whatsappEdit.value
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const storedPlan = useStoredValue(STORAGE_KEYS.selectedPlan)
  const chosenPlan = useMemo(() => parseSelectedPlan(storedPlan ?? null), [storedPlan])
  const planName = chosenPlan?.name ?? null
  const submitting = useRef(false)
  // React moves the caret to the end when it rewrites the field: put it back after the same digit.
  const whatsappField = useRef<HTMLInputElement>(null)
  useLayoutEffect(() => {
    const el = whatsappField.current
    if (el && document.activeElement === el)
      el.setSelectionRange(whatsappEdit.caret, whatsappEdit.caret)
  }, [whatsappEdit])
  const onWhatsapp = (e: ChangeEvent<HTMLInputElement>) => {
    const el = e.target
    const type = (e.nativeEvent as InputEvent).inputType
    const deletion =
      type === 'deleteContentBackward'
        ? 'backward'
        : type === 'deleteContentForward'
          ? 'forward'
          : null
    setWhatsappEdit(
      editWhatsapp(whatsapp, el.value, el.selectionStart ?? el.value.length, deletion),
    )
  }

  useEffect(() => {
    if (user && !submitting.current) router.replace('/area-usuario')
  }, [user, router])

  const hint = passwordHint(password, passwordMinLength)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const result = validateSignUp({ name, email, whatsapp, password }, passwordMinLength)
    if (!result.ok) {
      setError(result.message)
      return
    }
    setError(null)
    setBusy(true)
    submitting.current = true
    let cred: UserCredential
    try {
      cred = await createUserWithEmailAndPassword(firebaseAuth(), result.email, password)
    } catch (err) {
      const message = signUpErrorMessage((err as { code?: string }).code, passwordMinLength)
      setError(message)
      toast({
        title: intl.formatMessage({ id: 'signup.errorTitle' }),
        description: message,
        variant: 'destructive',
      })
      submitting.current = false
      setBusy(false)
      return
    }
    // The account exists from here on: a failure below is logged, not shown as "try again" (the
    // retry would be told the email is already in use). The button stays busy until the next page.
    const displayName = name.trim().replace(/\s+/g, ' ')
    await updateProfile(cred.user, { displayName }).catch((err: unknown) =>
      console.warn('saving the display name in Firebase failed', err),
    )
    const { firstName, lastName } = splitName(displayName)
    try {
      const idToken = await cred.user.getIdToken()
      await apiFetch('/api/users', {
        json: {
          uid: cred.user.uid,
          email: result.email,
          displayName,
          emailVerified: false,
          phoneNumber: result.phoneDigits,
          firstName,
          lastName,
        },
        headers: { authorization: `Bearer ${idToken}` },
      })
    } catch (err) {
      console.warn('saving the user record failed', err) // spec: the answer is read only for logging
    }
    writeStorage(STORAGE_KEYS.registrationDate, new Date().toISOString())
    writeStorage(STORAGE_KEYS.uid, cred.user.uid)
    writeStorage(STORAGE_KEYS.userName, displayName)
    writeStorage(STORAGE_KEYS.userEmail, result.email)
    if (result.phoneDigits) {
      writeStorage(STORAGE_KEYS.userPhone, result.phoneDigits)
      writeStorage(STORAGE_KEYS.userWhatsapp, result.phoneDigits)
    }
    trackEvent(
      'cadastro',
      { email: result.email, name: firstName, phone: result.phoneDigits, uid: cred.user.uid },
      cred.user,
    )
    toast({ title: intl.formatMessage({ id: 'signup.success' }), variant: 'success' })
    router.push(afterSignUpPath(chosenPlan, confirmationPlans))
  }

  return (
    <div className={styles.card}>
      <h1 className={styles.title}>{intl.formatMessage({ id: 'signup.title' })}</h1>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor="signup-name">{intl.formatMessage({ id: 'signup.name' })}</label>
          <input
            id="signup-name"
            className={styles.input}
            autoComplete="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="signup-email">{intl.formatMessage({ id: 'signup.email' })}</label>
          <input
            id="signup-email"
            className={styles.input}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="signup-whatsapp">{intl.formatMessage({ id: 'signup.whatsapp' })}</label>
          <input
            id="signup-whatsapp"
            className={styles.input}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="(11) 91234-5678"
            ref={whatsappField}
            value={whatsapp}
            onChange={onWhatsapp}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="signup-password">{intl.formatMessage({ id: 'signup.password' })}</label>
          <input
            id="signup-password"
            className={styles.input}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={hint ? true : undefined}
            aria-describedby={hint ? 'signup-password-hint' : undefined}
          />
          {hint ? (
            <p id="signup-password-hint" className={styles.hint}>
              {hint}
            </p>
          ) : null}
        </div>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className={styles.submit} disabled={busy}>
          {busy
            ? intl.formatMessage({ id: 'signup.submitting' })
            : planName
              ? intl.formatMessage({ id: 'signup.submitPlan' }, { plan: planName })
              : intl.formatMessage({ id: 'signup.submit' })}
        </button>
      </form>
      <div className={styles.divider}>{intl.formatMessage({ id: 'auth.or' })}</div>
      <button type="button" className={styles.google} disabled>
        {intl.formatMessage({ id: 'signup.google' })}
      </button>
      <p className={styles.alt}>
        {intl.formatMessage({ id: 'signup.hasAccount' })}{' '}
        <Link href="/login">{intl.formatMessage({ id: 'signup.login' })}</Link>
      </p>
    </div>
  )
}
