// Cache-tag expiry after an edit: every instance is told (Postgres NOTIFY, src/server/cache/peers.ts)
// only once the edit has committed, so a page an instance renders on that signal reads the new rows
// (Payload runs afterChange hooks before commit). The test listens as another instance would.
import config from '@payload-config'
import {
  commitTransaction,
  createLocalReq,
  getPayload,
  initTransaction,
  killTransaction,
  type Payload,
} from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { query, requireDatabaseUri } from '../support/db.ts'
import { announcePurge, type PurgeListener } from '@/server/cache/peers.ts'
import { listenForTestPurges } from '../support/purges.ts'
import { richText } from '../support/richText.ts'

type Signal = { tags: string[]; questionsInDb: string[] }

let payload: Payload
let listener: PurgeListener
// In the order heard; each reads the rows as it is heard (reads may finish in another order).
const signals: Array<Promise<Signal>> = []
const question = `Pergunta de revalidação ${Date.now()}`
const answer = richText('Resposta.')

/** What a page rendered at that moment would read: the rows visible to another connection. */
const committedQuestions = async () =>
  (
    await query<{ question: string }>(
      requireDatabaseUri(),
      'SELECT question FROM faqs WHERE question = $1',
      [question],
    )
  ).map((r) => r.question)

let markers = 0
/**
 * The announcements made so far. A barrier instead of a wait: a marker announced now is heard after
 * every announcement already made (Postgres delivers notifications in commit order).
 */
async function heard(): Promise<Signal[]> {
  const marker = `marca-${Date.now()}-${++markers}`
  await announcePurge(payload, [marker], false)
  const got = await vi.waitFor(
    async () => {
      const all = await Promise.all(signals)
      if (!all.some((s) => s.tags.includes(marker))) throw new Error(`marker ${marker} not heard`)
      return all
    },
    { timeout: 10_000, interval: 10 },
  )
  const at = got.findIndex((s) => s.tags.includes(marker))
  signals.splice(0, at + 1)
  return got.slice(0, at)
}

beforeAll(async () => {
  payload = await getPayload({ config })
  listener = await listenForTestPurges((tags) => {
    signals.push(committedQuestions().then((questionsInDb) => ({ tags, questionsInDb })))
  })
})

afterAll(async () => {
  await listener.stop()
  await payload.delete({
    collection: 'faqs',
    where: { question: { equals: question } },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
})

describe('cache-tag expiry announced to every instance', () => {
  it('announces the edit after it has committed', async () => {
    signals.length = 0
    const doc = await payload.create({
      collection: 'faqs',
      data: { question, answer, pages: ['landing'] },
      overrideAccess: true,
    })
    expect(await heard()).toEqual([{ tags: ['faqs'], questionsInDb: [question] }])

    await payload.delete({ collection: 'faqs', id: doc.id, overrideAccess: true })
    expect(await heard()).toEqual([{ tags: ['faqs'], questionsInDb: [] }])
  })

  it('waits for the caller’s own transaction to commit', async () => {
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    signals.length = 0
    await payload.create({
      collection: 'faqs',
      data: { question, answer, pages: ['landing'] },
      overrideAccess: true,
      req,
    })
    expect(await heard()).toEqual([])
    await commitTransaction(req)
    expect(await heard()).toEqual([{ tags: ['faqs'], questionsInDb: [question] }])
    await payload.delete({
      collection: 'faqs',
      where: { question: { equals: question } },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  })

  it('says nothing when the caller’s transaction rolls back', async () => {
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    signals.length = 0
    await payload.create({
      collection: 'faqs',
      data: { question, answer, pages: ['landing'] },
      overrideAccess: true,
      req,
    })
    await killTransaction(req)
    expect(await heard()).toEqual([])
    expect(await committedQuestions()).toEqual([])
  })

  it('sends nothing when the edit asks not to revalidate', async () => {
    signals.length = 0
    await payload.create({
      collection: 'faqs',
      data: { question, answer, pages: ['landing'] },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(await heard()).toEqual([])
    expect(await committedQuestions()).toEqual([question])
  })
})
