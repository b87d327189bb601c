// Stripe event ids are pruned after 30 days by a scheduled job (issue 18, Low): the table of
// handled webhook events does not grow for ever, and the ids Stripe may still retry are kept.
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

const stamp = Date.now()
const day = 24 * 60 * 60 * 1000
let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})

const event = async (id: string, ageDays: number) => {
  const doc = await payload.create({
    collection: 'stripe-events',
    overrideAccess: true,
    data: { eventId: id, type: 'invoice.paid' },
  })
  await payload.db.updateOne({
    collection: 'stripe-events',
    id: doc.id,
    data: { createdAt: new Date(Date.now() - ageDays * day).toISOString() },
  })
}
const left = async () =>
  (
    await payload.find({
      collection: 'stripe-events',
      where: { eventId: { like: `evt_${stamp}` } },
      overrideAccess: true,
      limit: 100,
    })
  ).docs
    .map((d) => d.eventId)
    .sort()

describe('stripe-events retention', () => {
  it('is a daily scheduled task run by the server', () => {
    const task = payload.config.jobs.tasks?.find((t) => t.slug === 'prune-stripe-events')
    expect(task?.schedule?.[0]?.cron).toBe('0 0 4 * * *')
    const autoRun = payload.config.jobs.autoRun
    expect(
      Array.isArray(autoRun) && autoRun.some((a) => a.queue === task?.schedule?.[0]?.queue),
    ).toBe(true)
  })

  it('deletes event ids older than 30 days and keeps the rest', async () => {
    await event(`evt_${stamp}_old`, 31)
    await event(`evt_${stamp}_older`, 90)
    await event(`evt_${stamp}_recent`, 29)
    await event(`evt_${stamp}_new`, 0)
    await payload.jobs.queue({ task: 'prune-stripe-events', input: {}, queue: 'maintenance' })
    await payload.jobs.run({ queue: 'maintenance' })
    expect(await left()).toEqual([`evt_${stamp}_new`, `evt_${stamp}_recent`])
  })
})
