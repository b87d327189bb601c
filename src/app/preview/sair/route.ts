import { cookies, draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { PREVIEW_AT_COOKIE, safeSitePath } from '@/lib/previewPaths.ts'

export const dynamic = 'force-dynamic'

/** GET /preview/sair?path=/planos — leaves draft mode (the banner's link) and shows the published page. */
export async function GET(req: Request): Promise<Response> {
  ;(await draftMode()).disable()
  ;(await cookies()).delete(PREVIEW_AT_COOKIE)
  redirect(safeSitePath(new URL(req.url).searchParams.get('path')) ?? '/')
}
