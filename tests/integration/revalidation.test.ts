// Cache-tag expiry after an edit: the running server is told only once the edit has committed, so a
// page it renders on that signal reads the new rows (Payload runs afterChange hooks before commit).
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Faq } from '@/payload-types'
import config from '@payload-config'
import { commitTransaction, createLocalReq, getPayload, initTransaction, killTransaction, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { query, requireDatabaseUri } from '../support/db.ts'
import { revalidateToken } from '../../collections/hooks/revalidate.ts'

type Signal = { tags: string[]; authorized: boolean; questionsInDb: string[] }

let payload: Payload
let server: http.Server
const signals: Signal[] = []
const previousUrl = process.env.REVALIDATE_URL
const question = `Pergunta de revalidação ${Date.now()}`
const answer: Faq['answer'] = {
  root: {
    type: 'root',
    direction: null,
    format: '',
    indent: 0,
    version: 1,
    children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', text: 'Resposta.', version: 1 }] }],
  },
}

/** What a page rendered at that moment would read: the rows visible to another connection. */
const committedQuestions = async () =>
  (await query<{ question: string }>(requireDatabaseUri(), 'SELECT question FROM faqs WHERE question = $1', [question])).map((r) => r.question)

beforeAll(async () => {
  payload = await getPayload({ config })
  // Stands in for the running site's /api/revalidate: it looks at the database when the signal comes.
  server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c))
    req.on('end', async () => {
      const { tags } = JSON.parse(body) as { tags: string[] }
      signals.push({ tags, authorized: req.headers.authorization === `Bearer ${revalidateToken()}`, questionsInDb: await committedQuestions() })
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"revalidated":true}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  process.env.REVALIDATE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  if (previousUrl === undefined) delete process.env.REVALIDATE_URL
  else process.env.REVALIDATE_URL = previousUrl
  await payload.delete({ collection: 'faqs', where: { question: { equals: question } }, overrideAccess: true, context: { disableRevalidate: true } })
  await new Promise((resolve) => server.close(resolve))
})

describe('cache-tag expiry from a script using the local API', () => {
  it('tells the server after the edit has committed, before the call returns', async () => {
    signals.length = 0
    const doc = await payload.create({ collection: 'faqs', data: { question, answer, pages: ['landing'] }, overrideAccess: true })
    expect(signals).toEqual([{ tags: ['faqs'], authorized: true, questionsInDb: [question] }])

    signals.length = 0
    await payload.delete({ collection: 'faqs', id: doc.id, overrideAccess: true })
    expect(signals).toEqual([{ tags: ['faqs'], authorized: true, questionsInDb: [] }])
  })

  it('waits for the caller’s own transaction to commit', async () => {
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    signals.length = 0
    await payload.create({ collection: 'faqs', data: { question, answer, pages: ['landing'] }, overrideAccess: true, req })
    expect(signals).toEqual([])
    await commitTransaction(req)
    expect(signals).toEqual([{ tags: ['faqs'], authorized: true, questionsInDb: [question] }])
    await payload.delete({ collection: 'faqs', where: { question: { equals: question } }, overrideAccess: true, context: { disableRevalidate: true } })
  })

  it('says nothing when the caller’s transaction rolls back', async () => {
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    signals.length = 0
    await payload.create({ collection: 'faqs', data: { question, answer, pages: ['landing'] }, overrideAccess: true, req })
    await killTransaction(req)
    expect(signals).toEqual([])
    expect(await committedQuestions()).toEqual([])
  })

  it('sends nothing when the edit asks not to revalidate', async () => {
    signals.length = 0
    await payload.create({ collection: 'faqs', data: { question, answer, pages: ['landing'] }, overrideAccess: true, context: { disableRevalidate: true } })
    expect(signals).toEqual([])
    expect(await committedQuestions()).toEqual([question])
  })
})
