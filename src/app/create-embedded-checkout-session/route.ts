import { CheckoutError, createEmbeddedCheckout } from '../../server/checkout.ts'
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from '../../server/apiErrors.ts'
import { jsonError, readJsonBody, siteOrigin } from '../../server/http.ts'
import { requireIdentity, sameOrigin } from '../../server/identity.ts'
import { payloadClient } from '../../server/payload.ts'
import { StripeNotConfiguredError } from '../../server/stripe.ts'

export const dynamic = 'force-dynamic'

/** POST /create-embedded-checkout-session — { email, planName, interval, couponId?, attemptId? } → { clientSecret }. */
export async function POST(req: Request) {
  if (!sameOrigin(req)) return jsonError(403, 'Origem não permitida.')
  const identity = await requireIdentity(req)
  if (!identity?.email) return jsonError(401, 'Você precisa estar logado para acessar esta página')
  const body = await readJsonBody(req)
  if (!body) return jsonError(400, 'Envie os dados da assinatura em JSON.')
  if (typeof body.email === 'string' && body.email.trim().toLowerCase() !== identity.email.toLowerCase()) {
    return jsonError(403, 'O email informado não corresponde à sessão.')
  }
  try {
    const payload = await payloadClient()
    const { clientSecret } = await createEmbeddedCheckout(payload, {
      uid: identity.uid,
      email: identity.email.toLowerCase(),
      planName: body.planName,
      interval: body.interval,
      couponId: body.couponId,
      attemptId: body.attemptId,
      returnUrlBase: siteOrigin(req),
    })
    return Response.json({ clientSecret }, { headers: { 'cache-control': 'no-store' } })
  } catch (err) {
    if (err instanceof CheckoutError) return jsonError(err.status, err.message)
    if (err instanceof StripeNotConfiguredError) return jsonError(503, 'Pagamentos indisponíveis no momento.')
    if (isDatabaseUnavailable(err)) return jsonError(503, UNAVAILABLE_MESSAGE)
    console.error('checkout session failed', (err as Error).message)
    return jsonError(502, 'Não foi possível configurar o checkout. Tente novamente mais tarde.')
  }
}
