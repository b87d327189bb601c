'use client'
import Image from 'next/image'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useMemo, useState } from 'react'
import { useIntl } from 'react-intl'
import useSWR from 'swr'
import { ApiError, apiFetch } from '@/client/api.ts'
import { firebaseAuth } from '@/client/firebase.ts'
import { signOutAndRevoke } from '@/client/signOut.ts'
import { removeStorage } from '@/client/storage.ts'
import { planDisplayName } from '@/lib/planNames.ts'
import { STORAGE_KEYS } from '@/lib/storageKeys.ts'
import { statusLabel, type StatusLabel } from '@/lib/subscriptionState.ts'
import { splitName } from '@/lib/validation.ts'
import { useAuth } from '@/components/auth/AuthProvider.tsx'
import { useOpenBillingPortal } from '@/components/plans/useOpenBillingPortal.ts'
import { useTrial } from '@/components/trial/TrialCountdown.tsx'
import { useStoredValue } from '@/components/ui/useBrowserValue.ts'
import { useToast } from '@/components/ui/Toaster.tsx'
import styles from './UserArea.module.scss'

const STATUS_TEXT: Record<StatusLabel, string> = {
  active: 'area.active',
  inactive: 'area.inactive',
  awaitingPayment: 'area.awaitingPayment',
  processing: 'area.processing',
}

export type UserRecord = {
  uid: string
  email: string
  displayName: string | null
  firstName: string | null
  lastName: string | null
  phoneNumber: string | null
  photoURL: string | null
  subscription_plan: string | null
  subscription_active: boolean | null
  subscription_status: string | null
  subscription_start: number | null
  subscription_end: number | null
  createdAt: string
}

/** trialPlanName: the default plan of Business constants, whose trial every new account gets. */
type Props = {
  plans: { planId: string; displayName: string }[]
  trialDays: number
  trialPlanName: string
  appUrl: string
}

const dateBR = (d: Date) => new Intl.DateTimeFormat('pt-BR').format(d)
const fromUnix = (s: number | null) => (s ? dateBR(new Date(s * 1000)) : '—')

export function UserArea({ plans, trialDays, trialPlanName, appUrl }: Props) {
  const intl = useIntl()
  const toast = useToast()
  const router = useRouter()
  const { user, markSigningOut } = useAuth()
  const portalMessages = useMemo(
    () => ({
      error: intl.formatMessage({ id: 'portal.error' }),
      noEmail: intl.formatMessage({ id: 'portal.noEmail' }),
      failed: intl.formatMessage({ id: 'portal.failed' }),
    }),
    [intl],
  )
  const openPortal = useOpenBillingPortal(portalMessages)
  const storedName = useStoredValue(STORAGE_KEYS.userName)
  // A photo that failed to load (a host the CSP refuses, a dead link) shows the placeholder instead;
  // remembered by address, so another photo is tried.
  const [brokenPhoto, setBrokenPhoto] = useState<string | null>(null)

  const {
    data: record,
    error,
    isLoading,
    isValidating,
    mutate,
  } = useSWR<UserRecord>(
    user ? ['user', user.uid] : null,
    async () => {
      const read = async (fresh: boolean) =>
        apiFetch<UserRecord>(`/api/users/${encodeURIComponent(user!.uid)}`, {
          headers: { authorization: `Bearer ${await user!.getIdToken(fresh)}` },
        })
      const refused = (err: unknown) => err instanceof ApiError && err.status === 401
      try {
        return await read(false)
      } catch (err) {
        if (!refused(err)) throw err
      }
      // The ID token was refused: expired in a sleeping tab (a fresh one works), or the account
      // signed out on another device, which revokes every session. Then this browser is signed out
      // too, and the page goes to /login instead of offering a retry that cannot succeed.
      try {
        return await read(true)
      } catch (err) {
        if (refused(err)) await signOutAndRevoke(firebaseAuth()).catch(() => undefined)
        throw err
      }
    },
    {
      // A refusal does not change by asking again; a network or server failure is retried twice.
      shouldRetryOnError: (err) =>
        !(err instanceof ApiError && err.status < 500 && err.status !== 429),
      errorRetryCount: 2,
    },
  )
  // A missing record is a new account; any other failure falls back to the identity data (spec),
  // with one toast per failure, not one per retry.
  const failed = Boolean(error) && (error as { status?: number }).status !== 404
  useEffect(() => {
    if (failed)
      toast({ title: intl.formatMessage({ id: 'area.loadError' }), variant: 'destructive' })
  }, [failed, intl, toast])
  const trial = useTrial(trialDays)

  const logout = async () => {
    markSigningOut()
    try {
      // The ID token goes with the sign-out before Firebase forgets it (src/client/signOut.ts).
      await signOutAndRevoke(firebaseAuth())
      // The spec's name, email and phone, and the rest of what sign-up stored about this account.
      removeStorage(
        STORAGE_KEYS.userName,
        STORAGE_KEYS.userEmail,
        STORAGE_KEYS.userPhone,
        STORAGE_KEYS.userWhatsapp,
        STORAGE_KEYS.uid,
        STORAGE_KEYS.registrationDate,
        // The next account signed in here gets its own 15 minutes, not this one's expired end time.
        STORAGE_KEYS.upsellEndTime,
      )
      toast({ title: intl.formatMessage({ id: 'area.signOutSuccess' }), variant: 'success' })
      router.push('/')
    } catch {
      toast({ title: intl.formatMessage({ id: 'area.signOutError' }), variant: 'destructive' })
    }
  }

  if (!user) {
    return (
      <div className={styles.empty}>
        <p>{intl.formatMessage({ id: 'area.noData' })}</p>
        <Link href="/login" className={styles.primary}>
          {intl.formatMessage({ id: 'area.backToLogin' })}
        </Link>
      </div>
    )
  }

  const name =
    user.displayName ||
    record?.displayName ||
    storedName ||
    intl.formatMessage({ id: 'area.defaultName' })
  const createdAt = user.metadata.creationTime
    ? new Date(user.metadata.creationTime)
    : record
      ? new Date(record.createdAt)
      : null
  const photo = user.photoURL || record?.photoURL
  const phone = record?.phoneNumber || user.phoneNumber
  const label = statusLabel(record?.subscription_active, record?.subscription_status)
  const status = {
    text: intl.formatMessage({ id: STATUS_TEXT[label] }),
    cls: label === 'active' ? styles.active : label === 'inactive' ? styles.inactive : '',
  }

  return (
    <div className={styles.grid}>
      <section className={styles.card} aria-labelledby="perfil">
        <h2 id="perfil" className={styles.cardTitle}>
          {intl.formatMessage({ id: 'area.profile' })}
        </h2>
        <div className={styles.identity}>
          {photo && photo !== brokenPhoto ? (
            <Image
              src={photo}
              onError={() => setBrokenPhoto(photo)}
              alt={intl.formatMessage({ id: 'area.photo' }, { name })}
              width={64}
              height={64}
              className={styles.photo}
              unoptimized
            />
          ) : (
            <span className={styles.placeholder} aria-hidden="true" data-testid="photo-placeholder">
              {name.slice(0, 1).toUpperCase()}
            </span>
          )}
          <div>
            <p className={styles.name} data-testid="profile-name">
              {name}
            </p>
            {createdAt ? (
              <p className={styles.muted}>
                {intl.formatMessage({ id: 'area.memberSince' }, { date: dateBR(createdAt) })}
              </p>
            ) : null}
          </div>
        </div>
        <dl className={styles.list}>
          <div>
            <dt>{intl.formatMessage({ id: 'area.firstName' })}</dt>
            <dd>{record?.firstName || splitName(name).firstName}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: 'area.lastName' })}</dt>
            <dd>{(record ? record.lastName : splitName(name).lastName) || '—'}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: 'area.email' })}</dt>
            <dd>{user.email ?? record?.email}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: 'area.phone' })}</dt>
            <dd>{phone || '—'}</dd>
          </div>
        </dl>
        <button type="button" className={styles.secondary} onClick={logout}>
          {intl.formatMessage({ id: 'area.signOut' })}
        </button>
      </section>

      <section className={styles.card} aria-labelledby="assinatura" aria-busy={isLoading}>
        <h2 id="assinatura" className={styles.cardTitle}>
          {intl.formatMessage({ id: 'area.subscription' })}
        </h2>
        {record?.subscription_plan ? (
          <>
            <dl className={styles.list}>
              <div>
                <dt>{intl.formatMessage({ id: 'area.plan' })}</dt>
                <dd data-testid="subscription-plan">
                  {planDisplayName(record.subscription_plan, plans)}
                </dd>
              </div>
              <div>
                <dt>{intl.formatMessage({ id: 'area.status' })}</dt>
                <dd className={status.cls} data-testid="subscription-status">
                  {status.text}
                </dd>
              </div>
              <div>
                <dt>{intl.formatMessage({ id: 'area.start' })}</dt>
                <dd>{fromUnix(record.subscription_start)}</dd>
              </div>
              <div>
                <dt>{intl.formatMessage({ id: 'area.end' })}</dt>
                <dd>{fromUnix(record.subscription_end)}</dd>
              </div>
            </dl>
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.primary}
                onClick={() => void openPortal(user)}
              >
                {intl.formatMessage({ id: 'area.manage' })}
              </button>
              <Link href="/planos" className={styles.secondary}>
                {intl.formatMessage({ id: 'area.upgrade' })}
              </Link>
            </div>
          </>
        ) : isLoading ? (
          <p className={styles.muted}>{intl.formatMessage({ id: 'auth.loading' })}</p>
        ) : failed && !record ? (
          // Unknown is not "no subscription": a subscriber must not be told to buy again.
          <div className={styles.block} data-testid="subscription-unknown">
            <p>{intl.formatMessage({ id: 'area.loadFailed' })}</p>
            <button
              type="button"
              className={styles.primary}
              disabled={isValidating}
              onClick={() => void mutate()}
            >
              {intl.formatMessage({ id: 'area.retry' })}
            </button>
          </div>
        ) : trial && !trial.over ? (
          <div className={styles.block} data-testid="trial-block">
            <p>{intl.formatMessage({ id: 'area.trial' }, { plan: trialPlanName })}</p>
            <p className={styles.strong}>
              {intl.formatMessage(
                { id: 'area.trialLeft' },
                {
                  days: trial.remaining.days,
                  hours: trial.remaining.hours,
                  minutes: trial.remaining.minutes,
                },
              )}
            </p>
            <a href={appUrl} className={styles.primary}>
              {intl.formatMessage({ id: 'area.openApp' })}
            </a>
          </div>
        ) : (
          <div className={styles.block} data-testid="no-subscription">
            <p>{intl.formatMessage({ id: 'area.noSubscription' })}</p>
            <Link href="/planos" className={styles.primary}>
              {intl.formatMessage({ id: 'area.seePlans' })}
            </Link>
          </div>
        )}
      </section>
    </div>
  )
}
