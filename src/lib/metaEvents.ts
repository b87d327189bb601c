// Meta Conversions API rules (spec section 7): accepted events, validation and the normalisation
// Meta requires before SHA-256 hashing. Pure: hashing is passed in so browsers and tests can share it.
import { splitName } from './validation.ts'

export const META_EVENTS = [
  'cadastro',
  'pagamento_confirmado',
  'PVNewSubs',
  'checkout_iniciado',
  'checkout_finalizado',
] as const
export type MetaEventName = (typeof META_EVENTS)[number]

// Meta's standard names for the spec's events that have one (the others go as custom events). The
// Pixel and the Conversions API must both use it: Meta counts a browser and a server event as one
// only when their event name and event id both match.
const STANDARD: Partial<Record<MetaEventName, string>> = {
  cadastro: 'CompleteRegistration',
  pagamento_confirmado: 'Purchase',
  checkout_iniciado: 'InitiateCheckout',
}

/** The name Meta hears for an event, and the Pixel command that sends it. */
export function pixelEvent(name: MetaEventName): {
  command: 'track' | 'trackCustom'
  name: string
} {
  const standard = STANDARD[name]
  return standard ? { command: 'track', name: standard } : { command: 'trackCustom', name }
}

export type MetaUserData = { em?: string; fn?: string; ph?: string; external_id?: string }
export type MetaCustomData = {
  value?: number
  currency?: 'BRL'
  subscription_plan?: string
  interval?: string
}
export type MetaEventInput = {
  event_name: MetaEventName
  event_time: number
  event_id: string
  user_data: MetaUserData
  custom_data: MetaCustomData
  utm?: Record<string, string>
}

/** What the page knows of the person (the signed-in user), and what sign-up stored in the browser. */
export type MetaPersonFacts = {
  email?: string | null
  name?: string | null
  phone?: string | null
  uid?: string | null
}

/**
 * An event's user_data (spec section 7: em, fn, external_id if stored, ph if stored): the page's
 * facts first, the stored ones otherwise, unless they were stored for another account; fn is the
 * first word of the name.
 */
export function metaUserData(known: MetaPersonFacts, storedFacts: MetaPersonFacts): MetaUserData {
  const stored = known.uid && storedFacts.uid && known.uid !== storedFacts.uid ? {} : storedFacts
  const em = known.email || stored.email
  const fn = splitName(known.name || stored.name || '').firstName
  const externalId = known.uid || stored.uid
  const ph = known.phone || stored.phone
  return {
    ...(em ? { em } : {}),
    ...(fn ? { fn } : {}),
    ...(externalId ? { external_id: externalId } : {}),
    ...(ph ? { ph } : {}),
  }
}

/** Events that report a payment: accepted only for a paid checkout session of the caller, once each. */
export const PAYMENT_EVENTS = [
  'pagamento_confirmado',
  'PVNewSubs',
] as const satisfies readonly MetaEventName[]
export type PaymentEventName = (typeof PAYMENT_EVENTS)[number]

export function isPaymentEvent(name: MetaEventName): name is PaymentEventName {
  return (PAYMENT_EVENTS as readonly string[]).includes(name)
}

/** One id per payment event and checkout session, shared by the Pixel and the server, so Meta counts it once. */
export function paymentEventId(name: PaymentEventName, sessionId: string): string {
  return `${name}:${sessionId}`
}

const MAX_PAST_S = 7 * 86_400
const MAX_FUTURE_S = 10 * 60

const shortString = (v: unknown, max = 200): v is string =>
  typeof v === 'string' && v.length > 0 && v.length <= max

export function validateMetaEvent(
  body: unknown,
  nowS: number,
): { ok: true; event: MetaEventInput } | { ok: false; message: string } {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return { ok: false, message: 'Envie o evento como um objeto JSON.' }
  const b = body as Record<string, unknown>
  if (!META_EVENTS.includes(b.event_name as MetaEventName))
    return { ok: false, message: `event_name deve ser um de: ${META_EVENTS.join(', ')}.` }
  if (typeof b.event_time !== 'number' || !Number.isInteger(b.event_time))
    return { ok: false, message: 'event_time deve ser um inteiro (segundos Unix).' }
  if (b.event_time < nowS - MAX_PAST_S || b.event_time > nowS + MAX_FUTURE_S)
    return { ok: false, message: 'event_time está fora do intervalo aceito (até 7 dias atrás).' }
  if (!shortString(b.event_id, 100)) return { ok: false, message: 'event_id é obrigatório.' }
  const user = b.user_data ?? {}
  const custom = b.custom_data ?? {}
  if (
    typeof user !== 'object' ||
    Array.isArray(user) ||
    typeof custom !== 'object' ||
    Array.isArray(custom)
  )
    return { ok: false, message: 'user_data e custom_data devem ser objetos.' }
  const u = user as Record<string, unknown>
  const user_data: MetaUserData = {}
  for (const key of ['em', 'fn', 'ph', 'external_id'] as const) {
    if (u[key] === undefined || u[key] === null || u[key] === '') continue
    if (!shortString(u[key], 320)) return { ok: false, message: `user_data.${key} deve ser texto.` }
    user_data[key] = u[key] as string
  }
  const c = custom as Record<string, unknown>
  const custom_data: MetaCustomData = {}
  if (c.value !== undefined) {
    if (
      typeof c.value !== 'number' ||
      !Number.isFinite(c.value) ||
      c.value < 0 ||
      c.value > 1_000_000
    )
      return { ok: false, message: 'custom_data.value deve ser um número positivo.' }
    custom_data.value = c.value
    custom_data.currency = 'BRL'
  }
  if (c.subscription_plan !== undefined) {
    if (!shortString(c.subscription_plan, 120))
      return { ok: false, message: 'custom_data.subscription_plan deve ser texto.' }
    custom_data.subscription_plan = c.subscription_plan
  }
  if (c.interval !== undefined) {
    if (!shortString(c.interval, 20))
      return { ok: false, message: 'custom_data.interval deve ser texto.' }
    custom_data.interval = c.interval
  }
  const utm: Record<string, string> = {}
  if (b.utm && typeof b.utm === 'object' && !Array.isArray(b.utm)) {
    for (const [k, v] of Object.entries(b.utm as Record<string, unknown>))
      if (
        /^(utm_(source|medium|campaign|term|content)|campaign_id|referral)$/.test(k) &&
        shortString(v, 200)
      )
        utm[k] = v
  }
  return {
    ok: true,
    event: {
      event_name: b.event_name as MetaEventName,
      event_time: b.event_time,
      event_id: b.event_id as string,
      user_data,
      custom_data,
      utm,
    },
  }
}

/** Meta's normalisation before hashing: emails and names lower-cased and trimmed, phones as digits with country code 55. */
export function normaliseUserField(key: keyof MetaUserData, value: string): string {
  const v = value.trim()
  if (key === 'em' || key === 'fn') return v.toLowerCase()
  if (key === 'ph') {
    const digits = v.replace(/\D/g, '')
    return digits.length === 10 || digits.length === 11 ? `55${digits}` : digits
  }
  return v
}
