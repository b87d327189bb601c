import type Stripe from 'stripe'
import { jsonError } from '../../../server/http.ts'
import { payloadClient } from '../../../server/payload.ts'
import { stripe, StripeNotConfiguredError } from '../../../server/stripe.ts'
import { subscriptionIdOf, syncSubscription } from '../../../server/subscriptionSync.ts'

export const dynamic = 'force-dynamic'

/** POST /stripe/webhook — signed Stripe events; each event id is handled once. */
export async function POST(req: Request) {
  const secret = process.env.STRIPE_WEBHOOK_SECRET
  if (!secret) return jsonError(503, 'Webhook não configurado.')
  const signature = req.headers.get('stripe-signature')
  if (!signature) return jsonError(400, 'Assinatura ausente.')
  const raw = await req.text()
  let event: Stripe.Event
  try {
    event = stripe().webhooks.constructEvent(raw, signature, secret)
  } catch (err) {
    if (err instanceof StripeNotConfiguredError) return jsonError(503, 'Pagamentos indisponíveis no momento.')
    return jsonError(400, 'Assinatura inválida.')
  }
  const shape = event as unknown as { id?: unknown; type?: unknown } | null
  if (!shape || typeof shape !== 'object' || typeof shape.id !== 'string' || typeof shape.type !== 'string' || shape.id.length > 255) {
    return jsonError(400, 'Evento inválido.')
  }
  const subscriptionId = subscriptionIdOf(event)
  if (!subscriptionId) return Response.json({ received: true, ignored: event.type })

  let payload: Awaited<ReturnType<typeof payloadClient>>
  let marker: { id: number } | null = null
  try {
    payload = await payloadClient()
  } catch {
    return jsonError(503, 'Falha temporária ao processar o evento.')
  }
  try {
    marker = await payload.create({ collection: 'stripe-events', data: { eventId: event.id, type: event.type }, overrideAccess: true })
  } catch {
    // A unique-key refusal means this event id was handled before. Anything else (database down)
    // must not be acknowledged, or Stripe would never retry it.
    const seen = await payload.count({ collection: 'stripe-events', where: { eventId: { equals: event.id } }, overrideAccess: true }).catch(() => null)
    if (seen && seen.totalDocs > 0) return Response.json({ received: true, duplicate: true })
    return jsonError(503, 'Falha temporária ao processar o evento.')
  }
  try {
    const outcome = await syncSubscription(payload, subscriptionId)
    return Response.json({ received: true, outcome })
  } catch (err) {
    // Stripe does not know the subscription: a retry cannot help, so the event is acknowledged.
    if ((err as { statusCode?: number }).statusCode === 404) return Response.json({ received: true, outcome: 'unknown-subscription' })
    // Forget the event so Stripe's retry is processed.
    await payload.delete({ collection: 'stripe-events', id: marker.id, overrideAccess: true }).catch(() => undefined)
    console.error('webhook processing failed', event.type, (err as Error).message)
    return jsonError(503, 'Falha temporária ao processar o evento.')
  }
}
