// Loads the Meta Pixel. Its own module: every page loads it, while trackEvent (tracking.ts) is
// needed only where an event fires.
/** Meta's pixel bootstrap (its standard snippet, as code rather than an inline script): a queueing
 * `fbq` at once, fbevents.js loaded asynchronously, then init and PageView. Once per page. */
export function loadMetaPixel(pixelId: string): void {
  type Queueing = ((...args: unknown[]) => void) & {
    callMethod?: (...args: unknown[]) => void
    queue: unknown[][]
    push: unknown
    loaded: boolean
    version: string
  }
  const w = window as Window & { fbq?: unknown; _fbq?: unknown }
  if (w.fbq) return
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
  const script = document.createElement('script')
  script.async = true
  script.src = 'https://connect.facebook.net/en_US/fbevents.js'
  document.head.appendChild(script)
  fbq('init', pixelId)
  fbq('track', 'PageView')
}
