// Browsers ask for /favicon.ico wherever a document names no icon (the global error page, a JSON
// answer opened in a tab): sent to the icon the pages name. The Location is relative because behind
// the proxy this server's own URL is not the public one; private because staff previewing drafts
// may be sent to a draft's icon. Without the database, the default icon.
import { siteIcon } from '@/lib/siteImages.ts'
import { getGlobal } from '@/server/cms.ts'

// Per request: a cheap cached read, and never a build-time answer.
export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  const site = await getGlobal('site-settings').catch(() => null)
  return new Response(null, {
    status: 307,
    headers: {
      location: siteIcon(site),
      'cache-control': site ? 'private, max-age=600' : 'no-store',
    },
  })
}
