import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { safeSitePath } from '@/lib/previewPaths.ts'
import { jsonError } from '@/server/endpoints/toolkit.ts'
import { payloadClient } from '@/server/payload.ts'
import { isStaffRequest } from '@/server/preview.ts'

export const dynamic = 'force-dynamic'

/**
 * GET /preview?path=/planos — the admin's preview button and live preview: turns on Next's draft
 * mode for someone signed in to the admin panel, then opens the page, which now shows the drafts
 * (src/server/preview.ts). Visitors are refused; no secret travels in the URL.
 */
export async function GET(req: Request): Promise<Response> {
  const path = safeSitePath(new URL(req.url).searchParams.get('path'))
  if (!path) return jsonError(400, 'Página inválida.')
  if (!(await isStaffRequest(await payloadClient(), req.headers)))
    return jsonError(403, 'Entre no painel administrativo para pré-visualizar.')
  ;(await draftMode()).enable()
  redirect(path)
}
