import type Stripe from 'stripe'
import { errorResponse, HttpError, jsonError, readCappedText } from '@/server/endpoints/toolkit.ts'
import { payloadClient } from '@/server/payload.ts'
import { stripe } from '@/server/stripe.ts'
import { processStripeEvent } from '@/server/subscriptionSync.ts'

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
  if (
    !shape ||
    typeof shape !== 'object' ||
    typeof shape.id !== 'string' ||
    typeof shape.type !== 'string' ||
    shape.id.length > 255
  ) {
    return jsonError(400, 'Evento inválido.')
  }
  let payload: Awaited<ReturnType<typeof payloadClient>>
  try {
    payload = await payloadClient()
  } catch {
    return jsonError(503, 'Falha temporária ao processar o evento.')
  }
  try {
    const { outcome } = await processStripeEvent(payload, event)
    if (outcome === 'ignored') return Response.json({ received: true, ignored: event.type })
    if (outcome === 'duplicate') return Response.json({ received: true, duplicate: true })
    return Response.json({ received: true, outcome })
  } catch (err) {
    // Nothing was recorded (processStripeEvent commits the event id with its effects): Stripe retries.
    payload.logger.error({
      msg: 'webhook processing failed',
      type: event.type,
      err: (err as Error).message,
    })
    return jsonError(503, 'Falha temporária ao processar o evento.')
  }
}
