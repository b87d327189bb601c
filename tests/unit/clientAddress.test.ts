import { describe, expect, it } from 'vitest'
import { clientAddress, rateLimitKey, withPeer } from '@/lib/clientAddress.mjs'
import { clientIp, clientKey } from '@/server/rateLimit.ts'

describe('client address from trusted proxy hops', () => {
  it('with no proxy, the direct peer the server appended, whatever the client wrote', () => {
    const header = withPeer('6.6.6.6, 7.7.7.7', '203.0.113.9')
    expect(clientAddress(header, 0)).toBe('203.0.113.9')
  })

  it('behind one proxy, the address that proxy saw, not the leftmost entry a client can forge', () => {
    // client wrote 6.6.6.6; nginx appended the real client 198.51.100.4; server.mjs appended nginx.
    const header = withPeer('6.6.6.6, 198.51.100.4', '10.0.0.2')
    expect(clientAddress(header, 1)).toBe('198.51.100.4')
    expect(clientAddress(header, 2)).toBe('6.6.6.6')
  })

  it('fewer entries than trusted hops: the farthest entry there is', () => {
    expect(clientAddress('10.0.0.2', 2)).toBe('10.0.0.2')
  })

  it('IPv4-mapped IPv6 peers read as IPv4, and nothing to go by is null', () => {
    expect(clientAddress(withPeer(undefined, '::ffff:127.0.0.1'), 0)).toBe('127.0.0.1')
    expect(clientAddress('', 0)).toBeNull()
    expect(clientAddress(undefined, 1)).toBeNull()
    expect(withPeer(['1.1.1.1', '2.2.2.2'], '3.3.3.3')).toBe('1.1.1.1, 2.2.2.2, 3.3.3.3')
  })

  it('a nonsense hop count counts as none', () => {
    expect(clientAddress('1.1.1.1, 2.2.2.2', -1)).toBe('2.2.2.2')
    expect(clientAddress('1.1.1.1, 2.2.2.2', Number.NaN)).toBe('2.2.2.2')
  })
})

describe('rate-limit key of a client address', () => {
  it('an IPv6 client is keyed by its /64: rotating the interface bits gives the same key', () => {
    const key = rateLimitKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')
    expect(key).toBe('2001:db8:1:2::/64')
    expect(rateLimitKey('2001:db8:1:2::1')).toBe(key)
    expect(rateLimitKey('2001:DB8:1:2:ffff:0:0:7')).toBe(key)
    expect(rateLimitKey('2001:0db8:0001:0002:0:0:0:9%eth0')).toBe(key)
    expect(rateLimitKey('2001:db8:1:3::1')).not.toBe(key)
    expect(rateLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64')
    expect(rateLimitKey('2001:db8:1:2::1.2.3.4')).toBe(key)
  })

  it('IPv4, IPv4-mapped IPv6 and anything that is not an address stay as they are', () => {
    expect(rateLimitKey('203.0.113.9')).toBe('203.0.113.9')
    expect(rateLimitKey('203.0.113.10')).toBe('203.0.113.10')
    expect(rateLimitKey('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(rateLimitKey('::ffff:cb00:7109')).toBe('203.0.113.9')
    expect(rateLimitKey(clientAddress(withPeer(undefined, '::ffff:10.0.0.1'), 0)!)).toBe('10.0.0.1')
    expect(rateLimitKey('unknown')).toBe('unknown')
    expect(rateLimitKey('10.250.0.1-1234')).toBe('10.250.0.1-1234')
    expect(rateLimitKey('not:an:address')).toBe('not:an:address')
  })
})

describe('the client key every per-client rate limit counts under', () => {
  it("is the /64 of an IPv6 client; Meta's client address (clientIp) stays the full address", () => {
    const from = (peer: string) => new Headers({ 'x-forwarded-for': withPeer('6.6.6.6', peer)! })
    expect(clientKey(from('2001:db8:7:8::a1'))).toBe(clientKey(from('2001:db8:7:8:1234::b2')))
    expect(clientKey(from('2001:db8:7:8::a1'))).toBe('2001:db8:7:8::/64')
    expect(clientIp(from('2001:db8:7:8::a1'))).toBe('2001:db8:7:8::a1')
    expect(clientKey(from('198.51.100.4'))).toBe('198.51.100.4')
    expect(clientKey(new Headers())).toBe('unknown')
  })
})
