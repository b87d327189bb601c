// A malformed id is the caller's mistake, not the server's (issue 49, finding 4): `/api/plans/abc`,
// `/api/faqs/1.5`, `/api/promo-codes/99999999999999999999` used to reach Postgres, which refused
// the value: a 500 "An unknown error occurred." with the query in the error log, on every public
// collection, for anyone. Now an id that is not a positive safe integer is a 404 JSON with a
// message, on REST and GraphQL, logged at most at info.
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { graphql, login, rest } from '../support/rest.ts'

let payload: Payload
let staff: string

beforeAll(async () => {
  payload = await getPayload({ config })
  const stamp = Date.now()
  await payload.create({
    collection: 'admins',
    overrideAccess: true,
    data: { email: `ids-admin${stamp}@example.com`, password: 'admin-pass-1', role: 'admin' },
  })
  staff = await login(`ids-admin${stamp}@example.com`, 'admin-pass-1')
})
afterEach(() => vi.restoreAllMocks())

// Every collection with REST routes, and its GraphQL single-document query.
const COLLECTIONS: Record<string, string> = {
  plans: 'Plan',
  'promo-codes': 'PromoCode',
  faqs: 'Faq',
  stores: 'Store',
  'pain-points': 'PainPoint',
  features: 'Feature',
  'bio-links': 'BioLink',
  'legal-pages': 'LegalPage',
  media: 'Media',
  subscribers: 'Subscriber',
  'checkout-sessions': 'CheckoutSession',
  admins: 'Admin',
}
// Postgres serials stop at 2147483647: 2147483648 is out of the column's range.
const BAD_IDS = [
  'abc',
  '1.5',
  "1'",
  '99999999999999999999',
  '2147483648',
  '-1',
  '0',
  '1e3',
  '0x10',
  '%20',
]

/** Error and warn lines logged while `run` runs (the logger every request uses). */
async function loudLogs(run: () => Promise<void>): Promise<string[]> {
  const lines: string[] = []
  for (const level of ['error', 'warn', 'fatal'] as const)
    vi.spyOn(payload.logger, level).mockImplementation(((obj: unknown) => {
      lines.push(`${level}: ${JSON.stringify(obj).slice(0, 300)}`)
    }) as never)
  await run()
  return lines
}

function expectClientError(res: { status: number; body: unknown }, what: string) {
  expect(res.status, `${what}: ${JSON.stringify(res.body).slice(0, 200)}`).toBeGreaterThanOrEqual(
    400,
  )
  expect(res.status, what).toBeLessThan(500)
  const text = JSON.stringify(res.body)
  expect(text, what).toMatch(/"message":"[^"]+"/)
  expect(text, what).not.toMatch(/select |unknown error|stack/i)
}

describe('malformed ids', () => {
  it('REST: every collection answers 404 JSON to anyone, staff included, and logs nothing loud', async () => {
    const logs = await loudLogs(async () => {
      for (const slug of Object.keys(COLLECTIONS))
        for (const id of BAD_IDS)
          for (const [method, token] of [
            ['GET', undefined],
            ['GET', staff],
            ['PATCH', staff],
            ['DELETE', staff],
          ] as const) {
            const res = await rest(method, `/${slug}/${id}`, {
              token,
              body: method === 'PATCH' ? { name: 'x' } : undefined,
            })
            expectClientError(res, `${method} /${slug}/${id}${token ? ' (staff)' : ''}`)
          }
    })
    expect(logs).toEqual([])
  })

  it("REST: an id in a list's where, and Payload's distinct list, are no 500 either", async () => {
    const logs = await loudLogs(async () => {
      for (const slug of ['plans', 'faqs', 'promo-codes']) {
        for (const id of ['abc', '99999999999999999999', '2147483648', '1.5']) {
          const list = await rest('GET', `/${slug}?where[id][equals]=${id}`)
          expect(list.status, `${slug} where id ${id}`).toBeLessThan(500)
        }
        const distinct = await rest('GET', `/${slug}/distinct?field=name`)
        expect(distinct.status, `${slug}/distinct`).toBeLessThan(500)
      }
    })
    expect(logs).toEqual([])
  })

  it('GraphQL: a bad id is an error with a message, never a 500, for anyone', async () => {
    // The queries are right: a valid id is answered (or not found, which Payload's GraphQL logs).
    for (const [slug, single] of Object.entries(COLLECTIONS)) {
      const sane = await graphql(`{ ${single}(id: 1) { id } }`, staff)
      expect(JSON.stringify(sane.body), `${slug} sane`).not.toContain('Cannot query field')
    }
    const logs = await loudLogs(async () => {
      for (const single of Object.values(COLLECTIONS)) {
        // What GraphQL's Int refuses (a validation error: nothing runs), for anyone.
        for (const id of ['"abc"', '1.5', '99999999999999999999', '2147483648'])
          for (const token of [undefined, staff]) {
            const res = await graphql(`{ ${single}(id: ${id}) { id } }`, token)
            expect(res.status, `${single}(id: ${id})`).toBeLessThan(500)
            expect(res.body.data ?? null, `${single}(id: ${id})`).toBeNull()
            expect(res.body.errors?.[0]?.message, `${single}(id: ${id})`).toBeTruthy()
          }
      }
    })
    expect(logs).toEqual([])
    // An Int that is no id: not found, as a missing document (Payload's GraphQL logs each
    // resolver error as an error line, whatever it is: staff only, see graphqlStaffOnly.test.ts).
    for (const single of Object.values(COLLECTIONS))
      for (const id of ['-1', '0']) {
        const res = await graphql(`{ ${single}(id: ${id}) { id } }`, staff)
        expect(res.status, `${single}(id: ${id})`).toBeLessThan(500)
        expect(res.body.errors?.[0]?.message, `${single}(id: ${id})`).toBe('Não encontrado')
      }
  })
})
