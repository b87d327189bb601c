// An event fired before the Pixel's script is loaded (which waits for the page to be idle) is queued
// for it, as Meta's own snippet queues it, instead of being lost: checkout fires InitiateCheckout as
// soon as the signed-in user is known, often before that.
import { afterEach, beforeEach, expect, it, vi } from 'vitest'

type Queued = { queue: unknown[][] }

beforeEach(() => {
  vi.resetModules()
  vi.stubEnv('NEXT_PUBLIC_META_PIXEL_ID', '1234567890')
  vi.stubGlobal('window', {})
})
afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
})

it('queues an event fired before the Pixel loads, after its init and PageView, with the event id', async () => {
  const { trackEvent } = await import('@/client/tracking.ts')
  const id = trackEvent('checkout_iniciado', { subscriptionPlan: 'Top Afiliado' }, null)
  const fbq = (window as unknown as { fbq?: Queued }).fbq
  expect(fbq?.queue).toEqual([
    ['init', '1234567890'],
    ['track', 'PageView'],
    ['track', 'InitiateCheckout', { subscription_plan: 'Top Afiliado' }, { eventID: id }],
  ])
})

it('queues nothing when no Pixel is configured', async () => {
  vi.stubEnv('NEXT_PUBLIC_META_PIXEL_ID', '')
  const { trackEvent } = await import('@/client/tracking.ts')
  trackEvent('cadastro', {}, null)
  expect((window as unknown as { fbq?: Queued }).fbq).toBeUndefined()
  expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toHaveLength(1)
})
