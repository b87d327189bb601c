// Local-services mode: a request that came through a proxy loses its Firebase identity (issue 49,
// finding 6); the e2e session-api test checks it through the production server.
import { expect, it } from 'vitest'
import { cameThroughProxy, withoutFirebaseIdentity } from '@/server/localProxyGate.mjs'

it('tells a proxied request by its forwarding headers or a Host off this machine', () => {
  for (const headers of [
    {},
    { host: 'localhost:3000' },
    { host: '127.0.0.1:3100' },
    { host: '[::1]:3000' },
    { host: 'localhost' },
  ])
    expect(cameThroughProxy(headers), JSON.stringify(headers)).toBe(false)
  for (const headers of [
    { host: '127.0.0.1:3000', 'x-forwarded-for': '127.0.0.1' },
    { host: '127.0.0.1:3000', forwarded: 'for=1.2.3.4' },
    { host: '127.0.0.1:3000', 'x-forwarded-host': 'busqy.example' },
    { host: '127.0.0.1:3000', 'x-real-ip': '1.2.3.4' },
    { host: '127.0.0.1:3000', via: '1.1 nginx' },
    { host: 'busqy.example' },
    { host: '192.168.0.10:3000' },
  ])
    expect(cameThroughProxy(headers), JSON.stringify(headers)).toBe(true)
})

it("takes off the Bearer token and the session cookie, and keeps the admin panel's", () => {
  const req = {
    headers: {
      authorization: 'Bearer eyJ.x.',
      cookie: 'a=1; __session=abc; payload-token=t',
    } as Record<string, string | undefined>,
  }
  withoutFirebaseIdentity(req)
  expect(req.headers).toEqual({ cookie: 'a=1; payload-token=t' })
  const staff = {
    headers: { authorization: 'JWT t', cookie: '__session=abc' } as Record<
      string,
      string | undefined
    >,
  }
  withoutFirebaseIdentity(staff)
  expect(staff.headers).toEqual({ authorization: 'JWT t' })
})
