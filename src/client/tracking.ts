// Conversion tracking in the browser: one event id shared by the Meta Pixel, the tag event and the
// server-side Conversions API call, so Meta deduplicates them. Fire and forget: never throws.
import {
  metaUserData,
  PAYMENT_EVENTS,
  paymentEventId,
  pixelEvent,
  type MetaEventName,
  type MetaPersonFacts,
} from '@/lib/metaEvents.ts'
import { STORAGE_KEYS, UTM_KEYS } from '@/lib/storageKeys.ts'
import { pixelQueue } from './metaPixel.ts'
import { readStorage } from './storage.ts'

type Fbq = (
  cmd: 'track' | 'trackCustom',
  name: string,
  params?: Record<string, unknown>,
  opts?: { eventID: string },
) => void
type TrackingWindow = Window & { fbq?: Fbq; dataLayer?: Array<Record<string, unknown>> }

/** The person (name: full or first name) and, for purchases, what they buy. */
export type TrackData = MetaPersonFacts & {
  value?: number
  subscriptionPlan?: string
  interval?: string
}

function newEventId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`
}

export function storedAttribution(): Record<string, string> {
  const out: Record<string, string> = {}
  for (const key of [...UTM_KEYS, STORAGE_KEYS.campaignId, STORAGE_KEYS.referral] as const) {
    const v = readStorage(key)
    if (v) out[key] = v
  }
  return out
}

type CustomData = {
  value?: number
  currency?: 'BRL'
  subscription_plan?: string
  interval?: string
}

function customData(data: TrackData): CustomData {
  return {
    ...(data.value !== undefined ? { value: data.value, currency: 'BRL' as const } : {}),
    ...(data.subscriptionPlan ? { subscription_plan: data.subscriptionPlan } : {}),
    ...(data.interval ? { interval: data.interval } : {}),
  }
}

/** The Meta Pixel and the tag manager's data layer. */
function browserEvent(
  name: MetaEventName,
  eventId: string,
  custom: CustomData,
  utm: Record<string, string>,
): void {
  const w = window as TrackingWindow
  const meta = pixelEvent(name)
  // Before the Pixel's script has loaded, its queue (as Meta's snippet would have it on the page).
  const fbq = (w.fbq ?? pixelQueue()) as Fbq | undefined
  fbq?.(meta.command, meta.name, { ...custom, ...utm }, { eventID: eventId })
  ;(w.dataLayer ??= []).push({ event: name, event_id: eventId, ...custom, ...utm })
}

function serverEventBody(
  name: MetaEventName,
  eventId: string,
  data: TrackData,
  custom: CustomData,
  utm: Record<string, string>,
  extra: Record<string, unknown> = {},
): string {
  const stored: MetaPersonFacts = {
    email: readStorage(STORAGE_KEYS.userEmail),
    name: readStorage(STORAGE_KEYS.userName),
    phone: readStorage(STORAGE_KEYS.userPhone),
    uid: readStorage(STORAGE_KEYS.uid),
  }
  return JSON.stringify({
    event_name: name,
    event_time: Math.floor(Date.now() / 1000),
    event_id: eventId,
    user_data: metaUserData(data, stored),
    custom_data: custom,
    utm,
    ...extra,
  })
}

/** The signed-in Firebase user (a `User`), whose ID token the server verifies. */
export type SignedInUser = { getIdToken: () => Promise<string> }

async function sendServerEvent(user: SignedInUser, body: string): Promise<void> {
  const authorization = `Bearer ${await user.getIdToken()}`
  await fetch('/meta-capi', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    keepalive: true,
    body,
  })
}

/**
 * The server takes an event only from a signed-in account (its ID token, as checkout sends it): the
 * token is passed rather than left to the session cookie, which may not be set yet right after
 * sign-up. Without a user only the Pixel and the data layer hear of the event.
 */
export function trackEvent(
  name: MetaEventName,
  data: TrackData,
  user: SignedInUser | null | undefined,
): string {
  const eventId = newEventId()
  try {
    const utm = storedAttribution()
    const custom = customData(data)
    browserEvent(name, eventId, custom, utm)
    if (user)
      void sendServerEvent(user, serverEventBody(name, eventId, data, custom, utm)).catch((err) =>
        console.warn('tracking failed', err),
      )
  } catch (err) {
    console.warn('tracking failed', err)
  }
  return eventId
}

/**
 * A confirmed payment ('pagamento_confirmado' and 'PVNewSubs'), once per checkout session: the
 * server checks that the session is the caller's and paid, keeps the count and sends Meta the amount
 * it recorded; the Pixel fires only when the server took the event (not on a reload), with the same
 * event id so Meta counts it once.
 */
export async function trackPayment(
  sessionId: string,
  data: TrackData,
  authorization: string | null,
): Promise<void> {
  const utm = storedAttribution()
  const custom = customData(data)
  for (const name of PAYMENT_EVENTS) {
    const eventId = paymentEventId(name, sessionId)
    try {
      const res = await fetch('/meta-capi', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(authorization ? { authorization } : {}),
        },
        body: serverEventBody(name, eventId, data, custom, utm, { checkout_session_id: sessionId }),
      })
      if (res.status === 202) browserEvent(name, eventId, custom, utm)
    } catch (err) {
      console.warn('tracking failed', err)
    }
  }
}

/** Without a checkout session (spec section 7's fallback values) only the Pixel and the data layer hear of a payment. */
export function trackBrowserPayment(data: TrackData): void {
  try {
    const utm = storedAttribution()
    for (const name of PAYMENT_EVENTS) browserEvent(name, newEventId(), customData(data), utm)
  } catch (err) {
    console.warn('tracking failed', err)
  }
}
