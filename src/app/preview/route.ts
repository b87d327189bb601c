import { cookies, draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import {
  parsePreviewAt,
  PREVIEW_AT_COOKIE,
  PREVIEW_AT_PARAM,
  safeSitePath,
} from '@/lib/previewPaths.ts'
import { jsonError } from '@/server/endpoints/toolkit.ts'
import { payloadClient } from '@/server/payload.ts'
import { isStaffRequest } from '@/server/preview.ts'

export const dynamic = 'force-dynamic'

/**
 * GET /preview?path=/planos[&em=2026-11-27T03:00:00.000Z] — the admin's preview button and live
 * preview: turns on Next's draft mode for someone signed in to the admin panel, then opens the page,
 * which now shows the drafts (src/server/preview.ts), as of `em` when given (a promo that starts
 * later), else as of now. Visitors are refused; no secret travels in the URL.
 */
export async function GET(req: Request): Promise<Response> {
  const params = new URL(req.url).searchParams
  const path = safeSitePath(params.get('path'))
  if (!path) return jsonError(400, 'Página inválida.')
  const atParam = params.get(PREVIEW_AT_PARAM)
  const at = atParam === null ? null : parsePreviewAt(atParam, new Date())
  if (atParam !== null && !at) return jsonError(400, 'Data de pré-visualização inválida.')
  if (!(await isStaffRequest(await payloadClient(), req.headers)))
    return jsonError(403, 'Entre no painel administrativo para pré-visualizar.')
  ;(await draftMode()).enable()
  const jar = await cookies()
  // Each preview starts from what its link says: a plan opened after a future promo is shown as of now.
  if (at)
    jar.set(PREVIEW_AT_COOKIE, at.toISOString(), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      // As Next's own draft-mode cookie (browsers accept Secure from http://localhost).
      secure: process.env.NODE_ENV === 'production',
    })
  else jar.delete(PREVIEW_AT_COOKIE)
  redirect(path)
}
