// Admin-panel password reset requests (finding B, Low): Payload's own forgot-password route had no
// limit of ours. Now per client (5 per 10 minutes) and per address (3 per hour), over REST and
// GraphQL, with 429 in the site's JSON error shape.
import { describe, expect, it } from 'vitest'
import { graphql, rest } from '../support/rest.ts'

const stamp = Date.now()
const ask = (ip: string, email: string) =>
  rest('POST', '/admins/forgot-password', { headers: { 'x-forwarded-for': ip }, body: { email } })

describe('admin forgot-password limits', () => {
  it('per client: the sixth request within 10 minutes is refused with 429 in JSON', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 7; i++)
      statuses.push((await ask('10.94.0.1', `nobody-${i}-${stamp}@example.com`)).status)
    expect(statuses).toEqual([...Array(5).fill(200), 429, 429])
    const refused = await ask('10.94.0.1', `other-${stamp}@example.com`)
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({
      error: expect.stringMatching(/Muitas solicitações/),
      errors: [{ message: expect.stringMatching(/Muitas solicitações/) }],
    })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another client is unaffected.
    expect((await ask('10.94.0.2', `other-${stamp}@example.com`)).status).toBe(200)
  })

  it('per client: addresses of one IPv6 /64 are one client', async () => {
    const statuses: number[] = []
    for (let i = 1; i <= 6; i++)
      statuses.push((await ask(`2001:db8:94:1::${i}`, `v6-${i}-${stamp}@example.com`)).status)
    expect(statuses).toEqual([...Array(5).fill(200), 429])
    expect((await ask('2001:db8:94:2::1', `v6-x-${stamp}@example.com`)).status).toBe(200)
  })

  it('per address: the fourth request for one address within an hour is refused, from any client', async () => {
    const email = `Target-${stamp}@Example.com`
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) statuses.push((await ask(`10.94.1.${i}`, email)).status)
    expect(statuses).toEqual([200, 200, 200, 429, 429])
    // The same address in other letter case, and GraphQL's door, count the same.
    expect((await ask('10.94.1.9', email.toLowerCase())).status).toBe(429)
    const gql = await graphql(
      `mutation { forgotPasswordAdmin(email: "${email.toLowerCase()}") }`,
      undefined,
      { 'x-forwarded-for': '10.94.1.10' },
    )
    expect(gql.body.errors?.[0]?.message).toMatch(/Muitas solicitações/)
    // Another address is unaffected.
    expect((await ask('10.94.1.11', `else-${stamp}@example.com`)).status).toBe(200)
  })
})
