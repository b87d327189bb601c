// Who holds a plan: subscribers whose record names one of the plan's identifiers with a subscription
// Stripe still keeps (gives access, or may still charge or resume). Subscriptions keep the
// identifier they were sold under, so every identifier the plan had (its row and its versions)
// counts. Such a plan is not deleted nor moved to the trash (collections/Plans.ts): "Minha Conta"
// names the plan from it, and the price sync and renewals go by it.
import type { PayloadRequest, Where } from 'payload'
import type { Plan } from '@/payload-types.ts'
import { ACCESS_STATUSES, CHARGEABLE_WITHOUT_ACCESS } from '@/lib/subscriptionState.ts'

/** Stripe statuses of a subscription that is still the customer's: access, still chargeable, or paused. */
export const HOLDING_STATUSES: readonly string[] = [
  ...ACCESS_STATUSES,
  ...CHARGEABLE_WITHOUT_ACCESS,
  'paused',
]

export const PLAN_HELD = (count: number) =>
  `Este plano tem ${count} ${count === 1 ? 'assinante ativo' : 'assinantes ativos'} e não pode ser excluído. Tire-o de venda em vez disso (desmarque "Ativo (à venda)" e publique).`

/** Every identifier the plan was saved under: its row's and its versions'. */
async function planIdentifiers(req: PayloadRequest, id: number | string): Promise<string[]> {
  const { payload } = req
  const common = { depth: 0, overrideAccess: true, req } as const
  const row = await payload.db.findOne<Pick<Plan, 'id' | 'planId'>>({
    collection: 'plans',
    where: { id: { equals: id } },
    req,
  })
  const versions = await payload.findVersions({
    collection: 'plans',
    where: { parent: { equals: id } },
    pagination: false,
    trash: true,
    ...common,
  })
  const ids = new Set<string>()
  for (const planId of [row?.planId, ...versions.docs.map((v) => v.version.planId)])
    if (typeof planId === 'string' && planId) ids.add(planId)
  return [...ids]
}

/** How many subscribers hold the plan now. */
export async function currentSubscriberCount(
  req: PayloadRequest,
  id: number | string,
): Promise<number> {
  const planIds = await planIdentifiers(req, id)
  if (!planIds.length) return 0
  const where: Where = {
    and: [
      { subscription_plan: { in: planIds } },
      {
        or: [
          { subscription_active: { equals: true } },
          { subscription_status: { in: [...HOLDING_STATUSES] } },
        ],
      },
    ],
  }
  const { totalDocs } = await req.payload.count({
    collection: 'subscribers',
    where,
    overrideAccess: true,
    req,
  })
  return totalDocs
}
