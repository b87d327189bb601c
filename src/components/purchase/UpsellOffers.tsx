'use client'
// The upsell (spec sections 2, 4 and 9): longer periods of the chosen plan, a persisted 15-minute
// countdown, a confirmation dialog, and the checkout tab that this page watches until it resolves.
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, useTransition } from 'react'
import { useIntl } from 'react-intl'
import { readStorage, removeStorage, writeStorage } from '@/client/storage.ts'
import { hasActiveSubscription } from '@/client/subscription.ts'
import { trackEvent } from '@/client/tracking.ts'
import {
  CHECKOUT_ACK,
  completedCheckout,
  routeCheckoutMessage,
  routeCheckoutTab,
  type PollOutcome,
} from '@/lib/checkoutState.ts'
import { pad2, parseEndTime, readEndTime, remainingUntil } from '@/lib/countdown.ts'
import { centsToDecimalString, formatBRL, parseMoneyToCents } from '@/lib/money.ts'
import { priceTerms } from '@/lib/priceDisplay.ts'
import { monthlySelection, resolvePromo, type PromoCodeRecord } from '@/lib/promo.ts'
import { usePromoTime } from '@/components/plans/usePromoTime.ts'
import {
  buildUpsellOptions,
  upsellView,
  type UpsellOption,
  type UpsellOptionSetting,
  type UpsellPlan,
} from '@/lib/upsell.ts'
import { findChosenPlan } from '@/lib/planNames.ts'
import { parseSelectedPlan, STORAGE_KEYS, type SelectedPlan } from '@/lib/storageKeys.ts'
import { useAuth } from '@/components/auth/AuthProvider.tsx'
import { useStoredValue } from '@/components/ui/useBrowserValue.ts'
import { useNow } from '@/components/ui/useNow.ts'
import { Spinner } from '@/components/ui/Spinner.tsx'
import { UpsellOfferCard } from './UpsellOfferCard.tsx'
import styles from './Purchase.module.scss'

type Props = {
  /** monthlyPeriod: the monthly option's period label ('/mês'), as the plan cards show it. */
  plans: Array<UpsellPlan & { monthlyPeriod: string }>
  /** The promo codes that can still apply, to price the offers for the code the plans page resolved. */
  promoCodes: PromoCodeRecord[]
  settings: {
    countdownMinutes: number
    countdownLabel: string
    title: string
    subtitle: string
    featuresTitle: string
    featureLines: string[]
    options: UpsellOptionSetting[]
    reassurance: { title: string; text: string }[]
  }
  pollMs: number
}

export function UpsellOffers({ plans, promoCodes, settings, pollMs }: Props) {
  const intl = useIntl()
  const router = useRouter()
  const { user: knownUser, loading, whenReady } = useAuth()
  // The plan chosen on the plans page, as first read (undefined until storage can be read, null when
  // none is stored): choosing an offer here rewrites the stored plan, the offers stay relative to it.
  const storedPlan = useStoredValue(STORAGE_KEYS.selectedPlan)
  const [chosen, setChosen] = useState<SelectedPlan | null | undefined>(undefined)
  if (chosen === undefined && storedPlan !== undefined) setChosen(parseSelectedPlan(storedPlan))
  const storedEnd = useStoredValue(STORAGE_KEYS.upsellEndTime)
  const end = parseEndTime(storedEnd)
  const [confirming, setConfirming] = useState<UpsellOption | null>(null)
  // 'Processando...' while the plan change is processed: the sign-in state still loading, or the
  // navigation to sign-up under way.
  const [waiting, setWaiting] = useState(false)
  const [navigating, startNavigation] = useTransition()
  const busy = waiting || navigating
  const dialog = useRef<HTMLDialogElement>(null)
  const [opening, setOpening] = useState(false)
  const openingBox = useRef<HTMLDivElement>(null)
  const [blocked, setBlocked] = useState(false)
  const tab = useRef<Window | null>(null)
  // Set once the open tab says its checkout completed: its closing is then no cancellation.
  const completed = useRef<{ sessionId: string | null } | null>(null)
  const now = useNow(end ?? undefined)
  const promoTime = usePromoTime(promoCodes)

  // A signed-in visitor's subscription, asked once (undefined until answered): a subscriber already
  // paying is not offered plans again.
  const [activeFor, setActiveFor] = useState<{ uid: string; active: boolean } | null>(null)
  const view = upsellView({
    chosen: chosen === undefined ? 'unknown' : chosen === null ? 'none' : 'chosen',
    authLoading: loading,
    signedIn: Boolean(knownUser),
    subscriptionActive:
      knownUser && activeFor?.uid === knownUser.uid ? activeFor.active : undefined,
  })
  const checkFor = chosen && !loading ? knownUser : null
  useEffect(() => {
    // Once per account: a refreshed user object of the same account asks nothing again.
    if (!checkFor || activeFor?.uid === checkFor.uid) return
    let cancelled = false
    void hasActiveSubscription(checkFor).then((active) => {
      if (!cancelled) setActiveFor({ uid: checkFor.uid, active })
    })
    return () => {
      cancelled = true
    }
  }, [checkFor, activeFor])
  useEffect(() => {
    if (view === '/area-usuario')
      // The stored choice is what sent this subscriber here (sign-in goes to the upsell with one).
      removeStorage(STORAGE_KEYS.selectedPlan, STORAGE_KEYS.upsellEndTime)
    if (view === '/planos' || view === '/area-usuario') router.replace(view)
  }, [view, router])
  // A native modal dialog: focus moves in and back to the opener, Escape closes, the page is inert.
  useEffect(() => {
    const d = dialog.current
    if (!d) return
    if (confirming && !d.open) d.showModal()
    else if (!confirming && d.open) d.close()
  }, [confirming])
  // While the checkout tab is open the page is inert: focus goes to the box that says so (closing
  // the dialog returned it to a button that is now inert, so it fell to the page's body).
  useEffect(() => {
    if (opening && !confirming) openingBox.current?.focus()
  }, [opening, confirming])
  useEffect(() => {
    // A missing or invalid end time starts the countdown; a stored one survives reloads. Only
    // where the offers show: a subscriber on the way to the user area had it cleared.
    if (storedEnd === undefined || view !== 'offers') return
    const { end: e, fresh } = readEndTime(storedEnd, Date.now(), settings.countdownMinutes)
    if (fresh) writeStorage(STORAGE_KEYS.upsellEndTime, String(e))
  }, [storedEnd, settings.countdownMinutes, view])

  // While the checkout tab is open: poll it, and listen for its same-origin success message.
  useEffect(() => {
    if (!opening) return
    const finish = (outcome: PollOutcome) => {
      if (outcome.kind === 'wait') return
      window.clearInterval(timer)
      window.removeEventListener('message', onMessage)
      // Already paying: the user area, as for a subscriber who opens this page.
      if (outcome.kind === 'subscribed')
        removeStorage(STORAGE_KEYS.selectedPlan, STORAGE_KEYS.upsellEndTime)
      if ('recordFinish' in outcome) {
        const plan = parseSelectedPlan(readStorage(STORAGE_KEYS.selectedPlan))
        trackEvent(
          'checkout_finalizado',
          {
            email: knownUser?.email,
            name: knownUser?.displayName,
            uid: knownUser?.uid,
            subscriptionPlan: plan?.name,
            interval: plan?.interval,
            value: plan ? Number(plan.priceRaw) : undefined,
          },
          knownUser,
        )
      }
      router.push(outcome.to)
    }
    const onMessage = (event: MessageEvent) => {
      const e = { origin: event.origin, data: event.data }
      completed.current = completedCheckout(e, window.location.origin) ?? completed.current
      const outcome = routeCheckoutMessage(e, window.location.origin)
      if (!outcome) return
      // The tab closes itself once it knows the outcome arrived (else it shows the result page).
      ;(event.source as WindowProxy | null)?.postMessage(CHECKOUT_ACK, window.location.origin)
      finish(outcome)
    }
    const timer = window.setInterval(() => {
      const w = tab.current
      if (!w) return
      let href: string | null = null
      let readError = false
      try {
        href = w.location.href
      } catch {
        readError = true
      }
      finish(
        routeCheckoutTab(
          { closed: w.closed, href, readError },
          window.location.origin,
          undefined,
          completed.current,
        ),
      )
    }, pollMs)
    window.addEventListener('message', onMessage)
    return () => {
      window.clearInterval(timer)
      window.removeEventListener('message', onMessage)
    }
  }, [opening, pollMs, router, knownUser])

  if (!chosen || view !== 'offers') {
    return view === 'wait' ? <Spinner label={intl.formatMessage({ id: 'auth.loading' })} /> : null
  }
  const plan = findChosenPlan(chosen, plans)
  // Withdrawn since it was chosen (or its monthly price removed): checkout would refuse it, and the
  // stored choice may be a longer period, which is no monthly price to show.
  if (!plan?.prices.mensal) {
    return (
      <div className={styles.card} role="alert">
        <h1>{intl.formatMessage({ id: 'upsell.unavailableTitle' })}</h1>
        <p>{intl.formatMessage({ id: 'upsell.unavailableText' })}</p>
        <Link href="/planos" className={styles.primary}>
          {intl.formatMessage({ id: 'canceled.plans' })}
        </Link>
      </div>
    )
  }
  const promo = resolvePromo(chosen.promoCode, promoCodes, new Date(promoTime))
  // The monthly choice comes from the CMS plan: once an offer was confirmed, the stored plan is that
  // longer period (back here from a closed checkout tab, or after sign-up).
  const monthly = monthlySelection(
    {
      planId: plan.planId,
      name: plan.name,
      monthlyCents: plan.prices.mensal.price,
      period: plan.monthlyPeriod,
    },
    promo,
  )
  const chosenCents = parseMoneyToCents(monthly.priceRaw) ?? 0
  // A promo's first month is not the monthly price: the line says what follows, as the plan card does.
  const monthlyTerms = priceTerms(plan.prices.mensal.price, promo, 'month')
  const options = buildUpsellOptions(
    plan,
    chosenCents,
    settings.options,
    settings.featureLines,
    settings.featuresTitle,
    promo,
  )
  const r = end === null ? null : remainingUntil(end, now)

  const startCheckout = async (selected: SelectedPlan): Promise<'signup' | 'tab'> => {
    writeStorage(STORAGE_KEYS.selectedPlan, JSON.stringify(selected))
    // A click before Firebase has restored the session must not treat a signed-in visitor as new.
    const user = loading ? await whenReady() : knownUser
    if (!user) {
      writeStorage(STORAGE_KEYS.loginRedirectUrl, '/planos-promo')
      startNavigation(() => router.push('/cadastro'))
      return 'signup'
    }
    // One checkout at a time: a second one would expire the first tab's session (one payable
    // checkout per account). A tab already open gets the focus instead.
    if (tab.current && !tab.current.closed) {
      tab.current.focus()
      return 'tab'
    }
    const w = window.open('/checkout', '_blank')
    if (!w) {
      setBlocked(true)
      return 'tab'
    }
    tab.current = w
    completed.current = null
    setOpening(true)
    return 'tab'
  }

  const confirm = async () => {
    if (!confirming || busy) return
    setWaiting(true)
    // The code stays with the stored plan whatever the period: a monthly-only promo does not discount
    // longer periods, and checkout sends its coupon only for the month (spec section 5), but back
    // here the monthly choice must still have it.
    const next = await startCheckout({
      planId: plan.planId,
      name: plan.name,
      price: formatBRL(confirming.price),
      period: confirming.periodLabel,
      priceRaw: centsToDecimalString(confirming.price),
      recurringRaw: centsToDecimalString(confirming.recurringPrice ?? confirming.price),
      interval: confirming.interval,
      ...(chosen.promoCode ? { promoCode: chosen.promoCode } : {}),
    })
    setWaiting(false)
    // On the way to sign-up the dialog stays, showing 'Processando...' until the page changes.
    if (next === 'tab') setConfirming(null)
  }

  return (
    <>
      {/* Inert while the checkout tab is open: the keyboard must not reach 'Aproveitar Oferta' and
          rewrite the stored plan while that tab still charges the previous one. */}
      <div className={styles.upsell} inert={opening}>
        <div className={styles.countdown} role="timer" data-testid="upsell-countdown">
          <span>{settings.countdownLabel || intl.formatMessage({ id: 'upsell.endsIn' })}</span>
          <strong>
            {r
              ? `${pad2(r.hours + r.days * 24)}:${pad2(r.minutes)}:${pad2(r.seconds)}`
              : '--:--:--'}
          </strong>
        </div>
        <h1 className={styles.title}>{settings.title}</h1>
        {settings.subtitle ? <p className={styles.subtitle}>{settings.subtitle}</p> : null}
        <p className={styles.chosen}>
          {monthlyTerms.recurring != null
            ? intl.formatMessage(
                { id: 'upsell.chosenFirstMonth' },
                {
                  plan: monthly.name,
                  price: formatBRL(monthlyTerms.first),
                  recurring: formatBRL(monthlyTerms.recurring),
                  period: plan.monthlyPeriod,
                },
              )
            : intl.formatMessage(
                { id: 'upsell.chosen' },
                { plan: monthly.name, price: monthly.price, period: plan.monthlyPeriod },
              )}
        </p>
        <div className={styles.offers}>
          {options.map((o) => (
            <UpsellOfferCard key={o.id} option={o} onChoose={setConfirming} />
          ))}
        </div>
        <button
          type="button"
          className={styles.monthly}
          onClick={() => void startCheckout(monthly)}
        >
          {intl.formatMessage({ id: 'upsell.continueMonthly' })}
        </button>
        {blocked ? (
          <p className={styles.error} role="alert">
            {intl.formatMessage({ id: 'upsell.popupBlocked' })}
          </p>
        ) : null}
        <ul className={styles.reassurance}>
          {settings.reassurance.map((b) => (
            <li key={b.title}>
              <strong>{b.title}</strong>
              <span>{b.text}</span>
            </li>
          ))}
        </ul>

        <dialog
          ref={dialog}
          className={styles.modal}
          aria-labelledby="confirmar-titulo"
          aria-busy={busy}
          onClose={() => setConfirming(null)}
          onCancel={(e) => {
            if (busy) e.preventDefault()
          }}
        >
          {confirming ? (
            <>
              <h2 id="confirmar-titulo">{intl.formatMessage({ id: 'upsell.confirmTitle' })}</h2>
              <p>
                {confirming.recurringPrice !== null
                  ? intl.formatMessage(
                      { id: 'upsell.confirmTextFirstPayment' },
                      {
                        title: confirming.title,
                        plan: chosen.name,
                        price: formatBRL(confirming.price),
                        recurring: `${formatBRL(confirming.recurringPrice)}${confirming.periodLabel}`,
                      },
                    )
                  : intl.formatMessage(
                      { id: 'upsell.confirmText' },
                      {
                        title: confirming.title,
                        plan: chosen.name,
                        price: `${formatBRL(confirming.price)}${confirming.periodLabel}`,
                      },
                    )}
              </p>
              <div className={styles.dialogActions}>
                <button
                  type="button"
                  className={styles.monthly}
                  onClick={() => setConfirming(null)}
                  disabled={busy}
                >
                  {intl.formatMessage({ id: 'upsell.back' })}
                </button>
                {/* aria-disabled, not disabled: the button keeps focus, so 'Processando...' is read out. */}
                <button
                  type="button"
                  className={styles.cta}
                  onClick={() => void confirm()}
                  aria-disabled={busy}
                >
                  {intl.formatMessage({ id: busy ? 'upsell.processing' : 'upsell.confirm' })}
                </button>
              </div>
            </>
          ) : null}
        </dialog>
      </div>

      {opening ? (
        <div className={styles.backdrop} role="status" aria-live="polite">
          <div className={styles.dialog} ref={openingBox} tabIndex={-1}>
            <p className={styles.opening}>{intl.formatMessage({ id: 'upsell.opening' })}</p>
            <p>{intl.formatMessage({ id: 'upsell.openingHint' })}</p>
          </div>
        </div>
      ) : null}
    </>
  )
}
