'use client'
// Captures UTM, campaign and referral values from any landing URL, and loads the Meta Pixel after
// the page is idle (only when a pixel id is configured).
import Script from 'next/script'
import { useEffect } from 'react'
import { writeStorage } from '../../client/storage.ts'
import { STORAGE_KEYS, UTM_KEYS } from '../../lib/storageKeys.ts'

const PIXEL_ID = process.env.NEXT_PUBLIC_META_PIXEL_ID

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
  if (!PIXEL_ID) return null
  return (
    <Script id="meta-pixel" strategy="lazyOnload">
      {`!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','${PIXEL_ID.replace(/[^0-9]/g, '')}');fbq('track','PageView');`}
    </Script>
  )
}
