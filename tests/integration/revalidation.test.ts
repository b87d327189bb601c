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
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { query, requireDatabaseUri } from '../support/db.ts'
import type { PurgeListener } from '@/server/cache/peers.ts'
import { listenForTestPurges } from '../support/purges.ts'
import { richText } from '../support/richText.ts'

type Signal = { tags: string[]; questionsInDb: string[] }

let payload: Payload
let listener: PurgeListener
const signals: Signal[] = []
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

/** The announcements heard within a short wait (delivery is asynchronous, but takes milliseconds). */
async function heard(count: number): Promise<Signal[]> {
  const deadline = Date.now() + 2000
  while (signals.length < count && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 20))
  await new Promise((r) => setTimeout(r, 100)) // and nothing more arrives
  return signals.splice(0)
}

beforeAll(async () => {
  payload = await getPayload({ config })
  listener = await listenForTestPurges(async (tags) => {
    signals.push({ tags, questionsInDb: await committedQuestions() })
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
    expect(await heard(1)).toEqual([{ tags: ['faqs'], questionsInDb: [question] }])

    await payload.delete({ collection: 'faqs', id: doc.id, overrideAccess: true })
    expect(await heard(1)).toEqual([{ tags: ['faqs'], questionsInDb: [] }])
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
    expect(await heard(1)).toEqual([])
    await commitTransaction(req)
    expect(await heard(1)).toEqual([{ tags: ['faqs'], questionsInDb: [question] }])
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
    expect(await heard(1)).toEqual([])
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
    expect(await heard(1)).toEqual([])
    expect(await committedQuestions()).toEqual([question])
  })
})
