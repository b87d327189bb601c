// Draft mode (Next.js) is how staff see drafts on the real pages: the preview route turns it on for
// someone signed in to the admin panel (src/app/preview/route.ts), and the CMS reads then return the
// latest drafts, uncached (cms.ts). Draft-mode responses are never stored: Next renders them per
// request, and the response cache of server.mjs passes requests carrying the cookie to Next.
import { cookies, draftMode, headers } from 'next/headers'
import type { Payload } from 'payload'
import { cache } from 'react'
import { parsePreviewAt, PREVIEW_AT_COOKIE } from '@/lib/previewPaths.ts'
import { payloadClient } from './payload.ts'

/** Whether these request headers carry an admin-panel session (admins collection, any role). */
export async function isStaffRequest(payload: Payload, requestHeaders: Headers): Promise<boolean> {
  const { user } = await payload.auth({ headers: requestHeaders })
  return user?.collection === 'admins'
}

/**
 * This request shows drafts: draft mode is on and the admin-panel session is still there (a draft
 * cookie left behind after signing out shows published content again). Once per request.
 */
export const previewing = cache(async (): Promise<boolean> => {
  let enabled: boolean
  try {
    enabled = (await draftMode()).isEnabled
  } catch {
    return false // outside a request: nothing to preview
  }
  return enabled && isStaffRequest(await payloadClient(), await headers())
})

/**
 * The moment a preview shows the site as of (the preview route's `em`: a promo that starts later),
 * or null: now. Only while previewing: the cookie alone changes nothing for anyone.
 */
export const previewTime = cache(async (): Promise<Date | null> => {
  if (!(await previewing())) return null
  return parsePreviewAt((await cookies()).get(PREVIEW_AT_COOKIE)?.value, new Date())
})
