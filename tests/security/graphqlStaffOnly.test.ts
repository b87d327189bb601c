// GraphQL is for staff (issue 49): the site does not use it, and open to everyone one anonymous
// request could alias 30 `Plans(limit: 100)` queries with no rate limit, and
// `{ Access { canAccessAdmin } }` answered anonymous callers a 500. Now a caller without an
// admin-panel session may only run the mutations that sign in; anything else is a validation
// error with a message, before anything executes.
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { GRAPHQL_STAFF_ONLY_MESSAGE } from '@/server/graphqlStaffOnly.ts'
import { emulatorSignUp } from '../support/emulator.ts'
import { graphql, login, rest, sessionCookie } from '../support/rest.ts'

let payload: Payload
let staff: string
let editor: string
let subscriberCookie: string
const stamp = Date.now()

beforeAll(async () => {
  payload = await getPayload({ config })
  for (const role of ['admin', 'editor'] as const)
    await payload.create({
      collection: 'admins',
      overrideAccess: true,
      data: { email: `gql-${role}${stamp}@example.com`, password: 'senha-forte-1', role },
    })
  staff = await login(`gql-admin${stamp}@example.com`, 'senha-forte-1')
  editor = await login(`gql-editor${stamp}@example.com`, 'senha-forte-1')
  const u = await emulatorSignUp(`gql${stamp}@example.com`)
  await rest('POST', '/users', {
    headers: { authorization: `Bearer ${u.idToken}` },
    body: { uid: u.uid, email: u.email },
  })
  subscriberCookie = await sessionCookie(u)
})

const aliased = `{ ${Array.from({ length: 30 }, (_, i) => `p${i}: Plans(limit: 100) { docs { id } }`).join(' ')} }`

// A validation error: nothing runs. graphql-http answers it 200 for `Accept: application/json`.
function expectRefused(res: Awaited<ReturnType<typeof graphql>>, what: string) {
  expect(res.status, what).toBeLessThan(500)
  expect(res.body.data ?? null, what).toBeNull()
  expect(res.body.errors?.[0]?.message, what).toBe(GRAPHQL_STAFF_ONLY_MESSAGE)
}

describe('GraphQL without an admin-panel session', () => {
  for (const [who, headers] of [
    ['anonymous', () => ({})],
    ['a subscriber', () => ({ cookie: subscriberCookie })],
    ['a forged token', () => ({ authorization: 'JWT forjado' })],
  ] as const) {
    it(`refuses reads, aliases, introspection and writes to ${who}`, async () => {
      for (const query of [
        '{ Plans(limit: 100) { docs { id name } } }',
        aliased,
        '{ Access { canAccessAdmin } }',
        '{ __schema { types { name } } }',
        '{ Subscribers { docs { uid } } }',
        'query { ...F } fragment F on Query { Plans { docs { id } } }',
        'mutation { updateFaq(id: 1, data: { question: "x" }) { id } }',
        // An open mutation does not carry another field with it.
        'mutation { forgotPasswordAdmin(email: "x@example.com") p: updateFaq(id: 1, data: { question: "x" }) { id } }',
      ])
        expectRefused(await graphql(query, undefined, headers()), `${who}: ${query.slice(0, 60)}`)
    })
  }

  it('still lets someone sign in to the admin panel (the mutation that makes a session)', async () => {
    const res = await graphql(
      `mutation { loginAdmin(email: "gql-admin${stamp}@example.com", password: "senha-forte-1") { token } }`,
    )
    expect(res.status).toBe(200)
    const data = res.body.data as { loginAdmin?: { token?: string } } | undefined
    expect(data?.loginAdmin?.token).toBeTruthy()
  })
})

describe('GraphQL for staff', () => {
  it('answers admins and editors, aliases included, and Access without a 500', async () => {
    for (const token of [staff, editor]) {
      const access = await graphql('{ Access { canAccessAdmin } }', token)
      expect(access.status).toBeLessThan(500)
      expect(access.body.data?.Access).toEqual({ canAccessAdmin: true })
      const many = await graphql(aliased, token)
      expect(many.status).toBe(200)
      expect(many.body.errors).toBeUndefined()
    }
  })
})
