import type { Endpoint } from 'payload'
import { validateMetaEvent } from '../../lib/metaEvents.ts'
import { CheckoutError, createEmbeddedCheckout } from '../checkout.ts'
import { buildServerEvent, sendToMeta } from '../meta.ts'
import { clientIp, createRateLimiter } from '../rateLimit.ts'
import { isStripeError, stripe } from '../stripe.ts'
import { findSubscriber } from '../subscribers.ts'
import { defineEndpoint, HttpError, json, siteOrigin } from './toolkit.ts'

const metaLimiter = createRateLimiter('meta-capi', 30, 60_000)

const emailMismatch = () => new HttpError(403, 'O email informado não corresponde à sessão.')

// The calls of spec section 7 that the spec gives root paths (/create-embedded-checkout-session,
// /session-status, /meta-capi) are served here under /api; next.config.mjs rewrites the root paths.
export const purchaseEndpoints: Endpoint[] = [
  defineEndpoint({
    // { email, planName, interval, couponId?, attemptId? } → { clientSecret }
    path: '/create-embedded-checkout-session',
    method: 'post',
    identity: 'required',
    signInMessage: 'Você precisa estar logado para acessar esta página',
    body: 'required',
    bodyMessage: 'Envie os dados da assinatura em JSON.',
    handler: async ({ req, identity, body }) => {
      if (!identity.email) throw new HttpError(401, 'Você precisa estar logado para acessar esta página')
      if (typeof body.email === 'string' && body.email.trim().toLowerCase() !== identity.email.toLowerCase()) throw emailMismatch()
      try {
        const { clientSecret } = await createEmbeddedCheckout(req.payload, {
          uid: identity.uid,
          email: identity.email.toLowerCase(),
          planName: body.planName,
          interval: body.interval,
          couponId: body.couponId,
          attemptId: body.attemptId,
          returnUrlBase: siteOrigin(req),
        })
        return json({ clientSecret })
      } catch (err) {
        if (err instanceof CheckoutError) throw new HttpError(err.status, err.message)
        if (!isStripeError(err)) throw err
        req.payload.logger.error({ msg: 'checkout session failed', err: (err as Error).message })
        throw new HttpError(502, 'Não foi possível configurar o checkout. Tente novamente mais tarde.')
      }
    },
  }),
  defineEndpoint({
    // ?session_id=… → { status, customer_email }, only for the caller's own session.
    path: '/session-status',
    method: 'get',
    identity: 'required',
    handler: async ({ req, identity }) => {
      const id = req.searchParams.get('session_id') ?? ''
      if (!/^cs_[A-Za-z0-9_]{1,200}$/.test(id)) throw new HttpError(400, 'Sessão de checkout inválida.')
      const sub = await findSubscriber(req.payload, identity.uid)
      try {
        const session = await stripe().checkout.sessions.retrieve(id)
        const customer = typeof session.customer === 'string' ? session.customer : session.customer?.id
        if (!sub?.stripeCustomerId || customer !== sub.stripeCustomerId) throw new HttpError(404, 'Sessão de checkout não encontrada.')
        return json({ status: session.status, customer_email: session.customer_details?.email ?? sub.email })
      } catch (err) {
        if (!isStripeError(err)) throw err
        if (err.statusCode === 404) throw new HttpError(404, 'Sessão de checkout não encontrada.')
        req.payload.logger.error({ msg: 'session status failed', err: (err as Error).message })
        throw new HttpError(502, 'Não foi possível consultar o pagamento agora.')
      }
    },
  }),
  defineEndpoint({
    // { email } → { url } of the caller's own billing portal.
    path: '/create-customer-portal-session',
    method: 'post',
    identity: 'required',
    body: 'optional',
    handler: async ({ req, identity, body }) => {
      if (typeof body?.email !== 'string' || !body.email) throw new HttpError(400, 'Email não encontrado')
      if (body.email.trim().toLowerCase() !== (identity.email ?? '').toLowerCase()) throw emailMismatch()
      const sub = await findSubscriber(req.payload, identity.uid)
      if (!sub?.stripeCustomerId) throw new HttpError(404, 'Nenhuma assinatura encontrada para esta conta.')
      try {
        const session = await stripe().billingPortal.sessions.create({ customer: sub.stripeCustomerId, return_url: `${siteOrigin(req)}/area-usuario`, locale: 'pt-BR' })
        return json({ url: session.url })
      } catch (err) {
        if (!isStripeError(err)) throw err
        req.payload.logger.error({ msg: 'billing portal failed', err: (err as Error).message })
        throw new HttpError(502, 'Erro ao criar sessão do portal')
      }
    },
  }),
  defineEndpoint({
    // Conversion events from the browser, forwarded to Meta; the browser does not wait.
    path: '/meta-capi',
    method: 'post',
    clientLimit: { limiter: metaLimiter, message: 'Muitos eventos. Tente novamente em instantes.' },
    body: 'required',
    maxBodyBytes: 8192,
    bodyMessage: 'Envie o evento em JSON (até 8 KB).',
    handler: async ({ req, body }) => {
      const checked = validateMetaEvent(body, Math.floor(Date.now() / 1000))
      if (!checked.ok) throw new HttpError(400, checked.message)
      const event = buildServerEvent(checked.event, { ip: clientIp(req.headers), userAgent: req.headers.get('user-agent'), url: req.headers.get('referer') })
      void sendToMeta(event)
      return json({ received: true, event_id: checked.event.event_id }, 202)
    },
  }),
]
