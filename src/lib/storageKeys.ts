// Every browser storage key of spec section 3, in one place.
export const STORAGE_KEYS = {
  selectedPlan: 'selectedPlan',
  upsellEndTime: 'upsellEndTime',
  loginRedirectUrl: 'loginRedirectUrl',
  campaignId: 'campaign_id',
  referral: 'referral',
  userName: 'userName',
  userPhone: 'userPhone',
  uid: 'uid',
  userEmail: 'userEmail',
  registrationDate: 'registrationDate',
  userWhatsapp: 'userWhatsapp',
  checkoutClientSecret: 'checkoutClientSecret',
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
  /** How far (ms) the server's clock is ahead of this browser's, learnt from a refused checkout. */
  clockOffset: 'clockOffsetMs',
} as const

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

export const UTM_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const satisfies readonly StorageKey[]

export type SelectedPlan = {
  /** The plan's stable id (Plans.planId): what checkout, upsell and after-sign-up routing look up. */
  planId?: string
  name: string
  price: string
  period: string
  priceRaw: string
  /** What each later period costs as the card showed it ("Depois, R$ X/mês"), same format. */
  recurringRaw?: string
  interval: string
  /** The promo code the plans page resolved (?promo=…); the server resolves it again and applies its coupon. */
  promoCode?: string
  couponCode?: string
  couponId?: string
}

/** Parses the stored selectedPlan, or null when it is missing or not the expected shape. */
export function parseSelectedPlan(raw: string | null): SelectedPlan | null {
  if (!raw) return null
  let v: unknown
  try {
    v = JSON.parse(raw)
  } catch {
    return null
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) return null
  const o = v as Record<string, unknown>
  const {
    planId,
    name,
    price,
    period,
    priceRaw,
    recurringRaw,
    interval,
    promoCode,
    couponCode,
    couponId,
  } = o
  if (
    typeof name !== 'string' ||
    typeof price !== 'string' ||
    typeof period !== 'string' ||
    typeof priceRaw !== 'string' ||
    typeof interval !== 'string'
  )
    return null
  // Optional fields: absent or null means none; any other non-string is a corrupt entry.
  const optional = (x: unknown): x is string | null | undefined =>
    x === undefined || x === null || typeof x === 'string'
  if (
    !optional(planId) ||
    !optional(recurringRaw) ||
    !optional(promoCode) ||
    !optional(couponCode) ||
    !optional(couponId)
  )
    return null
  return {
    ...(planId ? { planId } : {}),
    name,
    price,
    period,
    priceRaw,
    ...(recurringRaw ? { recurringRaw } : {}),
    interval,
    ...(promoCode ? { promoCode } : {}),
    ...(couponCode ? { couponCode } : {}),
    ...(couponId ? { couponId } : {}),
  }
}
