'use client'
// Captures UTM, campaign and referral values from any landing URL, and loads the Meta Pixel after
// the page is idle (only when a pixel id is configured).
import { useEffect } from 'react'
import { writeStorage } from '@/client/storage.ts'
import { loadMetaPixel, PIXEL_ID } from '@/client/metaPixel.ts'
import { STORAGE_KEYS, UTM_KEYS } from '@/lib/storageKeys.ts'

export function Tracking() {
  useEffect(() => {
    const params = new URLSearchParams(window.location.search)
    for (const key of UTM_KEYS) {
      const v = params.get(key)
      if (v) writeStorage(key, v.slice(0, 200))
    }
    const campaign = params.get('campaign')
    const ref = params.get('ref')
    if (campaign) writeStorage(STORAGE_KEYS.campaignId, campaign.slice(0, 200))
    if (ref) writeStorage(STORAGE_KEYS.referral, ref.slice(0, 200))
  }, [])

  // After the load event, when the browser is idle (what next/script's lazyOnload did, without its
  // client code on every page).
  useEffect(() => {
    if (!PIXEL_ID) return
    // Safari has no requestIdleCallback.
    const idle = (run: () => void) =>
      'requestIdleCallback' in window ? window.requestIdleCallback(run) : setTimeout(run, 1)
    const start = () => idle(loadMetaPixel)
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    return () => window.removeEventListener('load', start)
  }, [])
  return null
}
