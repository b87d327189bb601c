// Which window the promo-window-edges job looks at, and that it expires the promo-codes tag only
// when a published code's window started or ended in it (src/server/jobs/promoWindowEdges.ts).
import type { Payload, Where } from 'payload'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const expired: string[][] = []
vi.mock('@/server/cache/index.ts', () => ({
  expireTags: async (_payload: unknown, tags: string[]) => void expired.push(tags),
}))

const {
  CLOCK_MARGIN_MS,
  FIRST_LOOKBACK_MS,
  expirePromoWindowEdges,
  promoWindowEdgesTask,
  windowEdgesBetween,
} = await import('@/server/jobs/promoWindowEdges.ts')

const now = new Date('2026-12-01T15:00:30.000Z')

function fakePayload(totalDocs: number) {
  const asked: Where[] = []
  const payload = {
    count: async ({ where }: { where: Where }) => (asked.push(where), { totalDocs }),
  } as unknown as Payload
  return { payload, asked }
}

beforeEach(() => void (expired.length = 0))

describe('expirePromoWindowEdges', () => {
  it('looks from the previous run to now, both shifted back by the clock margin', async () => {
    const { payload, asked } = fakePayload(1)
    const since = new Date('2026-12-01T14:59:30.000Z')
    expect(await expirePromoWindowEdges(payload, since, now)).toBe(1)
    expect(asked).toEqual([
      windowEdgesBetween(
        new Date(since.getTime() - CLOCK_MARGIN_MS),
        new Date(now.getTime() - CLOCK_MARGIN_MS),
      ),
    ])
    expect(expired).toEqual([['promo-codes']])
  })

  it('expires nothing when no window started or ended', async () => {
    const { payload } = fakePayload(0)
    expect(await expirePromoWindowEdges(payload, new Date(now.getTime() - 60_000), now)).toBe(0)
    expect(expired).toEqual([])
  })

  it('with no previous run, looks back FIRST_LOOKBACK_MS', async () => {
    const { payload, asked } = fakePayload(0)
    await expirePromoWindowEdges(payload, null, now)
    expect(asked).toEqual([
      windowEdgesBetween(
        new Date(now.getTime() - FIRST_LOOKBACK_MS),
        new Date(now.getTime() - CLOCK_MARGIN_MS),
      ),
    ])
  })

  it('a start in (from, to] counts; an end takes effect one millisecond after validUntil', () => {
    const where = JSON.stringify(
      windowEdgesBetween(new Date('2026-12-01T15:00:00Z'), new Date('2026-12-01T15:01:00Z')),
    )
    expect(where).toContain('"validFrom":{"greater_than":"2026-12-01T15:00:00.000Z"}')
    expect(where).toContain('"validFrom":{"less_than_equal":"2026-12-01T15:01:00.000Z"}')
    expect(where).toContain('"validUntil":{"greater_than_equal":"2026-12-01T15:00:00.000Z"}')
    expect(where).toContain('"validUntil":{"less_than":"2026-12-01T15:01:00.000Z"}')
    expect(where).toContain('"_status":{"equals":"published"}')
  })
})

describe('promoWindowEdgesTask schedule', () => {
  it('passes the previous scheduling time as the next run’s `since`; only a waiting run holds the next back', async () => {
    const hook = promoWindowEdgesTask.schedule![0]!.hooks!.beforeSchedule!
    let waiting = 0
    const count = vi.fn(async (_: { where: unknown }) => ({ totalDocs: waiting }))
    const args = {
      jobStats: {
        stats: {
          scheduledRuns: {
            queues: {
              default: {
                tasks: { 'promo-window-edges': { lastScheduledRun: '2026-12-01T14:59:00Z' } },
              },
            },
          },
        },
      },
      queueable: { waitUntil: now },
      req: { payload: { db: { count } } },
    } as unknown as Parameters<typeof hook>[0]
    expect(await hook(args)).toEqual({
      shouldSchedule: true,
      waitUntil: now,
      input: { since: '2026-12-01T14:59:00Z' },
    })
    // A run marked running (maybe cut off by a deploy) is not counted; a waiting one is.
    expect(JSON.stringify(count.mock.calls[0]![0].where)).toContain('"processing":{"equals":false}')
    waiting = 1
    expect((await hook(args)).shouldSchedule).toBe(false)
    waiting = 0
    const first = await hook({ ...args, jobStats: {} } as Parameters<typeof hook>[0])
    expect(first.input).toEqual({ since: null })
  })
})
