import { validateMetaEvent } from '../../lib/metaEvents.ts'
import { jsonError, readJsonBody } from '../../server/http.ts'
import { sameOrigin } from '../../server/identity.ts'
import { buildServerEvent, sendToMeta } from '../../server/meta.ts'
import { clientIp, createRateLimiter } from '../../server/rateLimit.ts'

export const dynamic = 'force-dynamic'

const limiter = createRateLimiter(30, 60_000)

/** POST /meta-capi — conversion events from the browser, forwarded to Meta; the browser does not wait. */
export async function POST(req: Request) {
  if (!sameOrigin(req)) return jsonError(403, 'Origem não permitida.')
  const ip = clientIp(req.headers)
  if (!limiter.hit(ip).allowed) return jsonError(429, 'Muitos eventos. Tente novamente em instantes.')
  const body = await readJsonBody(req, 8192)
  if (!body) return jsonError(400, 'Envie o evento em JSON (até 8 KB).')
  const checked = validateMetaEvent(body, Math.floor(Date.now() / 1000))
  if (!checked.ok) return jsonError(400, checked.message)
  const event = buildServerEvent(checked.event, { ip, userAgent: req.headers.get('user-agent'), url: req.headers.get('referer') })
  void sendToMeta(event)
  return Response.json({ received: true, event_id: checked.event.event_id }, { status: 202 })
}
