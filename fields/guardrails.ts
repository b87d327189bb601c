// Editors' publishing guardrails (src/lib/guardrails.ts) as field validations. Payload validates
// when a document is published and not when a draft is saved, on every path (the admin, REST,
// GraphQL, the local API, a scheduled publication, which runs as the editor who scheduled it, and
// restoring a version), so an editor keeps the draft and the field shows why it cannot go live.
import type { PayloadRequest } from 'payload'
import {
  DEFAULT_EDITOR_MAX_DISCOUNT_PERCENT,
  editorDiscountProblem,
  editorPriceDropProblem,
} from '@/lib/guardrails.ts'
import { publishedValueAt, type PublishedFieldArgs } from './unchanged.ts'

/** An admin-panel user who is not an admin. Writes without a user (seed, sync, jobs of nobody) are not an editor's. */
const isEditor = (req: PayloadRequest): boolean =>
  req?.user?.collection === 'admins' && req.user.role !== 'admin'

async function editorMaxDiscount(req: PayloadRequest): Promise<number> {
  const constants = await req.payload.findGlobal({
    slug: 'business-constants',
    depth: 0,
    req,
    overrideAccess: true,
  })
  const max = constants.editorMaxDiscountPercent
  return typeof max === 'number' ? max : DEFAULT_EDITOR_MAX_DISCOUNT_PERCENT
}

/** A promo code's percent, as published by an editor: true, or why not. */
export async function editorDiscountRule(
  percent: number,
  args: PublishedFieldArgs,
): Promise<string | true> {
  if (!isEditor(args.req)) return true
  const max = await editorMaxDiscount(args.req)
  if (percent <= max) return true
  return editorDiscountProblem(percent, await publishedValueAt(args), max) ?? true
}

/** A plan's price, as published by an editor: true, or why not. */
export async function editorPriceRule(
  cents: number,
  args: PublishedFieldArgs,
): Promise<string | true> {
  if (!isEditor(args.req)) return true
  return editorPriceDropProblem(cents, await publishedValueAt(args)) ?? true
}
