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
} as const

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const satisfies readonly StorageKey[]

export type SelectedPlan = {
  name: string
  price: string
  period: string
  priceRaw: string
  interval: string
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
  if (!v || typeof v !== 'object') return null
  const o = v as Record<string, unknown>
  const str = (k: string) => typeof o[k] === 'string'
  if (!['name', 'price', 'period', 'priceRaw', 'interval'].every(str)) return null
  if (o.couponCode !== undefined && !str('couponCode')) return null
  if (o.couponId !== undefined && !str('couponId')) return null
  return o as SelectedPlan
}
