// Loads the Meta Pixel. Its own module: every page loads it, while trackEvent (tracking.ts) is
// needed only where an event fires.

/** The Pixel's id (digits only), inlined at build; none in development unless configured. */
export const PIXEL_ID = process.env.NEXT_PUBLIC_META_PIXEL_ID?.replace(/[^0-9]/g, '') || undefined

type Queueing = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void
  queue: unknown[][]
  push: unknown
  loaded: boolean
  version: string
}
type PixelWindow = Window & { fbq?: unknown; _fbq?: unknown }

// The queue this module installed (not one a tag manager's own Pixel installed), and whether its
// script was added.
let installed: Queueing | null = null
let scriptAdded = false

/**
 * Meta's queueing `fbq` with init and PageView queued, installed at the first call (by the page's
 * idle bootstrap or by an event fired before it) so no event is lost before fbevents.js loads; the
 * Pixel already on the page if there is one; nothing without a configured Pixel.
 */
export function pixelQueue(): ((...args: unknown[]) => void) | undefined {
  if (!PIXEL_ID) return undefined
  const w = window as PixelWindow
  if (w.fbq) return w.fbq as (...args: unknown[]) => void
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args)
    else fbq.queue.push(args)
  } as unknown as Queueing
  fbq.queue = []
  fbq.push = fbq
  fbq.loaded = true
  fbq.version = '2.0'
  w.fbq = fbq
  w._fbq ??= fbq
  installed = fbq
  fbq('init', PIXEL_ID)
  fbq('track', 'PageView')
  return fbq
}

/** Meta's Pixel bootstrap (its standard snippet, as code rather than an inline script): the queue,
 * then fbevents.js loaded asynchronously, once per page. */
export function loadMetaPixel(): void {
  const fbq = pixelQueue()
  if (!fbq || fbq !== installed || scriptAdded) return
  scriptAdded = true
  const script = document.createElement('script')
  script.async = true
  script.src = 'https://connect.facebook.net/en_US/fbevents.js'
  document.head.appendChild(script)
}
