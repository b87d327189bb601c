import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from '../../server/apiErrors.ts'
import { jsonError } from '../../server/http.ts'
import { requireIdentity } from '../../server/identity.ts'
import { payloadClient } from '../../server/payload.ts'
import { stripe, StripeNotConfiguredError } from '../../server/stripe.ts'

export const dynamic = 'force-dynamic'

/** GET /session-status?session_id=… → { status, customer_email }, only for the caller's own session. */
export async function GET(req: Request) {
  const identity = await requireIdentity(req)
  if (!identity) return jsonError(401, 'Faça login para continuar.')
  const id = new URL(req.url).searchParams.get('session_id') ?? ''
  if (!/^cs_[A-Za-z0-9_]{1,200}$/.test(id)) return jsonError(400, 'Sessão de checkout inválida.')
  try {
    const payload = await payloadClient()
    const sub = (await payload.find({ collection: 'subscribers', where: { uid: { equals: identity.uid } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]
    const session = await stripe().checkout.sessions.retrieve(id)
    const customer = typeof session.customer === 'string' ? session.customer : session.customer?.id
    if (!sub?.stripeCustomerId || customer !== sub.stripeCustomerId) return jsonError(404, 'Sessão de checkout não encontrada.')
    return Response.json({ status: session.status, customer_email: session.customer_details?.email ?? sub.email }, { headers: { 'cache-control': 'no-store' } })
  } catch (err) {
    if (err instanceof StripeNotConfiguredError) return jsonError(503, 'Pagamentos indisponíveis no momento.')
    if (isDatabaseUnavailable(err)) return jsonError(503, UNAVAILABLE_MESSAGE)
    const status = (err as { statusCode?: number }).statusCode
    if (status === 404) return jsonError(404, 'Sessão de checkout não encontrada.')
    console.error('session status failed', (err as Error).message)
    return jsonError(502, 'Não foi possível consultar o pagamento agora.')
  }
}
