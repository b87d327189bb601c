import type Stripe from 'stripe'
import { errorResponse, HttpError, jsonError, readCappedText } from '../../../server/endpoints/toolkit.ts'
import { payloadClient } from '../../../server/payload.ts'
import { stripe } from '../../../server/stripe.ts'
import { subscriptionIdOf, syncSubscription } from '../../../server/subscriptionSync.ts'

export const dynamic = 'force-dynamic'

// A Next route handler rather than a Payload endpoint: the signature is checked over the exact raw
// bytes Stripe sent, and this keeps Payload's request handling (auth strategies, body parsing) away
// from them. Stripe's event payloads stay well under this cap.
const MAX_EVENT_BYTES = 512 * 1024

/** POST /stripe/webhook — signed Stripe events; each event id is handled once. */
export async function POST(req: Request) {
  const secret = process.env.STRIPE_WEBHOOK_SECRET
  if (!secret) return jsonError(503, 'Webhook não configurado.')
  const signature = req.headers.get('stripe-signature')
  if (!signature) return jsonError(400, 'Assinatura ausente.')
  let event: Stripe.Event
  try {
    const raw = await readCappedText(req, MAX_EVENT_BYTES)
    const client = stripe()
    try {
      event = client.webhooks.constructEvent(raw, signature, secret)
    } catch {
      // A wrong signature, or a signed body that is not an event.
      throw new HttpError(400, 'Assinatura inválida.')
    }
  } catch (err) {
    return errorResponse(err, {}, 'stripe webhook')
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
    payload.logger.error({ msg: 'webhook processing failed', type: event.type, err: (err as Error).message })
    return jsonError(503, 'Falha temporária ao processar o evento.')
  }
}
