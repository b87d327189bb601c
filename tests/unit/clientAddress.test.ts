import { describe, expect, it } from 'vitest'
import { clientAddress, withPeer } from '@/lib/clientAddress.mjs'

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
