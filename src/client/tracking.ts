// Conversion tracking in the browser: one event id shared by the Meta Pixel, the tag event and the
// server-side Conversions API call, so Meta deduplicates them. Fire and forget: never throws.
import type { MetaEventName } from '../lib/metaEvents.ts'
import { STORAGE_KEYS, UTM_KEYS } from '../lib/storageKeys.ts'
import { readStorage } from './storage.ts'

type Fbq = (cmd: 'track' | 'trackCustom', name: string, params?: Record<string, unknown>, opts?: { eventID: string }) => void
type TrackingWindow = Window & { fbq?: Fbq; dataLayer?: Array<Record<string, unknown>> }

export type TrackData = {
  email?: string | null
  firstName?: string | null
  phone?: string | null
  externalId?: string | null
  value?: number
  subscriptionPlan?: string
  interval?: string
}

const STANDARD: Partial<Record<MetaEventName, string>> = { cadastro: 'CompleteRegistration', pagamento_confirmado: 'Purchase', checkout_iniciado: 'InitiateCheckout' }

function newEventId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`
}

export function storedAttribution(): Record<string, string> {
  const out: Record<string, string> = {}
  for (const key of [...UTM_KEYS, STORAGE_KEYS.campaignId, STORAGE_KEYS.referral] as const) {
    const v = readStorage(key)
    if (v) out[key] = v
  }
  return out
}

export function trackEvent(name: MetaEventName, data: TrackData = {}): string {
  const eventId = newEventId()
  try {
    const w = window as TrackingWindow
    const utm = storedAttribution()
    const custom = {
      ...(data.value !== undefined ? { value: data.value, currency: 'BRL' as const } : {}),
      ...(data.subscriptionPlan ? { subscription_plan: data.subscriptionPlan } : {}),
      ...(data.interval ? { interval: data.interval } : {}),
    }
    const standard = STANDARD[name]
    if (w.fbq) w.fbq(standard ? 'track' : 'trackCustom', standard ?? name, { ...custom, ...utm }, { eventID: eventId })
    ;(w.dataLayer ??= []).push({ event: name, event_id: eventId, ...custom, ...utm })
    const externalId = data.externalId ?? readStorage(STORAGE_KEYS.uid)
    const phone = data.phone ?? readStorage(STORAGE_KEYS.userPhone)
    void fetch('/meta-capi', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      keepalive: true,
      body: JSON.stringify({
        event_name: name,
        event_time: Math.floor(Date.now() / 1000),
        event_id: eventId,
        user_data: { em: data.email ?? readStorage(STORAGE_KEYS.userEmail) ?? undefined, fn: data.firstName ?? undefined, ...(externalId ? { external_id: externalId } : {}), ...(phone ? { ph: phone } : {}) },
        custom_data: custom,
        utm,
      }),
    }).catch((err) => console.warn('tracking failed', err))
  } catch (err) {
    console.warn('tracking failed', err)
  }
  return eventId
}
