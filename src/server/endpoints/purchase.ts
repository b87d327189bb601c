import type { Endpoint } from 'payload'
import { isSettled } from '@/lib/checkoutState.ts'
import { isPaymentEvent, paymentEventId, validateMetaEvent } from '@/lib/metaEvents.ts'
import { errorBody } from '@/server/apiErrors.ts'
import { CheckoutError, createEmbeddedCheckout, PriceChangedError } from '@/server/checkout.ts'
import {
  claimConversion,
  findCheckoutSession,
  paymentEvent,
  refreshCheckoutSession,
} from '@/server/checkoutSessions.ts'
import { buildServerEvent, sendToMeta } from '@/server/meta.ts'
import { clientIp, createRateLimiter } from '@/server/rateLimit.ts'
import { isStripeError, refusedCustomer, stripe } from '@/server/stripe.ts'
import { claimRegistrationReport, findSubscriber } from '@/server/subscribers.ts'
import { defineEndpoint, HttpError, json, siteOrigin, str } from './toolkit.ts'

const metaLimiter = createRateLimiter('meta-capi', 30, 60_000)
// Each of these calls asks Stripe (and a checkout stores a row): one account must not be able to
// spend the Stripe account's API rate for everyone, or grow the table without end. Accounts are free,
// so each client address has a budget too, several accounts' worth: an office behind one address
// still gets through.
const TRY_LATER = 'Muitas tentativas. Tente novamente em alguns minutos.'
const checkoutLimit = {
  limiter: createRateLimiter('checkout-account', 30, 10 * 60_000),
  message: TRY_LATER,
}
const checkoutClientLimit = {
  limiter: createRateLimiter('checkout-client', 120, 10 * 60_000),
  message: TRY_LATER,
}
const statusLimit = {
  limiter: createRateLimiter('session-status-account', 60, 60_000),
  message: TRY_LATER,
}
const statusClientLimit = {
  limiter: createRateLimiter('session-status-client', 300, 60_000),
  message: TRY_LATER,
}
const portalLimit = {
  limiter: createRateLimiter('portal-account', 20, 10 * 60_000),
  message: TRY_LATER,
}
const portalClientLimit = {
  limiter: createRateLimiter('portal-client', 80, 10 * 60_000),
  message: TRY_LATER,
}

const emailMismatch = () => new HttpError(403, 'O email informado não corresponde à sessão.')

// The calls of spec section 7 that the spec gives root paths (/create-embedded-checkout-session,
// /session-status, /meta-capi) are served here under /api; next.config.mjs rewrites the root paths.
export const purchaseEndpoints: Endpoint[] = [
  defineEndpoint({
    // { email, planId, planName, interval, promoCode?, couponId?, attemptId?, expectedAmountCents? }
    // → { clientSecret, sessionId, amountCents }; 409 { error, code: 'price_changed', amountCents }
    // when expectedAmountCents is not the first payment.
    path: '/create-embedded-checkout-session',
    method: 'post',
    identity: 'required',
    signInMessage: 'Você precisa estar logado para acessar esta página',
    clientLimit: checkoutClientLimit,
    accountLimit: checkoutLimit,
    body: 'required',
    bodyMessage: 'Envie os dados da assinatura em JSON.',
    handler: async ({ req, identity, body }) => {
      if (!identity.email)
        throw new HttpError(401, 'Você precisa estar logado para acessar esta página')
      if (
        typeof body.email === 'string' &&
        body.email.trim().toLowerCase() !== identity.email.toLowerCase()
      )
        throw emailMismatch()
      try {
        const { clientSecret, sessionId, amountCents } = await createEmbeddedCheckout(req.payload, {
          uid: identity.uid,
          email: identity.email.toLowerCase(),
          planId: body.planId,
          planName: body.planName,
          interval: body.interval,
          promoCode: body.promoCode,
          couponId: body.couponId,
          attemptId: body.attemptId,
          expectedAmountCents: body.expectedAmountCents,
          expectedRecurringCents: body.expectedRecurringCents,
          returnUrlBase: siteOrigin(req),
        })
        return json({ clientSecret, sessionId, amountCents })
      } catch (err) {
        // The current amount goes with the refusal, for the page to re-price.
        if (err instanceof PriceChangedError)
          return json(
            // serverTime: a browser whose clock is off learns the server's (src/client/serverClock.ts).
            {
              ...errorBody(err.message, err.code),
              amountCents: err.amountCents,
              serverTime: Date.now(),
            },
            409,
          )
        if (err instanceof CheckoutError)
          throw new HttpError(err.status, err.message, undefined, err.code)
        if (!isStripeError(err)) throw err
        req.payload.logger.error({ msg: 'checkout session failed', err: (err as Error).message })
        throw new HttpError(
          502,
          'Não foi possível configurar o checkout. Tente novamente mais tarde.',
        )
      }
    },
  }),
  defineEndpoint({
    // ?session_id=… → { status, customer_email, payment_status, amount_total, plan, plan_name, interval },
    // only for the caller's own session, checked on the server's record before Stripe is asked.
    path: '/session-status',
    method: 'get',
    identity: 'required',
    clientLimit: statusClientLimit,
    accountLimit: statusLimit,
    handler: async ({ req, identity }) => {
      const id = req.searchParams.get('session_id') ?? ''
      if (!/^cs_[A-Za-z0-9_]{1,200}$/.test(id))
        throw new HttpError(400, 'Sessão de checkout inválida.')
      const record = await findCheckoutSession(req.payload, id, identity.uid)
      if (!record) throw new HttpError(404, 'Sessão de checkout não encontrada.')
      const session = await refreshCheckoutSession(req.payload, record)
      return json({
        status: session.status,
        customer_email: session.customerEmail ?? record.email,
        payment_status: session.paymentStatus,
        amount_total: session.amountTotal,
        plan: record.planId,
        plan_name: record.planName,
        interval: record.interval,
      })
    },
  }),
  defineEndpoint({
    // { email } → { url } of the caller's own billing portal.
    path: '/create-customer-portal-session',
    method: 'post',
    identity: 'required',
    clientLimit: portalClientLimit,
    accountLimit: portalLimit,
    body: 'optional',
    handler: async ({ req, identity, body }) => {
      if (typeof body?.email !== 'string' || !body.email)
        throw new HttpError(400, 'Email não encontrado')
      if (body.email.trim().toLowerCase() !== (identity.email ?? '').toLowerCase())
        throw emailMismatch()
      const sub = await findSubscriber(req.payload, identity.uid)
      if (!sub?.stripeCustomerId)
        throw new HttpError(404, 'Nenhuma assinatura encontrada para esta conta.')
      try {
        const session = await stripe().billingPortal.sessions.create({
          customer: sub.stripeCustomerId,
          return_url: `${siteOrigin(req)}/area-usuario`,
          locale: 'pt-BR',
        })
        return json({ url: session.url })
      } catch (err) {
        if (!isStripeError(err)) throw err
        // Deleted in the Stripe Dashboard: nothing to manage until the next checkout makes a new one.
        if (refusedCustomer(err))
          throw new HttpError(404, 'Nenhuma assinatura encontrada para esta conta.')
        req.payload.logger.error({ msg: 'billing portal failed', err: (err as Error).message })
        throw new HttpError(502, 'Erro ao criar sessão do portal')
      }
    },
  }),
  defineEndpoint({
    // Conversion events from the browser, forwarded to Meta; the browser does not wait. Every event
    // comes from a signed-in account (the spec fires them all after sign-up), and Meta hears that
    // account's email and uid, never the body's: an anonymous caller could otherwise send Meta
    // anyone's email and any value. Payment events count only for a completed, paid checkout session
    // of the caller, once per session, with the value, plan and interval the server recorded for it;
    // the others carry no value (the browser's would be unchecked). Sign-up counts once per account.
    path: '/meta-capi',
    method: 'post',
    clientLimit: { limiter: metaLimiter, message: 'Muitos eventos. Tente novamente em instantes.' },
    identity: 'required',
    signInMessage: 'Faça login para enviar eventos de conversão.',
    body: 'required',
    maxBodyBytes: 8192,
    bodyMessage: 'Envie o evento em JSON (até 8 KB).',
    handler: async ({ req, identity, body }) => {
      const checked = validateMetaEvent(body, Math.floor(Date.now() / 1000))
      if (!checked.ok) throw new HttpError(400, checked.message)
      let event = checked.event
      const name = event.event_name
      if (isPaymentEvent(name)) {
        const id = str(body.checkout_session_id, 250)
        if (!id || !/^cs_[A-Za-z0-9_]{1,200}$/.test(id))
          throw new HttpError(400, 'Informe a sessão de checkout paga (checkout_session_id).')
        const record = await findCheckoutSession(req.payload, id, identity.uid)
        if (!record) throw new HttpError(404, 'Sessão de checkout não encontrada.')
        const session = await refreshCheckoutSession(req.payload, record)
        if (session.status !== 'complete' || !isSettled(session.paymentStatus))
          throw new HttpError(409, 'O pagamento desta sessão ainda não foi confirmado.')
        const first = await claimConversion(req.payload, record, name)
        if (!first)
          return json({ received: true, duplicate: true, event_id: paymentEventId(name, id) }, 200)
        event = paymentEvent(
          { ...event, event_name: name },
          record,
          session.amountTotal ?? record.amountCents,
        )
      } else {
        if (name === 'cadastro') {
          const claim = await claimRegistrationReport(req.payload, identity.uid)
          if (claim === 'no-record')
            throw new HttpError(
              409,
              'Cadastro não encontrado: o evento de cadastro vem depois do registro da conta.',
            )
          if (claim === 'again') return json({ received: true, duplicate: true }, 200)
        }
        const { value: _value, currency: _currency, ...custom } = event.custom_data
        event = { ...event, custom_data: custom }
      }
      // Name and phone as the sign-up record has them; the page's only when there is no record.
      const sub = await findSubscriber(req.payload, identity.uid)
      const fn = sub?.firstName || event.user_data.fn
      const ph = sub?.phoneNumber || event.user_data.ph
      event = {
        ...event,
        user_data: {
          ...(identity.email ? { em: identity.email } : {}),
          ...(fn ? { fn } : {}),
          ...(ph ? { ph } : {}),
          external_id: identity.uid,
        },
      }
      const built = buildServerEvent(event, {
        ip: clientIp(req.headers),
        userAgent: req.headers.get('user-agent'),
        url: req.headers.get('referer'),
      })
      void sendToMeta(built)
      return json({ received: true, event_id: event.event_id }, 202)
    },
  }),
]
