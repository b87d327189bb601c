import type { Endpoint } from 'payload'
import { requireIdentity, sameOrigin } from '../identity.ts'
import { stripe, StripeNotConfiguredError } from '../stripe.ts'

const fail = (status: number, error: string) => Response.json({ error }, { status })

/** POST /api/create-customer-portal-session — { email } → { url } of the caller's own billing portal. */
export const purchaseEndpoints: Endpoint[] = [
  {
    path: '/create-customer-portal-session',
    method: 'post',
    handler: async (req) => {
      if (!sameOrigin(req)) return fail(403, 'Origem não permitida.')
      const identity = await requireIdentity(req)
      if (!identity) return fail(401, 'Faça login para continuar.')
      let body: { email?: unknown } | null = null
      try {
        body = (await req.json?.()) as { email?: unknown } | null
      } catch {
        body = null
      }
      if (typeof body?.email !== 'string' || !body.email) return fail(400, 'Email não encontrado')
      if (body.email.trim().toLowerCase() !== (identity.email ?? '').toLowerCase()) return fail(403, 'O email informado não corresponde à sessão.')
      const sub = (await req.payload.find({ collection: 'subscribers', where: { uid: { equals: identity.uid } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]
      if (!sub?.stripeCustomerId) return fail(404, 'Nenhuma assinatura encontrada para esta conta.')
      try {
        const origin = process.env.NEXT_PUBLIC_SERVER_URL || new URL(req.url ?? 'http://localhost').origin
        const session = await stripe().billingPortal.sessions.create({ customer: sub.stripeCustomerId, return_url: `${origin}/area-usuario`, locale: 'pt-BR' })
        return Response.json({ url: session.url })
      } catch (err) {
        if (err instanceof StripeNotConfiguredError) return fail(503, 'Pagamentos indisponíveis no momento.')
        req.payload.logger.error({ msg: 'billing portal failed', err: (err as Error).message })
        return fail(502, 'Erro ao criar sessão do portal')
      }
    },
  },
]
